/**
 * Each part of the interface's words, in every language of the site (made by `npm run generate`
 * from site.languages and src/labels/words/): the one place code reaches them from. A component
 * asks `useWords(part)` (src/components/page-language.tsx), other code `wordsIn(part, language)`
 * (src/labels/dictionary.ts). The shell's words travel with each page's data
 * (src/site/layout-data.ts): a component has them from `useWords()`.
 */
export {
  answerWords,
  calendarWords,
  dateWords,
  languageFacts,
  legalWords,
  pickerWords,
  priceWords,
  problemWords,
  reviewWords,
  shellWords,
  stayWords,
} from "../generated/languages.gen";

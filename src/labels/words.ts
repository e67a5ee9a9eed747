/**
 * Each part of the interface's words, in every language of the site (made by `npm run generate`
 * from site.languages and src/labels/words/): what the parts loaded on demand (the form's logic,
 * its calendar, the prices and availability sections) pick their language's words from. The
 * shell's words travel with each page's data instead (src/site/layout-data.ts).
 */
export { answerWords, calendarWords, dateWords, languageFacts, pickerWords, priceWords, problemWords, stayWords } from "../generated/languages.gen";

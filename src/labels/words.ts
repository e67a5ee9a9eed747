/**
 * Each part of the interface's words, in every language of the site (made by `npm run generate`
 * from site.languages and src/labels/words/, one export per part, under its name in
 * src/labels/word-parts.ts): the one place code reaches them from. A component asks
 * `useWords(part)` (src/components/page-language.tsx), other code `wordsIn(part, language)`
 * (src/labels/dictionary.ts). The shell's words travel with each page's data
 * (src/site/layout-data.ts): a component has them from `useWords()`.
 */
export * from "../generated/words.gen";

import type { Words } from "./dictionary";

/**
 * The name each part of the words is exported under, in every language of the site
 * (src/labels/words.ts, made by `npm run generate`): one name for each part of `Words`, no more.
 * The names end as the lint rule on the words expects (eslint.config.js, WORDS_WAY).
 */
export const WORD_PARTS = {
  language: "languageFacts",
  shell: "shellWords",
  problems: "problemWords",
  stay: "stayWords",
  answers: "answerWords",
  calendar: "calendarWords",
  picker: "pickerWords",
  prices: "priceWords",
  dates: "dateWords",
  legal: "legalWords",
  reviews: "reviewWords",
  numberWords: "numberWords",
  editor: "editorWords",
} as const satisfies { [Part in keyof Words]: `${string}${"Words" | "Facts"}` };

import type { Site } from "../../generated/site-types.gen.ts";
import { TOKEN } from "../../site/format.ts";

/**
 * Counts a text may name, so that adding an apartment leaves no «cuatro» behind: `{apartments}`
 * is the number in words («cuatro», «four»; capitalised at the start of a sentence),
 * `{apartmentsNumber}` in figures («4»). Filled in when the site's data is generated, in every
 * text of every language, with that language's words (src/labels/words/<language>.ts).
 */
export const COUNT_TOKENS = ["apartments", "apartmentsNumber"] as const;

/** What the counts need of a language: its numbers in words and its locale (for capitals). */
export type CountWords = { numberWords: readonly string[]; locale: string };

/** What the counts need, from a language's dictionary (src/labels/words/<language>.ts). */
export function countWordsIn(dictionary: { numberWords: readonly string[]; language: { locale: string } }): CountWords {
  return { numberWords: dictionary.numberWords, locale: dictionary.language.locale };
}

/** Whole numbers up to the last one the language spells; beyond it, figures. */
export function numberInWords(value: number, words: CountWords): string {
  return words.numberWords[value] ?? String(value);
}

function fill(text: string, values: Record<string, string>, locale: string): string {
  return text.replace(TOKEN, (whole, name: string, offset: number) => {
    const value = values[name];
    if (value === undefined) return whole;
    // The first word of the text, or of a sentence, starts with a capital.
    const sentenceStart = /(^|[.!?]\s+|¿|¡)[«"“(]*$/.test(text.slice(0, offset));
    return sentenceStart ? value.charAt(0).toLocaleUpperCase(locale) + value.slice(1) : value;
  });
}

function fillAll(value: unknown, values: Record<string, string>, locale: string): unknown {
  if (typeof value === "string") return fill(value, values, locale);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, values, locale));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, values, locale)]));
  return value;
}

/** The site in one language with every count token in every text replaced by its value in that language. */
export function fillCountTokens(site: Site, words: CountWords): Site {
  const count = site.apartments.length;
  return fillAll(site, { apartments: numberInWords(count, words), apartmentsNumber: String(count) }, words.locale) as Site;
}

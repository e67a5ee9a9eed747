import type { Site } from "../../src/generated/site-types.gen.ts";
import { numberWords } from "../../src/labels.ts";

/**
 * Counts a text may name, so that adding an apartment leaves no «cuatro» behind: `{apartments}`
 * is the number in words («cuatro»; «Cuatro» at the start of a sentence), `{apartmentsNumber}`
 * in figures («4»). Filled in when the site's data is generated, in every text alike.
 */
export const COUNT_TOKENS = ["apartments", "apartmentsNumber"] as const;

/** Whole numbers up to the last one the labels spell; beyond it, figures. */
export function numberInWords(value: number): string {
  return numberWords[value] ?? String(value);
}

function countValues(site: Site): Record<(typeof COUNT_TOKENS)[number], string> {
  return { apartments: numberInWords(site.apartments.length), apartmentsNumber: String(site.apartments.length) };
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string, offset: number) => {
    const value = values[name];
    if (value === undefined) return whole;
    // The first word of the text, or of a sentence, starts with a capital.
    const sentenceStart = /(^|[.!?]\s+|¿|¡)[«"(]*$/.test(text.slice(0, offset));
    return sentenceStart ? value.charAt(0).toLocaleUpperCase("es") + value.slice(1) : value;
  });
}

function fillAll(value: unknown, values: Record<string, string>): unknown {
  if (typeof value === "string") return fill(value, values);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, values));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, values)]));
  return value;
}

/** The site with every count token in every text replaced by its value. */
export function fillCountTokens(site: Site): Site {
  return fillAll(site, countValues(site)) as Site;
}

/**
 * One dictionary per language (src/labels/words/<language>.ts), each with every key of the
 * Spanish one: `Words` is its shape, and the type system holds each language's parts to it.
 * docs/decisions/024-interface-words-per-language.md
 */
import { fillTokens } from "../site/format";
import type * as Spanish from "./words/es";

export type Words = {
  language: Spanish.LanguageFacts;
  shell: typeof Spanish.shell;
  problems: typeof Spanish.problems;
  stay: typeof Spanish.stay;
  answers: typeof Spanish.answers;
  calendar: typeof Spanish.calendar;
  picker: typeof Spanish.picker;
  prices: typeof Spanish.prices;
  legal: typeof Spanish.legal;
  numberWords: readonly string[];
};

/** A text that depends on a count: one form per plural category of the language (`other` always). */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** A template with its `{name}` marks filled in (numbers written as the language writes them). */
export function fill(template: string, values: Record<string, string | number>, locale?: string): string {
  const written = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === "number" ? value.toLocaleString(locale) : value]));
  return fillTokens(template, written);
}

/** The form of `forms` the language uses for `count` (Intl.PluralRules), `{n}` and the other marks filled in. */
export function plural(forms: PluralForms, count: number, locale: string, values: Record<string, string | number> = {}): string {
  const rule = new Intl.PluralRules(locale).select(count);
  return fill(forms[rule] ?? forms.other, { n: count, ...values }, locale);
}

/** The part in `language`; throws if the language has no dictionary (the check makes sure it has). */
export function wordsIn<Part>(parts: Readonly<Record<string, Part>>, language: string): Part {
  const part = parts[language];
  if (!part) throw new Error(`no interface words for «${language}»: add src/labels/words/${language}.ts`);
  return part;
}

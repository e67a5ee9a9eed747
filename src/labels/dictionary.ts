/**
 * One dictionary per language (src/labels/words/<language>.ts), each with every key of the
 * Spanish one: `Words` is its shape, and the type system holds each language's parts to it.
 * docs/decisions/024-interface-words-per-language.md
 */
import { fillTokens } from "../site/format";
import type * as Spanish from "./words/es";
import { numberFormat, pluralRules } from "./intl";

/**
 * The interface's words in any language: the parts of the Spanish dictionary (its exports: `shell`,
 * `problems`…, the one list of them), each as a language writes it.
 */
export type Words = { [Part in keyof typeof Spanish]: Translated<(typeof Spanish)[Part]> };

/** A text that depends on a count: one form per plural category of the language (`other` always). */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * A part of the Spanish dictionary as any language writes it: the same keys, and where Spanish has
 * plural forms (`one`, `other`) the forms of the language's own categories (Polish `few` and `many`,
 * Japanese only `other`).
 */
type Translated<Part> = Part extends { other: string }
  ? Exclude<keyof Part, Intl.LDMLPluralRule> extends never
    ? PluralForms
    : { [Key in keyof Part]: Translated<Part[Key]> }
  : Part extends readonly (infer Item)[]
    ? readonly Translated<Item>[]
    : Part extends object
      ? { [Key in keyof Part]: Translated<Part[Key]> }
      : Part;

/**
 * A template with its `{name}` marks filled in; numbers written as `locale` writes them (Intl), and
 * without one as plain digits, the same on the server and in any visitor's browser.
 */
export function fill(template: string, values: Record<string, string | number>, locale?: string): string {
  const written = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value !== "number" ? value : locale ? numberFormat(locale).format(value) : String(value)]));
  return fillTokens(template, written);
}

/** The form of `forms` the language uses for `count` (Intl.PluralRules), `{n}` and the other marks filled in. */
export function plural(forms: PluralForms, count: number, locale: string, values: Record<string, string | number> = {}): string {
  const rule = pluralRules(locale).select(count);
  return fill(forms[rule] ?? forms.other, { n: count, ...values }, locale);
}

/** A text that starts a sentence with a name the owner may have written in lower case («temporada baja: …» → «Temporada baja: …»). */
export function upperFirst(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** The part in `language`; throws if the language has no dictionary (the check makes sure it has). */
export function wordsIn<Part>(parts: Readonly<Record<string, Part>>, language: string): Part {
  const part = parts[language];
  if (!part) throw new Error(`no interface words for «${language}»: add src/labels/words/${language}.ts`);
  return part;
}

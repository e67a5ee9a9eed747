/**
 * The lines of a new item, written as the owner's guide writes them (docs/editar-contenido.md):
 * one `key: value` a line, a text in each language one line per language under its key, in the
 * order of «site.languages». They are given to insertItem and addKey, which place them.
 */
import { EditProblem, type EditResult } from "./edit-result.ts";
import { scalarText, type ScalarHint, type ScalarValue } from "./scalar-text.ts";

/** The text of an edit that was made, or its problem, thrown on for the task that asked for it. */
export function madeText(result: EditResult): string {
  if ("problem" in result) throw new EditProblem(result.problem);
  return result.text;
}

/** `key: value` on one line. */
export function fieldLine(key: string, value: ScalarValue, hint: ScalarHint = {}): string {
  return `${key}: ${scalarText(value, { hint })}`;
}

/** `key:` and `lines` under it, two columns deeper. */
export function nestedLines(key: string, lines: readonly string[]): string[] {
  return [`${key}:`, ...lines.map((line) => (line === "" ? "" : `  ${line}`))];
}

/** A text in each language as the guide writes it, «es: …» a line, the site's languages first and in their order. */
export function translatedLines(texts: unknown, languages: readonly string[], hint: ScalarHint = {}): string[] {
  const entries = checkedTexts(texts);
  const rank = (code: string): number => (languages.includes(code) ? languages.indexOf(code) : languages.length);
  return entries.sort(([a], [b]) => rank(a) - rank(b)).map(([code, text]) => fieldLine(code, text, hint));
}

/** A text in each language, proved to be one: language codes (two letters) and texts. */
function checkedTexts(texts: unknown): [string, string][] {
  if (!texts || typeof texts !== "object" || Array.isArray(texts)) throw new EditProblem("falta el texto en cada idioma");
  const entries = Object.entries(texts as Record<string, unknown>);
  if (entries.length === 0) throw new EditProblem("falta el texto en cada idioma");
  for (const [code, text] of entries) {
    checkedLanguage(code);
    if (typeof text !== "string") throw new EditProblem(`el texto en «${code}» no es un texto`);
  }
  return entries as [string, string][];
}

/** A language code as the texts' keys are: two lowercase letters. */
export function checkedLanguage(code: unknown): string {
  if (typeof code !== "string" || !/^[a-z]{2}$/.test(code)) throw new EditProblem("el idioma tiene que ser su código de dos letras: «es», «en»");
  return code;
}

/** A flow block on one line, «{ key: value, … }», as the guide writes an owner's block. */
export function flowLine(fields: readonly [string, ScalarValue, ScalarHint][]): string {
  return `{ ${fields.map(([key, value, hint]) => `${key}: ${scalarText(value, { place: "flow", hint })}`).join(", ")} }`;
}

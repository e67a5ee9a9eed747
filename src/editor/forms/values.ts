/**
 * The forms' values: what the owner types read as the numbers the edits take, dates shown in the
 * page's language, and the Spanish of a commit message's summary («120 €», «24/12/2026»), which is
 * Spanish whatever the editor's language, as every commit message is.
 */
import { upperFirst } from "../../labels/dictionary.ts";
import { dateTimeFormat, displayNames } from "../../labels/intl.ts";

/** An amount in euros as typed («85», «85,50», «85.50»); null when left empty, undefined when it isn't one. */
export function typedAmount(typed: string): number | null | undefined {
  const value = typed.trim().replace(",", ".");
  if (value === "") return null;
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

/** A whole number as typed («3»); undefined when it isn't one. */
export function typedWhole(typed: string): number | undefined {
  const value = typed.trim();
  return /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

/** A date as the file and <input type="date"> write it. */
export const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** «2026-12-24» in the page's language («24 dic 2026»); anything else as it is written. */
export function shownDay(value: string, locale: string): string {
  if (!isDay(value)) return value;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? value : dateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(day);
}

/** A language's name in the page's language, as a sentence writes it: «inglés», «English» (its code when Intl doesn't know it). */
export function languageName(code: string, locale: string): string {
  let name: string | undefined;
  try {
    name = displayNames(locale, { type: "language" }).of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? name : code;
}

/** A language's name on its own, as a label: «Inglés». */
export const languageLabel = (code: string, locale: string): string => upperFirst(languageName(code, locale), locale);

/** «24/12/2026», as the check writes a date. */
function summaryDay(value: string): string {
  return isDay(value) ? value.split("-").reverse().join("/") : value;
}

/** «120 €», «85,50 €». */
export function summaryEuros(amount: number): string {
  return `${Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(".", ",")} €`;
}

/** «del 24/12/2026 al 27/12/2026». */
export function summaryDays(from: string, to: string): string {
  return `del ${summaryDay(from)} al ${summaryDay(to)}`;
}

import { editDistance } from "./edit-distance.ts";
import type { PathSegment } from "./problem.ts";

/** `apartments[0].photos[3].file` — the field as the owner sees it in the file. */
export function fieldName(path: readonly PathSegment[]): string {
  return path.reduce<string>((name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${part}` : part), "");
}

/** The closest candidate, if it is close enough to be a likely typo. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const tolerance = Math.max(2, Math.floor(word.length / 3));
  return bestDistance <= tolerance ? best : undefined;
}

/** «a», «a y b», «a, b y c» (or «a, b o c»): items as a sentence lists them. */
export function spokenList(items: readonly string[], conjunction: "y" | "o" = "y"): string {
  const last = items.at(-1) ?? "";
  return items.length <= 1 ? last : `${items.slice(0, -1).join(", ")} ${conjunction} ${last}`;
}

/** «a», «b» y «c» */
export function quoteList(values: readonly unknown[]): string {
  return spokenList(values.map((value) => `«${String(value)}»`));
}

/** A value as a message quotes it: whole if short, else its start and «…» (an address can be a whole pasted page). */
export function shownValue(value: string, length = 80): string {
  return value.length > length ? `${value.slice(0, length - 1)}…` : value;
}

/** «24/12/2026» for «2026-12-24»: a day as the owner writes it. */
export function dayAsWritten(date: string): string {
  return date.split("-").reverse().join("/");
}

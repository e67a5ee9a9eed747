import { editDistance } from "../wording/edit-distance.ts";
import type { WrittenName } from "./feed-names.ts";

/** A name and one written with a few letters more or less at an end: «…_ICAL_URL», «MIRADOR_…» left out. */
function extendedAtAnEnd(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.length - short.length <= 6 && short.length >= 6 && (long.startsWith(short) || long.endsWith(short));
}

/**
 * The name the owner most likely meant for `wanted`, among those written in .env or the secret
 * and not used by another calendar of site.yaml (`taken`): the same but for capitals, a letter
 * or two off (a quarter of the name at most), or with a few letters added or left out at an end.
 */
export function closeVariable(wanted: string, written: readonly WrittenName[], taken: ReadonlySet<string>): WrittenName | undefined {
  const tolerance = Math.max(2, Math.floor(wanted.length / 4));
  let best: { name: WrittenName; distance: number } | undefined;
  for (const name of written) {
    if (name.name === wanted || taken.has(name.name)) continue;
    const distance = editDistance(wanted.toUpperCase(), name.name.toUpperCase());
    if (distance > tolerance && !extendedAtAnEnd(wanted.toUpperCase(), name.name.toUpperCase())) continue;
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best?.name;
}

import { compareDates } from "./calendar-date.ts";

/** Nights as a half-open range of dates: [first night, the morning after the last night). */
export type NightRange = [string, string];

/** Sorted, with overlapping and touching ranges joined into one. */
export function mergeRanges(ranges: readonly NightRange[]): NightRange[] {
  const sorted = [...ranges].filter(([from, to]) => compareDates(from, to) < 0).sort((a, b) => compareDates(a[0], b[0]));
  const merged: NightRange[] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && compareDates(from, last[1]) <= 0) {
      if (compareDates(to, last[1]) > 0) last[1] = to;
    } else merged.push([from, to]);
  }
  return merged;
}

/** The part of each range inside [from, to), dropping what falls outside. */
export function clipRanges(ranges: readonly NightRange[], from: string, to: string): NightRange[] {
  return ranges
    .map(([start, end]): NightRange => [compareDates(start, from) < 0 ? from : start, compareDates(end, to) > 0 ? to : end])
    .filter(([start, end]) => compareDates(start, end) < 0);
}

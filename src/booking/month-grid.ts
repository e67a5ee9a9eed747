import { addDays, addMonths, compareDates } from "./calendar-date";

/** One month as a calendar shows it: weeks from Monday to Sunday, null where a day belongs to the month before or after. */
export type MonthGrid = { first: string; weeks: (string | null)[][] };

/** Monday = 0 … Sunday = 6 (Zeller-free: 1970-01-05 was a Monday). */
export function weekdayOf(date: string): number {
  const days = compareDates(date, "1970-01-05");
  return ((days % 7) + 7) % 7;
}

/** `count` months from the month of `from`, each laid out in weeks. */
export function monthGrids(from: string, count: number): MonthGrid[] {
  const start = `${from.slice(0, 8)}01`;
  return Array.from({ length: count }, (_, i) => {
    const first = addMonths(start, i);
    const next = addMonths(first, 1);
    const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
    for (let day = first; compareDates(day, next) < 0; day = addDays(day, 1)) cells.push(day);
    while (cells.length % 7) cells.push(null);
    return { first, weeks: Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7)) };
  });
}

/**
 * How old a calendar's data is: its own small module, for the parts that say it (the calendar
 * section, a «libre» from an old read) without the rest of the availability logic.
 */

/** How old the data is, in hours, at `now` (Infinity when a feed was never read). */
export function ageInHours(data: { updatedAt: string | null }, now: Date): number {
  return data.updatedAt ? (now.getTime() - Date.parse(data.updatedAt)) / 3_600_000 : Infinity;
}

/** Past this age the page says the calendar may be out of date and invites the visitor to ask. */
export const STALE_AFTER_HOURS = 48;

import { firstFreeNight } from "../../booking/availability";
import { addDays, dateIn } from "../../booking/calendar-date";
import { fill, type Words } from "../../labels/dictionary";
import type { StaySummary } from "../../site/types";

/**
 * The first free night from tomorrow (the earliest check-in) in the apartments' zone, as «5 dic»
 * (the language's short date from its words: no Intl here), or null when none is published.
 */
export function nextFreeNightText(summary: StaySummary, dates: Words["dates"], now: Date): string | null {
  if (!summary.booked || !summary.until) return null;
  const night = firstFreeNight(addDays(dateIn(summary.timeZone, now), 1), summary.booked, summary.until);
  if (!night) return null;
  const [, month, day] = night.split("-").map(Number) as [number, number, number];
  // The words name all twelve months (a test holds them to Intl's): a month they lack shows no date, not a wrong one.
  const monthName = dates.months[month - 1];
  return monthName === undefined ? null : fill(dates.short, { day: String(day), month: monthName });
}

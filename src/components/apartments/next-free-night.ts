import { firstFreeNight } from "../../booking/availability";
import { addDays, dateIn } from "../../booking/calendar-date";
import type { StaySummary } from "../../site/types";

/** The first free night from tomorrow (the earliest check-in) in the apartments' zone, as «5 dic», or null when none is published. */
export function nextFreeNightText(summary: StaySummary, locale: string, now: Date): string | null {
  if (!summary.booked || !summary.until) return null;
  const night = firstFreeNight(addDays(dateIn(summary.timeZone, now), 1), summary.booked, summary.until);
  if (!night) return null;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${night}T12:00:00Z`));
}

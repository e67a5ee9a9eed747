import { addDays, compareDates } from "../../src/booking/calendar-date.ts";
import type { NightRange } from "../../src/booking/night-ranges.ts";

/** A stay's nights: check-in to check-out; a stay that ends the day it starts still takes its night. */
export function stayNights(firstNight: string, endDay: string): NightRange {
  return compareDates(endDay, firstNight) > 0 ? [firstNight, endDay] : [firstNight, addDays(firstNight, 1)];
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of a feed's instant in `timeZone` (YYYY-MM-DD). A feed's times are many: the
 * formatter is made once per zone (dayjs's zones, which todayIn uses for the one "today" of a
 * run, take 60 times as long a call).
 */
export function dateIn(instant: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    if (formats.size < 16) formats.set(timeZone, format);
  }
  return format.format(instant);
}

import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);

const DATE_FORMAT = "YYYY-MM-DD";

/** Today's calendar date where the apartments are, whatever the visitor's device zone. */
export function todayIn(timeZone: string, now: Date): string {
  return dayjs(now).tz(timeZone).format(DATE_FORMAT);
}

/** The calendar date `days` after `date` (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, "day").format(DATE_FORMAT);
}

/** A real calendar date written YYYY-MM-DD (what a date input gives), or null. */
export function parseDate(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = dayjs.utc(value);
  return date.isValid() && date.format(DATE_FORMAT) === value ? value : null;
}

import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { zoneOffsetMinutes } from "./calendar-date.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Today's calendar date where the apartments are, whatever the visitor's device zone. The site's
 * zone by its rule (no time-zone data to load on a phone: calendar-date.ts), any other by dayjs's.
 */
export function todayIn(timeZone: string, now: Date): string {
  const offset = zoneOffsetMinutes(timeZone, now);
  return offset === null ? dayjs(now).tz(timeZone).format("YYYY-MM-DD") : dayjs.utc(now).add(offset, "minute").format("YYYY-MM-DD");
}

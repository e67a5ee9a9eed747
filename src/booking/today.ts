import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** Today's calendar date where the apartments are, whatever the visitor's device zone. */
export function todayIn(timeZone: string, now: Date): string {
  return dayjs(now).tz(timeZone).format("YYYY-MM-DD");
}

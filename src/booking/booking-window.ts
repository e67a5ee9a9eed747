import { addDays, addYears, compareDates, parseDate } from "./calendar-date.ts";

/**
 * How far ahead a stay can be asked for: the check-out at most two years after today, as far as
 * the rental platforms publish calendars. It also bounds what a date input accepts: without a
 * limit a typed year 275760 would be sent to the listing site. docs/decisions/013-booking-form-never-throws.md.
 */
export const HORIZON_YEARS = 2;

type Range = { min: string; max: string };

/** The dates each field accepts, given today in the apartments' zone and the check-in typed so far. */
export function dateWindow(today: string, checkIn: string): { checkIn: Range; checkOut: Range } {
  const lastCheckOut = addYears(today, HORIZON_YEARS);
  const firstCheckIn = addDays(today, 1);
  const lastCheckIn = addDays(lastCheckOut, -1);
  const chosen = parseDate(checkIn);
  // A check-in past the horizon would push the check-out's minimum beyond its maximum.
  const after = chosen && compareDates(chosen, lastCheckIn) <= 0 ? chosen : firstCheckIn;
  return { checkIn: { min: firstCheckIn, max: lastCheckIn }, checkOut: { min: addDays(after, 1), max: lastCheckOut } };
}

import { dateWindow } from "./booking-window";
import { addDays, compareDates, nightsBetween, parseDate } from "./calendar-date";
import { estimateStay, seasonOf, type Estimate } from "./rates";
import type { BookedNights, BookingConfig } from "./types";

/** A stay as a traveller asks for it: dates (YYYY-MM-DD, check-out the morning they leave) and a number of people. */
export type StayQuery = { checkIn: string; checkOut: string; guests: number };

type ApartmentFacts = BookingConfig["apartments"][number];

/**
 * One apartment's answer for a stay, in the order a traveller rules it out:
 * - `capacity`: it can't hold the group (`max` people);
 * - `unknown`: it publishes no calendar, so only the owner can say (a price is still given when
 *   every night has one: asking is easier knowing it);
 * - `booked`: some nights are taken — `runs` are the booked nights inside the stay (half-open
 *   ranges, clipped to it) and `nearest` the closest free stay of the same length within a week
 *   either side, if there is one;
 * - `minimum`: free, but shorter than the minimum of the season of its first night;
 * - `free`: bookable, with what it costs when every night has a price.
 * No price is given for a stay that can't be booked.
 */
export type StayAnswer =
  | { kind: "capacity"; max: number }
  | { kind: "unknown"; estimate: Estimate | null }
  | { kind: "booked"; runs: [string, string][]; nearest: { checkIn: string; checkOut: string } | null }
  | { kind: "minimum"; season: string; nights: number }
  | { kind: "free"; estimate: Estimate | null };

/** How far either side a booked stay looks for the nearest free one of the same length. */
const NEAREST_WITHIN_DAYS = 7;

/** The booked nights inside [checkIn, checkOut), as half-open ranges clipped to the stay. */
export function bookedWithin(checkIn: string, checkOut: string, booked: readonly [string, string][]): [string, string][] {
  return booked
    .filter(([from, to]) => compareDates(from, checkOut) < 0 && compareDates(to, checkIn) > 0)
    .map(([from, to]) => [compareDates(from, checkIn) > 0 ? from : checkIn, compareDates(to, checkOut) < 0 ? to : checkOut]);
}

/** Whether a stay is bookable in itself: no booked night, and at least the minimum of the season of its first night. */
function blockedBy(checkIn: string, checkOut: string, apartment: ApartmentFacts, booked: readonly [string, string][]): "booked" | "minimum" | null {
  if (bookedWithin(checkIn, checkOut, booked).length > 0) return "booked";
  const season = seasonOf(checkIn, apartment.rates);
  if (season && compareDates(checkOut, addDays(checkIn, season.minNights)) < 0) return "minimum";
  return null;
}

/**
 * The free stay of the same length closest to the one asked for, moved by at most a week, within
 * the dates a stay can be asked for (`limits`); on a tie the later one (the earlier may be gone by
 * the time the traveller decides).
 */
function nearestFree(query: StayQuery, apartment: ApartmentFacts, booked: readonly [string, string][], limits: { min: string; max: string }): { checkIn: string; checkOut: string } | null {
  const length = nightsBetween(query.checkIn, query.checkOut);
  for (let shift = 1; shift <= NEAREST_WITHIN_DAYS; shift++) {
    for (const days of [shift, -shift]) {
      const checkIn = addDays(query.checkIn, days);
      const checkOut = addDays(checkIn, length);
      if (compareDates(checkIn, limits.min) < 0 || compareDates(checkOut, limits.max) > 0) continue;
      if (!blockedBy(checkIn, checkOut, apartment, booked)) return { checkIn, checkOut };
    }
  }
  return null;
}

/**
 * One apartment's answer for a stay whose dates are already right in themselves (see
 * `readStayQuery`). `booked` is every apartment's published nights; `withCalendar` the apartments
 * that publish them (an apartment outside it has no calendar, whatever `booked` holds).
 */
export function answerFor(apartment: ApartmentFacts, query: StayQuery, today: string, booked: BookedNights, withCalendar: readonly string[]): StayAnswer {
  if (query.guests > apartment.maxGuests) return { kind: "capacity", max: apartment.maxGuests };
  if (!withCalendar.includes(apartment.slug)) return { kind: "unknown", estimate: estimateStay(query.checkIn, query.checkOut, apartment.rates) };
  const nights = booked[apartment.slug] ?? [];
  const runs = bookedWithin(query.checkIn, query.checkOut, nights);
  if (runs.length > 0) {
    const limits = dateWindow(today, "");
    return { kind: "booked", runs, nearest: nearestFree(query, apartment, nights, { min: limits.checkIn.min, max: limits.checkOut.max }) };
  }
  const season = seasonOf(query.checkIn, apartment.rates);
  if (season && compareDates(query.checkOut, addDays(query.checkIn, season.minNights)) < 0) return { kind: "minimum", season: season.name, nights: season.minNights };
  return { kind: "free", estimate: estimateStay(query.checkIn, query.checkOut, apartment.rates) };
}

/** Why a query can't be answered: a field and the problem words' key that says what is wrong. */
export type QueryProblem = {
  field: "checkIn" | "checkOut" | "guests";
  problem: "checkInEmpty" | "checkInInvalid" | "checkInNotAfterToday" | "checkInTooFar" | "checkOutEmpty" | "checkOutInvalid" | "checkOutNotAfterCheckIn" | "checkOutTooFar" | "guestsOutOfRange";
};

/**
 * A stay as typed (an address's `?entrada=…&salida=…&personas=…`, or a form's fields: anything at
 * all) read into a query, or the problems that keep it from being one: the same date rules as the
 * booking form (after today in Madrid, check-out after check-in, within the booking horizon), and
 * between 1 and `mostGuests` people.
 */
export function readStayQuery(input: { checkIn: string; checkOut: string; guests: string | number }, today: string, mostGuests: number): { ok: true; query: StayQuery } | { ok: false; problems: QueryProblem[] } {
  const problems: QueryProblem[] = [];
  const checkIn = parseDate(input.checkIn.trim());
  const checkOut = parseDate(input.checkOut.trim());
  const guests = typeof input.guests === "number" ? input.guests : /^\d{1,3}$/.test(input.guests.trim()) ? Number(input.guests) : NaN;
  const limits = dateWindow(today, checkIn ?? "");
  if (!input.checkIn.trim()) problems.push({ field: "checkIn", problem: "checkInEmpty" });
  else if (!checkIn) problems.push({ field: "checkIn", problem: "checkInInvalid" });
  else if (compareDates(checkIn, limits.checkIn.min) < 0) problems.push({ field: "checkIn", problem: "checkInNotAfterToday" });
  else if (compareDates(checkIn, limits.checkIn.max) > 0) problems.push({ field: "checkIn", problem: "checkInTooFar" });
  if (!input.checkOut.trim()) problems.push({ field: "checkOut", problem: "checkOutEmpty" });
  else if (!checkOut) problems.push({ field: "checkOut", problem: "checkOutInvalid" });
  else if (checkIn && compareDates(checkOut, checkIn) <= 0) problems.push({ field: "checkOut", problem: "checkOutNotAfterCheckIn" });
  else if (compareDates(checkOut, limits.checkOut.max) > 0) problems.push({ field: "checkOut", problem: "checkOutTooFar" });
  if (!Number.isInteger(guests) || guests < 1 || guests > mostGuests) problems.push({ field: "guests", problem: "guestsOutOfRange" });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, query: { checkIn: checkIn!, checkOut: checkOut!, guests } };
}

import { dateWindow } from "./booking-window";
import { addDays, compareDates, nightsBetween, parseDate } from "./calendar-date";
import { estimateStay, seasonOf, type Estimate } from "./rates";
import type { BookedNights, BookingConfig, CalendarFacts } from "./types";

/**
 * Every rule of a stay, in one place: the search, the form's live answer, its calendar and its
 * submit all ask here (docs/decisions/040-one-answer-per-stay.md).
 */

/** A stay as a traveller asks for it: dates (YYYY-MM-DD, check-out the morning they leave) and a number of people. */
export type StayQuery = { checkIn: string; checkOut: string; guests: number };

type ApartmentFacts = BookingConfig["apartments"][number];

type Dates = { checkIn: string; checkOut: string };

/**
 * Why the site can't say whether a stay is free:
 * - `no-calendar`: the apartment publishes no calendar here (or only the nights its owner blocked);
 * - `not-loaded`: the booked nights didn't arrive in the browser (a dropped connection, an error page);
 * - `damaged`: they arrived, or were built, but this apartment's could not be read;
 * - `beyond`: the stay goes past the end of the published nights;
 * - `incomplete`: one of its platforms' calendars has never been read, so a free night may be taken there.
 */
type UnknownWhy = "no-calendar" | "not-loaded" | "damaged" | "beyond" | "incomplete";

/**
 * One apartment's answer for a stay, true or saying it doesn't know:
 * - `booked`: some nights are taken — `runs` are the booked nights inside the stay (half-open
 *   ranges, clipped to it) and `nearest` the closest free stay of the same length within a week
 *   either side, when the calendar can say so;
 * - `minimum`: shorter than the minimum of the season of its first night; `fix` is the first
 *   check-out that meets it, when that longer stay isn't booked, and else `nearest` the closest
 *   free stay of the minimum length;
 * - `unknown`: only the owner (or the listing) can say, and `why`; a price is still given when
 *   every night has one (asking is easier knowing it);
 * - `free`: bookable, with what it costs when every night has a price (`estimate` null: the price
 *   is to be confirmed, never made up).
 * Whatever the group: `fits` says whether it holds `guests`, and `max` how many it holds.
 */
export type StayAnswer = { fits: boolean; max: number } & (
  | { kind: "booked"; runs: [[string, string], ...[string, string][]]; nearest: Dates | null }
  | { kind: "minimum"; season: string; nights: number; fix: Dates | null; nearest: Dates | null }
  | { kind: "unknown"; why: UnknownWhy; estimate: Estimate | null }
  | { kind: "free"; estimate: Estimate | null }
);

/** What the answers know of one apartment's calendar: its booked nights up to `until`, or why nothing. */
export type StayCalendar = { known: true; booked: readonly [string, string][]; until: string; complete: boolean; ownerOnly?: true } | { known: false; why: UnknownWhy };

/** How far either side a booked stay looks for the nearest free one of the same length. */
const NEAREST_WITHIN_DAYS = 7;

/**
 * One apartment's calendar as the answers see it: none published (`calendars` has no entry), the
 * file not loaded (`booked` null), its entry missing or damaged, or known up to its horizon.
 */
export function calendarOf(slug: string, booked: BookedNights | null, calendars: BookingConfig["calendars"]): StayCalendar {
  const facts: CalendarFacts | undefined = calendars[slug];
  if (!facts) return { known: false, why: "no-calendar" };
  if (!facts.until) return { known: false, why: "damaged" };
  if (!booked) return { known: false, why: "not-loaded" };
  const nights = booked[slug];
  if (!nights) return { known: false, why: "damaged" };
  return { known: true, booked: nights, until: facts.until, complete: facts.complete, ...(facts.ownerOnly ? { ownerOnly: true as const } : {}) };
}

/** The booked nights inside [checkIn, checkOut), as half-open ranges clipped to the stay. */
export function bookedWithin(checkIn: string, checkOut: string, booked: readonly [string, string][]): [string, string][] {
  return booked
    .filter(([from, to]) => compareDates(from, checkOut) < 0 && compareDates(to, checkIn) > 0)
    .map(([from, to]) => [compareDates(from, checkIn) > 0 ? from : checkIn, compareDates(to, checkOut) < 0 ? to : checkOut]);
}

/** The minimum nights of a stay arriving on `checkIn`: its first night's season's, or 1 when no season prices it. */
export function minimumNights(checkIn: string, apartment: Pick<ApartmentFacts, "rates">): { nights: number; season: string | null } {
  const season = seasonOf(checkIn, apartment.rates);
  return season ? { nights: season.minNights, season: season.name } : { nights: 1, season: null };
}

/** Whether the night of `date` is known to be booked. */
export function isNightBooked(date: string, calendar: StayCalendar): boolean {
  return calendar.known && bookedWithin(date, addDays(date, 1), calendar.booked).length > 0;
}

/** Whether the site knows whether the night of `date` is free (a calendar read whole, up to past it); false for an apartment without one. */
export function isNightKnown(date: string, calendar: StayCalendar): boolean {
  return calendar.known && calendar.complete && compareDates(date, calendar.until) < 0;
}

/** What keeps a stay from being booked as asked, by the known rules: booked nights, then the minimum; null when none does. */
export function stayBlockedBy(stay: Dates, apartment: Pick<ApartmentFacts, "rates">, calendar: StayCalendar): "booked" | "minimum" | null {
  if (calendar.known && bookedWithin(stay.checkIn, stay.checkOut, calendar.booked).length > 0) return "booked";
  if (nightsBetween(stay.checkIn, stay.checkOut) < minimumNights(stay.checkIn, apartment).nights) return "minimum";
  return null;
}

/** Whether a stay is known free: no booked night, within the calendar's reach, every feed read. */
function knownFree(stay: Dates, calendar: StayCalendar): boolean {
  return calendar.known && calendar.complete && compareDates(stay.checkOut, calendar.until) <= 0 && bookedWithin(stay.checkIn, stay.checkOut, calendar.booked).length === 0;
}

/**
 * The free stay of the same length closest to the one asked for, moved by at most a week, within
 * the dates a stay can be asked for (`limits`) and known free; on a tie the later one (the earlier
 * may be gone by the time the traveller decides).
 */
function nearestFree(query: Dates, apartment: ApartmentFacts, calendar: StayCalendar, limits: { min: string; max: string }): Dates | null {
  const length = nightsBetween(query.checkIn, query.checkOut);
  for (let shift = 1; shift <= NEAREST_WITHIN_DAYS; shift++) {
    for (const days of [shift, -shift]) {
      const checkIn = addDays(query.checkIn, days);
      const stay = { checkIn, checkOut: addDays(checkIn, length) };
      if (compareDates(checkIn, limits.min) < 0 || compareDates(stay.checkOut, limits.max) > 0) continue;
      if (knownFree(stay, calendar) && !stayBlockedBy(stay, apartment, calendar)) return stay;
    }
  }
  return null;
}

/**
 * One apartment's answer for a stay whose dates are already right in themselves (see
 * `readStayQuery`). `booked` is every apartment's published nights as loaded (null: they didn't
 * load); `calendars` what the build knew of each apartment's calendar.
 */
export function answerFor(apartment: ApartmentFacts, query: StayQuery, today: string, booked: BookedNights | null, calendars: BookingConfig["calendars"]): StayAnswer {
  const capacity = { fits: query.guests <= apartment.maxGuests, max: apartment.maxGuests };
  const calendar = calendarOf(apartment.slug, booked, calendars);
  const limits = dateWindow(today, "");
  const window = { min: limits.checkIn.min, max: limits.checkOut.max };
  // Booked nights the calendar has are booked, whatever else it lacks.
  const [first, ...more] = calendar.known ? bookedWithin(query.checkIn, query.checkOut, calendar.booked) : [];
  if (first) return { ...capacity, kind: "booked", runs: [first, ...more], nearest: nearestFree(query, apartment, calendar, window) };
  const minimum = minimumNights(query.checkIn, apartment);
  if (nightsBetween(query.checkIn, query.checkOut) < minimum.nights) {
    const longer = { checkIn: query.checkIn, checkOut: addDays(query.checkIn, minimum.nights) };
    const fix = compareDates(longer.checkOut, window.max) <= 0 && stayBlockedBy(longer, apartment, calendar) === null ? longer : null;
    // The longer stay crosses a booked night: the nearest free stay of the minimum length instead.
    return { ...capacity, kind: "minimum", season: minimum.season ?? "", nights: minimum.nights, fix, nearest: fix ? null : nearestFree(longer, apartment, calendar, window) };
  }
  const estimate = estimateStay(query.checkIn, query.checkOut, apartment.rates);
  if (!calendar.known) return { ...capacity, kind: "unknown", why: calendar.why, estimate };
  if (compareDates(query.checkOut, calendar.until) > 0) return { ...capacity, kind: "unknown", why: "beyond", estimate };
  if (!calendar.complete) return { ...capacity, kind: "unknown", why: calendar.ownerOnly ? "no-calendar" : "incomplete", estimate };
  return { ...capacity, kind: "free", estimate };
}

/** Why a query can't be answered: a field and the problem words' key that says what is wrong. */
export type QueryProblem = {
  field: "checkIn" | "checkOut" | "guests";
  problem: "checkInEmpty" | "checkInInvalid" | "checkInNotAfterToday" | "checkInTooFar" | "checkOutEmpty" | "checkOutInvalid" | "checkOutNotAfterCheckIn" | "checkOutTooFar" | "guestsInvalid";
  /** For a date past the booking horizon: the last one that can be asked for. */
  last?: string;
};

/** A stay as typed or carried by an address: its fields as they are, anything at all. */
export type StayInput = { checkIn: string; checkOut: string; guests: string | number };

/** The most people a search reads: a group larger than the building still gets an answer (and the way to ask), a typo of 5 digits doesn't. */
const MOST_SEARCH_GUESTS = 999;

/** A number of people as typed or carried by an address: a plain whole number from 1 to MOST_SEARCH_GUESTS, else null. */
function readGuests(value: string | number): number | null {
  const guests = typeof value === "number" ? value : /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(guests) && guests >= 1 && guests <= MOST_SEARCH_GUESTS ? guests : null;
}

/**
 * A stay as typed (an address's `?entrada=…&salida=…&personas=…`, or a form's fields: anything at
 * all) read into a query, or the problems that keep it from being one: the same date rules as the
 * booking form (after today in Madrid, check-out after check-in, within the booking horizon), and
 * a whole number of people from 1 (a group larger than every apartment together is an answer, not
 * a problem: it gets the way to ask).
 */
export function readStayQuery(input: StayInput, today: string): { ok: true; query: StayQuery } | { ok: false; problems: QueryProblem[] } {
  const problems: QueryProblem[] = [];
  const checkIn = parseDate(input.checkIn.trim());
  const checkOut = parseDate(input.checkOut.trim());
  const guests = readGuests(input.guests);
  const limits = dateWindow(today, checkIn ?? "");
  if (!input.checkIn.trim()) problems.push({ field: "checkIn", problem: "checkInEmpty" });
  else if (!checkIn) problems.push({ field: "checkIn", problem: "checkInInvalid" });
  else if (compareDates(checkIn, limits.checkIn.min) < 0) problems.push({ field: "checkIn", problem: "checkInNotAfterToday" });
  else if (compareDates(checkIn, limits.checkIn.max) > 0) problems.push({ field: "checkIn", problem: "checkInTooFar", last: limits.checkIn.max });
  if (!input.checkOut.trim()) problems.push({ field: "checkOut", problem: "checkOutEmpty" });
  else if (!checkOut) problems.push({ field: "checkOut", problem: "checkOutInvalid" });
  else if (checkIn && compareDates(checkOut, checkIn) <= 0) problems.push({ field: "checkOut", problem: "checkOutNotAfterCheckIn" });
  else if (compareDates(checkOut, limits.checkOut.max) > 0) problems.push({ field: "checkOut", problem: "checkOutTooFar", last: limits.checkOut.max });
  if (guests === null) problems.push({ field: "guests", problem: "guestsInvalid" });
  if (problems.length > 0 || !checkIn || !checkOut || guests === null) return { ok: false, problems };
  return { ok: true, query: { checkIn, checkOut, guests } };
}

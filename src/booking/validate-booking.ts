import { fill, upperFirst, wordsIn } from "../labels/dictionary";
import { languageFacts, problemWords, stayWords } from "../labels/words";
import { dateWindow } from "./booking-window";
import { lastNightOfRun } from "./availability";
import { addDays, compareDates, parseDate } from "./calendar-date";
import { answerFor } from "./stay-answer";
import { stayDate } from "./stay-date";
import { todayIn } from "./today";
import type { BookedNights, BookingConfig, BookingField, BookingForm, BookingProblem, ValidBooking } from "./types";

export type BookingCheck = { ok: true; booking: ValidBooking } | { ok: false; problems: BookingProblem[] };

type DateCheck = { date: string; problem: null } | { date: null; problem: string };

/** An empty date and one that isn't a calendar date are told apart: the visitor did write something. */
function readDate(value: string, empty: string, invalid: string): DateCheck {
  const text = value.trim();
  if (!text) return { date: null, problem: empty };
  const date = parseDate(text);
  return date ? { date, problem: null } : { date: null, problem: invalid };
}

/**
 * Every rule of the availability form, checked at once, each problem on its field; never throws,
 * whatever the form holds (docs/decisions/013-booking-form-never-throws.md):
 * - the apartment must be one of the site's, the guests a whole number from 1 to its capacity;
 * - check-in and check-out must be given, and be calendar dates;
 * - check-in must be after today (today itself is too late), today being the date in the
 *   apartments' time zone at `now`; check-out must be after check-in;
 * - neither may pass the booking horizon (booking-window.ts);
 * - once the dates are right in themselves, the stay's own rules as stay-answer.ts says them: no
 *   night of the stay may be known booked (`booked`: the loaded nights, null when they didn't
 *   load), and the stay must last the minimum nights of the season its first night is in. A stay
 *   the calendar can't speak for passes: the listing or the owner has the last word.
 * SPEC §8's four texts are kept exactly for their cases.
 */
export function validateBooking(form: BookingForm, now: Date, config: BookingConfig, booked: BookedNights | null = {}): BookingCheck {
  const problems: BookingProblem[] = [];
  const add = (field: BookingField, message: string): void => void problems.push({ field, message });
  const problemMessages = wordsIn(problemWords, config.language);
  const stayMessages = wordsIn(stayWords, config.language);
  const date = (value: string): string => stayDate(value, config.language);

  const apartment = config.apartments.find((candidate) => candidate.slug === form.apartment);
  if (!apartment) add("apartment", problemMessages.apartmentUnknown);
  // Without a known apartment the largest capacity of the site is the most a stay can hold.
  const maxGuests = apartment?.maxGuests ?? Math.max(1, ...config.apartments.map((candidate) => candidate.maxGuests));
  if (!Number.isInteger(form.guests) || form.guests < 1 || form.guests > maxGuests) add("guests", fill(problemMessages.guestsOutOfRange, { max: maxGuests }));

  const checkIn = readDate(form.checkIn, problemMessages.checkInEmpty, problemMessages.checkInInvalid);
  const checkOut = readDate(form.checkOut, problemMessages.checkOutEmpty, problemMessages.checkOutInvalid);
  const limits = dateWindow(todayIn(config.timeZone, now), checkIn.date ?? "");
  if (checkIn.date === null) add("checkIn", checkIn.problem);
  else if (compareDates(checkIn.date, limits.checkIn.min) < 0) add("checkIn", problemMessages.checkInNotAfterToday);
  else if (compareDates(checkIn.date, limits.checkIn.max) > 0) add("checkIn", fill(problemMessages.checkInTooFar, { last: date(limits.checkIn.max) }));
  if (checkOut.date === null) add("checkOut", checkOut.problem);
  else if (checkIn.date && compareDates(checkOut.date, checkIn.date) <= 0) add("checkOut", problemMessages.checkOutNotAfterCheckIn);
  else if (compareDates(checkOut.date, limits.checkOut.max) > 0) add("checkOut", fill(problemMessages.checkOutTooFar, { last: date(limits.checkOut.max) }));

  // Without a problem so far, the apartment is the site's and both dates were read.
  if (problems.length > 0 || !apartment || checkIn.date === null || checkOut.date === null) return { ok: false, problems };
  const [from, to] = [checkIn.date, checkOut.date];
  // The stay's own rules, as every other surface asks them (stay-answer.ts).
  const answer = answerFor(apartment, { checkIn: from, checkOut: to, guests: form.guests }, todayIn(config.timeZone, now), booked, config.calendars);
  if (answer.kind === "booked") {
    const [[conflict]] = answer.runs;
    const runEnd = addDays(lastNightOfRun(conflict, booked?.[apartment.slug] ?? []), 1);
    if (conflict === from) add("checkIn", fill(stayMessages.checkInBooked, { name: apartment.name, from: date(conflict), to: date(runEnd) }));
    else add("checkOut", fill(stayMessages.stayIncludesBooked, { from: date(conflict), to: date(runEnd), latest: date(conflict) }));
  } else if (answer.kind === "minimum") {
    add("checkOut", upperFirst(fill(stayMessages.minimumStay, { season: answer.season, nights: answer.nights, earliest: date(addDays(from, answer.nights)) }), wordsIn(languageFacts, config.language).locale));
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, booking: { ...form, checkIn: from, checkOut: to } as ValidBooking };
}

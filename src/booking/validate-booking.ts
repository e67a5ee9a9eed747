import { bookingMessages } from "../labels";
import { parseDate, todayIn } from "./today";
import type { BookingConfig, BookingForm, BookingProblem, ValidBooking } from "./types";

export type BookingCheck = { ok: true; booking: ValidBooking } | { ok: false; problems: BookingProblem[] };

/**
 * Every rule of the availability form, checked at once:
 * - check-in and check-out must be given;
 * - check-in must be after today (today itself is too late), today being the
 *   date in the apartments' time zone at `now`;
 * - check-out must be after check-in.
 * Unknown apartments and guest counts outside 1…capacity are refused too.
 */
export function validateBooking(form: BookingForm, now: Date, config: BookingConfig): BookingCheck {
  const problems: BookingProblem[] = [];
  const checkIn = parseDate(form.checkIn.trim());
  const checkOut = parseDate(form.checkOut.trim());
  if (!checkIn) problems.push({ field: "checkIn", message: bookingMessages.checkInEmpty });
  if (!checkOut) problems.push({ field: "checkOut", message: bookingMessages.checkOutEmpty });
  if (checkIn && checkIn <= todayIn(config.timeZone, now)) problems.push({ field: "checkIn", message: bookingMessages.checkInNotAfterToday });
  if (checkIn && checkOut && checkOut <= checkIn) problems.push({ field: "checkOut", message: bookingMessages.checkOutNotAfterCheckIn });
  const apartment = config.apartments.find((candidate) => candidate.slug === form.apartment);
  if (!apartment || !Number.isInteger(form.guests) || form.guests < 1 || form.guests > apartment.maxGuests) {
    throw new RangeError(`booking form out of its own options: ${form.apartment} × ${form.guests}`);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, booking: { ...form, checkIn: checkIn!, checkOut: checkOut! } as ValidBooking };
}

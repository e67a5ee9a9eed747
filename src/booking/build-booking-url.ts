import type { BookingConfig, ValidBooking } from "./types";

/**
 * The listing site's page for a validated booking:
 * `{listingSite}/rooms/{id}?check_in=YYYY-MM-DD&check_out=YYYY-MM-DD&guests=N`,
 * or null when the apartment has no listing (it is booked by enquiry instead).
 */
export function buildBookingUrl(booking: ValidBooking, config: BookingConfig): string | null {
  const listing = config.listings[booking.apartment];
  if (!listing) return null;
  const query = new URLSearchParams({ check_in: booking.checkIn, check_out: booking.checkOut, guests: String(booking.guests) });
  return `${config.listingSite.replace(/\/$/, "")}/rooms/${encodeURIComponent(listing)}?${query.toString()}`;
}

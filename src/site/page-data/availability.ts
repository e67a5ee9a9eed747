import type { BookedNights } from "../../booking/types";
import { availability } from "../../generated/availability.gen";

/** /availability.json: each apartment's booked nights, and nothing else of its data. */
export function bookedNights(): BookedNights {
  return Object.fromEntries(Object.entries(availability).map(([slug, data]) => [slug, data.booked]));
}

import type { BookedNights } from "../../booking/types";
import { siteSource } from "../site-source";

/** /availability.json: each apartment's booked nights, and nothing else of its data. */
export function bookedNights(): BookedNights {
  return Object.fromEntries(Object.entries(siteSource().availability).map(([slug, data]) => [slug, data.booked]));
}

import type { BookedNights } from "./types";

const loads = new Map<string, Promise<BookedNights>>();
const loaded = new Map<string, BookedNights>();

/**
 * The apartments' booked nights (a small static JSON file the build writes), fetched once. A
 * failed fetch gives none, and is tried again next time: the form then behaves as without a
 * calendar, and the listing or the owner still has the last word on the dates.
 */
export function loadBookedNights(path: string | null): Promise<BookedNights> {
  if (!path) return Promise.resolve({});
  if (!loads.has(path)) {
    const load = fetch(path)
      .then((response) => (response.ok ? (response.json() as Promise<BookedNights>) : {}))
      .then((nights) => {
        loaded.set(path, nights);
        return nights;
      })
      .catch(() => {
        loads.delete(path);
        return {};
      });
    loads.set(path, load);
  }
  return loads.get(path)!;
}

/** The booked nights if they have already arrived (an answer can then be drawn at once), else null. */
export function bookedNightsIfLoaded(path: string | null): BookedNights | null {
  return path ? (loaded.get(path) ?? null) : {};
}

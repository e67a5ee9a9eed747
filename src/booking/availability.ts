import { addDays, compareDates } from "./calendar-date";

/**
 * Booked nights as published for one apartment (written by `npm run availability`, read by the
 * build and by the form): only dates and read times, nothing from the feeds' texts.
 */
export type ApartmentAvailability = {
  /** The booked nights, as half-open ranges: [first night, the morning the stay ends), sorted and merged. */
  booked: [string, string][];
  /** The nights the data covers: from the day it was made to 18 months later (half-open). */
  window: { from: string; to: string };
  /** When the data was made, and the oldest successful read among its feeds (null: a feed never read). */
  madeAt: string;
  updatedAt: string | null;
  /** Each platform feed, with when it was last read successfully; none when the calendar is the owner's blocks alone. */
  feeds: { platform: string; readAt: string | null }[];
};

/**
 * Whether a night without a booking here is known free: only when the apartment has platform
 * calendars and every one has been read. The owner's blocks alone say which nights are taken,
 * never which are free.
 */
export function knowsFreeNights(data: Pick<ApartmentAvailability, "feeds">): boolean {
  return data.feeds.length > 0 && data.feeds.every((feed) => feed.readAt !== null);
}

/** True when the night of `date` is booked. */
export function isBookedNight(date: string, booked: readonly [string, string][]): boolean {
  return booked.some(([from, to]) => compareDates(date, from) >= 0 && compareDates(date, to) < 0);
}

/** The last booked night of the run that starts at `night` (the stay's conflict, as the visitor sees it). */
export function lastNightOfRun(night: string, booked: readonly [string, string][]): string {
  const range = booked.find(([from, to]) => compareDates(night, from) >= 0 && compareDates(night, to) < 0);
  return range ? addDays(range[1], -1) : night;
}

/** The first night from `tomorrow` that isn't booked, before `until` (the end of the published data); null if none. */
export function firstFreeNight(tomorrow: string, booked: readonly [string, string][], until: string): string | null {
  let night = tomorrow;
  while (isBookedNight(night, booked) && compareDates(night, until) < 0) night = addDays(night, 1);
  return compareDates(night, until) < 0 ? night : null;
}

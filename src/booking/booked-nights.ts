import { compareDates, parseDate } from "./calendar-date";
import type { BookedNights } from "./types";

/** More ranges than any real calendar has in 18 months (a night each would be about 550). */
const MOST_RANGES = 2_000;

/** How long the file may take on a phone's connection before the answers say they don't know. */
const LOAD_TIMEOUT_MS = 10_000;

type Range = [string, string];

/** One apartment's entry as published: sorted, merged ranges of real dates, each ending after it starts; null when anything in it is not. */
function readRanges(value: unknown): Range[] | null {
  if (!Array.isArray(value) || value.length > MOST_RANGES) return null;
  const ranges: Range[] = [];
  for (const range of value) {
    if (!Array.isArray(range) || range.length !== 2 || typeof range[0] !== "string" || typeof range[1] !== "string") return null;
    const [from, to] = [parseDate(range[0]), parseDate(range[1])];
    if (!from || !to || compareDates(to, from) <= 0) return null;
    ranges.push([from, to]);
  }
  ranges.sort((a, b) => compareDates(a[0], b[0]));
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && compareDates(range[0], last[1]) <= 0) last[1] = compareDates(range[1], last[1]) > 0 ? range[1] : last[1];
    else merged.push([...range]);
  }
  return merged;
}

/**
 * /availability.json as read from the network, which may have been cut, replaced by a login page,
 * or damaged on the way: null unless it is an object; then only the apartments in `slugs` whose
 * entry is entirely readable. An apartment left out is one the answers can't speak for.
 */
export function readBookedNights(value: unknown, slugs: readonly string[]): BookedNights | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const nights: BookedNights = {};
  for (const slug of slugs) {
    const ranges = Object.hasOwn(value, slug) ? readRanges((value as Record<string, unknown>)[slug]) : null;
    if (ranges) nights[slug] = ranges;
  }
  return nights;
}

const loads = new Map<string, Promise<BookedNights | null>>();
const loaded = new Map<string, BookedNights>();

async function fetchNights(path: string, slugs: readonly string[]): Promise<BookedNights | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(path, { signal: controller.signal });
    return response.ok ? readBookedNights(await response.json(), slugs) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The apartments' booked nights (a small static JSON file the build writes), fetched once, within
 * a time limit. Null when it didn't arrive or isn't what the build writes: the answers then say
 * «consúltanos» for every apartment with a calendar, never «libre»; the next call tries again.
 * `slugs`: the apartments with a calendar (an entry for any other is not read).
 */
export function loadBookedNights(path: string | null, slugs: readonly string[]): Promise<BookedNights | null> {
  if (!path) return Promise.resolve({});
  let load = loads.get(path);
  if (!load) {
    load = fetchNights(path, slugs).then((nights) => {
      if (nights) loaded.set(path, nights);
      else loads.delete(path);
      return nights;
    });
    loads.set(path, load);
  }
  return load;
}

/** The booked nights if they have already arrived (an answer can then be drawn at once), else undefined. */
export function bookedNightsIfLoaded(path: string | null): BookedNights | undefined {
  return path ? loaded.get(path) : {};
}

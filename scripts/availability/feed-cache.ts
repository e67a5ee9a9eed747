import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "../shared/write-atomically.ts";
import { compareDates, parseDate } from "../../src/booking/calendar-date.ts";
import type { NightRange } from "../../src/booking/night-ranges.ts";

/** The last good read of one feed: what it booked, how many of its events booked a night, and when. Kept between runs (the scheduled job restores it). */
export type CachedFeed = { readAt: string; booked: NightRange[]; events?: number };

const fileOf = (dir: string, key: string): string => path.join(dir, `${key}.json`);

/** A range of real calendar dates that ends after it starts (a cache edited by hand, or cut short, may hold anything). */
const isRange = (range: unknown): range is NightRange =>
  Array.isArray(range) && range.length === 2 && range.every((date) => typeof date === "string" && parseDate(date) !== null) && compareDates(range[0] as string, range[1] as string) < 0;

function isCachedFeed(value: unknown): value is CachedFeed {
  const data = value as CachedFeed;
  return (data?.events === undefined || Number.isSafeInteger(data.events)) && typeof data?.readAt === "string" && !Number.isNaN(Date.parse(data.readAt)) && Array.isArray(data.booked) && data.booked.every(isRange);
}

/**
 * The last good read; null when there is none; «damaged» when the file can't be read as one (it
 * is only a cache: it is set aside, and the run says so, rather than stop a publish).
 */
export async function readCachedFeed(dir: string, key: string): Promise<CachedFeed | null | "damaged"> {
  const text = await readFile(fileOf(dir, key), "utf8").catch(() => null);
  if (text === null) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isCachedFeed(data) ? data : "damaged";
  } catch {
    return "damaged";
  }
}

export function writeCachedFeed(dir: string, key: string, feed: CachedFeed): Promise<void> {
  return writeFileAtomically(fileOf(dir, key), `${JSON.stringify(feed)}\n`);
}

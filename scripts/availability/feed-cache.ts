import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "../shared/write-atomically.ts";
import type { NightRange } from "./night-ranges.ts";

/** The last good read of one feed: what it booked, how many of its events booked a night, and when. Kept between runs (the scheduled job restores it). */
export type CachedFeed = { readAt: string; booked: NightRange[]; events?: number };

const fileOf = (dir: string, key: string): string => path.join(dir, `${key}.json`);

function isCachedFeed(value: unknown): value is CachedFeed {
  const data = value as CachedFeed;
  return (data?.events === undefined || Number.isSafeInteger(data.events)) && typeof data?.readAt === "string" && !Number.isNaN(Date.parse(data.readAt)) && Array.isArray(data.booked) && data.booked.every((range) => Array.isArray(range) && range.length === 2 && range.every((date) => typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date)));
}

/** The last good read, or null when there is none (or the file is damaged: it is only a cache). */
export async function readCachedFeed(dir: string, key: string): Promise<CachedFeed | null> {
  try {
    const data: unknown = JSON.parse(await readFile(fileOf(dir, key), "utf8"));
    return isCachedFeed(data) ? data : null;
  } catch {
    return null;
  }
}

export function writeCachedFeed(dir: string, key: string, feed: CachedFeed): Promise<void> {
  return writeFileAtomically(fileOf(dir, key), `${JSON.stringify(feed)}\n`);
}

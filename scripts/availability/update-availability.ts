import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { ApartmentAvailability } from "../../src/booking/availability.ts";
import { addMonths } from "../../src/booking/calendar-date.ts";
import type { Apartment, Site } from "../../src/generated/content-types.gen.ts";
import { writeFilesAtomically } from "../content/write-atomically.ts";
import { readCachedFeed, writeCachedFeed, type CachedFeed } from "./feed-cache.ts";
import { clipRanges, dateIn, mergeRanges, type NightRange } from "./night-ranges.ts";
import { bookedNights, CalendarError } from "./parse-calendar.ts";
import { FeedError, readFeed, type ReadLimits } from "./read-feed.ts";

/** How far ahead the booked nights are published. */
export const WINDOW_MONTHS = 18;

export type AvailabilityOptions = {
  now: Date;
  /** Where the feeds' addresses are (process.env, with .env loaded). */
  env: Record<string, string | undefined>;
  limits: ReadLimits;
  /** The project folder: relative feed files are read from here. */
  root: string;
  cacheDir: string;
  outDir: string;
};

/** What happened to one feed, for the owner's report. */
export type FeedReport = {
  apartment: string;
  platform: string;
  env: string;
  ok: boolean;
  nights: number;
  /** Events of a feed read that could not be understood: their nights are missing. */
  unreadable?: number;
  problem?: string;
  keptFrom?: string | null;
};

const nightsIn = (ranges: readonly NightRange[]): number => ranges.reduce((total, [from, to]) => total + (Date.parse(to) - Date.parse(from)) / 86_400_000, 0);

/** A feed's file in the cache: the apartment and the variable name, which together are unique and hold no secret. */
const cacheKey = (slug: string, env: string): string => `${slug}--${env}`;

async function readOneFeed(apartment: Apartment, feed: { platform: string; env: string }, window: { from: string; to: string }, timeZone: string, options: AvailabilityOptions) {
  const key = cacheKey(apartment.slug, feed.env);
  const report: FeedReport = { apartment: apartment.name, platform: feed.platform, env: feed.env, ok: false, nights: 0 };
  let problem: string;
  const value = options.env[feed.env]?.trim();
  if (!value) {
    problem = `la variable ${feed.env} no está definida: pon la dirección del calendario en el archivo .env (en tu ordenador) o en los secretos del repositorio (en GitHub)`;
  } else {
    try {
      const { booked, unreadable } = bookedNights(await readFeed(value, options.limits, options.root), timeZone, window.from, window.to);
      const cached: CachedFeed = { readAt: options.now.toISOString(), booked };
      await writeCachedFeed(options.cacheDir, key, cached);
      return { report: { ...report, ok: true, nights: nightsIn(booked), unreadable }, booked, readAt: cached.readAt };
    } catch (error) {
      if (!(error instanceof FeedError || error instanceof CalendarError)) throw error;
      problem = error.message;
    }
  }
  const kept = await readCachedFeed(options.cacheDir, key);
  const booked = kept ? clipRanges(kept.booked, window.from, window.to) : [];
  return { report: { ...report, problem, keptFrom: kept?.readAt ?? null, nights: nightsIn(booked) }, booked, readAt: kept?.readAt ?? null };
}

/**
 * `npm run availability`: reads every apartment's feeds, keeps each feed's last good read when
 * one fails, merges them with the owner's blocks, and writes one file per apartment with a
 * calendar into `outDir` (all or none). Only dates and read times are written. A feed that fails
 * never makes this fail: its report says why and how old the data kept is.
 */
export async function updateAvailability(site: Site, options: AvailabilityOptions): Promise<{ reports: FeedReport[]; written: string[] }> {
  const timeZone = site.site.timeZone;
  const from = dateIn(options.now, timeZone);
  const window = { from, to: addMonths(from, WINDOW_MONTHS) };
  const reports: FeedReport[] = [];
  const files: [string, string][] = [];
  const withCalendar = site.apartments.filter((apartment) => apartment.calendar);
  for (const apartment of withCalendar) {
    const feeds = await Promise.all((apartment.calendar!.feeds ?? []).map((feed) => readOneFeed(apartment, feed, window, timeZone, options)));
    reports.push(...feeds.map((feed) => feed.report));
    const blocks = (apartment.calendar!.blocks ?? []).map(({ checkIn, checkOut }): NightRange => [checkIn, checkOut]);
    const readTimes = feeds.map((feed) => feed.readAt);
    const data: ApartmentAvailability = {
      booked: clipRanges(mergeRanges([...feeds.flatMap((feed) => feed.booked), ...blocks]), window.from, window.to),
      window,
      madeAt: options.now.toISOString(),
      // The data is as fresh as its oldest feed; with no feed, the owner's blocks are as of now.
      updatedAt: readTimes.includes(null) ? null : ([...(readTimes as string[])].sort()[0] ?? options.now.toISOString()),
      feeds: feeds.map((feed, i) => ({ platform: apartment.calendar!.feeds![i]!.platform, readAt: feed.readAt })),
    };
    files.push([path.join(options.outDir, `${apartment.slug}.json`), `${JSON.stringify(data)}\n`]);
  }
  await writeFilesAtomically(files);
  // An apartment whose calendar was removed from site.yaml keeps no data.
  const keep = new Set(withCalendar.map((apartment) => `${apartment.slug}.json`));
  for (const name of await readdir(options.outDir).catch(() => [] as string[])) {
    if (name.endsWith(".json") && !keep.has(name)) await rm(path.join(options.outDir, name), { force: true });
  }
  return { reports, written: files.map(([file]) => file) };
}

/**
 * Where the published data goes (read by `npm run generate`), and where each feed's last good read
 * is kept. AVAILABILITY_DIR points the build at other data (the browser tests' fixed calendars);
 * AVAILABILITY_CACHE_DIR keeps the reads elsewhere (the command's own test).
 */
export const AVAILABILITY_DIR = path.resolve(process.env.AVAILABILITY_DIR ?? path.join(import.meta.dirname, "../../availability"));
export const FEED_CACHE_DIR = path.resolve(process.env.AVAILABILITY_CACHE_DIR ?? path.join(import.meta.dirname, "../../.cache/availability"));

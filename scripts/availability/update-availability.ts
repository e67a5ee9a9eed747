import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { ApartmentAvailability } from "../../src/booking/availability.ts";
import type { Apartment, Site } from "../../src/generated/content-types.gen.ts";
import { writeFilesAtomically } from "../shared/write-atomically.ts";
import { BoundedParser, DEFAULT_HARD_LIMITS, type HardLimits } from "./bounded-parser.ts";
import { readCachedFeed, writeCachedFeed, type CachedFeed } from "./feed-cache.ts";
import { closeVariable } from "../../src/content-check/cross-check/close-variable.ts";
import { isExampleAddress } from "./example-addresses.ts";
import type { Origin, WrittenName } from "../../src/content-check/cross-check/feed-names.ts";
import { FeedError } from "./feed-error.ts";
import { closeNameFix, exampleAddressFix } from "../../src/content-check/cross-check/setup-messages.ts";
import { clipRanges, mergeRanges, type NightRange } from "../../src/booking/night-ranges.ts";
import { publishedWindow } from "../../src/site/from-content/owner-blocks.ts";
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from "./parse-calendar.ts";
import { readFeed, type ReadLimits } from "./read-feed.ts";
import { suspicionOf } from "./suspicious-read.ts";

export type AvailabilityOptions = {
  now: Date;
  /** Where the feeds' addresses are, by variable name (see feed-addresses.ts). */
  env: Readonly<Record<string, string | undefined>>;
  /** The names the owner wrote in .env or the CALENDARIOS secret, and where each value of `env` came from: to say which line to change. */
  written?: readonly WrittenName[];
  origins?: Readonly<Record<string, Origin>>;
  /** Placeholder addresses (.env.example's): said at once, never fetched. */
  examples?: readonly string[];
  limits: ReadLimits;
  parseLimits?: ParseLimits;
  hardLimits?: HardLimits;
  /** The project folder: relative feed files are read from here. */
  root: string;
  cacheDir: string;
  outDir: string;
  /** Don't read any feed: publish every feed's last good read (when a run was cut short). */
  offline?: boolean;
};

/** What happened to one feed, for the owner's report. Holds nothing of the feed's address or text. */
export type FeedReport = {
  apartment: string;
  platform: string;
  env: string;
  ok: boolean;
  /** Booked nights in the published window. */
  nights: number;
  /** Events of a feed read that could not be understood: their nights are missing. */
  unreadable?: number;
  /** The feed's text was not UTF-8 (read as Windows' Western encoding). */
  notUtf8?: boolean;
  /** A read taken but unlike the one before (all nights gone, most events gone): said out loud. */
  suspicious?: string;
  problem?: string;
  keptFrom?: string | null;
  /** The last good read kept for this feed could not be read (a damaged cache): set aside. */
  keptDamaged?: boolean;
};

const nightsIn = (ranges: readonly NightRange[]): number => ranges.reduce((total, [from, to]) => total + (Date.parse(to) - Date.parse(from)) / 86_400_000, 0);

/** A feed's file in the cache: the apartment and the variable name, which together are unique and hold no secret. */
const cacheKey = (slug: string, env: string): string => `${slug}--${env}`;

type Window = { from: string; to: string };
type FeedResult = { report: FeedReport; booked: NightRange[]; readAt: string | null };

/** A feed's read: fetched within its limits, then parsed in the bounded thread. Throws FeedError with the reason. */
async function readNights(value: string, window: Window, timeZone: string, parser: BoundedParser, options: AvailabilityOptions) {
  const bytes = await readFeed(value, options.limits, options.root);
  const outcome = await parser.parse({ bytes, timeZone, from: window.from, to: window.to, limits: options.parseLimits ?? DEFAULT_PARSE_LIMITS });
  if (!outcome.ok) throw new FeedError(outcome.problem);
  // Every booking unreadable reads as a calendar with none: not a read to publish over the last good one.
  const { nights } = outcome;
  if (nights.unreadable > 0 && nights.readable === 0)
    throw new FeedError(`no se ha podido entender ninguna de sus reservas o bloqueos (${nights.unreadable}): sus fechas o su zona horaria están mal escritas`);
  return outcome;
}

/** Why a variable holds no address: missing, or — when a name written in .env is close — misspelt there. */
function missingVariable(variable: string, taken: ReadonlySet<string>, options: AvailabilityOptions): string {
  const close = closeVariable(variable, options.written ?? [], taken);
  if (close) return `la variable ${variable} no está definida, pero ${closeNameFix(variable, close)}`;
  return `la variable ${variable} no está definida: pon la dirección del calendario en el archivo .env (en tu ordenador) o en el secreto CALENDARIOS del repositorio (en GitHub)`;
}

async function readOneFeed(apartment: Apartment, feed: { platform: string; env: string }, taken: ReadonlySet<string>, window: Window, timeZone: string, parser: BoundedParser, options: AvailabilityOptions): Promise<FeedResult> {
  const key = cacheKey(apartment.slug, feed.env);
  const report: FeedReport = { apartment: apartment.name, platform: feed.platform, env: feed.env, ok: false, nights: 0 };
  const cached = await readCachedFeed(options.cacheDir, key);
  const kept = cached === "damaged" ? null : cached;
  if (cached === "damaged") report.keptDamaged = true;
  let problem: string;
  const value = options.env[feed.env]?.trim();
  if (options.offline) problem = "no se ha leído esta vez (la lectura de los calendarios no terminó a tiempo)";
  else if (!value) problem = missingVariable(feed.env, taken, options);
  // A placeholder is never fetched: its host may not exist, and the retries would only wait.
  else if (isExampleAddress(value, options.examples ?? [])) problem = exampleAddressFix(feed.env, options.origins?.[feed.env], feed.platform);
  else {
    try {
      const { nights: read, notUtf8 } = await readNights(value, window, timeZone, parser, options);
      const cached: CachedFeed = { readAt: options.now.toISOString(), booked: read.booked, events: read.events };
      await writeCachedFeed(options.cacheDir, key, cached);
      const nights = nightsIn(read.booked);
      const before = kept && { nights: nightsIn(clipRanges(kept.booked, window.from, window.to)), events: kept.events };
      return { report: { ...report, ok: true, nights, unreadable: read.unreadable, notUtf8, suspicious: suspicionOf(before, { nights, events: read.events }) }, booked: read.booked, readAt: cached.readAt };
    } catch (error) {
      // Whatever went wrong, the message is one of ours: another error's text could quote the address or the feed.
      problem = error instanceof FeedError ? error.message : "no se ha podido leer (un fallo inesperado al leer el calendario)";
    }
  }
  const booked = kept ? clipRanges(kept.booked, window.from, window.to) : [];
  return { report: { ...report, problem, keptFrom: kept?.readAt ?? null, nights: nightsIn(booked) }, booked, readAt: kept?.readAt ?? null };
}

/**
 * `npm run availability`: reads every apartment's feeds, all at once, keeps each feed's last
 * good read when one fails, and writes one file per apartment with feeds into `outDir` (all or
 * none): its platforms' booked nights, joined, and when each was read. Only dates and read times
 * are written. The owner's blocks are not: they are content, joined to these reads wherever the
 * site is made (owner-blocks.ts), so a change to them never waits for this command.
 * A feed that fails — unreachable, too slow, too big, not a calendar, too costly to read — never
 * makes this fail nor holds the others: its report says why and how old the data kept is.
 */
export async function updateAvailability(site: Site, options: AvailabilityOptions): Promise<{ reports: FeedReport[]; written: string[] }> {
  const timeZone = site.site.timeZone;
  const window = publishedWindow(timeZone, options.now);
  const withFeeds = site.apartments.filter((apartment) => apartment.calendar?.feeds?.length);
  // The variables site.yaml gives its calendars: a name in .env that is one of them is not another's misspelling.
  const taken = new Set(withFeeds.flatMap((apartment) => (apartment.calendar?.feeds ?? []).map((feed) => feed.env)));
  const parser = new BoundedParser(options.hardLimits ?? DEFAULT_HARD_LIMITS);
  let results: FeedResult[][];
  try {
    results = await Promise.all(withFeeds.map((apartment) => Promise.all((apartment.calendar?.feeds ?? []).map((feed) => readOneFeed(apartment, feed, taken, window, timeZone, parser, options)))));
  } finally {
    await parser.close();
  }
  const files = withFeeds.map((apartment, i): [string, string] => {
    const feeds = results[i]!;
    const readTimes = feeds.map((feed) => feed.readAt);
    const data: ApartmentAvailability = {
      booked: clipRanges(mergeRanges(feeds.flatMap((feed) => feed.booked)), window.from, window.to),
      window,
      madeAt: options.now.toISOString(),
      // The data is as fresh as its oldest feed.
      updatedAt: readTimes.includes(null) ? null : [...(readTimes as string[])].sort()[0]!,
      feeds: feeds.map((feed) => ({ platform: feed.report.platform, readAt: feed.readAt })),
    };
    return [path.join(options.outDir, `${apartment.slug}.json`), `${JSON.stringify(data)}\n`];
  });
  await writeFilesAtomically(files);
  // An apartment whose feeds were taken out of site.yaml keeps no reads.
  const keep = new Set(withFeeds.map((apartment) => `${apartment.slug}.json`));
  for (const name of await readdir(options.outDir).catch(() => [] as string[])) {
    if (name.endsWith(".json") && !keep.has(name)) await rm(path.join(options.outDir, name), { force: true });
  }
  return { reports: results.flat().map((feed) => feed.report), written: files.map(([file]) => file) };
}

/**
 * Where the published data goes (read by `npm run generate`), and where each feed's last good read
 * is kept. AVAILABILITY_DIR points the build at other data (the browser tests' fixed calendars);
 * AVAILABILITY_CACHE_DIR keeps the reads elsewhere (the command's own test).
 */
export const AVAILABILITY_DIR = path.resolve(process.env.AVAILABILITY_DIR ?? path.join(import.meta.dirname, "../../availability"));
export const FEED_CACHE_DIR = path.resolve(process.env.AVAILABILITY_CACHE_DIR ?? path.join(import.meta.dirname, "../../.cache/availability"));

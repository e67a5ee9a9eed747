import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ApartmentAvailability } from "../../src/booking/availability.ts";
import { compareDates, parseDate } from "../../src/booking/calendar-date.ts";
import type { Site } from "../../src/generated/content-types.gen.ts";
import { AVAILABILITY_DIR } from "./update-availability.ts";

const isDate = (value: unknown): value is string => typeof value === "string" && parseDate(value) !== null;
const isRange = (range: unknown): range is [string, string] => Array.isArray(range) && range.length === 2 && isDate(range[0]) && isDate(range[1]) && compareDates(range[0], range[1]) < 0;
const isTime = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));

/** Only the fields the site shows, each checked: the file is written by us, but read as untrusted. */
function readData(value: unknown): ApartmentAvailability | null {
  const data = value as ApartmentAvailability;
  if (!data || !Array.isArray(data.booked) || !isDate(data.window?.from) || !isDate(data.window?.to) || compareDates(data.window.from, data.window.to) >= 0 || !isTime(data.madeAt)) return null;
  if (!data.booked.every(isRange)) return null;
  if (data.updatedAt !== null && !isTime(data.updatedAt)) return null;
  if (!Array.isArray(data.feeds) || !data.feeds.every((feed) => typeof feed?.platform === "string" && (feed.readAt === null || isTime(feed.readAt)))) return null;
  return {
    booked: data.booked.map(([from, to]) => [from, to]),
    window: { from: data.window.from, to: data.window.to },
    madeAt: data.madeAt,
    updatedAt: data.updatedAt,
    feeds: data.feeds.map(({ platform, readAt }) => ({ platform, readAt })),
  };
}

/** The calendar reads of the apartments that have them, and the apartments whose file is there but can't be read. */
export type PublishedAvailability = { data: Record<string, ApartmentAvailability>; damaged: string[] };

/**
 * The calendar reads `npm run availability` last wrote — the platforms' booked nights and when
 * each was read — for the apartments of site.yaml with feeds (the owner's blocks are joined to
 * them by owner-blocks.ts). An apartment without a file (never run) has none; one whose file is
 * damaged (cut short, edited, a bad date in a cache republished by `--offline`) is skipped and
 * named in `damaged`, for a warning: the build goes on, and its answers say «consúltanos», never free.
 */
export async function publishedAvailability(site: Site, dir = AVAILABILITY_DIR): Promise<PublishedAvailability> {
  const entries = await Promise.all(
    site.apartments
      .filter((apartment) => apartment.calendar?.feeds?.length)
      .map(async (apartment): Promise<[string, ApartmentAvailability | "damaged"] | null> => {
        const text = await readFile(path.join(dir, `${apartment.slug}.json`), "utf8").catch(() => null);
        if (text === null) return null;
        try {
          return [apartment.slug, readData(JSON.parse(text)) ?? "damaged"];
        } catch {
          return [apartment.slug, "damaged"];
        }
      }),
  );
  const read = entries.filter((entry) => entry !== null);
  return {
    data: Object.fromEntries(read.filter((entry): entry is [string, ApartmentAvailability] => entry[1] !== "damaged")),
    damaged: read.filter(([, data]) => data === "damaged").map(([slug]) => slug),
  };
}

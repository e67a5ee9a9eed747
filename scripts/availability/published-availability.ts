import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ApartmentAvailability } from "../../src/booking/availability.ts";
import type { Site } from "../../src/generated/content-types.gen.ts";
import { AVAILABILITY_DIR } from "./update-availability.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: unknown): value is string => typeof value === "string" && DATE.test(value);
const isTime = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));

/** Only the fields the site shows, each checked: the file is written by us, but read as untrusted. */
function readData(value: unknown): ApartmentAvailability | null {
  const data = value as ApartmentAvailability;
  if (!data || !Array.isArray(data.booked) || !isDate(data.window?.from) || !isDate(data.window?.to) || !isTime(data.madeAt)) return null;
  if (!data.booked.every((range) => Array.isArray(range) && range.length === 2 && isDate(range[0]) && isDate(range[1]))) return null;
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

/**
 * The booked nights `npm run availability` last wrote, for the apartments of site.yaml that have
 * a calendar; an apartment without a file (never run, or a damaged file) has none, and its page
 * and form behave as without a calendar.
 */
export async function publishedAvailability(site: Site, dir = AVAILABILITY_DIR): Promise<Record<string, ApartmentAvailability>> {
  const entries = await Promise.all(
    site.apartments
      .filter((apartment) => apartment.calendar)
      .map(async (apartment) => {
        const text = await readFile(path.join(dir, `${apartment.slug}.json`), "utf8").catch(() => null);
        if (text === null) return null;
        try {
          const data = readData(JSON.parse(text));
          return data ? ([apartment.slug, data] as const) : null;
        } catch {
          return null;
        }
      }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

import type { ApartmentAvailability } from "../../booking/availability.ts";
import { addMonths } from "../../booking/calendar-date.ts";
import { clipRanges, mergeRanges, type NightRange } from "../../booking/night-ranges.ts";
import { todayIn } from "../../booking/today.ts";
import type { Apartment, Site } from "../../generated/content-types.gen.ts";

/** How far ahead the booked nights are published. */
export const WINDOW_MONTHS = 18;

/** The nights published from `now`: from today where the apartments are (as the form and the check compute it) to WINDOW_MONTHS later. */
export function publishedWindow(timeZone: string, now: Date): { from: string; to: string } {
  const from = todayIn(timeZone, now);
  return { from, to: addMonths(from, WINDOW_MONTHS) };
}

const blocksOf = (apartment: Apartment): NightRange[] => (apartment.calendar?.blocks ?? []).map(({ checkIn, checkOut }): NightRange => [checkIn, checkOut]);

/**
 * The availability the site publishes: each apartment's last calendar reads (what `npm run
 * availability` wrote, by apartment; none when it never ran, failed or its file was damaged) with
 * the owner's blocks of site.yaml as they are now, so a block added, moved or taken out shows
 * wherever the content does, at once. The one place the two are joined (decision 046).
 * - With a read: its nights and the blocks, inside the read's window; its read times as they are.
 * - Without one but with blocks: the blocks, in the window from `now`; the apartment's platforms
 *   as never read, or none when it has none — either way its other nights are not known free.
 * - Neither: nothing (its answers say why they can't tell).
 */
export function withOwnerBlocks(site: Site, reads: Readonly<Record<string, ApartmentAvailability>>, now: Date): Record<string, ApartmentAvailability> {
  const published: Record<string, ApartmentAvailability> = {};
  for (const apartment of site.apartments) {
    if (!apartment.calendar) continue;
    const blocks = blocksOf(apartment);
    const read = reads[apartment.slug];
    if (read) {
      published[apartment.slug] = { ...read, booked: clipRanges(mergeRanges([...read.booked, ...blocks]), read.window.from, read.window.to) };
    } else if (blocks.length > 0) {
      const window = publishedWindow(site.site.timeZone, now);
      published[apartment.slug] = {
        booked: clipRanges(mergeRanges(blocks), window.from, window.to),
        window,
        madeAt: now.toISOString(),
        updatedAt: null,
        feeds: (apartment.calendar.feeds ?? []).map((feed) => ({ platform: feed.platform, readAt: null })),
      };
    }
  }
  return published;
}

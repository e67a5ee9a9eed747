import { slideshowPhotos } from "../../../src/site/home-slideshow.ts";
import { withOwnerBlocks } from "../../../src/site/from-content/owner-blocks.ts";
import { publishedAvailability } from "../../availability/published-availability.ts";
import { buildVariants } from "../../photos/variants.ts";
import type { CalendarSetup } from "../calendar-facts.ts";
import { loadSite, SITE_FILE, type LoadResult } from "../load-site.ts";
import { writeBrowserValidator } from "../validator.ts";
import { photoReferences } from "../../../src/content-check/cross-check/photo-files.ts";
import { shownSite } from "../../../src/site/from-content/shown-site.ts";
import { writeGenerated } from "./write-generated.ts";

export type GenerateResult = { load: LoadResult; written: string[]; photos?: { made: number; reused: number; deferred: number } };

/**
 * Check, then — only if the file is correct — make the photo variants and
 * write src/generated. A failed check writes nothing.
 */
export async function generateAll(file = SITE_FILE, { onDemand = false, calendarSetup }: { onDemand?: boolean; calendarSetup?: CalendarSetup } = {}): Promise<GenerateResult> {
  // The schema's, not the content's: written whatever site.yaml holds.
  await writeBrowserValidator();
  // On demand (dev), photos are read for their size only: a damaged one shows when it is made.
  const load = await loadSite(file, { decodePhotos: !onDemand, calendarSetup });
  if (!load.ok) return { load, written: [] };
  // Only what is shown is published: a hidden apartment's photos and booked nights stay out of the site.
  const { site: shown } = shownSite(load.site);
  // Each apartment's first photo is what its page shows when shared; the home slideshow's first, every other page.
  const shareFiles = [...shown.apartments.flatMap((apartment) => apartment.photos.slice(0, 1).map((photo) => photo.file)), ...slideshowPhotos(shown).slice(0, 1).map((photo) => photo.file)];
  const { manifest, made, reused, deferred } = await buildVariants(
    photoReferences(shown).map((reference) => reference.file),
    undefined,
    { shareFiles, onDemand },
  );
  // The calendars' last reads with the owner's blocks as site.yaml has them now: a block shows at once.
  const availability = withOwnerBlocks(shown, (await publishedAvailability(shown)).data, new Date());
  const written = await writeGenerated(load.site, manifest, availability);
  return { load, written, photos: { made, reused, deferred } };
}

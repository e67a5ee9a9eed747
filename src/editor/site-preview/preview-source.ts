/**
 * The site the owner's editor previews: made in the browser from the content being edited, the
 * same way `npm run generate` makes the published one (src/site/from-content/), with the calendars
 * as the live site last published them and the owner's blocks as the content has them now. The
 * pages are then drawn from it by the site's own data layer (withSiteSource).
 */
import siteSchema from "../../../schema/site.schema.json";
import type { ApartmentAvailability } from "../../booking/availability";
import type { BookedNights } from "../../booking/types";
import { countWordsIn } from "../../content-check/cross-check/count-tokens";
import type { SchemaNode } from "../../content-check/validate/schema-walk";
import type { Site as ContentSite } from "../../generated/content-types.gen";
import type { Language } from "../../generated/languages.gen";
import type { PhotoInfo } from "../../generated/photos.gen";
import type { Site } from "../../generated/site-types.gen";
import { publishedWindow, withOwnerBlocks } from "../../site/from-content/owner-blocks";
import { publishedCalendars, publishedSites } from "../../site/from-content/published-site";
import { photoReferences } from "../../content-check/cross-check/photo-files.ts";
import type { SiteSource } from "../../site/site-source";

/** The schema, read as the walks along it read any schema. */
const schema: SchemaNode = siteSchema as Record<string, unknown>;

export type PreviewContent = {
  /** The content being edited, checked: `checkContent(…)`'s `site` when the check says `ok`. */
  site: ContentSite;
  /** Each language's interface words (languages.gen.ts's `dictionaries`): the counts in the texts are written with them. */
  dictionaries: Readonly<Record<string, Parameters<typeof countWordsIn>[0]>>;
  /** The live site's /availability.json as the browser reads it (readBookedNights); null when it couldn't be had. */
  booked: BookedNights | null;
  /** When the calendars in `booked` were read: the file's Last-Modified, or now when the server doesn't say. */
  bookedAt?: Date;
  /** The build's photo manifest (photos.gen.ts's `photos`). */
  photos: Readonly<Record<string, PhotoInfo>>;
  /** Photos the content names that aren't published yet (added in the editor): their object URLs, by path. */
  newPhotos?: ReadonlyMap<string, string>;
  /** The moment the preview is for: today's window of published nights starts on its day. */
  now?: Date;
};

/**
 * The calendars as the live site last published them, as reads the owner's blocks can be joined
 * to: each apartment with platform calendars and nights in /availability.json, read when the file
 * was made. Those nights already hold the blocks of the content published then, so a block taken
 * out in the editor still shows until it is published. A calendar of the owner's blocks alone is
 * left to the content's blocks, which are the whole of it.
 */
function publishedReads(site: ContentSite, booked: BookedNights | null, readAt: Date, now: Date): Record<string, ApartmentAvailability> {
  const window = publishedWindow(site.site.timeZone, now);
  const read = readAt.toISOString();
  return Object.fromEntries(
    site.apartments.flatMap((apartment) => {
      const feeds = apartment.calendar?.feeds ?? [];
      const nights = booked?.[apartment.slug];
      if (feeds.length === 0 || !nights) return [];
      const data: ApartmentAvailability = { booked: nights, window, madeAt: read, updatedAt: read, feeds: feeds.map((feed) => ({ platform: feed.platform, readAt: read })) };
      return [[apartment.slug, data]];
    }),
  );
}

/** A warm grey tile, as the site paints under a photo it hasn't drawn yet. */
const PHOTO_TILE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="#c9b8a3"/></svg>')}`;

/** The site the preview draws, from the content being edited (see PreviewContent). */
export function previewSource({ site, dictionaries, booked, bookedAt, photos, newPhotos, now = new Date() }: PreviewContent): SiteSource {
  const counting = Object.fromEntries(site.site.languages.flatMap((language) => (dictionaries[language] ? [[language, countWordsIn(dictionaries[language])]] : [])));
  const { sites, hiddenApartments } = publishedSites(site, schema, counting);
  const { availability, calendarApartments } = publishedCalendars(site, withOwnerBlocks(site, publishedReads(site, booked, bookedAt ?? now, now), now));
  // A photo the content names that this build has no variants of (published after it was built, or
  // only in the repository) is drawn as a plain tile: the page keeps its shape, nothing fails.
  const unmade = photoReferences(site).filter((reference) => !photos[reference.file] && !newPhotos?.has(reference.file));
  const unpublished = new Map([...unmade.map((reference) => [reference.file, PHOTO_TILE] as const), ...(newPhotos ?? [])]);
  return {
    sites: sites as Record<Language, Site>,
    hiddenApartments: hiddenApartments as Record<Language, (typeof hiddenApartments)[string]>,
    photos,
    availability,
    calendarApartments,
    ...(unpublished.size > 0 ? { unpublishedPhotos: unpublished } : {}),
  };
}

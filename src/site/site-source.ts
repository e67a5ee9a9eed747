/**
 * Where the data layer reads the site from: the generated modules, as `npm run generate` wrote them
 * (the build, the dev server), or another source of the same shape for as long as one draw lasts —
 * the owner's editor previews the pages it would publish, made in the browser from the text being
 * edited (src/editor/preview/). Every module of src/site reads the site through siteSource() when it
 * runs, never keeps a value made from it when it loads, so a swapped source is read whole.
 */
import type { ApartmentAvailability } from "../booking/availability";
import type { Language } from "../generated/languages.gen";
import { availability, calendarApartments } from "../generated/availability.gen";
import { photos, type PhotoInfo } from "../generated/photos.gen";
import { hiddenApartments, sites, type HiddenApartment } from "../generated/site.gen";
import type { Site } from "../generated/site-types.gen";

export type SiteSource = {
  /** The site in each of its languages (site.gen.ts). */
  sites: Readonly<Record<Language, Site>>;
  /** The apartments taken off the site, in each language (site.gen.ts). */
  hiddenApartments: Readonly<Record<Language, readonly HiddenApartment[]>>;
  /** The photo manifest: each published photo's size, colour and variants (photos.gen.ts). */
  photos: Readonly<Record<string, PhotoInfo>>;
  /** Booked nights per apartment, the owner's blocks in them (availability.gen.ts). */
  availability: Readonly<Record<string, ApartmentAvailability>>;
  /** The apartments with a calendar, data or not (availability.gen.ts). */
  calendarApartments: readonly string[];
  /**
   * Photos the site names that aren't published yet, each at the one address it can be shown from
   * (the editor's object URLs of photos just added): no variants, no manifest entry. The generated
   * site has none: every photo it names is in its manifest.
   */
  unpublishedPhotos?: ReadonlyMap<string, string>;
};

/** The site as `npm run generate` wrote it. */
const GENERATED: SiteSource = { sites, hiddenApartments, photos, availability, calendarApartments };

let current: SiteSource = GENERATED;

/** The source being read: the generated one, unless a draw has swapped in another (withSiteSource). */
export function siteSource(): SiteSource {
  return current;
}

/**
 * What `draw` returns, with every module of src/site reading `source` while it runs; the source
 * before it is back when it returns or throws. Synchronous only: the swap can't outlive a draw that
 * awaits, and two draws can't interleave.
 */
export function withSiteSource<Result>(source: SiteSource, draw: () => Result): Result {
  const before = current;
  current = source;
  try {
    const result = draw();
    if (result instanceof Promise) throw new Error("withSiteSource: a draw is synchronous, the source would be back before it ends");
    return result;
  } finally {
    current = before;
  }
}

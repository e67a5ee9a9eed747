/**
 * The home page's slideshow: its own list of photos (`homeSlideshow`), each one of the site's
 * photos named by its file, so reordering an apartment's photos (its main photo is its first)
 * leaves the home page as it was. Pure: the check and the pages read it alike.
 */
import { found } from "./found.ts";

type Photo<Alt> = { file: string; alt: Alt };
type Photos<Alt> = {
  apartments: readonly { photos: readonly Photo<Alt>[] }[];
  gallery: { sections: readonly { photos: readonly Photo<Alt>[] }[] };
  about: { images: readonly Photo<Alt>[] };
  homeSlideshow?: readonly string[];
};

/**
 * A photo's name as it is compared: its accents as read (one character for «á», however the
 * computer stored it) and its extension's capitals set aside, as the photos folder is searched.
 */
export function photoKey(file: string): string {
  return file.normalize("NFC").replace(/\.[^./]+$/, (extension) => extension.toLowerCase());
}

/** Every photo of the site by its key, as the first line naming it writes it: apartments, gallery, history. */
export function sitePhotos<Alt>(site: Photos<Alt>): Map<string, Photo<Alt>> {
  const all = [...site.apartments.flatMap((apartment) => apartment.photos), ...site.gallery.sections.flatMap((section) => section.photos), ...site.about.images];
  const byKey = new Map<string, Photo<Alt>>();
  for (const photo of all) if (!byKey.has(photoKey(photo.file))) byKey.set(photoKey(photo.file), photo);
  return byKey;
}

/**
 * The slideshow's photos, in its order, each with its file and description as its own line writes
 * them; without a `homeSlideshow`, every apartment photo in order. A name no line has is left out
 * (the check refuses it first).
 */
export function slideshowPhotos<Alt>(site: Photos<Alt>): Photo<Alt>[] {
  if (!site.homeSlideshow) return site.apartments.flatMap((apartment) => apartment.photos);
  const photos = sitePhotos(site);
  return site.homeSlideshow.flatMap((file) => photos.get(photoKey(file)) ?? []);
}

/** The slideshow's first photo: the one the home page opens with, and a shared link to it shows. */
export function firstSlideshowPhoto<Alt>(site: Photos<Alt>): Photo<Alt> {
  return found(slideshowPhotos(site)[0], "the home page's slideshow has no photo");
}

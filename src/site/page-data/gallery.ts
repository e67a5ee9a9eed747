import { picture } from "../pictures";
import { siteIn } from "../routing";
import type { Language } from "../types";

/**
 * The gallery page's slice of site.yaml, in a language: its introduction, its sections (a title
 * and the photos, each with its place in the whole gallery: the lightbox goes through all of them
 * in order) and the lightbox's licence key.
 */
export function galleryData(language: Language) {
  const { gallery } = siteIn(language);
  const photos = gallery.sections.flatMap((section) => section.photos.map((photo) => picture(photo.file, photo.alt)));
  let first = 0;
  const sections = gallery.sections.map((section, i) => {
    const start = first;
    first += section.photos.length;
    return { id: `galeria-${i + 1}`, title: section.title, first: start, count: section.photos.length };
  });
  return { intro: gallery.intro ?? null, sections, photos, licenseKey: gallery.licenseKey };
}

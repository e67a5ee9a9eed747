import { picture } from "../pictures";
import { siteIn } from "../routing";
import type { Language } from "../types";

/** The gallery page's slice of site.yaml, in a language: its photos and the lightbox's licence key. */
export function galleryData(language: Language) {
  const { gallery } = siteIn(language);
  return { photos: gallery.photos.map((photo) => picture(photo.file, photo.alt)), licenseKey: gallery.licenseKey };
}

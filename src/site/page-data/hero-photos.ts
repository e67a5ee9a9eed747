import { picture } from "../pictures";
import { siteIn } from "../routing";
import type { Language } from "../types";

/** Every apartment photo, in order, described in a language: the hero slideshow's slides, served as a file of their own (heroPhotosPathIn). */
export function heroPhotos(language: Language) {
  return siteIn(language).apartments.flatMap((apartment) => apartment.photos.map((photo) => picture(photo.file, photo.alt)));
}

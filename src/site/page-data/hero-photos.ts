import { slideshowPhotos } from "../home-slideshow";
import { picture } from "../pictures";
import { siteIn } from "../routing";
import type { Language } from "../types";

/** The home slideshow's photos, in its order, described in a language: its slides, served as a file of their own (heroPhotosPathIn). */
export function heroPhotos(language: Language) {
  return slideshowPhotos(siteIn(language)).map((photo) => picture(photo.file, photo.alt));
}

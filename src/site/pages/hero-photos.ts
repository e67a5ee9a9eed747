import { site } from "../../generated/site.gen";
import { picture } from "../pictures";

/** Every apartment photo, in order: the hero slideshow's slides, served as a file of their own (HERO_PHOTOS_PATH). */
export function heroPhotos() {
  return site.apartments.flatMap((apartment) => apartment.photos.map((photo) => picture(photo.file, photo.alt)));
}

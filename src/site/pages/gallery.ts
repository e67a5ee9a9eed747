import { site } from "../../generated/site.gen";
import { picture } from "../pictures";

/** The gallery page's slice of site.yaml: its photos and the lightbox's licence key. */
export function galleryData() {
  return { photos: site.gallery.photos.map((photo) => picture(photo.file, photo.alt)), licenseKey: site.gallery.licenseKey };
}

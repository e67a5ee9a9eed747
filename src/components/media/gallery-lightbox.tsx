import type { Picture } from "../../site/types";
import { useWords } from "../page-language";
import { useGalleryLightbox } from "./use-gallery-lightbox";

/**
 * The gallery's viewer, an island that draws nothing: the photos around it are static HTML (links
 * to each large photo), and a plain click on one opens it in the lightbox instead.
 */
export function GalleryLightbox({ hostId, photos, licenseKey }: { hostId: string; photos: Picture[]; licenseKey: string }) {
  useGalleryLightbox(hostId, photos, licenseKey, useWords().gallery.lightbox);
  return null;
}

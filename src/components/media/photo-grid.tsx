import { largestVariant } from "../../site/picture-sources";
import { fill } from "../../labels/dictionary";
import { useWords } from "../page-language";
import type { Picture } from "../../site/types";
import { ResponsiveImage } from "./responsive-image";
import "./photo-grid.css";

/** Delay between one photo's entrance and the next, capped so the last ones don't wait long. */
const STAGGER_MS = 60;
const MAX_DELAY_MS = 900;
/**
 * Only the gallery's first photos come in one after another, those a first view can show (three
 * rows of four on a wide screen); the rest are simply there. Each entrance is a restyle of the
 * page as the gallery loads: on the phone profile, 80 of them are a quarter of the page's
 * blocking time, for photos nobody saw come in.
 */
const ENTERING = 12;

type Props = {
  photos: Picture[];
  /** The first photo's place among all the viewer goes through (a section of the gallery starts further on). */
  first?: number;
};

/**
 * Every gallery photo in a grid, appearing one after another. Each photo links to its largest
 * variant, so the grid works without scripts; its place among all (`data-photo`) is what the
 * gallery's viewer opens at (useGalleryLightbox). The grid has no handler of its own: the gallery
 * serves it as the build drew it and never hydrates it, so a phone spends nothing on its elements
 * as the page loads (decision 029).
 */
export function PhotoGrid({ photos, first = 0 }: Props) {
  const words = useWords();
  return (
    <ul className="photo-grid">
      {photos.map((photo, i) => {
        const place = first + i;
        return (
          <li
            key={photo.stem}
            className={place < ENTERING ? "photo-grid__item photo-grid__item--entering" : "photo-grid__item"}
            style={place < ENTERING ? { animationDelay: `${Math.min(place * STAGGER_MS, MAX_DELAY_MS)}ms` } : undefined}
          >
            <a className="photo-grid__link" href={largestVariant(photo).url} aria-label={fill(words.gallery.open, { alt: photo.alt })} data-photo={place}>
              <ResponsiveImage picture={photo} sizes="(max-width: 640px) 50vw, (max-width: 1200px) 33vw, 290px" className="photo-grid__image" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

import type { MouseEvent } from "react";
import { largestVariant } from "../../site/picture-sources";
import { fill } from "../../labels/dictionary";
import { useWords } from "../page-language";
import type { Picture } from "../../site/types";
import { ResponsiveImage } from "./responsive-image";
import "./photo-grid.css";

/** Delay between one photo's entrance and the next, capped so the last ones don't wait long. */
const STAGGER_MS = 60;
const MAX_DELAY_MS = 900;

type Props = {
  photos: Picture[];
  /** The first photo's place among all the viewer goes through (a section of the gallery starts further on). */
  first?: number;
  /** Opens the photo in a viewer; returns false to let the link do its job instead. */
  onOpen?: (index: number, link: HTMLAnchorElement) => boolean;
  /** The visitor is about to open a photo (pointer down, focus on one): get the viewer ready. */
  onIntent?: () => void;
};

/** A plain click opens the viewer; a click meant for a new tab or window keeps the link's own behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Every gallery photo in a grid, appearing one after another. Each photo links to its largest
 * variant, so the grid works without scripts; with them, onOpen shows it in the lightbox.
 */
export function PhotoGrid({ photos, first = 0, onOpen, onIntent }: Props) {
  const words = useWords();
  return (
    <ul className="photo-grid" onPointerDownCapture={onIntent} onFocusCapture={onIntent}>
      {photos.map((photo, i) => (
        <li key={photo.stem} className="photo-grid__item" style={{ animationDelay: `${Math.min(i * STAGGER_MS, MAX_DELAY_MS)}ms` }}>
          <a
            className="photo-grid__link"
            href={largestVariant(photo).url}
            aria-label={fill(words.gallery.open, { alt: photo.alt })}
            onClick={(event) => {
              if (onOpen && isPlainClick(event) && onOpen(first + i, event.currentTarget)) event.preventDefault();
            }}
          >
            <ResponsiveImage picture={photo} sizes="(max-width: 640px) 50vw, (max-width: 1200px) 33vw, 290px" className="photo-grid__image" />
          </a>
        </li>
      ))}
    </ul>
  );
}

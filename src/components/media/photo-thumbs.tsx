import { useEffect, useRef } from "react";
import { fill } from "../../labels/dictionary";
import { useWords } from "../page-language";
import type { Picture } from "../../site/types";
import { ResponsiveImage } from "./responsive-image";
import { stripScrollLeft } from "./slider-state";

type Props = {
  photos: Picture[];
  /** The photo shown in the slider, from 0. */
  index: number;
  /** The thumbnails' rendered width, so the browser fetches the smallest variant. */
  sizes: string;
  smooth: boolean;
  onSelect: (index: number) => void;
};

/** The slider's thumbnail strip: one button per photo, scrolled so the selected one stays in view. */
export function PhotoThumbs({ photos, index, sizes, smooth, onSelect }: Props) {
  const words = useWords();
  const stripRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const strip = stripRef.current;
    const item = strip?.children[index];
    if (!strip || !(item instanceof HTMLElement)) return;
    // Arrow keys on a thumbnail take focus along to the newly selected one (one tab stop for the strip).
    const button = item.querySelector("button");
    if (button && strip.contains(document.activeElement) && document.activeElement !== button) button.focus({ preventScroll: true });
    // Scrolls the strip only, never the page (scrollIntoView would scroll the page too).
    const left = stripScrollLeft({ itemLeft: item.offsetLeft, itemWidth: item.offsetWidth, viewportWidth: strip.clientWidth, scrollWidth: strip.scrollWidth });
    if (Math.abs(strip.scrollLeft - left) > 1) strip.scrollTo({ left, behavior: smooth ? "smooth" : "auto" });
  }, [index, smooth]);

  return (
    <ul ref={stripRef} className="photo-slider__thumbs" aria-label={words.slider.thumbs}>
      {photos.map((photo, i) => (
        <li key={i} className="photo-slider__thumb-item">
          <button
            type="button"
            className="photo-slider__thumb"
            aria-label={fill(words.slider.thumb, { i: i + 1 })}
            aria-current={i === index ? "true" : undefined}
            // One tab stop for the whole strip, on the selected thumbnail; arrow keys move within it.
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(i)}
          >
            {/* The button's name says which photo it shows; the main photo carries the description. */}
            <ResponsiveImage picture={{ ...photo, alt: "" }} sizes={sizes} className="photo-slider__thumb-image" />
          </button>
        </li>
      ))}
    </ul>
  );
}

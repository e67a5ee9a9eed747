/**
 * The gallery lightbox: lightGallery with its thumbnail and zoom plugins.
 * Only ever imported dynamically (use-gallery-lightbox.ts), on the first photo a visitor
 * opens: this module, lightGallery and their CSS form a chunk of their own that no page
 * loads up front.
 */
import lightGallery from "lightgallery";
import lgThumbnail from "lightgallery/plugins/thumbnail";
import lgZoom from "lightgallery/plugins/zoom";
import "lightgallery/css/lightgallery.css";
import "lightgallery/css/lg-thumbnail.css";
import "lightgallery/css/lg-zoom.css";
import "./lightgallery-viewer.css";
import { fill } from "../../labels/dictionary";
import { smallestVariant } from "../../site/picture-sources";
import type { Picture } from "../../site/types";
import { trapTab } from "../focus-trap";
import { lightboxSettings, type LightboxWords } from "./lightbox-settings";

export type Viewer = {
  open(index: number, opener: HTMLElement): void;
  destroy(): void;
};

/** Everything on the page but the lightbox becomes inert while it is open: no focus, no screen-reader browsing behind it. */
function makePageInert(container: HTMLElement): () => void {
  const siblings = [...document.body.children].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element !== container && !element.inert,
  );
  for (const element of siblings) element.inert = true;
  return () => {
    for (const element of siblings) element.inert = false;
  };
}

/** A transparent pixel: what lightGallery's thumbnails point at until they are made lazy (see below). */
const NO_THUMBNAIL_YET = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * The lightbox's icon font (close, arrows, zoom), fetched with the chunk while the page is idle
 * rather than at the first opening, when the photo needs the connection.
 */
export function warmUp(): void {
  void document.fonts?.load("16px lg").catch(() => undefined);
}

/**
 * The photo the visitor tapped is already on the page, loaded at the grid's size: the lightbox
 * shows it at once, stretched to where the full photo will be drawn (the slide's box, `contain`,
 * as the image is), under it, until the sharper variant has loaded. An element of ours: lightGallery
 * rewrites the style of its own.
 */
function showPlaceholder(slide: HTMLElement | undefined, source: string | null): void {
  const image = slide?.querySelector<HTMLImageElement>(".lg-image");
  if (!slide || !source || !image || (image.complete && image.naturalWidth > 0)) return;
  const placeholder = document.createElement("div");
  placeholder.className = "lg-placeholder";
  placeholder.setAttribute("aria-hidden", "true");
  placeholder.style.backgroundImage = `url("${source.replace(/["\\]/g, "\\$&")}")`;
  slide.prepend(placeholder);
  image.addEventListener("load", () => placeholder.remove(), { once: true });
}

export function createViewer(host: HTMLElement, photos: readonly Picture[], licenseKey: string, words: LightboxWords): Viewer {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const settings = lightboxSettings(photos, licenseKey, reducedMotion, words);
  // lightGallery gives every thumbnail its src as it builds the viewer: 80 photos, 80 requests at
  // the first tap, ahead of the photo asked for. They start as a blank pixel and are handed their
  // own source below, lazily: only the strip's visible end loads, once the first photo is in.
  const items = settings.dynamicEl.map((item) => ({ ...item, thumb: NO_THUMBNAIL_YET }));
  const gallery = lightGallery(host, { ...settings, dynamicEl: items, plugins: [lgThumbnail, lgZoom] });
  const container = gallery.$container.get() as HTMLElement;
  container.setAttribute("aria-label", words.dialog);
  container.classList.add("lg-thumbs-waiting");
  // Once the first photo is in (or failed), not while the visitor waits for it: 80 images to set up.
  const showThumbnails = () => {
    for (const img of container.querySelectorAll<HTMLImageElement>(".lg-thumb-item img")) {
      const photo = photos[Number(img.dataset.lgItemId)];
      // The thumbnail plugin sets img.alt as a property, where the escaped text would show its entities.
      img.alt = photo?.alt ?? "";
      img.loading = "lazy";
      img.decoding = "async";
      if (photo) img.src = smallestVariant(photo);
    }
    container.classList.remove("lg-thumbs-waiting");
  };

  // lightGallery's counter splits "3 / 12" over two spans and stray whitespace; ours is one
  // text, worded in the page's language, announced politely as the photo changes.
  const counter = document.createElement("div");
  counter.className = "lg-counter";
  counter.setAttribute("role", "status");
  counter.setAttribute("aria-live", "polite");
  (gallery.$toolbar.get() as HTMLElement).prepend(counter);
  const showCounter = (index: number) => {
    counter.textContent = fill(words.counter, { index: index + 1, total: photos.length });
  };

  let opener: HTMLElement | null = null;
  let placeholder: { index: number; source: string } | null = null;
  let arrowFocused: HTMLButtonElement | null = null;
  let restorePage: (() => void) | null = null;
  // Whether the lightbox is open (from lgBeforeOpen to lgBeforeClose), and how many times it has
  // been: what lgAfterOpen left for after the first frame does nothing once its opening is over.
  let shown = false;
  let openings = 0;
  // Our trap, not lightGallery's (trapFocus: false), which only wraps at the first and last button.
  const onKeydown = (event: KeyboardEvent) => trapTab(container, event);
  // While a photo slides in, lightGallery ignores the arrows; aria-busy says so, and lets
  // screen readers announce the new counter once the photo is in place.
  const setBusy = (busy: boolean) => container.setAttribute("aria-busy", String(busy));
  const listeners: [string, (event: Event) => void][] = [
    [
      "lgBeforeOpen",
      () => {
        shown = true;
        openings++;
        setBusy(true);
        showCounter(gallery.index);
      },
    ],
    [
      "lgBeforeSlide",
      (event) => {
        setBusy(true);
        arrowFocused = document.activeElement?.matches(".lg-prev, .lg-next") ? (document.activeElement as HTMLButtonElement) : null;
        showCounter((event as CustomEvent<{ index: number }>).detail.index);
      },
    ],
    [
      "lgAfterSlide",
      () => {
        setBusy(false);
        // An arrow that has just become disabled drops focus to the page: hand it to the other one.
        const previous = container.querySelector<HTMLButtonElement>(".lg-prev");
        const next = container.querySelector<HTMLButtonElement>(".lg-next");
        if (arrowFocused === next && next?.disabled) previous?.focus();
        if (arrowFocused === previous && previous?.disabled) next?.focus();
        arrowFocused = null;
      },
    ],
    [
      "lgAfterAppendSlide",
      (event) => {
        const { index } = (event as CustomEvent<{ index: number }>).detail;
        if (placeholder?.index === index) showPlaceholder(gallery.getSlideItem(index).get() as HTMLElement | undefined, placeholder.source);
        placeholder = null;
      },
    ],
    [
      // The first photo is in (or failed): now the thumbnails may use the connection.
      "lgSlideItemLoad",
      () => {
        if (container.classList.contains("lg-thumbs-waiting")) showThumbnails();
      },
    ],
    [
      "lgAfterOpen",
      () => {
        // lightGallery finishes an opening on a timer, even one closed in the meantime (Cerrar or
        // Escape pressed as it showed): that page must not be left inert, nor its focus taken.
        if (!shown) return;
        container.addEventListener("keydown", onKeydown);
        // The photo is painted first: making the page inert restyles all of it, and moving the
        // focus lays it out (about 60 ms at the bench's 4× CPU), which would hold the first frame back.
        const opening = openings;
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (!shown || opening !== openings) return;
            restorePage = makePageInert(container);
            container.focus({ preventScroll: true });
          }),
        );
      },
    ],
    [
      "lgBeforeClose",
      () => {
        shown = false;
        container.removeEventListener("keydown", onKeydown);
        restorePage?.();
        restorePage = null;
        // Back to the photo the visitor opened, where they were. preventScroll: lightGallery
        // restores the scroll position itself.
        opener?.focus({ preventScroll: true });
      },
    ],
  ];
  for (const [name, listener] of listeners) host.addEventListener(name, listener);

  return {
    open(index, from) {
      opener = from;
      const shown = from.querySelector("img");
      placeholder = shown?.complete && shown.naturalWidth > 0 ? { index, source: shown.currentSrc } : null;
      gallery.openGallery(index);
    },
    destroy() {
      shown = false;
      for (const [name, listener] of listeners) host.removeEventListener(name, listener);
      container.removeEventListener("keydown", onKeydown);
      restorePage?.();
      gallery.destroy();
      counter.remove();
    },
  };
}

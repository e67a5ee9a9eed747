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

export function createViewer(host: HTMLElement, photos: readonly Picture[], licenseKey: string, words: LightboxWords): Viewer {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const gallery = lightGallery(host, { ...lightboxSettings(photos, licenseKey, reducedMotion, words), plugins: [lgThumbnail, lgZoom] });
  const container = gallery.$container.get() as HTMLElement;
  container.setAttribute("aria-label", words.dialog);

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
  let arrowFocused: HTMLButtonElement | null = null;
  let restorePage: (() => void) | null = null;
  // Our trap, not lightGallery's (trapFocus: false), which only wraps at the first and last button.
  const onKeydown = (event: KeyboardEvent) => trapTab(container, event);
  // While a photo slides in, lightGallery ignores the arrows; aria-busy says so, and lets
  // screen readers announce the new counter once the photo is in place.
  const setBusy = (busy: boolean) => container.setAttribute("aria-busy", String(busy));
  const listeners: [string, (event: Event) => void][] = [
    [
      "lgBeforeOpen",
      () => {
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
      "lgAfterOpen",
      () => {
        // The thumbnail plugin sets img.alt as a property, where the escaped text would show its entities.
        for (const img of container.querySelectorAll<HTMLImageElement>(".lg-thumb-item img")) img.alt = photos[Number(img.dataset.lgItemId)]?.alt ?? "";
        restorePage = makePageInert(container);
        container.addEventListener("keydown", onKeydown);
        container.focus({ preventScroll: true });
      },
    ],
    [
      "lgBeforeClose",
      () => {
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
      gallery.openGallery(index);
    },
    destroy() {
      for (const [name, listener] of listeners) host.removeEventListener(name, listener);
      container.removeEventListener("keydown", onKeydown);
      restorePage?.();
      gallery.destroy();
      counter.remove();
    },
  };
}

import { useCallback, useEffect, useRef } from "react";
import type { Picture } from "../../site/types";
import { useWhenIdle } from "../when-idle";
import type { LightboxWords } from "./lightbox-settings";
import type { Viewer } from "./lightgallery-viewer";
import { isPlainPress } from "../plain-press";

const loadViewer = () => import("./lightgallery-viewer");

/**
 * The lightbox of the photos inside the element `hostId` (links marked `data-photo` with their
 * place in `photos`): a plain click on one opens it there. lightGallery (code and CSS) is not part of the
 * page's first load: it is fetched once the browser is idle after hydration, and the viewer is
 * built at the first sign of intent (a pointer down or focus on a photo), so that the tap itself
 * only opens it.
 * One viewer is kept for the life of the page: creating it on every render would rebuild
 * lightGallery each time.
 */
export function useGalleryLightbox(hostId: string, photos: readonly Picture[], licenseKey: string, words: LightboxWords): void {
  const viewer = useRef<Promise<Viewer> | null>(null);

  useEffect(
    () => () => {
      void viewer.current?.then(
        (created) => created.destroy(),
        () => undefined,
      );
      viewer.current = null;
    },
    [],
  );

  // Fetched, not run (and its icon font with it): a failure here is tried again (and handled) when the visitor opens a photo.
  useWhenIdle(() => void loadViewer().then(({ warmUp }) => warmUp(), () => undefined));

  const build = useCallback((): Promise<Viewer> | null => {
    const element = document.getElementById(hostId);
    if (!element) return null;
    viewer.current ??= loadViewer().then(({ createViewer }) => createViewer(element, photos, licenseKey, words));
    return viewer.current;
  }, [hostId, photos, licenseKey, words]);

  const prepare = useCallback(() => {
    void build()?.catch(() => undefined);
  }, [build]);

  const open = useCallback(
    (index: number, opener: HTMLAnchorElement) => {
      const built = build();
      if (!built) return false;
      built.then(
        (created) => created.open(index, opener),
        () => {
          // The chunk could not load (offline, a new deploy): the link still leads to the photo.
          viewer.current = null;
          window.location.assign(opener.href);
        },
      );
      return true;
    },
    [build],
  );

  // The photos are listened to natively, from the window as the event starts (capture): the grids
  // are static HTML, outside any island.
  useEffect(() => {
    const photoOf = (event: Event): HTMLAnchorElement | null => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-photo]") : null;
      return link && document.getElementById(hostId)?.contains(link) ? link : null;
    };
    const onClick = (event: MouseEvent): void => {
      const link = photoOf(event);
      // A click meant for a new tab or window keeps the link's own behaviour: the photo itself.
      if (!link || !isPlainPress(event)) return;
      if (open(Number(link.dataset.photo), link)) event.preventDefault();
    };
    // The visitor is about to open a photo (pointer down, focus on one): get the viewer ready.
    const onIntent = (event: Event): void => {
      if (photoOf(event)) prepare();
    };
    const listened = [
      ["click", onClick],
      ["pointerdown", onIntent],
      ["focusin", onIntent],
    ] as const;
    for (const [type, listener] of listened) window.addEventListener(type, listener as EventListener, { capture: true });
    return () => {
      for (const [type, listener] of listened) window.removeEventListener(type, listener as EventListener, { capture: true });
    };
  }, [hostId, open, prepare]);
}

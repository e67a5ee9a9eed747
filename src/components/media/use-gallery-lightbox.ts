import { useCallback, useEffect, useRef } from "react";
import type { Picture } from "../../site/types";
import { useWhenIdle } from "../when-idle";
import type { LightboxWords } from "./lightbox-settings";
import type { Viewer } from "./lightgallery-viewer";

const loadViewer = () => import("./lightgallery-viewer");

/**
 * Opens the lightbox at a photo. lightGallery (code and CSS) is not part of the page's first load:
 * it is fetched once the browser is idle after hydration, and the viewer is built at the first sign
 * of intent (`prepare`: a pointer down or focus on a photo), so that the tap itself only opens it.
 * One viewer is kept for the life of the page: creating it on every render would rebuild
 * lightGallery each time.
 */
export function useGalleryLightbox(photos: readonly Picture[], licenseKey: string, words: LightboxWords) {
  const host = useRef<HTMLDivElement>(null);
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
    const element = host.current;
    if (!element) return null;
    viewer.current ??= loadViewer().then(({ createViewer }) => createViewer(element, photos, licenseKey, words));
    return viewer.current;
  }, [photos, licenseKey, words]);

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

  return { host, open, prepare };
}

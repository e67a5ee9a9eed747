import { useCallback, useEffect, useRef } from "react";
import type { Picture } from "../../site/types";
import type { Viewer } from "./lightgallery-viewer";

/**
 * Opens the lightbox at a photo. lightGallery (code and CSS) is fetched on the first open,
 * not with the page, and one viewer is kept for the life of the page: creating it on every
 * render would rebuild lightGallery each time.
 */
export function useGalleryLightbox(photos: readonly Picture[], licenseKey: string) {
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

  const open = useCallback(
    (index: number, opener: HTMLAnchorElement) => {
      if (!host.current) return false;
      const element = host.current;
      viewer.current ??= import("./lightgallery-viewer").then(({ createViewer }) => createViewer(element, photos, licenseKey));
      viewer.current.then(
        (created) => created.open(index, opener),
        () => {
          // The chunk could not load (offline, a new deploy): the link still leads to the photo.
          viewer.current = null;
          window.location.assign(opener.href);
        },
      );
      return true;
    },
    [photos, licenseKey],
  );

  return { host, open };
}

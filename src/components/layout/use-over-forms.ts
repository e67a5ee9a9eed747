import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** The band at the bottom of the window where a floating button sits (its 48 px and its margin). */
const BAND = 80;

/**
 * Whether a form, the stay search or the availability box is in the bottom band of the window,
 * where a floating button would cover its fields, its messages or its submit. Watched by an
 * IntersectionObserver (no work on scroll), again on each page and each resize, and only while
 * `active` (the button could show): a visit that never scrolls down never sets it up. Until the
 * observer has answered it is not known, and counts as over a form.
 */
export function useOverForms(active: boolean): boolean {
  const [over, setOver] = useState<boolean | null>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!active) return;
    let observer: IntersectionObserver | null = null;
    const inBand = new Set<Element>();
    const watch = (): void => {
      observer?.disconnect();
      inBand.clear();
      const watched = document.querySelectorAll("form, .stay-search, .availability-box");
      // The observer answers at once for each element it is given; with none, nothing is under the band.
      setOver(watched.length > 0 ? null : false);
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) inBand.add(entry.target);
            else inBand.delete(entry.target);
          }
          setOver(inBand.size > 0);
        },
        { rootMargin: `-${Math.max(0, window.innerHeight - BAND)}px 0px 0px 0px` },
      );
      for (const element of watched) observer.observe(element);
    };
    watch();
    window.addEventListener("resize", watch);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", watch);
    };
  }, [pathname, active]);
  return over !== false;
}

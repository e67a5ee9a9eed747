import { useEffect, useState } from "react";

/** The band at the bottom of the window where a floating button sits (its 48 px and its margin). */
const BAND = 80;

/**
 * Whether a form, the stay search or the availability box is in the bottom band of the window,
 * where a floating button would cover its fields, its messages or its submit. Watched by an
 * IntersectionObserver (no work on scroll), again at each resize.
 */
export function useOverForms(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    let observer: IntersectionObserver | null = null;
    const inBand = new Set<Element>();
    const watch = (): void => {
      observer?.disconnect();
      inBand.clear();
      setOver(false);
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
      for (const element of document.querySelectorAll("form, .stay-search, .availability-box")) observer.observe(element);
    };
    watch();
    window.addEventListener("resize", watch);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", watch);
    };
  }, []);
  return over;
}

import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled past a threshold. Starts false, like the
 * prerendered HTML, so hydration always matches; updates on scroll.
 */
export function useScrolledPast(test: (scrollY: number) => boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = (): void => setPast(test(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [test]);
  return past;
}

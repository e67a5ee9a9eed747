import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled past a threshold. Starts false, like the
 * prerendered HTML, so hydration always matches; updates on scroll. The first reading waits for
 * the next frame: reading the scroll position right after hydration would make the browser lay
 * the page out again there and then, inside hydration's last task.
 */
export function useScrolledPast(test: (scrollY: number) => boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = (): void => setPast(test(window.scrollY));
    const first = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener("scroll", update);
    };
  }, [test]);
  return past;
}

import { useEffect, useRef, type ReactNode } from "react";

/**
 * A column that follows the page as it scrolls (CSS `position: sticky`) and never scrolls inside
 * itself: when it is taller than the window (the form's calendar open on a laptop screen), it
 * sticks lower, by as much as it overflows, so that its end — the submit button, the answer — stays
 * in view, and its start comes back as the page scrolls up. Without scripts it sticks at the top,
 * as the CSS says.
 */
export function StickySide({ className, children }: { className: string; children: ReactNode }) {
  const side = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = side.current;
    if (!element) return;
    const fit = () => {
      element.style.removeProperty("--side-top");
      const top = parseFloat(getComputedStyle(element).top) || 0;
      const overflow = element.offsetHeight + top - window.innerHeight;
      if (overflow > 0) element.style.setProperty("--side-top", `${top - overflow - 16}px`);
    };
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    window.addEventListener("resize", fit);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", fit);
    };
  }, []);
  return (
    <div ref={side} className={className}>
      {children}
    </div>
  );
}

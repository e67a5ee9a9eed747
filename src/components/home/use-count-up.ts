import { useEffect, useState, type RefObject } from "react";
import { useReducedMotion } from "../media/use-reduced-motion";

/**
 * How far into its count-up an element's numbers are, in ms, or null while they show their final
 * values: in the prerendered HTML, without scripts, under reduced motion, and once the count ends.
 * The count starts when the element comes into view, and only if it was out of view when the page
 * came alive: numbers a visitor has already read are not taken back to count again.
 */
export function useCountUp(target: RefObject<Element | null>, duration: number): number | null {
  const reducedMotion = useReducedMotion();
  const [elapsed, setElapsed] = useState<number | null>(null);

  useEffect(() => {
    const element = target.current;
    if (reducedMotion || !element || typeof IntersectionObserver === "undefined") return;
    let frame = 0;
    // The observer's first report is where the element is as the page comes alive.
    let firstReport = true;
    const observer = new IntersectionObserver(([entry]) => {
      const alreadyInView = firstReport && entry?.isIntersecting;
      firstReport = false;
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      if (alreadyInView) return;
      // From its first pixel on screen: the numbers go back to their start before anyone sees them.
      setElapsed(0);
      let start: number | undefined;
      const tick = (now: number): void => {
        start ??= now;
        const ms = now - start;
        setElapsed(ms >= duration ? null : ms);
        if (ms < duration) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setElapsed(null);
    };
  }, [target, reducedMotion, duration]);

  return elapsed;
}

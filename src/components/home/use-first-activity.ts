import { useEffect, useState } from "react";

/** What counts as the visitor doing something on the page. */
const ACTIVITY = ["pointerdown", "pointermove", "keydown", "scroll", "touchstart"] as const;

/**
 * Whether the visitor has done anything on the page yet: moved the pointer, touched, scrolled or
 * pressed a key. A visitor who scrolled before the page hydrated (scripts start after its load
 * event, decision 006) has already been active. False in the prerendered HTML and at hydration.
 */
export function useFirstActivity(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (window.scrollY > 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration: the prerendered HTML can't know the scroll position
      setActive(true);
      return;
    }
    const begin = (): void => {
      stop();
      setActive(true);
    };
    const stop = (): void => {
      for (const type of ACTIVITY) window.removeEventListener(type, begin);
    };
    for (const type of ACTIVITY) window.addEventListener(type, begin, { passive: true });
    return stop;
  }, []);
  return active;
}

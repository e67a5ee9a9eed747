import { useEffect, useRef } from "react";

/** How long the browser may keep a task waiting for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once, when the browser is first idle after the part has hydrated: the moment to
 * fetch what the visitor may need next — the hero's slideshow, the lightbox, the booking form's
 * logic — without competing with the first view. Browsers without idle callbacks run it shortly after.
 */
export function useWhenIdle(task: () => void): void {
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  });
  useEffect(() => {
    const run = (): void => latest.current();
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 200);
    return () => clearTimeout(id);
  }, []);
}

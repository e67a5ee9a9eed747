import { lazy, useEffect, useRef, type ComponentType } from "react";

/** How long the browser may keep a task or a load waiting for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once, when the browser is first idle after the page has hydrated (hydration itself
 * waits for the page's load event, decision 006): the moment to fetch what the visitor may need
 * next — the hero's slideshow, the lightbox, the booking form's logic — without competing with the
 * first view. Browsers without idle callbacks run it shortly after hydration.
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

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
}

/**
 * A section whose code the browser fetches once it is first idle, drawn in full in the prerendered
 * page (the build waits for it: src/entry.server.tsx). Inside a <Suspense>, React keeps the
 * prerendered HTML of a section whose code has not arrived and brings it to life when it does: the
 * first view carries none of its code. For sections below the fold with little or nothing to do;
 * after a client-side navigation they appear a moment after the rest of the page.
 * docs/decisions/022-sections-hydrated-when-idle.md
 */
export function lazyWhenIdle<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    if (typeof window !== "undefined") await whenIdle();
    return { default: await load() };
  });
}

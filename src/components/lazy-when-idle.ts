import { lazy, type ComponentType } from "react";

/** How long the browser may keep the load waiting for an idle moment (as use-when-idle.ts). */
const IDLE_TIMEOUT_MS = 2000;

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

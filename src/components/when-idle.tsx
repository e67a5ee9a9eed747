import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

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
  useEffect(() => onIdle(() => latest.current()), []);
}

/** Runs `run` at the browser's next idle moment (shortly, where there are no idle callbacks); returns how to cancel it. */
function onIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** A component whose code is loaded, in the browser, once `wait` resolves (at once on the server). */
function lazyAfter<Props extends object>(wait: () => Promise<unknown>, load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    if (typeof window !== "undefined") await wait();
    return { default: await load() };
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
  return lazyAfter(() => new Promise((resolve) => void onIdle(() => resolve(undefined))), load);
}

/** How far from the screen a part's code is asked for: one screen ahead, the time to fetch it while the visitor scrolls. */
const NEAR = "100% 0px";

/** Set once the page has hydrated: a part drawn after that is on a page drawn in the browser. */
let hydrated = false;

/**
 * Resolves once the element `id` comes within a screen of the viewport, or once `asked`; at once
 * when it isn't in the document (the page is drawn in the browser: nothing prerendered waits).
 */
function whenNear(id: string, asked: Promise<void>): Promise<void> {
  const part = document.getElementById(id);
  if (!part) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      near.disconnect();
      resolve();
    };
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: NEAR });
    near.observe(part);
    void asked.then(done);
  });
}

/**
 * A section far below the first screen whose only controls are links: like lazyWhenIdle, but its
 * code is fetched when the visitor comes near it (`id`: an element of its prerendered HTML), not
 * at the first idle moment. A visitor who never scrolls there costs the page nothing; its links
 * work as plain links until then. Not for a part with a button: a press before its code arrives
 * would be lost. The part comes in its own <Suspense>.
 * docs/decisions/034-far-sections-hydrated-when-near.md
 */
export function lazyWhenNear<Props extends object>(id: string, load: () => Promise<ComponentType<Props>>) {
  let ask = (): void => undefined;
  const asked = new Promise<void>((resolve) => (ask = resolve));
  const Part = lazyAfter(() => whenNear(id, asked), load);
  return function NearPart(props: Props) {
    // Drawn again or anew after hydration (the page changed in the browser): React would hold the
    // new page until the part's code came, so it is asked for now.
    if (hydrated) ask();
    useEffect(() => {
      hydrated = true;
    }, []);
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  };
}

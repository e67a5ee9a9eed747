/**
 * The modules a part fetched when the browser is idle imports are found by the browser itself.
 *
 * For a lazily loaded part, Vite's loader adds one `<link rel="modulepreload">` per file the part
 * needs, all in the task that asks for it: the booking form's logic, asked for at the page's first
 * idle moment (use-booking-engine.ts), is seven files, the line under an apartment's photos three
 * more, and adding their links took 10–24 ms of the main thread on this machine (0.3 ms a link, at
 * times several): a long task on a phone right after the page has loaded. Left to the
 * browser, the imports are requested once the part's own file has arrived, without a task of the
 * page's: one round trip later, at a moment nobody waits for. A part asked for by a tap (the
 * calendar, the lightbox opened at once) keeps its links: there the round trip would be the
 * visitor's.
 * docs/decisions/039-no-long-task-for-links.md
 */

/**
 * The lazily loaded files, by name, fetched when the browser is idle (useWhenIdle, lazyWhenIdle:
 * src/components/when-idle.tsx) and whose imports are left to the browser.
 */
const FOUND_BY_THE_BROWSER = ["engine", "stay-summary", "map-slot", "reviews-section", "hero-slideshow"];

/** Vite's `build.modulePreload.resolveDependencies`: what the loader preloads for the file `filename` it imports. */
export function preloadedWith(filename: string, deps: string[]): string[] {
  const name = filename.split("/").at(-1)!.replace(/-[\w-]{8}\.js$/, "");
  // Stylesheets stay: the loader waits for them before the part is drawn.
  return FOUND_BY_THE_BROWSER.includes(name) ? deps.filter((dep) => dep.endsWith(".css")) : deps;
}

import type { Page } from "@playwright/test";

/** The moment every screenshot is taken at, so that nothing dated (the footer's year, the form's dates) moves. */
const SCREENSHOT_TIME = new Date("2027-03-10T10:00:00Z");

/**
 * Prepares a page for a screenshot a person or a baseline can compare: called before `goto`, it
 * asks for reduced motion (the hero stays on its first photo, nothing slides in) and fixes the
 * clock. `stillPage` then waits for what the visitor would see once everything has arrived.
 */
export async function beforeScreenshot(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Only the date is fixed: Playwright's clock would also replace `performance` (its timings are
  // what the browser tests read to see when scripts started), and the page's timers run as usual.
  await page.addInitScript(`{
    const fixed = ${SCREENSHOT_TIME.getTime()};
    const RealDate = Date;
    class FixedDate extends RealDate {
      constructor(...values) { super(...(values.length ? values : [fixed])); }
      static now() { return fixed; }
    }
    globalThis.Date = FixedDate;
  }`);
}

/**
 * Waits until the page is as a visitor sees it once it has settled: hydrated (React has taken
 * the preloader out), every photo loaded — lazy ones too, as a visitor scrolling would load them —
 * and decoded, the fonts in, no animation running.
 */
export async function stillPage(page: Page): Promise<void> {
  await page.locator(".preloader").waitFor({ state: "detached" });
  // As a string: the screenshot script runs through tsx, whose helpers don't exist in the page.
  await page.evaluate(`(async () => {
    for (const image of document.querySelectorAll("img[loading=lazy]")) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  })()`);
}

/** An address that is no page: the not-found page's screenshot. */
export const MISSING_PAGE = "/esta-pagina-no-existe";

/** A screenshot's name for a path: "/" is "inicio", "/apartment-list/mirador" is "apartment-list-mirador", the not-found page "404" ("en-404" in English). */
export function screenshotName(path: string): string {
  if (path === MISSING_PAGE) return "404";
  if (path.endsWith(MISSING_PAGE)) return `${path.slice(1, -MISSING_PAGE.length)}-404`;
  return path.replace(/^\/|\/$/g, "").replaceAll("/", "-") || "inicio";
}

import { chromium, type Request } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH } from "./lighthouse-run.ts";

/** How long a visitor who does nothing is watched: past every timer the pages set themselves. */
export const IDLE_MS = 10_000;

/** URL paths of script files, each once. */
export type ScriptsFetched = {
  /**
   * Requested before the browser first ran an idle callback the page asked for — or, for a page
   * that asks for none, the first one after its load event with no script on its way: what the
   * page needs before it is idle (hydration included).
   */
  beforeIdle: string[];
  /** Everything requested over IDLE_MS with nobody touching the page: the hero's slideshow and prefetched lazy parts included. */
  whileIdle: string[];
};

/** The script files a page fetches by itself, before it is idle and over IDLE_MS with nobody touching it. */
export async function scriptsFetchedWhileIdle(url: string): Promise<ScriptsFetched> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    // Playwright sets headless mode itself.
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless")),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    // The moment the page is idle: the first idle callback the browser runs for the page (one that
    // asks for one as it hydrates). Measured from the page's own clock, as are its requests.
    // As a string: the bench runs through tsx, whose helpers don't exist in the page.
    await page.addInitScript(`
      performance.setResourceTimingBufferSize(2000);
      const ask = window.requestIdleCallback.bind(window);
      window.__benchAskIdle = ask;
      window.requestIdleCallback = (callback, options) => ask((deadline) => {
        window.__idleAt ??= performance.now();
        callback(deadline);
      }, options);
    `);
    let scriptsInFlight = 0;
    const isScript = (request: Request): boolean => request.resourceType() === "script";
    page.on("request", (request) => void (isScript(request) && scriptsInFlight++));
    const settled = (request: Request): void => void (isScript(request) && scriptsInFlight--);
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    await page.goto(url, { waitUntil: "load" });
    const loaded = Date.now();
    // For a page that asks for no idle callback of its own: the first the browser runs after the
    // load event with no script on its way (its own, not the page's wrapped one).
    let quietIdleAt = Infinity;
    while (Date.now() - loaded < IDLE_MS) {
      const at = Number(await page.evaluate("new Promise((done) => window.__benchAskIdle(() => done(performance.now())))"));
      if (scriptsInFlight === 0) {
        quietIdleAt = at;
        break;
      }
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(Math.max(0, loaded + IDLE_MS - Date.now()));
    const { pageIdleAt, scripts } = (await page.evaluate(`({
      pageIdleAt: window.__idleAt ?? null,
      scripts: performance.getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).origin === location.origin && new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    })`)) as { pageIdleAt: number | null; scripts: { path: string; start: number }[] };
    const idleAt = pageIdleAt ?? quietIdleAt;
    const paths = (list: typeof scripts) => [...new Set(list.map((script) => script.path))];
    return { beforeIdle: paths(scripts.filter((script) => script.start < idleAt)), whileIdle: paths(scripts) };
  } finally {
    await browser.close();
  }
}

import { chromium, type Browser, type Page } from "@playwright/test";
import { shell as labels } from "../../src/labels/words/es.ts";
import { CHROME_FLAGS, CHROME_PATH } from "./lighthouse-run.ts";

/** A mid-range phone on a slow mobile network: 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down. */
export const PHONE = { cpuSlowdown: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 } as const;

/** Quiet this long (no request in flight) counts as "the page is shown and settled" before the tap. */
const QUIET_MS = 1000;

/**
 * The traveller's way: the tap comes this long after the page was asked for, whatever the network
 * is still doing (photos, prefetches) — one delay a run, the first runs the hardest.
 */
export const TRAVELLER_DELAYS_MS = [5000, 6000, 8000, 12000, 20000] as const;

/** How the visitor comes to the tap: as a traveller does (TRAVELLER_DELAYS_MS), or once the page is quiet. */
type Way = { kind: "traveller"; afterMs: number } | { kind: "quiet" };

/**
 * One interaction a visitor starts with a tap: where, what they tap, and the fact on screen that
 * answers it (checked in the page on every frame after the tap).
 */
type Interaction = { name: string; path: string; tap: (page: Page) => Promise<void>; shown: string };

/** The answer is on screen: the element exists, is rendered, and lies at least partly in the viewport. */
const ON_SCREEN = `(element) => {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth && style.visibility !== "hidden" && Number(style.opacity) > 0;
}`;

const INTERACTIONS: Interaction[] = [
  {
    name: "menu (first opening)",
    path: "/",
    tap: (page) => page.getByRole("button", { name: labels.menuOpen, exact: true }).tap(),
    shown: `(${ON_SCREEN})(document.querySelector('[role="dialog"] a[href="/gallery"]'))`,
  },
  {
    name: "photo slider (first step)",
    path: "/apartment-list/mirador",
    tap: (page) => page.getByRole("button", { name: labels.slider.next }).first().tap(),
    // The slider's own counter says which photo is on show; its first step is to photo 2.
    shown: `(() => { const track = document.querySelector(".photo-slider__track"); return !!track && getComputedStyle(track).transform !== "none" && new DOMMatrix(getComputedStyle(track).transform).m41 < -1; })()`,
  },
  {
    name: "booking form (first validation)",
    path: "/apartment-list/mirador",
    tap: (page) => page.getByRole("button", { name: labels.booking.submit }).first().tap(),
    shown: `(${ON_SCREEN})(document.querySelector(".booking-form__error"))`,
  },
  {
    // The home page's one search (decision 043), pressed without dates: what it says is missing.
    // The tap scrolls the search into view and lands at once: "as it scrolls into view".
    name: "home search (first press)",
    path: "/",
    tap: (page) => page.getByRole("search").getByRole("button", { name: labels.search.submit }).tap(),
    shown: `(${ON_SCREEN})(document.querySelector(".stay-search__problems"))`,
  },
  {
    name: "lightbox (first opening)",
    path: "/gallery",
    tap: (page) => page.locator("main a[href$='.jpg'], main a[href$='.webp']").first().tap(),
    // The photo itself: the slide's image loaded, or the grid's copy standing in where it will be drawn.
    shown: `(() => {
      const slide = document.querySelector(".lg-container.lg-show .lg-current");
      const image = slide?.querySelector(".lg-image");
      if (image && image.complete && image.naturalWidth > 0) return (${ON_SCREEN})(image);
      const stand = slide?.querySelector(".lg-placeholder");
      return !!stand && getComputedStyle(stand).backgroundImage.startsWith("url(") && (${ON_SCREEN})(stand);
    })()`,
  },
];

/** A fresh browser with one page on the phone profile (PHONE): nothing cached. Close the browser when done. */
export async function phonePage(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless")) });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    bypassCSP: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  return { browser, page };
}

/** Milliseconds from the tap (the pointerdown's timestamp) to the first frame that shows the answer. */
async function measureOnce(origin: string, interaction: Interaction, way: Way): Promise<number> {
  const { browser, page } = await phonePage();
  try {
    let inFlight = 0;
    let lastChange = Date.now();
    page.on("request", () => ((inFlight += 1), (lastChange = Date.now())));
    const done = (): void => {
      inFlight -= 1;
      lastChange = Date.now();
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    const asked = Date.now();
    if (way.kind === "traveller") {
      await page.goto(origin + interaction.path, { waitUntil: "commit", timeout: 60_000 });
      await page.waitForTimeout(Math.max(0, asked + way.afterMs - Date.now()));
    } else {
      await page.goto(origin + interaction.path, { waitUntil: "load", timeout: 60_000 });
      // Hydrated (React takes the preloader out), then nothing in flight for a while.
      await page.waitForFunction('!document.querySelector(".preloader")', null, { timeout: 60_000 });
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < QUIET_MS)) await page.waitForTimeout(100);
    }

    // As a string: the bench runs through tsx, whose helpers don't exist in the page.
    await page.evaluate(`(() => {
      window.addEventListener("pointerdown", (event) => { window.__tap ??= event.timeStamp; }, { capture: true, once: true });
      const frame = (time) => {
        if (window.__tap !== undefined && ${interaction.shown}) window.__answer = time;
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })()`);
    // Playwright's own script for waitForFunction, put in the page now: made at the first wait, it
    // would run in the page after the tap (60 ms at 4× CPU), inside the time measured.
    await page.waitForFunction("true");
    await interaction.tap(page);
    const answered = await page.waitForFunction("window.__answer !== undefined && window.__answer - window.__tap", null, { timeout: 15_000 });
    return Number(await answered.jsonValue());
  } finally {
    await browser.close();
  }
}

type TapFigures = { runsMs: number[]; medianMs: number; maxMs: number };
export type TapResult = { name: string; path: string; traveller: TapFigures; quiet: TapFigures };

function figures(runsMs: number[]): TapFigures {
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { runsMs, medianMs: sorted[Math.floor(sorted.length / 2)]!, maxMs: sorted.at(-1)! };
}

/**
 * Each interaction both ways, each run in a fresh browser (nothing cached): the traveller's way
 * once for each of TRAVELLER_DELAYS_MS, the quiet way `quietRuns` times.
 */
export async function measureTaps(origin: string, quietRuns: number): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const interaction of INTERACTIONS) {
    const traveller: number[] = [];
    for (const afterMs of TRAVELLER_DELAYS_MS) traveller.push(Math.round(await measureOnce(origin, interaction, { kind: "traveller", afterMs })));
    const quiet: number[] = [];
    for (let i = 0; i < quietRuns; i++) quiet.push(Math.round(await measureOnce(origin, interaction, { kind: "quiet" })));
    results.push({ name: interaction.name, path: interaction.path, traveller: figures(traveller), quiet: figures(quiet) });
  }
  return results;
}

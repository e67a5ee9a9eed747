import type { Page } from "@playwright/test";
import { expect, holdHydration, test, waitForHydration } from "./support/test.ts";
import { slideshowPhotos } from "../../src/site/home-slideshow.ts";
import { labels, site } from "./support/site-data.ts";

/**
 * The home page's hero slideshow: when its code loads, when it moves and when it holds still.
 * Time runs on Playwright's clock, so "after 3 s" needs no real waiting.
 */
test.describe.configure({ mode: "parallel" });
test.describe("hero slideshow", { tag: "@once" }, () => {
  /** The slideshow's photos: site.yaml's «homeSlideshow», in its order. */
  const SLIDES = slideshowPhotos(site);
  const PHOTOS = SLIDES.length;
  const slideshow = (page: Page) => page.getByTestId("hero-slideshow");
  const current = (page: Page) => slideshow(page).getAttribute("data-current");
  const isSlideshowRequest = (url: string) => url.endsWith("/hero-photos.json") || /hero-slideshow-[\w-]+\.js$/.test(url);

  /** With the clock paused, React's Suspense reveal waits on timers: step the clock until the slideshow is mounted. */
  async function slideshowMounted(page: Page) {
    for (let i = 0; i < 100 && (await page.getByTestId("hero-slide").count()) === 0; i++) await page.clock.runFor(50);
    await expect(page.getByTestId("hero-slide").first()).toBeAttached();
  }

  /** Puts the mouse outside the hero (hovering it holds the slideshow): below it, or over the header above it. */
  async function moveAway(page: Page) {
    const hero = (await page.getByRole("region", { name: labels.hero.slideshow }).boundingBox())!;
    const bottom = hero.y + hero.height;
    await page.mouse.move(1, bottom + 2 < page.viewportSize()!.height ? bottom + 2 : Math.max(1, hero.y / 2));
  }

  async function openHome(page: Page) {
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(site.site.preloaderMs + 100);
    await waitForHydration(page);
    await slideshowMounted(page);
  }

  test("with nobody touching the page, it changes photo about 3 s after the first paint, within 4 s of load", async ({ page }) => {
    await page.goto("/");
    const changed = await page.waitForFunction(
      () => {
        if (document.querySelector<HTMLElement>("[data-testid=hero-slideshow]")?.dataset.current !== "1") return false;
        const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
        const load = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return { afterPaint: performance.now() - paint, afterLoad: performance.now() - load.loadEventEnd };
      },
      null,
      { polling: "raf", timeout: 12_000 },
    );
    const { afterPaint, afterLoad } = (await changed.jsonValue()) as { afterPaint: number; afterLoad: number };
    expect(afterPaint).toBeGreaterThanOrEqual(2900);
    // Not held back by anything else: about 3 s after the page is there. The bound leaves room for a
    // loaded 2-core machine (4.25 s seen there); the timing itself is measured by npm run bench.
    expect(afterLoad).toBeLessThan(6000);
  });

  test("its code and photo list come once the page is idle after hydration, not with the page; then every photo of its list is a slide, each fetched just before its turn", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (isSlideshowRequest(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    const release = await holdHydration(page);
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(5000);
    // Until the page's scripts run, the first photo is all there is.
    expect(fetched).toEqual([]);
    // The list of photos is a static file, not part of the page's data.
    expect(await page.locator("script").allTextContents()).not.toContainEqual(expect.stringContaining(SLIDES.at(-1)!.alt));
    const title = page.getByRole("heading", { level: 1 });
    const before = await title.boundingBox();
    release();
    await waitForHydration(page);
    await slideshowMounted(page);
    // It slides in behind the words without moving them (no layout shift).
    expect(await title.boundingBox()).toEqual(before);
    expect(fetched.sort()).toEqual([expect.stringMatching(/^\/assets\/hero-slideshow-[\w-]+\.js$/), "/hero-photos.json"]);
    await expect(page.getByTestId("hero-slide")).toHaveCount(PHOTOS);
    // The photos shown so far (its first fade is due at once here: the page was painted long ago)
    // and the next one fetched ahead of its turn; the others aren't even in the page.
    expect(await slideshow(page).getByRole("img", { includeHidden: true }).count()).toBe(Number(await current(page)) + 2);
  });

  test("after its first fade it fades to the next photo every 3 s, not before, fetching the one after ahead of its turn", async ({ page }) => {
    await openHome(page);
    await moveAway(page);
    for (let i = 0; i < 40 && (await current(page)) === "0"; i++) await page.clock.runFor(100);
    expect(await current(page)).toBe("1");
    // The fake clock also flows with real time (react-slick's fade stalls under a paused one):
    // 2 s leaves a slow machine a whole second before the 3 s mark.
    await page.clock.runFor(2000);
    expect(await current(page)).toBe("1");
    await page.clock.runFor(1900);
    await expect.poll(() => current(page)).toBe("2");
    await expect(page.getByTestId("hero-slide").nth(3).getByRole("img", { includeHidden: true })).toHaveCount(1);
  });

  test("the pause button stops it and the play button restarts it", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: labels.hero.pause }).click();
    // Its first fade may have come while it mounted (due 3 s after the first paint): from here on, none.
    const paused = Number(await current(page));
    await moveAway(page);
    await page.clock.runFor(10_000);
    expect(Number(await current(page))).toBe(paused);
    // The button keeps focus after the click; focus from a click doesn't hold the slideshow.
    await page.getByRole("button", { name: labels.hero.play }).click();
    await moveAway(page);
    await page.clock.runFor(3000 + 900);
    await expect.poll(async () => Number(await current(page))).toBe(paused + 1);
  });

  test("the mouse over the hero's words and controls or keyboard focus inside it holds the slideshow, the mouse over the photo alone does not", async ({ page }) => {
    await openHome(page);
    await page.getByRole("heading", { level: 1 }).hover();
    const held = Number(await current(page));
    await page.clock.runFor(10_000);
    expect(Number(await current(page))).toBe(held);
    // Off the words, over the photo: the right part of the hero, level with the words (1280 px wide).
    const hero = (await page.getByRole("region", { name: labels.hero.slideshow }).boundingBox())!;
    await page.mouse.move(hero.x + hero.width * 0.8, hero.y + hero.height / 2);
    await page.clock.runFor(3000 + 900);
    await expect.poll(async () => Number(await current(page))).toBe(held + 1);

    // Tabbing takes real time, which the installed clock lets flow (a loaded machine once slid a
    // photo on during it): stop the clock, so that only runFor moves the slideshow from here on.
    // «Now» read from the page can be past by the time the pause reaches it on a slow machine: try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
        break;
      } catch (error) {
        if (attempt >= 10 || !/to the past/.test(String(error))) throw error;
      }
    }
    for (let i = 0; i < 40 && !(await page.evaluate(() => !!document.activeElement?.closest("[aria-roledescription]"))); i++) await page.keyboard.press("Tab");
    await page.clock.runFor(10_000);
    expect(Number(await current(page))).toBe(held + 1);
    await page.locator("main").getByRole("link").last().focus();
    await page.clock.runFor(3000 + 900);
    await expect.poll(async () => Number(await current(page))).toBe(held + 2);
  });

  test("turning on reduced motion during the visit stops it", async ({ page }) => {
    await openHome(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(page.getByRole("button", { name: labels.hero.play })).toBeVisible();
    // Its first fade may have come while it mounted (due 3 s after the first paint): from here on, none.
    const shown = await current(page);
    await page.clock.runFor(10_000);
    expect(await current(page)).toBe(shown);
  });

  test("with reduced motion it stays on its first photo, loads nothing, and starts only when play is pressed", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (isSlideshowRequest(request.url())) fetched.push(request.url());
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(site.site.preloaderMs + 100);
    await waitForHydration(page);
    await moveAway(page);
    await page.clock.runFor(10_000);
    await expect(page.getByTestId("hero-slide")).toHaveCount(0);
    expect(fetched).toEqual([]);
    await page.getByRole("button", { name: labels.hero.play }).click();
    await slideshowMounted(page);
  });
});

/**
 * The home page's first photo covers a box taller than a phone is wide (hero.css): the browser must
 * pick a variant as wide as the photo is drawn, not as the screen (a 400 px variant
 * stretched to 950 px looks blurred).
 */
test("the hero's photo is drawn from a variant at least as wide as it is drawn, at 375 and 768 px", { tag: "@narrow" }, async ({ page }) => {
  const drawn = () =>
    page.locator(".hero__image").evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      const box = image.getBoundingClientRect();
      // The variants and their widths as the srcset gives them; the one the browser chose.
      const candidates = image.srcset.split(",").map((candidate) => {
        const [url, width] = candidate.trim().split(/\s+/);
        return { url: new URL(url!, location.href).href, width: Number.parseInt(width!, 10) };
      });
      const chosen = candidates.find((candidate) => candidate.url === image.currentSrc)!.width;
      // object-fit: cover over a 3:2 photo: drawn as wide as the box, or as 1.5 times its height.
      const drawnWidth = Math.max(box.width, box.height * (image.width > 0 ? image.naturalWidth / image.naturalHeight : 1.5)) * devicePixelRatio;
      return { drawnWidth: Math.round(drawnWidth), variant: chosen, largest: Math.max(...candidates.map((candidate) => candidate.width)) };
    });
  await page.goto("/");
  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: 812 });
    await expect.poll(async () => { const { drawnWidth, variant, largest } = await drawn(); return variant >= Math.min(drawnWidth, largest); }, { message: `at ${width} px` }).toBe(true);
  }
});

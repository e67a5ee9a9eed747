import { expect, test, type Page } from "@playwright/test";
import { site } from "./site-data.ts";
import { holdHydration, openHydrated, waitForHydration } from "./hydrated.ts";

const activeIndex = (page: Page) => page.locator(".hero .slick-slide.slick-active").getAttribute("data-index");

/** With the clock paused, React's Suspense reveal waits on timers: step the clock until the slideshow is mounted. */
async function slideshowMounted(page: Page) {
  for (let i = 0; i < 100 && (await page.locator(".hero .slick-slide").count()) === 0; i++) await page.clock.runFor(50);
  await expect(page.locator(".hero .slick-slide").first()).toBeAttached();
}

/** Puts the mouse outside the hero (hovering it holds the slideshow): below it, or over the header above it. */
async function moveAway(page: Page) {
  const hero = (await page.locator(".hero").boundingBox())!;
  const bottom = hero.y + hero.height;
  await page.mouse.move(1, bottom + 2 < page.viewportSize()!.height ? bottom + 2 : Math.max(1, hero.y / 2));
}

async function openHome(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await page.clock.runFor(site.site.preloaderMs + 100);
  await waitForHydration(page);
  // The visitor's first move, away from the slideshow.
  await moveAway(page);
}


test("the hero holds every apartment photo; only the first loads eagerly, with high priority", async ({ page }) => {
  await openHydrated(page, "/");
  await moveAway(page);
  const total = site.apartments.reduce((n, apartment) => n + apartment.photos.length, 0);
  await expect(page.locator(".hero .slick-slide")).toHaveCount(total);
  // The list of photos is a static file fetched after the page is up, not part of the page's data.
  expect(await page.locator("script").allTextContents()).not.toContainEqual(expect.stringContaining(site.apartments[3]!.photos[5]!.alt));
  const eager = page.locator('.hero img[loading="eager"]');
  await expect(eager).toHaveCount(1);
  await expect(eager).toHaveAttribute("fetchpriority", "high");
  await expect(eager).toHaveAttribute("alt", site.apartments[0]!.photos[0]!.alt);
  await page.waitForLoadState("networkidle");
  // The first photo, and the next one fetched ahead of its turn; the other 75 aren't even in the page.
  expect(await page.locator(".hero img").count()).toBeLessThanOrEqual(3);
});

test("the slideshow's code and photo list wait for the visitor's first move, however long that takes", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/hero-photos.json") || /hero-slideshow-[\w-]+\.js$/.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await page.clock.install();
  await page.goto("/");
  await page.clock.runFor(site.site.preloaderMs + 100);
  await waitForHydration(page);
  // Left alone, the page loads nothing more: its first photo stays.
  await page.clock.runFor(10_000);
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  await expect(page.locator(".hero .slick-slide")).toHaveCount(0);

  // Any activity starts it at once: a move of the pointer, a key, a scroll.
  await page.mouse.move(10, 700);
  await slideshowMounted(page);
  expect(fetched).toHaveLength(2);
  for (const act of [() => page.keyboard.press("Shift"), () => page.mouse.wheel(0, 300)]) {
    fetched.length = 0;
    await page.reload();
    await page.clock.runFor(site.site.preloaderMs + 100);
    await waitForHydration(page);
    await act();
    await slideshowMounted(page);
    expect(fetched).toHaveLength(2);
  }
});

test("a visitor who scrolled before the page came to life gets the slideshow without another move", async ({ page }) => {
  // Hold the app's code back, so that the visitor scrolls before the page hydrates.
  const release = await holdHydration(page);
  await page.goto("/");
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  release();
  await waitForHydration(page);
  await expect(page.locator(".hero .slick-slide").first()).toBeAttached();
});

test("the hero fades to the next photo after 3 s, not before", async ({ page }) => {
  await openHome(page);
  // The slideshow starts once its code and photo list have arrived after hydration.
  await slideshowMounted(page);
  expect(await activeIndex(page)).toBe("0");
  // The fake clock also flows with real time (react-slick's fade stalls under a paused one):
  // 2 s leaves a slow machine a whole second before the 3 s mark.
  await page.clock.runFor(2000);
  expect(await activeIndex(page)).toBe("0");
  await page.clock.runFor(1900);
  await expect.poll(() => activeIndex(page)).toBe("1");
  // The photo after it is fetched ahead of its turn.
  await expect(page.locator('.hero .slick-slide[data-index="2"] img')).toHaveCount(1);
});

test("the pause button stops the hero and the play button restarts it", async ({ page }) => {
  await openHome(page);
  await slideshowMounted(page);
  await page.getByRole("button", { name: "Pausar fotos" }).click();
  await moveAway(page);
  await page.clock.runFor(10_000);
  expect(await activeIndex(page)).toBe("0");
  // The button keeps focus after the click; focus from a click doesn't hold the slideshow.
  await page.getByRole("button", { name: "Reanudar fotos" }).click();
  await moveAway(page);
  await page.clock.runFor(3000 + 900);
  await expect.poll(() => activeIndex(page)).toBe("1");
});

test("the mouse over the hero holds the slideshow; it moves on once the mouse leaves", async ({ page }) => {
  await openHome(page);
  await slideshowMounted(page);
  const hero = (await page.locator(".hero").boundingBox())!;
  await page.mouse.move(hero.x + hero.width / 2, hero.y + hero.height / 2);
  await page.clock.runFor(10_000);
  expect(await activeIndex(page)).toBe("0");
  await moveAway(page);
  await page.clock.runFor(3000 + 900);
  await expect.poll(() => activeIndex(page)).toBe("1");
});

test("keyboard focus inside the hero holds the slideshow; it moves on once focus leaves", async ({ page }) => {
  await openHome(page);
  await slideshowMounted(page);
  for (let i = 0; i < 40 && !(await page.evaluate(() => !!document.activeElement?.closest(".hero"))); i++) await page.keyboard.press("Tab");
  await page.clock.runFor(10_000);
  expect(await activeIndex(page)).toBe("0");
  // Focus leaves the hero: it moves on.
  await page.locator("main").getByRole("link").last().focus();
  await page.clock.runFor(3000 + 900);
  await expect.poll(() => activeIndex(page)).toBe("1");
});

test("turning on reduced motion during the visit stops the slideshow", async ({ page }) => {
  await openHome(page);
  await slideshowMounted(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(page.getByRole("button", { name: "Reanudar fotos" })).toBeVisible();
  await page.clock.runFor(10_000);
  expect(await activeIndex(page)).toBe("0");
});

test.describe("with reduced motion", () => {
  test.use({ colorScheme: "light" });

  test("the hero stays on its first photo, loads no slideshow, and offers to play", async ({ page }) => {
    const listRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/hero-photos.json")) listRequests.push(request.url());
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await page.clock.runFor(10_000);
    await expect(page.locator(".hero .slick-slide")).toHaveCount(0);
    expect(listRequests).toEqual([]);
    const play = page.getByRole("button", { name: "Reanudar fotos" });
    await expect(play).toBeVisible();
    // Pressing play is the visitor's choice: the slideshow starts.
    await play.click();
    await slideshowMounted(page);
  });
});

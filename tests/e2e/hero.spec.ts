import { expect, test, type Page } from "@playwright/test";
import { site } from "./site-data.ts";

const activeIndex = (page: Page) => page.locator(".hero .slick-slide.slick-active").getAttribute("data-index");

/** With the clock paused, React's Suspense reveal waits on timers: step the clock until the slideshow is mounted. */
async function slideshowMounted(page: Page) {
  for (let i = 0; i < 100 && (await page.locator(".hero .slick-slide").count()) === 0; i++) await page.clock.runFor(50);
  await expect(page.locator(".hero .slick-slide").first()).toBeAttached();
}

async function openHome(page: Page) {
  // A flowing fake clock: react-slick's fade timers stall under a paused one.
  await page.clock.install();
  await page.goto("/");
  await page.clock.runFor(site.site.preloaderMs + 100);
  await expect(page.getByRole("status", { name: "Cargando" })).toHaveCount(0);
  // Away from the slideshow: hovering it pauses it.
  await page.mouse.move(1, 700);
}

test("the hero holds every apartment photo; only the first loads eagerly, with high priority", async ({ page }) => {
  const heroRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image" && request.url().includes("/media/")) heroRequests.push(request.url());
  });
  await page.goto("/");
  const total = site.apartments.reduce((n, apartment) => n + apartment.photos.length, 0);
  await expect(page.locator(".hero .slick-slide")).toHaveCount(total);
  // The list of photos is a static file fetched after the page is up, not part of the page's data.
  expect(await page.locator("script").allTextContents()).not.toContainEqual(expect.stringContaining(site.apartments[3]!.photos[5]!.alt));
  const eager = page.locator('.hero img[loading="eager"]');
  await expect(eager).toHaveCount(1);
  await expect(eager).toHaveAttribute("fetchpriority", "high");
  await expect(eager).toHaveAttribute("alt", site.apartments[0]!.photos[0]!.alt);
  await page.waitForLoadState("networkidle");
  // The first photo, and the next one fetched ahead of its turn; not the other 75.
  expect(page.locator(".hero img")).toBeDefined();
  expect(await page.locator(".hero img").count()).toBeLessThanOrEqual(3);
});

test("the hero fades to the next photo after 3 s, not before", async ({ page }) => {
  await openHome(page);
  // The slideshow starts once its code and photo list have arrived after hydration.
  await slideshowMounted(page);
  expect(await activeIndex(page)).toBe("0");
  await page.clock.runFor(2500);
  expect(await activeIndex(page)).toBe("0");
  await page.clock.runFor(1400);
  await expect.poll(() => activeIndex(page)).toBe("1");
  // The photo after it is fetched ahead of its turn.
  await expect(page.locator('.hero .slick-slide[data-index="2"] img')).toHaveCount(1);
});

test("the pause button stops the hero and the play button restarts it", async ({ page }) => {
  await openHome(page);
  await slideshowMounted(page);
  await page.getByRole("button", { name: "Pausar fotos" }).click();
  await page.mouse.move(1, 700);
  await page.clock.runFor(10_000);
  expect(await activeIndex(page)).toBe("0");
  await page.getByRole("button", { name: "Reanudar fotos" }).click();
  await page.mouse.move(1, 700);
  await page.clock.runFor(3000 + 900);
  await expect.poll(() => activeIndex(page)).toBe("1");
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

import { expect, test, type Page } from "@playwright/test";
import { photos as manifest } from "../../src/generated/photos.gen.ts";
import { labels } from "../../src/labels.ts";
import { site } from "./site-data.ts";
import { watchPage } from "./watch-page.ts";
import { openHydrated } from "./hydrated.ts";

const photos = site.gallery.photos;
const N = photos.length;
const words = labels.gallery.lightbox;

/** lightGallery's code and CSS travel in one lazy chunk named after src/components/media/lightgallery-viewer.ts. */
const LIGHTBOX_ASSET = /lightgallery|\/assets\/lg-/;

function photoLink(page: Page, index: number) {
  return page.getByRole("link", { name: labels.gallery.open(photos[index]!.alt), exact: true });
}

function lightbox(page: Page) {
  return page.getByRole("dialog", { name: words.dialog });
}

function counter(page: Page) {
  return lightbox(page).getByRole("status").filter({ hasText: /^\d+ \/ \d+$/ });
}

/** lightGallery ignores the arrows while a photo is still sliding in (aria-busy); wait, as a visitor would. */
async function settled(page: Page) {
  await expect(lightbox(page)).toHaveAttribute("aria-busy", "false");
}

function collectRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

test("a photo opens the lightbox there; Siguiente, Anterior, counter; Escape closes and focus goes back to the photo", async ({ page }) => {
  const problems = watchPage(page);
  await openHydrated(page, "/gallery");
  await photoLink(page, 2).click();

  await expect(lightbox(page)).toBeVisible();
  await expect(counter(page)).toHaveText(words.counter(3, N));
  const image = lightbox(page).locator(".lg-current img");
  await expect(image).toHaveAttribute("alt", photos[2]!.alt);
  // Responsive sources, never the original file: the originals are not published.
  await expect(image).toHaveAttribute("srcset", /\/media\/\S+\.webp 400w/);
  await expect(image).toHaveAttribute("sizes", /.+/);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[^/]+\.webp$/);
  await expect(lightbox(page).getByRole("button", { name: words.close, exact: true })).toBeVisible();
  await expect(lightbox(page).locator(".lg-thumb-item img").first()).toHaveAttribute("src", manifest[photos[0]!.file]!.variants[0]!.url);
  // Each thumbnail is described by its photo's own words (lightGallery's markup gets them escaped).
  await expect(lightbox(page).locator(".lg-thumb-item img").first()).toHaveAttribute("alt", photos[0]!.alt);
  // No download button: the visitor has the photo on screen, the site doesn't hand out files.
  await expect(lightbox(page).locator(".lg-download")).toHaveCount(0);

  await settled(page);
  await lightbox(page).getByRole("button", { name: words.next, exact: true }).click();
  await expect(counter(page)).toHaveText(words.counter(4, N));
  await expect(image).toHaveAttribute("alt", photos[3]!.alt);
  await settled(page);
  await lightbox(page).getByRole("button", { name: words.previous, exact: true }).click();
  await expect(counter(page)).toHaveText(words.counter(3, N));

  await page.keyboard.press("Escape");
  await expect(lightbox(page)).toBeHidden();
  await expect(photoLink(page, 2)).toBeFocused();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("Cerrar closes it, and it opens again at another photo", async ({ page }) => {
  await openHydrated(page, "/gallery");
  await photoLink(page, 0).click();
  await expect(counter(page)).toHaveText(words.counter(1, N));
  await lightbox(page).getByRole("button", { name: words.close, exact: true }).click();
  await expect(lightbox(page)).toBeHidden();
  await expect(photoLink(page, 0)).toBeFocused();
  await photoLink(page, N - 1).click();
  await expect(counter(page)).toHaveText(words.counter(N, N));
  await settled(page);
  // It loops: after the last photo comes the first.
  await lightbox(page).getByRole("button", { name: words.next, exact: true }).click();
  await expect(counter(page)).toHaveText(words.counter(1, N));
});

test("Tab and Shift+Tab stay inside the open lightbox", async ({ page }) => {
  await openHydrated(page, "/gallery");
  await photoLink(page, 1).click();
  await expect(lightbox(page)).toBeVisible();
  await expect(lightbox(page)).toBeFocused();
  const insideLightbox = () => page.evaluate(() => Boolean(document.activeElement?.closest(".lg-container")));
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(key);
      expect(await insideLightbox(), `${key} #${i + 1}`).toBe(true);
    }
  }
  // The page behind is inert while the lightbox is open, and usable again once it closes.
  await expect(page.locator("main")).toHaveJSProperty("inert", true);
  await page.keyboard.press("Escape");
  await expect(page.locator("main")).toHaveJSProperty("inert", false);
});

test("every lightbox control has a Spanish name", async ({ page }) => {
  await openHydrated(page, "/gallery");
  await photoLink(page, 0).click();
  await expect(lightbox(page)).toBeVisible();
  const names = await lightbox(page).locator("button, a").evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")));
  const spanish: string[] = [words.close, words.previous, words.next, words.zoomIn, words.zoomOut, words.actualSize, words.toggleThumbnails, words.maximize];
  expect(names.length).toBeGreaterThanOrEqual(3);
  for (const name of names) expect(spanish).toContain(name);
});

test("with reduced motion the photos change without sliding", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHydrated(page, "/gallery");
  await photoLink(page, 4).click();
  await expect(counter(page)).toHaveText(words.counter(5, N));
  await expect(page.locator(".lg-outer")).toHaveClass(/\blg-fade\b/);
  await expect(page.locator(".lg-inner")).toHaveAttribute("style", /transition-duration: 0ms/);
});

test("lightGallery is fetched only when a photo is opened, from this site only", async ({ page }) => {
  const urls = collectRequests(page);
  for (const path of ["/", "/about"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/gallery");
  await page.waitForLoadState("networkidle");
  expect(urls.filter((url) => LIGHTBOX_ASSET.test(url))).toEqual([]);

  await photoLink(page, 0).click();
  await expect(lightbox(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  const lightboxAssets = urls.filter((url) => LIGHTBOX_ASSET.test(url));
  expect(lightboxAssets.some((url) => url.endsWith(".js"))).toBe(true);
  expect(lightboxAssets.some((url) => url.endsWith(".css"))).toBe(true);
  const origin = new URL(page.url()).origin;
  expect(urls.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);
});

test("without JavaScript every photo links to its largest WebP variant", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/gallery");
  const links = page.getByRole("link", { name: /^Ampliar: / });
  await expect(links).toHaveCount(N);
  for (const [i, photo] of photos.entries()) {
    await expect(links.nth(i)).toHaveAttribute("href", manifest[photo.file]!.variants.at(-1)!.url);
  }
  await expect(links.first()).toHaveAttribute("href", /^\/media\/[^/]+\.webp$/);
  const [response] = await Promise.all([page.waitForResponse(/\/media\/.+\.webp$/), links.nth(2).click()]);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  await context.close();
});

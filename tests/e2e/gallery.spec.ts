import type { Page } from "@playwright/test";
import { expect, holdHydration, openHydrated, settleRequests, test, waitForHydration } from "./support/test.ts";
import { fill, galleryPhotos, labels, pathOfKind, site, variantUrls } from "./support/site-data.ts";

/** The gallery's lightbox (lightGallery), opened from the photo grid. */

const photos = galleryPhotos(site);
const N = photos.length;
const words = labels.gallery.lightbox;
const galleryPath = pathOfKind("gallery");
/** lightGallery's code and CSS travel in one lazy chunk named after src/components/media/lightgallery-viewer.ts. */
const LIGHTBOX_ASSET = /lightgallery|\/assets\/lg-/;

const photoLink = (page: Page, index: number) => page.getByRole("link", { name: fill(labels.gallery.open, { alt: photos[index]!.alt }), exact: true });
const lightbox = (page: Page) => page.getByRole("dialog", { name: words.dialog });
const counter = (page: Page) =>
  lightbox(page)
    .getByRole("status")
    .filter({ hasText: /^\d+ \/ \d+$/ });
const button = (page: Page, name: string) => lightbox(page).getByRole("button", { name, exact: true });
/** lightGallery ignores the arrows while a photo is still sliding in (aria-busy); wait, as a visitor would. */
const settled = (page: Page) => expect(lightbox(page)).toHaveAttribute("aria-busy", "false");
/**
 * The photo on show. lightGallery's markup is its own: no role tells the shown slide from the ones
 * it keeps ready on each side, so its class is the only handle.
 */
const shownImage = (page: Page) => lightbox(page).locator(".lg-current img");

test("a photo opens the lightbox there; next, previous, counter, Spanish names; Escape and Cerrar close it and focus goes back", async ({ page }) => {
  await openHydrated(page, galleryPath);
  // Only the first photos, those a first view shows, come in one after another; the rest are simply there.
  const entrance = (index: number) => page.locator(".photo-grid__item").nth(index).evaluate((item) => getComputedStyle(item).animationName);
  expect(await entrance(0)).toBe("photo-grid-in");
  expect(await entrance(11)).toBe("photo-grid-in");
  expect(await entrance(12)).toBe("none");
  expect(await entrance(N - 1)).toBe("none");
  await photoLink(page, 2).click();
  await expect(lightbox(page)).toBeVisible();
  await expect(counter(page)).toHaveText(fill(words.counter, { index: 3, total: N }));
  await expect(shownImage(page)).toHaveAttribute("alt", photos[2]!.alt);
  // Responsive sources, never the original file: the originals are not published.
  await expect(shownImage(page)).toHaveAttribute("srcset", /\/media\/\S+\.webp 400w/);
  await expect(shownImage(page)).toHaveAttribute("sizes", /.+/);
  const variants = variantUrls(photos[2]!.file).map((url) => new URL(url, page.url()).href);
  await expect.poll(() => shownImage(page).evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  expect(variants).toContain(await shownImage(page).evaluate((img: HTMLImageElement) => img.currentSrc));
  // Each thumbnail is the smallest variant, described by its photo's own words (lightGallery's markup gets them escaped).
  const thumbnail = lightbox(page).getByRole("img", { name: photos[0]!.alt, exact: true });
  await expect(thumbnail).toHaveAttribute("src", variantUrls(photos[0]!.file)[0]!);
  // Every control is named in Spanish; no download button (the site doesn't hand out files).
  const names = await lightbox(page)
    .locator("button, a")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")));
  expect(names.length).toBeGreaterThanOrEqual(3);
  for (const name of names)
    expect([words.close, words.previous, words.next, words.zoomIn, words.zoomOut, words.actualSize, words.toggleThumbnails, words.maximize]).toContain(name);

  await settled(page);
  await button(page, words.next).click();
  await expect(counter(page)).toHaveText(fill(words.counter, { index: 4, total: N }));
  await expect(shownImage(page)).toHaveAttribute("alt", photos[3]!.alt);
  await settled(page);
  await button(page, words.previous).click();
  await expect(counter(page)).toHaveText(fill(words.counter, { index: 3, total: N }));
  await page.keyboard.press("Escape");
  await expect(lightbox(page)).toBeHidden();
  await expect(photoLink(page, 2)).toBeFocused();

  // The photos have ends, as in the apartment slider: there "Siguiente" is disabled, seen dimmed,
  // the arrow key stops, and focus moves from the button that went disabled to the other one.
  await photoLink(page, N - 2).click();
  await expect(counter(page)).toHaveText(fill(words.counter, { index: N - 1, total: N }));
  await expect(button(page, words.next)).toBeEnabled();
  await settled(page);
  await button(page, words.next).click();
  await expect(counter(page)).toHaveText(fill(words.counter, { index: N, total: N }));
  await settled(page);
  await expect(button(page, words.next)).toBeDisabled();
  await expect(button(page, words.next)).toBeVisible();
  expect(Number(await button(page, words.next).evaluate((next) => getComputedStyle(next).opacity))).toBeGreaterThan(0.2);
  await expect(button(page, words.previous)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await settled(page);
  await expect(counter(page)).toHaveText(fill(words.counter, { index: N, total: N }));
  await button(page, words.close).click();
  await expect(lightbox(page)).toBeHidden();
  await expect(photoLink(page, N - 2)).toBeFocused();

  await photoLink(page, 0).click();
  await expect(counter(page)).toHaveText(fill(words.counter, { index: 1, total: N }));
  await expect(button(page, words.previous)).toBeDisabled();
  await page.keyboard.press("ArrowLeft");
  await settled(page);
  await expect(counter(page)).toHaveText(fill(words.counter, { index: 1, total: N }));
  await page.keyboard.press("Escape");
});

test("reached by a link from the home page, the gallery's photos (static, never hydrated) open the lightbox the same way", { tag: "@once" }, async ({ page }) => {
  await openHydrated(page, "/");
  await page.getByRole("link", { name: labels.hero.gallery }).click();
  await expect(page).toHaveURL(new RegExp(`${galleryPath}$`));
  await waitForHydration(page);
  expect(await photoLink(page, 5).evaluate((link) => Object.keys(link).some((key) => key.startsWith("__reactFiber")))).toBe(false);
  await photoLink(page, 5).click();
  await expect(counter(page)).toHaveText(fill(words.counter, { index: 6, total: N }));
  await settled(page);
  await page.keyboard.press("Escape");
  await expect(lightbox(page)).toBeHidden();
  await expect(photoLink(page, 5)).toBeFocused();
  // From the keyboard too.
  await page.keyboard.press("Enter");
  await expect(counter(page)).toHaveText(fill(words.counter, { index: 6, total: N }));
});

test("Tab and Shift+Tab stay inside the open lightbox, and the page behind is inert until it closes", { tag: "@once" }, async ({ page }) => {
  await openHydrated(page, galleryPath);
  await photoLink(page, 1).click();
  await expect(lightbox(page)).toBeFocused();
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(key);
      expect(await lightbox(page).evaluate((dialog) => dialog.contains(document.activeElement)), `${key} #${i + 1}`).toBe(true);
    }
  }
  await expect(page.locator("main")).toHaveJSProperty("inert", true);
  await page.keyboard.press("Escape");
  await expect(page.locator("main")).toHaveJSProperty("inert", false);
});

test("a lightbox closed as soon as it shows leaves the page as it was: nothing inert, the focus on the photo", { tag: "@once" }, async ({ page }) => {
  await openHydrated(page, galleryPath);
  // Cerrar pressed the moment the lightbox shows, before lightGallery has finished opening it.
  await page.evaluate(() => {
    const watch = new MutationObserver(() => {
      const shown = document.querySelector(".lg-container.lg-show");
      if (!shown?.querySelector(".lg-current")) return;
      watch.disconnect();
      shown.querySelector<HTMLButtonElement>(".lg-close")!.click();
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await photoLink(page, 2).click();
  await expect(lightbox(page)).toBeHidden();
  // What lightGallery still had queued for the opening has run by now (a timer, then a frame and a task).
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => [...document.body.children].filter((element) => (element as HTMLElement).inert).length)).toBe(0);
  await expect(photoLink(page, 2)).toBeFocused();
});

test("with reduced motion the photos change without sliding", { tag: "@once" }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHydrated(page, galleryPath);
  await photoLink(page, 4).click();
  await expect(counter(page)).toHaveText(fill(words.counter, { index: 5, total: N }));
  await settled(page);
  // Pressed and measured in one go: any slide would be a running transition right after the press.
  const moving = await button(page, words.next).evaluate((next: HTMLButtonElement) => {
    next.click();
    return document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && Number(animation.effect?.getComputedTiming().duration) > 1)
      .map((animation) => `${(animation.effect as KeyframeEffect | null)?.target?.className}: ${animation.effect?.getComputedTiming().duration} ms`);
  });
  expect(moving).toEqual([]);
  await expect(counter(page)).toHaveText(fill(words.counter, { index: 6, total: N }));
});

test("the first opening shows the tapped photo at once and gives it the connection: thumbnails after it and only near the strip's view, no loading GIF", async ({
  page,
}) => {
  await openHydrated(page, galleryPath);
  await settleRequests(page);
  // From here on, every photo the network serves takes a second: a slow phone connection.
  const media: string[] = [];
  await page.route("**/media/**", async (route) => {
    media.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const others: string[] = [];
  page.on("request", (request) => others.push(request.url()));
  const opened = 4;
  await photoLink(page, opened).click();
  await expect(lightbox(page)).toBeVisible();
  // The photo is on screen before anything new arrives: the full image if the grid's copy was already
  // big enough, else the grid's copy standing in where the full one will be drawn.
  const current = lightbox(page).locator(".lg-current");
  const drawn = () =>
    current.evaluate((slide) => {
      const image = slide.querySelector<HTMLImageElement>(".lg-image");
      if (image?.complete && image.naturalWidth > 0) return "image";
      const stand = slide.querySelector<HTMLElement>(".lg-placeholder");
      return stand && stand.getBoundingClientRect().height > 100 && getComputedStyle(stand).backgroundImage.startsWith("url(") ? "placeholder" : "nothing";
    });
  expect(await drawn()).not.toBe("nothing");
  const gridCopy = await photoLink(page, opened)
    .locator("img")
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  const strip = lightbox(page).locator(".lg-thumb-item img");
  if ((await drawn()) === "placeholder") {
    expect(await current.locator(".lg-placeholder").evaluate((stand) => getComputedStyle(stand).backgroundImage)).toContain(new URL(gridCopy).pathname);
    // Meanwhile the thumbnails wait, not even fetched (a lazy image out of the layout isn't).
    expect(await strip.evaluateAll((images) => images.filter((img) => getComputedStyle(img).display !== "none").length)).toBe(0);
  }
  await expect.poll(drawn, { timeout: 10_000 }).toBe("image");
  await expect(current.locator(".lg-placeholder")).toHaveCount(0);
  // Then the thumbnails, lazily: the strip's visible part and its neighbourhood, not all 80.
  await expect.poll(() => strip.nth(opened).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  await settleRequests(page);
  const started = await strip.evaluateAll((images) => (images as HTMLImageElement[]).filter((img) => img.currentSrc !== "").length);
  expect(started).toBeGreaterThan(0);
  expect(started).toBeLessThan(N / 2);
  expect(media.length).toBeLessThan(N / 2);
  expect(others.filter((url) => /\.gif(\?|$)/.test(url))).toEqual([]);
});

test("lightGallery is fetched only by the gallery, once the page is idle after hydration, from this site only", { tag: "@once" }, async ({ page }) => {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  for (const path of ["/", pathOfKind("about")]) {
    await openHydrated(page, path);
    await settleRequests(page);
  }
  expect(urls.filter((url) => LIGHTBOX_ASSET.test(url))).toEqual([]);
  // Not with the page: until its scripts run, the photo links are plain links.
  const release = await holdHydration(page);
  await page.goto(galleryPath);
  await page.waitForLoadState("load");
  expect(urls.filter((url) => LIGHTBOX_ASSET.test(url))).toEqual([]);
  release();
  await waitForHydration(page);
  await settleRequests(page);
  // Ready before the first tap: its code and its CSS.
  const assets = urls.filter((url) => LIGHTBOX_ASSET.test(url));
  expect(assets.some((url) => url.endsWith(".js"))).toBe(true);
  expect(assets.some((url) => url.endsWith(".css"))).toBe(true);
  await photoLink(page, 0).click();
  await expect(lightbox(page)).toBeVisible();
  // The guard fails the test on any request to another host.
});

import type { Locator, Page } from "@playwright/test";
import { expect, openHydrated, test } from "./support/test.ts";
import { apartmentPath, bookingMessages, fill, labels, sampleApartment, site, variantUrls } from "./support/site-data.ts";

/**
 * The apartment photo slider, on one apartment page (every apartment page's own photos are checked
 * by the crawl). Its index arithmetic is unit-tested (tests/unit/media); here, what a visitor does.
 */

const apartment = sampleApartment;
const n = apartment.photos.length;
const srcOf = (i: number) => variantUrls(apartment.photos[i - 1]!.file);

async function openSlider(page: Page) {
  await openHydrated(page, apartmentPath(apartment.slug));
  const slider = page.getByRole("region", { name: fill(labels.slider.region, { name: apartment.name }), exact: true });
  await slider.scrollIntoViewIfNeeded();
  return {
    slider,
    counter: slider.getByText(/^\d+ \/ \d+$/),
    previous: slider.getByRole("button", { name: labels.slider.previous, exact: true }),
    next: slider.getByRole("button", { name: labels.slider.next, exact: true }),
    thumb: (i: number) => slider.getByRole("button", { name: fill(labels.slider.thumb, { i }), exact: true }),
    strip: slider.getByRole("list", { name: labels.slider.thumbs }),
    // Only the current slide is exposed to assistive technology; the others are aria-hidden.
    current: slider.getByRole("group"),
  };
}

const shows = async (image: Locator, i: number) => expect(srcOf(i)).toContain(await image.getAttribute("src"));

test("counter, previous and next stop at the ends, thumbnails choose the photo", async ({ page }) => {
  const { slider, counter, previous, next, thumb, current } = await openSlider(page);
  await expect(slider).toHaveAttribute("aria-roledescription", labels.slider.roleDescription);
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 1, n }));
  await expect(counter).toHaveAttribute("aria-live", "polite");
  await expect(previous).toBeDisabled();
  await expect(thumb(1)).toHaveAttribute("aria-current", "true");

  await next.click();
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 2, n }));
  await shows(current.getByRole("img"), 2);
  await previous.click();
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 1, n }));

  for (const i of [5, n, n - 1, 1]) {
    await thumb(i).click();
    await expect(counter).toHaveText(fill(labels.slider.counter, { i, n }));
    await shows(current.getByRole("img"), i);
    await expect(current.getByRole("img")).toBeInViewport({ ratio: 0.9 });
    await expect(slider.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(thumb(i)).toHaveAttribute("aria-current", "true");
    await expect(next).toBeEnabled({ enabled: i < n });
    await expect(previous).toBeEnabled({ enabled: i > 1 });
  }

  // The last photo by "next" alone: no wrap-around, and the disabled button hands focus to the other one.
  await thumb(n - 2).click();
  await next.click();
  await next.click();
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: n, n }));
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  // Every image keeps its size after moving through the photos.
  expect(await page.locator("img").evaluateAll((images) => images.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).length)).toBe(0);
});

test("arrow keys move while focus is in the slider, and not from the booking form", { tag: "@once" }, async ({ page }) => {
  const { counter, next, thumb } = await openSlider(page);
  await next.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 3, n }));
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 2, n }));
  // Focus follows the selection along the strip, which is a single tab stop.
  await thumb(2).focus();
  await page.keyboard.press("ArrowRight");
  await expect(thumb(3)).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 1, n }));
  await expect(thumb(1)).toBeFocused();
  // Typing a date in the booking form doesn't move the photos.
  await page.getByRole("form", { name: bookingMessages.form }).getByLabel(bookingMessages.checkIn).focus();
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 1, n }));
});

test("a swipe over 30 px moves the photos, with a mouse or a finger; a short one doesn't", async ({ page }) => {
  const { counter, current } = await openSlider(page);
  const box = (await current.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  const drag = async (from: number, to: number) => {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 4 });
    await page.mouse.up();
  };
  await drag(x + 60, x - 60);
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 2, n }));
  await drag(x - 60, x + 60);
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 1, n }));
  await drag(x + 60, x + 35); // 25 px: not a swipe
  await drag(x - 60, x + 60); // before the first photo: nowhere to go
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 1, n }));

  const cdp = await page.context().newCDPSession(page);
  const swipe = async (dx: number) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (const step of [0.25, 0.5, 0.75, 1]) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + dx * step, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  await swipe(-80);
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 2, n }));
  await swipe(-20);
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 2, n }));
  await swipe(80);
  await expect(counter).toHaveText(fill(labels.slider.counter, { i: 1, n }));
});

test("three thumbnails fit across the strip (205 × 200 px when there is room), which follows the selection", async ({ page }) => {
  const { thumb, strip, next } = await openSlider(page);
  await strip.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const stripBox = (await strip.boundingBox())!;
  const boxes = await Promise.all([1, 2, 3, 4].map(async (i) => (await thumb(i).boundingBox())!));
  for (const box of boxes.slice(0, 3)) {
    expect(box.x).toBeGreaterThanOrEqual(stripBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(stripBox.x + stripBox.width);
    expect(box.width / box.height).toBeCloseTo(205 / 200, 1);
    if (page.viewportSize()!.width >= 1280) {
      expect(box.width).toBeCloseTo(205, 0);
      expect(box.height).toBeCloseTo(200, 0);
    }
  }
  expect(boxes[3]!.x).toBeGreaterThanOrEqual(stripBox.x + stripBox.width); // the fourth waits off to the right
  await expect(thumb(1).locator("img")).toHaveAttribute("sizes", "205px");

  for (let i = 0; i < 6; i++) await next.click();
  await strip.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(thumb(7)).toBeInViewport({ ratio: 0.95 });
  await expect(thumb(1)).not.toBeInViewport();
  await thumb(n).focus();
  await page.keyboard.press("Enter");
  await expect(thumb(n)).toBeInViewport({ ratio: 0.95 });
  await page.keyboard.press("ArrowLeft");
  await expect(thumb(n - 1)).toBeInViewport({ ratio: 0.95 });
});

test("the move lasts apartmentSlider.animationSeconds, and doesn't animate under reduced motion", { tag: "@once" }, async ({ page }) => {
  const { slider } = await openSlider(page);
  const track = slider.locator(".photo-slider__track");
  await expect.poll(() => track.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(`${site.apartmentSlider.animationSeconds}s`);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect.poll(() => track.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe("none");
});

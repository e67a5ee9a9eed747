import { expect, test, type Locator, type Page } from "@playwright/test";
import { picture } from "../../src/site/pictures.ts";
import { pictureSrc } from "../../src/site/picture-sources.ts";
import { routes, site } from "./site-data.ts";
import { watchPage } from "./watch-page.ts";
import { openHydrated } from "./hydrated.ts";

/** The photo counts the issue names, checked against site.yaml so neither drifts unnoticed. */
const EXPECTED_COUNTS: Record<string, number> = {
  mirador: 25,
  "san-isidro": 26,
  calicanto: 13,
  "fabrica-harinas": 13,
};

const apartments = site.apartments.map((apartment) => ({
  name: apartment.name,
  slug: apartment.slug,
  path: routes.find((route) => route.kind === "apartment" && route.apartment === apartment.slug)!.path,
  srcs: apartment.photos.map((photo) => pictureSrc(picture(photo.file, photo.alt))),
}));

const bySlug = (slug: string) => apartments.find((apartment) => apartment.slug === slug)!;

async function open(page: Page, { path, name }: { path: string; name: string }) {
  await openHydrated(page, path);
  const slider = page.getByRole("region", {
    name: `Fotos de ${name}`,
    exact: true,
  });
  await slider.scrollIntoViewIfNeeded();
  return slider;
}

const parts = (slider: Locator) => ({
  counter: slider.locator("[aria-live]"),
  previous: slider.getByRole("button", { name: "Foto anterior", exact: true }),
  next: slider.getByRole("button", { name: "Foto siguiente", exact: true }),
  thumb: (i: number) => slider.getByRole("button", { name: `Ver foto ${i}`, exact: true }),
  thumbs: slider.getByRole("button", { name: /^Ver foto \d+$/ }),
  // Only the current slide is exposed to assistive technology; the others are aria-hidden.
  mainImage: slider.getByRole("group").getByRole("img"),
  viewport: slider.locator(".photo-slider__viewport"),
  strip: slider.locator(".photo-slider__thumbs"),
});

/** Brings the thumbnail strip to the middle of the window, clear of the sticky header. */
const centre = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: "center" }));

test("the photo counts in site.yaml are the issue's", () => {
  expect(Object.fromEntries(site.apartments.map((apartment) => [apartment.slug, apartment.photos.length]))).toEqual(EXPECTED_COUNTS);
});

for (const apartment of apartments) {
  const n = apartment.srcs.length;

  test.describe(`${apartment.name} (${apartment.path})`, () => {
    test(`counter 1 / ${n}, previous and next stop at the ends, thumbnails choose the photo`, async ({ page }) => {
      const problems = watchPage(page);
      const slider = await open(page, apartment);
      const { counter, previous, next, thumb, thumbs, mainImage } = parts(slider);

      await expect(slider).toHaveAttribute("aria-roledescription", "carrusel");
      await expect(counter).toHaveText(`1 / ${n}`);
      await expect(counter).toHaveAttribute("aria-live", "polite");
      await expect(counter).toBeVisible();
      await expect(mainImage).toHaveAttribute("src", apartment.srcs[0]!);
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await expect(thumbs).toHaveCount(n);
      await expect(thumb(1)).toHaveAttribute("aria-current", "true");

      await next.click();
      await expect(counter).toHaveText(`2 / ${n}`);
      await expect(mainImage).toHaveAttribute("src", apartment.srcs[1]!);
      await expect(previous).toBeEnabled();
      await previous.click();
      await expect(counter).toHaveText(`1 / ${n}`);
      await expect(previous).toBeDisabled();

      for (const i of [5, n, n - 1, 1]) {
        await thumb(i).click();
        await expect(counter).toHaveText(`${i} / ${n}`);
        await expect(mainImage).toHaveAttribute("src", apartment.srcs[i - 1]!);
        await expect(mainImage).toBeInViewport({ ratio: 0.9 });
        await expect(thumb(i)).toHaveAttribute("aria-current", "true");
        await expect(slider.locator('[aria-current="true"]')).toHaveCount(1);
        await expect(next).toBeEnabled({ enabled: i < n });
        await expect(previous).toBeEnabled({ enabled: i > 1 });
      }

      // The last photo by "next" alone: no wrap-around at the end.
      await thumb(n - 2).click();
      await next.click();
      await next.click();
      await expect(counter).toHaveText(`${n} / ${n}`);
      await expect(next).toBeDisabled();
      // The disabled button handed focus to the other one rather than dropping it.
      await expect(previous).toBeFocused();

      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    });

    test("arrow keys move while focus is in the slider, not elsewhere", async ({ page }) => {
      const slider = await open(page, apartment);
      const { counter, next, thumb } = parts(slider);

      await next.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(counter).toHaveText(`3 / ${n}`);
      await page.keyboard.press("ArrowLeft");
      await expect(counter).toHaveText(`2 / ${n}`);
      await thumb(2).focus();
      await page.keyboard.press("ArrowRight");
      await expect(counter).toHaveText(`3 / ${n}`);
      // Focus follows the selection along the strip, which is a single tab stop.
      await expect(thumb(3)).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(counter).toHaveText(`1 / ${n}`);
      await expect(thumb(1)).toBeFocused();

      // Typing a date in the booking form doesn't move the photos.
      await page.getByLabel("Fecha de entrada").first().focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(counter).toHaveText(`1 / ${n}`);
    });

    test("a swipe over 30 px moves to the next or previous photo; a short one doesn't", async ({ page }) => {
      const slider = await open(page, apartment);
      const { counter, viewport, mainImage } = parts(slider);
      const box = (await viewport.boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      const drag = async (from: number, to: number) => {
        await page.mouse.move(from, y);
        await page.mouse.down();
        await page.mouse.move(to, y, { steps: 4 });
        await page.mouse.up();
      };

      await drag(x + 60, x - 60);
      await expect(counter).toHaveText(`2 / ${n}`);
      await expect(mainImage).toHaveAttribute("src", apartment.srcs[1]!);
      await drag(x - 60, x + 60);
      await expect(counter).toHaveText(`1 / ${n}`);
      await drag(x + 60, x + 35); // 25 px: not a swipe
      await drag(x + 60, x - 60);
      await expect(counter).toHaveText(`2 / ${n}`);
      // At the first photo a swipe to the right goes nowhere.
      await drag(x - 60, x + 60);
      await drag(x - 60, x + 60);
      await expect(counter).toHaveText(`1 / ${n}`);
    });
  });
}

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a finger swipe on a touch screen moves the photos", async ({ page }) => {
    const slider = await open(page, bySlug("calicanto"));
    const { counter, viewport } = parts(slider);
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (dx: number) => {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchStart",
        touchPoints: [{ x, y }],
      });
      for (const step of [0.25, 0.5, 0.75, 1])
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: x + dx * step, y }],
        });
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchEnd",
        touchPoints: [],
      });
    };
    await swipe(-80);
    await expect(counter).toHaveText("2 / 13");
    await swipe(-80);
    await expect(counter).toHaveText("3 / 13");
    await swipe(80);
    await expect(counter).toHaveText("2 / 13");
    await swipe(-20);
    await expect(counter).toHaveText("2 / 13");
  });
});

test("three thumbnails fit across the strip, 205 × 200 px when there is room", async ({ page }) => {
  const slider = await open(page, bySlug("mirador"));
  const { thumb } = parts(slider);
  await centre(parts(slider).strip);
  const strip = (await parts(slider).strip.boundingBox())!;
  const boxes = await Promise.all([1, 2, 3, 4].map(async (i) => (await thumb(i).boundingBox())!));
  for (const box of boxes.slice(0, 3)) {
    expect(box.x).toBeGreaterThanOrEqual(strip.x);
    expect(box.x + box.width).toBeLessThanOrEqual(strip.x + strip.width);
    expect(box.width / box.height).toBeCloseTo(205 / 200, 1);
  }
  expect(boxes[3]!.x).toBeGreaterThanOrEqual(strip.x + strip.width); // the fourth waits off to the right
  for (const i of [1, 2, 3]) await expect(thumb(i)).toBeInViewport({ ratio: 0.95 });
  await expect(thumb(4)).not.toBeInViewport();
  if (page.viewportSize()!.width >= 1280) {
    for (const box of boxes.slice(0, 3)) {
      expect(box.width).toBeCloseTo(205, 0);
      expect(box.height).toBeCloseTo(200, 0);
    }
  }
});

test("the strip scrolls to keep the selected thumbnail in view", async ({ page }) => {
  const slider = await open(page, bySlug("san-isidro"));
  const { next, thumb, thumbs, strip } = parts(slider);
  for (let i = 0; i < 6; i++) await next.click();
  await centre(strip);
  await expect(thumb(7)).toBeInViewport({ ratio: 0.95 });
  await expect(thumb(1)).not.toBeInViewport();
  await thumbs.last().focus();
  await page.keyboard.press("Enter");
  await expect(thumb(26)).toBeInViewport({ ratio: 0.95 });
  await page.keyboard.press("ArrowLeft");
  await expect(thumb(25)).toBeInViewport({ ratio: 0.95 });
});

test("every <img> has width and height, before and after moving through the photos", async ({ page }) => {
  for (const apartment of apartments) {
    const slider = await open(page, apartment);
    await parts(slider).thumb(apartment.srcs.length).click();
    await parts(slider).thumb(8).click();
    const missing = await page
      .locator("img")
      .evaluateAll((images) => images.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.outerHTML));
    expect(missing).toEqual([]);
  }
});

test("only the first main photo loads eagerly, and none with high priority (the banner is the largest paint)", async ({ page }) => {
  const slider = await open(page, bySlug("mirador"));
  const loading = await slider.locator("img").evaluateAll((images) => images.map((img) => img.getAttribute("loading")));
  expect(loading[0]).toBe("eager");
  expect(loading.slice(1).every((value) => value === "lazy")).toBe(true);
  await expect(slider.locator("img[fetchpriority]")).toHaveCount(0);
  await expect(slider.locator(".photo-slider__thumb img").first()).toHaveAttribute("sizes", "205px");
});

test("the move between photos lasts apartmentSlider.animationSeconds, and doesn't animate under reduced motion", async ({ page }) => {
  const track = (await open(page, bySlug("mirador"))).locator(".photo-slider__track");
  const duration = () => track.evaluate((element) => getComputedStyle(element).transitionDuration);
  await expect.poll(duration).toBe(`${site.apartmentSlider.animationSeconds}s`);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect.poll(() => track.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe("none");
});

test("the prerendered HTML shows the first photo, the counter and the thumbnails without scripts", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const apartment of apartments) {
    await page.goto(apartment.path);
    const slider = page.getByRole("region", {
      name: `Fotos de ${apartment.name}`,
      exact: true,
    });
    const { counter, thumbs, mainImage } = parts(slider);
    await expect(counter).toHaveText(`1 / ${apartment.srcs.length}`);
    await expect(mainImage).toHaveAttribute("src", apartment.srcs[0]!);
    await expect(mainImage).toBeVisible();
    await expect(thumbs).toHaveCount(apartment.srcs.length);
  }
  await context.close();
});

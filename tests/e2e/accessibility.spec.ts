import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./support/axe.ts";
import { expect, openHydrated, settleAnimations, test } from "./support/test.ts";
import { apartmentPath, bookingMessages, fill, galleryPhotos, labels, menu, pathOfKind, routes, sampleApartment, site } from "./support/site-data.ts";

/**
 * Accessibility beyond what the crawl's axe run sees on each page as it loads: axe with menus,
 * dialogs and errors open, text over photos, focus rings along the whole Tab order, reduced motion.
 */

const apartmentPage = apartmentPath(sampleApartment.slug);
const placesPage = routes.find((route) => route.kind === "places")!.path;
const informationMenu = menu.find((item) => !item.path && item.children?.length)!;

/** Loads a page and waits until React has hydrated it (the preloader goes only after that). */
async function open(page: Page, path: string): Promise<void> {
  await openHydrated(page, path);
  // Entrance animations and transitions (gallery photos, dropdowns) fade from transparent;
  // axe would measure contrast on a half-drawn frame. Endless ones (the hero's autoplay) are left alone.
  await settleAnimations(page);
}

async function expectNoViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

test.describe("axe-core finds no WCAG 2.1 A/AA violation", () => {
  test("with the off-canvas menu open and a submenu unfolded", { tag: "@narrow" }, async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: labels.menuOpen, exact: true }).click();
    const panel = page.getByRole("dialog", { name: labels.menuOpen });
    await expect(panel).toBeVisible();
    await expectNoViolations(page);
    await panel.getByRole("button", { name: informationMenu.label }).click();
    await expect(panel.getByRole("link", { name: informationMenu.children![0]!.label })).toBeVisible();
    await settleAnimations(page);
    await expectNoViolations(page);
  });

  test("with the gallery lightbox open", async ({ page }) => {
    await open(page, pathOfKind("gallery"));
    await page.getByRole("link", { name: fill(labels.gallery.open, { alt: galleryPhotos(site)[1]!.alt }), exact: true }).click();
    const lightbox = page.getByRole("dialog", { name: labels.gallery.lightbox.dialog });
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toHaveAttribute("aria-busy", "false");
    await settleAnimations(page);
    await expectNoViolations(page);
  });

  test("with the booking form's errors shown", async ({ page }) => {
    await open(page, apartmentPage);
    const form = page.getByRole("form", { name: bookingMessages.form });
    await form.getByRole("button", { name: bookingMessages.submit }).click();
    await expect(form.getByRole("alert")).not.toHaveCount(0);
    await expect(form.getByLabel(bookingMessages.checkIn)).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);
  });

  test("with each desktop dropdown open", { tag: "@wide" }, async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: labels.mainNav });
    const toggles = nav.getByRole("button");
    const count = await toggles.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i++) {
      await toggles.nth(i).click();
      await expect(toggles.nth(i)).toHaveAttribute("aria-expanded", "true");
      await settleAnimations(page);
      await expectNoViolations(page);
      await page.keyboard.press("Escape");
      await expect(toggles.nth(i)).toHaveAttribute("aria-expanded", "false");
    }
  });
});

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Text drawn straight on photos (under a darkening overlay): axe can't see through the photo, so measure it. */
const TEXT_ON_PHOTOS: Record<string, string[]> = {
  "/": [".hero__tagline", ".hero__title", ".hero__text"],
  [placesPage]: [".page-banner__title", ".breadcrumb a", '.breadcrumb [aria-current="page"]'],
};

test.describe("colour contrast of text over photos", () => {
  for (const [path, selectors] of Object.entries(TEXT_ON_PHOTOS)) {
    test(`on ${path}, AA holds even over a pure white photo`, async ({ page }) => {
      // The worst photo the owner could upload: every image is plain white.
      const white = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer();
      await page.route("**/media/**", (route) => route.fulfill({ contentType: "image/png", body: white }));
      await open(page, path);
      await page.addStyleTag({ content: ".contrast-probe, .contrast-probe * { color: transparent !important; text-shadow: none !important; }" });
      const failures: string[] = [];
      for (const selector of selectors) {
        // Each kind of text is there to be measured: a renamed class must not empty the check.
        await expect(page.locator(selector).first(), selector).toBeAttached();
        for (const element of await page.locator(selector).all()) {
          // Measured in the viewport: a full-page screenshot resizes it, and the hero's height follows the viewport.
          await element.scrollIntoViewIfNeeded();
          const { color, large, boxes } = await element.evaluate((el) => {
            const style = getComputedStyle(el);
            const px = parseFloat(style.fontSize);
            const color = style.color
              .match(/\d+(\.\d+)?/g)!
              .slice(0, 3)
              .map(Number);
            const large = px >= 24 || (px >= 18.66 && Number(style.fontWeight) >= 700);
            // Where the glyphs are: the line boxes of the text, not the (often wider) element box.
            const range = document.createRange();
            range.selectNodeContents(el);
            const boxes = [...range.getClientRects()]
              .filter((rect) => rect.width > 1 && rect.height > 1)
              .map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height }));
            // Then hide the text: what remains in those boxes is what it is read against.
            el.classList.add("contrast-probe");
            return { color, large, boxes };
          });
          let brightest = 0;
          for (const clip of boxes) {
            const { data, info } = await sharp(await page.screenshot({ clip, animations: "disabled" }))
              .removeAlpha()
              .raw()
              .toBuffer({ resolveWithObject: true });
            for (let i = 0; i < data.length; i += info.channels) brightest = Math.max(brightest, luminance([data[i]!, data[i + 1]!, data[i + 2]!]));
          }
          await element.evaluate((el) => el.classList.remove("contrast-probe"));
          const ratio = contrast(luminance(color), brightest);
          const needed = large ? 3 : 4.5;
          if (ratio < needed) failures.push(`${selector} "${(await element.textContent())?.trim().slice(0, 30)}": ${ratio.toFixed(2)}:1 < ${needed}:1`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

test("the hero darkens its photo behind the words only: the rest keeps most of its light at 375, 768 and 1280 px", { tag: "@once" }, async ({ page }) => {
  const white = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
  await page.route("**/media/**", (route) => route.fulfill({ contentType: "image/png", body: white }));
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
    await open(page, "/");
    const hero = (await page.locator(".hero").boundingBox())!;
    const words = (await page.locator(".hero__words").boundingBox())!;
    const { data, info } = await sharp(await page.screenshot({ clip: hero, animations: "disabled" }))
      .removeAlpha()
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number): number => data[Math.round(y) * info.width + Math.round(x)]!;
    // A strip beside or below the words, clear of the shade's 96 px fade and of the play button.
    const strip =
      width >= 768
        ? { x0: words.x + words.width + 100 - hero.x, x1: hero.width - 1, y: words.y + 20 - hero.y }
        : { x0: 0, x1: hero.width / 2, y: hero.height - 4 };
    let darkest = 255;
    for (let x = strip.x0; x <= strip.x1; x += 4) darkest = Math.min(darkest, at(x, strip.y));
    // A white photo under 0.25 of the overlay colour shows at about 196; the old overlay (0.66–0.74
    // across the whole width on phones, a band beyond 640 px at 768) at 70–150.
    expect(darkest, `${width} px: the photo beside the words is darkened`).toBeGreaterThanOrEqual(185);
  }
});

test.describe("keyboard", () => {
  type Focus = {
    element: string;
    focusVisible: boolean;
    field: boolean;
    browserPart: boolean;
    /** In the page's header or footer, the same on every page. */
    inShell: boolean;
    inView: boolean;
    styled: boolean;
    /** The area around the element where its ring is drawn, and how many of its pixels a ring around the element takes. */
    clip: { x: number; y: number; width: number; height: number };
    needed: number;
  };

  /**
   * The focused element as a test reads it, once nothing animates any more and the result is
   * painted (one round trip a Tab stop: the page waits for itself); null once focus has left the
   * page's content.
   */
  async function focused(page: Page): Promise<Focus | null> {
    return page.evaluate(async () => {
      document.querySelector(".ring-probe")?.classList.remove("ring-probe");
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      const running = () =>
        document.getAnimations().some((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity);
      for (let frames = 0; running() && frames < 120; frames++) await frame();
      await frame();
      await frame();
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const pad = 8;
      const x = Math.max(0, box.left - pad);
      const y = Math.max(0, box.top - pad);
      const width = Math.min(window.innerWidth, box.right + pad) - x;
      const height = Math.min(window.innerHeight, box.bottom + pad) - y;
      const perimeter = [...el.getClientRects()].reduce((sum, rect) => sum + 2 * (rect.width + rect.height), 0);
      return {
        element: `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join(".")}` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
        focusVisible: el.matches(":focus-visible"),
        field: el.matches("input, select, textarea"),
        // A date field's calendar button lives in the browser's own shadow DOM, out of reach of
        // the page's CSS: the input is the active element without matching :focus, and the
        // browser draws its own ring around the button.
        browserPart: el.matches("input") && !el.matches(":focus"),
        inShell: el.closest(".site-header, .site-footer") !== null,
        inView: box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth,
        styled: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none",
        clip: { x, y, width, height },
        needed: Math.min(perimeter, 2 * (width + height - 4 * pad)),
      };
    });
  }

  /**
   * How visible the focus ring is where it is drawn: the area around the focused element is shot
   * with and without its outline and box-shadow (the two ways to draw a ring), and the pixels that
   * change by at least 3:1 (WCAG 1.4.11) are counted. A ring at least one pixel wide all around the
   * element gives its perimeter.
   */
  async function ringVisibility(page: Page, focus: Focus): Promise<{ contrasting: number; needed: number }> {
    const shoot = async () =>
      sharp(await page.screenshot({ clip: focus.clip, caret: "hide" }))
        .removeAlpha()
        .raw()
        .toBuffer();
    const ringed = await shoot();
    // The ring taken away (the next Tab stop's `focused` puts it back), and painted without it.
    await page.evaluate(async () => {
      document.activeElement!.classList.add("ring-probe");
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      for (
        let frames = 0;
        document.getAnimations().some((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity) &&
        frames < 120;
        frames++
      )
        await frame();
      await frame();
      await frame();
    });
    const plain = await shoot();
    let contrasting = 0;
    for (let i = 0; i + 2 < ringed.length; i += 3) {
      const ratio = contrast(luminance([ringed[i]!, ringed[i + 1]!, ringed[i + 2]!]), luminance([plain[i]!, plain[i + 1]!, plain[i + 2]!]));
      if (ratio >= 3) contrasting++;
    }
    return { contrasting, needed: focus.needed };
  }

  async function prepareRingProbe(page: Page, path: string): Promise<void> {
    await open(page, path);
    // Between the two shots only the ring may change: the hero's slideshow is paused first, by a
    // script click that leaves focus (and so the start of the Tab order) where it was.
    const pause = page.getByRole("button", { name: labels.hero.pause });
    if (await pause.count()) await pause.evaluate((button: HTMLButtonElement) => button.click());
    await page.addStyleTag({ content: ".ring-probe { outline-color: transparent !important; box-shadow: none !important; }" });
  }

  // The header and footer are the same on every page: their rings are measured on the home page, and
  // on the others only the stops between them (each stop still shows a ring, there too).
  for (const [path, shellMeasured] of [
    ["/", true],
    [apartmentPage, false],
    [placesPage, false],
  ] as const) {
    test(`on ${path}, every Tab stop shows a focus ring with 3:1 contrast against what surrounds it${shellMeasured ? "" : " (header and footer: on /)"}`, async ({
      page,
    }) => {
      await prepareRingProbe(page, path);
      const seen: string[] = [];
      const faint: string[] = [];
      // Tab through the whole page: past the last stop, focus leaves the document (body).
      for (let i = 0; i < 150; i++) {
        await page.keyboard.press("Tab");
        const focus = await focused(page);
        if (!focus) break;
        if (focus.browserPart) continue;
        seen.push(focus.element);
        // A date field keeps focus in its inner parts, where :focus-visible doesn't reach the input itself.
        if (!focus.field) expect(focus.focusVisible, `${focus.element} matches :focus-visible after Tab`).toBe(true);
        expect(focus.styled, `${focus.element} has an outline or box-shadow when focused`).toBe(true);
        if (!focus.inView) {
          faint.push(`${focus.element}: focused out of view`);
          continue;
        }
        if (focus.inShell && !shellMeasured) continue;
        const ring = await ringVisibility(page, focus);
        if (ring.contrasting < ring.needed) faint.push(`${focus.element}: ${ring.contrasting} of ${Math.round(ring.needed)} px`);
      }
      expect(seen.length).toBeGreaterThan(10);
      expect(faint, "focus rings too faint against their surroundings").toEqual([]);
    });
  }

  test("the off-canvas menu's button, close button and links show a clear focus ring (narrow screens)", { tag: "@narrow" }, async ({ page }) => {
    await prepareRingProbe(page, "/");
    const faint: string[] = [];
    const button = page.getByRole("button", { name: labels.menuOpen, exact: true });
    await button.focus();
    const check = async () => {
      const focus = (await focused(page))!;
      expect(focus.inView, `${focus.element} is in view`).toBe(true);
      const ring = await ringVisibility(page, focus);
      if (ring.contrasting < ring.needed) faint.push(`${focus.element}: ${ring.contrasting} of ${Math.round(ring.needed)} px`);
    };
    await check();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: labels.menuOpen })).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await check();
      await page.keyboard.press("Tab");
    }
    expect(faint, "focus rings too faint against their surroundings").toEqual([]);
  });
});

test.describe("prefers-reduced-motion: reduce", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  /**
   * Puts `motionSeconds(el)` in the page: the longest animation or transition (duration or delay, in
   * seconds) of an element and its ::before/::after. Both checks below run it in the browser.
   */
  async function installMotionProbe(page: Page): Promise<void> {
    await page.evaluate(() => {
      const seconds = (list: string) => list.split(",").map((value) => (value.trim().endsWith("ms") ? parseFloat(value) / 1000 : parseFloat(value)));
      (window as unknown as { motionSeconds: (el: Element) => number }).motionSeconds = (el) => {
        let longest = 0;
        for (const pseudo of [null, "::before", "::after"]) {
          const style = getComputedStyle(el, pseudo);
          const times = [style.animationDuration, style.animationDelay, style.transitionDuration, style.transitionDelay].flatMap(seconds);
          longest = Math.max(longest, ...times.filter(Number.isFinite));
        }
        return longest;
      };
    });
  }

  type Probe = { motionSeconds: (el: Element) => number };

  /** The longest animation or transition of the element, in seconds. */
  async function longestMotion(locator: Locator): Promise<number> {
    await installMotionProbe(locator.page());
    return locator.evaluate((el) => (window as unknown as Probe).motionSeconds(el));
  }

  /** Every element of the page, checked at once: none may animate or transition longer than a frame. */
  async function movingElements(page: Page): Promise<string[]> {
    await installMotionProbe(page);
    return page.evaluate(() =>
      [...document.querySelectorAll("*")]
        .filter((el) => (window as unknown as Probe).motionSeconds(el) > 0.001)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`),
    );
  }

  test("the gallery photos appear and zoom without animation", { tag: "@once" }, async ({ page }) => {
    await open(page, pathOfKind("gallery"));
    expect(await movingElements(page)).toEqual([]);
    const photo = page.getByRole("link", { name: fill(labels.gallery.open, { alt: galleryPhotos(site)[0]!.alt }), exact: true });
    await photo.hover();
    expect(await longestMotion(photo)).toBeLessThan(0.001);
    expect(await longestMotion(photo.getByRole("img"))).toBeLessThan(0.001);
  });

  test("the off-canvas panel opens without sliding, its submenus without unfolding", { tag: "@narrow" }, async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: labels.menuOpen, exact: true }).click();
    const panel = page.getByRole("dialog", { name: labels.menuOpen });
    await expect(panel).toBeVisible();
    expect(await longestMotion(panel)).toBeLessThan(0.001);
    await panel.getByRole("button", { name: informationMenu.label }).click();
    expect(await movingElements(page)).toEqual([]);
  });

  for (const path of ["/", apartmentPage]) {
    test(`nothing on ${path} animates or transitions`, { tag: "@once" }, async ({ page }) => {
      await open(page, path);
      expect(await movingElements(page)).toEqual([]);
      // The home page's slideshow stays on its first photo, with play offered.
      if (path === "/") await expect(page.getByRole("button", { name: labels.hero.play })).toBeVisible();
    });
  }
});

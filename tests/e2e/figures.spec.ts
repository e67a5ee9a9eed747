import type { Page } from "@playwright/test";
import { expect, openHydrated, test } from "./support/test.ts";
import { figureText, labels, site } from "./support/site-data.ts";

/** The home page's figures band: counting up once scrolled into view, or not at all under reduced motion. */

const figures = site.figures ?? [];
const finals = figures.map(figureText);

/** From now on, every set of numbers the band shows, with when it showed them. */
async function recordNumbers(page: Page): Promise<() => Promise<{ at: number; values: string[] }[]>> {
  await page.evaluate(() => {
    const seen: { at: number; values: string[] }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    const read = () => [...document.querySelectorAll(".figures__value")].map((value) => value.textContent ?? "");
    new MutationObserver(() => seen.push({ at: performance.now(), values: read() })).observe(document.querySelector(".figures")!, { subtree: true, characterData: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { seen: { at: number; values: string[] }[] }).seen);
}

test.describe("figures band", () => {
  if (figures.length === 0) {
    // The owner may list no figures: then the home page has no band at all, not an empty one.
    test("without figures in site.yaml the home page has no band @once", async ({ page }) => {
      await openHydrated(page, "/");
      await expect(page.getByRole("region", { name: labels.figures.heading, exact: true })).toHaveCount(0);
    });
    return;
  }

  test("counts up to the final numbers over about 2 s once scrolled into view, years from a nearby year @once", async ({ page }) => {
    await openHydrated(page, "/");
    const band = page.getByRole("region", { name: labels.figures.heading, exact: true });
    const numbers = await recordNumbers(page);
    await band.scrollIntoViewIfNeeded();
    // Until the count has run to its end (the observer reports after the scroll: the final numbers
    // are on screen before the count starts, so the screen alone can't tell).
    await expect.poll(async () => (await numbers()).at(-1)?.values, { timeout: 6000 }).toEqual(finals);
    await expect(band.locator(".figures__value")).toHaveText(finals);
    const seen = await numbers();
    expect(seen.length, "the numbers counted").toBeGreaterThan(2);
    // Not a jump: from the first number counted to the final ones takes the animation's time.
    const duration = seen.at(-1)!.at - seen[0]!.at;
    expect(duration).toBeGreaterThan(1500);
    expect(duration).toBeLessThan(4000);
    figures.forEach((figure, i) => {
      const values = seen.map((frame) => frame.values[i]!);
      // A year is written as a year all the way (no 1.912) and starts near it, never from 0.
      if (figure.year) expect(values.every((value) => /^\d{4}$/.test(value) && Math.abs(Number(value) - figure.value) <= 50)).toBe(true);
      const counted = values.map((value) => Number(value.replace(/\D/g, "")));
      expect(counted.every((value, j) => j === 0 || value >= counted[j - 1]!)).toBe(true);
      expect(counted[0]).toBeLessThanOrEqual(figure.value);
    });
    // It did count: the first numbers shown were not the final ones.
    expect(seen[0]!.values).not.toEqual(finals);
  });

  test("shows the final numbers and never counts under reduced motion @once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/");
    const band = page.getByRole("region", { name: labels.figures.heading, exact: true });
    // From here the page's timers and frames run only as the test says: 3 s of them, at once.
    await page.clock.install();
    const numbers = await recordNumbers(page);
    await page.evaluate(() => {
      // Told in the same turn as the band's own observer: once this says «seen», the band has decided whether to count.
      new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && ((window as unknown as { bandSeen: boolean }).bandSeen = true)).observe(document.querySelector(".figures")!);
    });
    await band.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => (window as unknown as { bandSeen?: boolean }).bandSeen === true)).toBe(true);
    await page.clock.runFor(3_000);
    await expect(band.locator(".figures__value")).toHaveText(finals);
    expect(await numbers()).toEqual([]);
  });
});

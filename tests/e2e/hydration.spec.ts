import { expect, test } from "@playwright/test";
import { routes } from "./site-data.ts";
import { watchPage } from "./watch-page.ts";
import { openHydrated } from "./hydrated.ts";

// Decision 006: the page's largest photo gets the bandwidth first; the app's modules start after `load`.
test.describe("hydration after the page has loaded", () => {
  for (const route of routes) {
    test(`${route.path}: no script file is requested before the load event, and the page still hydrates`, async ({ page }) => {
      const problems = watchPage(page);
      await openHydrated(page, route.path);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const scripts = performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
        return { load: navigation.loadEventStart, scripts: scripts.map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })) };
      });
      expect(timing.scripts.length).toBeGreaterThan(3);
      expect(timing.scripts.filter((script) => script.start < timing.load)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test("after hydration, a link changes page without reloading the document", async ({ page }) => {
    await openHydrated(page, "/");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("link", { name: "Galería" }).first().click();
    await expect(page).toHaveURL(/\/gallery$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

import { expect, test } from "@playwright/test";
import { site } from "./site-data.ts";
import { openHydrated } from "./hydrated.ts";

const settled = async (page: import("@playwright/test").Page, path = "/apartment-list/mirador") => {
  await openHydrated(page, path);
};

test("the header is sticky exactly while scrolled more than 150 px", async ({ page }) => {
  await settled(page);
  const header = page.locator("header.site-header");
  await expect(header).toHaveAttribute("data-sticky", "false");
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(header).toHaveAttribute("data-sticky", "false");
  await page.evaluate(() => window.scrollTo(0, 151));
  await expect(header).toHaveAttribute("data-sticky", "true");
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(header).toHaveAttribute("data-sticky", "false");
});

test("'Volver arriba' shows from 300 px and takes the visitor to the top", async ({ page }) => {
  await settled(page);
  const button = page.getByRole("button", { name: "Volver arriba" });
  await page.evaluate(() => window.scrollTo(0, 299));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("the preloader is shown at start and gone after the configured time", async ({ page }) => {
  // When the preloader enters and leaves the document, in the page's own time (ms since it started).
  await page.addInitScript(() => {
    const times: { shown?: number; gone?: number } = {};
    (window as unknown as { preloader: typeof times }).preloader = times;
    new MutationObserver(() => {
      const present = document.querySelector('[role="status"][aria-label="Cargando"]') !== null;
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  const preloader = page.locator('[role="status"][aria-label="Cargando"]');
  await expect(preloader).toHaveCount(0);
  const times = await page.evaluate(() => (window as unknown as { preloader: { shown: number; gone: number } }).preloader);
  expect(times.shown).toBeLessThan(site.site.preloaderMs);
  expect(times.gone).toBeGreaterThanOrEqual(site.site.preloaderMs);
  // Gone at the configured time, or as soon as the page hydrated if that came later (decision 006):
  // never left hanging once the page is live.
  const hydratedAt = await page.evaluate(() => performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number);
  expect(times.gone).toBeLessThan(Math.max(site.site.preloaderMs, hydratedAt) + 1000);
  // Without scripts it goes too: the CSS fade starts at the same moment.
  const html = await (await page.request.get("/")).text();
  expect(html).toMatch(new RegExp(`role="status" aria-label="Cargando" style="animation-delay:${site.site.preloaderMs}ms"`));
});

// Each runs in the project of its width only (playwright.config.ts filters the tags).
test.describe("narrow screens", { tag: "@narrow" }, () => {

  test("'Menú' opens the off-canvas menu; Escape closes it and focus returns", async ({ page }) => {
    await settled(page, "/");
    const menuButton = page.getByRole("button", { name: "Menú", exact: true });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("dialog", { name: "Menú" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Galería" })).toBeVisible();
    // The submenus open in the panel.
    await panel.getByRole("button", { name: "Información" }).click();
    await expect(panel.getByRole("link", { name: "Farmacias" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("focus stays inside the open menu, and a link in it navigates and closes it", async ({ page }) => {
    await settled(page, "/");
    await page.getByRole("button", { name: "Menú", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Menú" });
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await panel.getByRole("button", { name: "Cerrar menú" }).click();
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Menú", exact: true }).click();
    await panel.getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(panel).toBeHidden();
  });
});

test.describe("wide screens", { tag: "@wide" }, () => {

  test("the main menu has the two dropdowns, usable from the keyboard", async ({ page }) => {
    await settled(page, "/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(page.getByRole("button", { name: "Menú", exact: true })).toBeHidden();
    const apartments = nav.getByRole("button", { name: "Mostrar u ocultar Apartamentos" });
    await apartments.focus();
    await page.keyboard.press("Enter");
    await expect(apartments).toHaveAttribute("aria-expanded", "true");
    for (const apartment of site.apartments) await expect(nav.getByRole("link", { name: apartment.name })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(apartments).toHaveAttribute("aria-expanded", "false");
    const info = nav.getByRole("button", { name: "Información" });
    await info.click();
    await nav.getByRole("link", { name: "Bares y restaurantes" }).click();
    await expect(page).toHaveURL(/\/info-bares-restaurantes$/);
  });
});

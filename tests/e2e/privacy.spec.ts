import { expect, test, type Page } from "@playwright/test";
import { routes, site } from "./site-data.ts";
import { openHydrated } from "./hydrated.ts";

/** Every request that leaves 127.0.0.1; blocked too, so nothing is sent even if the network were there. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return outside;
}

test.describe("no third party before the visitor asks", () => {
  for (const route of routes) {
    test(`${route.path}: loading and using the page requests nothing from another host`, async ({ page }) => {
      const outside = await watchThirdParties(page);
      await openHydrated(page, route.path);
      await page.mouse.wheel(0, 2000);
      const menu = page.getByRole("button", { name: "Menú", exact: true });
      if (await menu.isVisible()) {
        await menu.click();
        await page.keyboard.press("Escape");
      }
      const form = page.getByRole("form", { name: "Consulta de disponibilidad" });
      if (await form.count()) {
        await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
        await expect(form.getByRole("alert").first()).toBeVisible();
      }
      if (route.kind === "gallery") {
        // Open a photo in the viewer, look at the next one, close it.
        await page.locator(".photo-grid").getByRole("link").first().click();
        await page.getByRole("button", { name: "Siguiente" }).click();
        await page.keyboard.press("Escape");
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect(outside).toEqual([]);
    });
  }
});

test.describe("consent-first map", () => {
  for (const path of ["/", ...routes.filter((route) => route.kind === "apartment").map((route) => route.path)]) {
    test(`${path}: nothing from the map provider until "Cargar mapa"; then a titled, lazy iframe`, async ({ page }) => {
      const outside = await watchThirdParties(page);
      await openHydrated(page, path);
      const section = page.getByRole("region", { name: "Cómo llegar" });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByText(site.site.address.street).first()).toBeVisible();
      const open = section.getByRole("link", { name: /Abrir en Google Maps/ });
      await expect(open).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      await expect(open).toHaveAttribute("rel", "noopener noreferrer");
      await expect(section.locator("iframe")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      expect(outside).toEqual([]);

      await section.getByRole("button", { name: "Cargar mapa" }).click();
      const frame = section.locator("iframe");
      await expect(frame).toHaveAttribute("title", /Mapa de/);
      await expect(frame).toHaveAttribute("loading", "lazy");
      await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?/);
      // The pressed button is gone: focus is on the map that replaced it, not lost to the page.
      await expect(frame).toBeFocused();
      // The provider learns the site, not the page: no referrer policy of its own looser than the site's.
      await expect(frame).not.toHaveAttribute("referrerpolicy", /.*/);
      await expect.poll(() => outside.some((url) => url.startsWith("https://www.google.com/maps"))).toBe(true);
    });
  }

  test("a browser that blocks storage still gets the map on request", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "sessionStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await watchThirdParties(page);
    await openHydrated(page, "/");
    const section = page.getByRole("region", { name: "Cómo llegar" });
    await section.getByRole("button", { name: "Cargar mapa" }).click();
    await expect(section.locator("iframe")).toHaveCount(1);
  });

  test("the choice is remembered for the visit", async ({ page }) => {
    await watchThirdParties(page);
    await openHydrated(page, "/");
    await page.getByRole("region", { name: "Cómo llegar" }).getByRole("button", { name: "Cargar mapa" }).click();
    await expect(page.getByRole("region", { name: "Cómo llegar" }).locator("iframe")).toHaveCount(1);
    await page.goto("/apartment-list/mirador");
    await expect(page.getByRole("region", { name: "Cómo llegar" }).locator("iframe")).toHaveCount(1);
  });
});

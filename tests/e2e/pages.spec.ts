import { expect, test } from "@playwright/test";
import { photos } from "../../src/generated/photos.gen.ts";
import { routes, site, trailFor } from "./site-data.ts";
import { watchPage } from "./watch-page.ts";
import { openHydrated, waitForHydration } from "./hydrated.ts";

for (const route of routes) {
  test(`${route.path}: title, breadcrumb, content and a clean console`, async ({ page }) => {
    const problems = watchPage(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    const trail = trailFor(route.path);
    await expect(page).toHaveTitle([...trail, site.site.titleSuffix].join(" - "));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", route.description);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    if (route.kind !== "home") {
      const crumbs = page.getByRole("navigation", { name: "Migas de pan" }).getByRole("listitem");
      await expect(crumbs).toHaveText(trail);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // Hydration finished (the preloader goes away only after React runs) with nothing logged.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}

test("each apartment page shows its own apartment and no placeholder text", async ({ page }) => {
  for (const apartment of site.apartments) {
    const route = routes.find((candidate) => candidate.apartment === apartment.slug)!;
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(apartment.name);
    await expect(page.getByText(apartment.description.space[0]!)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Consulta la disponibilidad" })).toBeVisible();
    const features = page.getByRole("region", { name: "Servicios", exact: true }).getByRole("listitem");
    await expect(features).toHaveCount(apartment.features.length);
    await expect(page.locator("body")).not.toContainText("PENDIENTE");
    await expect(page.locator("body")).not.toContainText("{checkIn}");
    await expect(page.getByText(`a partir de las ${site.rules.times.checkIn}`).first()).toBeVisible();
  }
});

test("place pages show one card per place, with a phone link only where there is a phone", async ({ page }) => {
  for (const category of site.placeCategories) {
    const route = routes.find((candidate) => candidate.places === category.id)!;
    await page.goto(route.path);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(category.places.length);
    for (const [i, place] of category.places.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading")).toHaveText(place.name);
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(place.phone ? 1 : 0);
      const address = card.getByRole("link", { name: new RegExp(place.address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
      await expect(address).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      await expect(address).toHaveAttribute("target", "_blank");
      await expect(address).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
});

test("contact page links call, WhatsApp and e-mail", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.locator('a[href^="tel:+34"]')).toHaveCount(1);
  await expect(main.locator('a[href^="https://wa.me/34"]')).toHaveCount(1);
  await expect(main.locator(`a[href="mailto:${site.contact.email}"]`)).toHaveCount(1);
});

test("the HTML itself holds each page's content, readable without scripts", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Viviendas turísticas$/);
  }
  // Without scripts the preloader still gets out of the way by itself.
  await page.goto("/");
  await expect(page.getByRole("status", { name: "Cargando" })).toBeHidden({ timeout: 2000 });
  await context.close();
});

test("client-side navigation after hydration loads only the page's data", async ({ page }) => {
  await openHydrated(page, "/");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const dataRequest = page.waitForRequest((request) => request.url().endsWith("/gallery.data"));
  await page.getByRole("link", { name: "Ver galería" }).click();
  await dataRequest;
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Galería");
  expect(documents).toEqual([]);
});

test("each inner page's banner is one of the first 41 apartment photos, the same in its HTML and once hydrated", async ({ page, request }) => {
  const pool = site.apartments.flatMap((apartment) => apartment.photos).slice(0, 41);
  const variantsOf = (file: string) => photos[file]!.variants.map((variant) => variant.url);
  const chosen = new Set<string>();
  for (const route of routes.filter((candidate) => candidate.kind !== "home")) {
    const html = await (await request.get(route.path)).text();
    const prerendered = html.match(/<img[^>]*class="page-banner__image"[^>]*>/)?.[0] ?? "";
    const src = prerendered.match(/\ssrc="([^"]+)"/)?.[1];
    const photo = pool.find((candidate) => variantsOf(candidate.file).includes(src!));
    expect(photo, `${route.path}: banner ${src} is not among the first 41 apartment photos`).toBeDefined();
    chosen.add(photo!.file);
    await openHydrated(page, route.path);
    await expect(page.locator(".page-banner__image")).toHaveAttribute("src", src!);
  }
  // Pages don't all share one photo.
  expect(chosen.size).toBeGreaterThan(3);
});

test.describe("on the narrowest phones", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no page is wider than the screen: nothing to scroll sideways", async ({ page }) => {
    const wide: string[] = [];
    for (const route of routes) {
      await openHydrated(page, route.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) wide.push(`${route.path}: ${overflow} px too wide`);
    }
    expect(wide).toEqual([]);
  });
});

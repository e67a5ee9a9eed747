import sharp from "sharp";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { routes, site, trailFor } from "./site-data.ts";

const BUILD = path.resolve(import.meta.dirname, "../../build/client");

async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

test.describe("search metadata", () => {
  for (const route of routes) {
    test(`${route.path}: description, canonical, social cards and a BreadcrumbList`, async ({ page }) => {
      await page.goto(route.path);
      const canonical = `${site.site.baseUrl}${route.path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", route.description);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      // A JPEG: link previews in messaging apps don't all read WebP.
      expect(image).toMatch(new RegExp(`^${site.site.baseUrl}/media/.+-share\\.jpg$`));
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image!);
      // The shared photo is a real file of this build, of the size the tags announce, and described.
      const { width, height, format } = await sharp(readFileSync(path.join(BUILD, new URL(image!).pathname))).metadata();
      expect(format).toBe("jpeg");
      expect(width).toBeGreaterThanOrEqual(1200);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", String(width));
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", String(height));
      const apartment = site.apartments.find((candidate) => candidate.slug === route.apartment) ?? site.apartments[0]!;
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", apartment.photos[0]!.alt);
      const breadcrumbs = (await jsonLd(page)).find((data) => data["@type"] === "BreadcrumbList")!;
      expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(trailFor(route.path));
      expect(breadcrumbs.itemListElement.at(-1).item).toBe(canonical);
    });
  }

  test("the home page describes the building as a LodgingBusiness with every apartment", async ({ page }) => {
    await page.goto("/");
    const business = (await jsonLd(page)).find((data) => data["@type"] === "LodgingBusiness")!;
    expect(business["@context"]).toBe("https://schema.org");
    expect(business.name).toBe(site.site.name);
    expect(business.address).toMatchObject({ "@type": "PostalAddress", streetAddress: site.site.address.street, postalCode: site.site.address.postalCode, addressLocality: site.site.address.town });
    expect(business.geo).toEqual({ "@type": "GeoCoordinates", latitude: site.site.geo.latitude, longitude: site.site.geo.longitude });
    expect(business.telephone).toBe(site.contact.phone.replace(/\s/g, ""));
    expect(business.email).toBe(site.contact.email);
    expect(business.checkinTime).toBe(site.rules.times.checkIn);
    expect(business.checkoutTime).toBe(site.rules.times.checkOut);
    expect(business.image.length).toBeGreaterThan(0);
    expect(business.containsPlace.map((apartment: { name: string }) => apartment.name)).toEqual(site.apartments.map((apartment) => apartment.name));
  });

  test("an apartment page carries its Apartment: occupancy, rooms, amenities, images, registration number", async ({ page }) => {
    const apartment = site.apartments.find((candidate) => candidate.slug === "san-isidro")!;
    await page.goto("/apartment-list/san-isidro");
    const business = (await jsonLd(page)).find((data) => data["@type"] === "LodgingBusiness")!;
    expect(business.containsPlace).toHaveLength(1);
    const ld = business.containsPlace[0];
    expect(ld["@type"]).toBe("Apartment");
    expect(ld.name).toBe(apartment.name);
    expect(ld.occupancy).toMatchObject({ "@type": "QuantitativeValue", maxValue: apartment.capacity.max });
    expect(ld.numberOfRooms).toBe(apartment.rooms);
    expect(ld.amenityFeature.map((feature: { name: string }) => feature.name)).toEqual(apartment.features.map((id) => site.features.find((f) => f.id === id)!.name));
    expect(ld.image.length).toBeGreaterThan(0);
    expect(ld.identifier).toContainEqual({ "@type": "PropertyValue", propertyID: "NRUA", value: apartment.registration.nrua });
  });

  test("sitemap.xml lists every real page and no redirect; robots.txt points at it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(routes.map((route) => `${site.site.baseUrl}${route.path}`));
    for (const redirect of site.redirects) expect(sitemap).not.toContain(`${site.site.baseUrl}${redirect.from}<`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${site.site.baseUrl}/sitemap.xml`);
  });

  test("favicon and web manifest", async ({ page, request }) => {
    await page.goto("/");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest.name).toBe(site.site.name);
    expect(manifest.lang).toBe("es");
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
    expect((await request.get((await page.locator('link[rel="icon"]').getAttribute("href"))!)).status()).toBe(200);
  });
});

import { axeViolations } from "./support/axe.ts";
import { expect, openHydrated, test } from "./support/test.ts";
import { buildHiddenSite, type HiddenSite } from "./support/hidden-site.ts";
import { addressIn, fill, LANGUAGES, wordsIn } from "./support/site-data.ts";

/**
 * An apartment taken off the site for a while («hidden: true» in site.yaml), in a build of its
 * own (support/hidden-site.ts): its address, in every language and however it is written, says
 * it can't be booked for now and leads on; nothing else shows it — cards, menu, search, gallery,
 * sitemap, structured data, booked nights. Each page is loaded once.
 */

const NOW = new Date("2026-11-01T11:00:00Z");
/** A stay the search answers for every apartment, and a group bigger than any one: the sets of apartments too. */
const STAY = "?entrada=2026-12-02&salida=2026-12-05&personas=9";

test.describe("an apartment taken off the site", { tag: "@once" }, () => {
  test.describe.configure({ mode: "serial" });
  let site: HiddenSite;
  test.beforeAll(async () => {
    // A whole build: tens of seconds alone, minutes beside the other browser tests.
    test.setTimeout(420_000);
    site = await buildHiddenSite();
  });
  test.afterAll(async () => site?.close());

  test("its address says it can't be booked for now, leads to the list and shows the others, out of search engines", async ({ page }) => {
    const words = wordsIn(LANGUAGES[0]).shell;
    const response = await page.goto(`${site.url}${site.page}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.hidden.name);
    await expect(page.getByText(fill(words.hiddenApartment.text, { name: site.hidden.name }))).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const list = site.content.routes.find((route) => route.kind === "apartment-list")!;
    await expect(page.locator("main").getByRole("link", { name: list.label.es, exact: true }).first()).toHaveAttribute("href", list.path);
    const cards = page.locator(".apartment-card__title");
    await expect(cards).toHaveText(site.content.apartments.filter((apartment) => !apartment.hidden).map((apartment) => apartment.name));
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The same page in every language, with and without a final «/» or «.html», on the local server as on the hosts.
    for (const language of LANGUAGES.slice(1)) {
      const address = addressIn(site.page, language);
      for (const written of [`${address}/`, `${address}.html`]) {
        const moved = await fetch(`${site.url}${written}`, { redirect: "manual" });
        expect(moved.status, written).toBe(301);
        expect(moved.headers.get("location"), written).toBe(address);
      }
      expect((await page.goto(`${site.url}${address}`))?.status()).toBe(200);
      await expect(page.getByText(fill(wordsIn(language).shell.hiddenApartment.text, { name: site.hidden.name }))).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
  });

  test("the home page shows it nowhere: cards, menu, the stay search and its sets of apartments, the building's structured data", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await openHydrated(page, `${site.url}/${STAY}`);
    const name = site.hidden.name;
    const shown = site.content.apartments.filter((apartment) => !apartment.hidden).map((apartment) => apartment.name);
    await expect(page.locator(".apartment-card__title")).toHaveText(shown);
    await expect(page.getByRole("navigation", { name: wordsIn(LANGUAGES[0]).shell.mainNav }).locator(`a[href="${site.page}"]`)).toHaveCount(0);
    await expect(page.locator(`footer a[href="${site.page}"]`)).toHaveCount(0);
    const answers = page.locator(".stay-answer h3");
    await expect(answers).toHaveCount(shown.length);
    expect((await answers.allTextContents()).sort()).toEqual([...shown].sort());
    await expect(page.locator(".stay-search__groups")).toBeVisible();
    await expect(page.locator(".stay-search__groups")).not.toContainText(name);
    await expect(page.locator("footer")).not.toContainText(name);
    const business = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { containsPlace?: { name: string }[] }).find((data) => data.containsPlace)!;
    expect(business.containsPlace!.map((place) => place.name)).toEqual(shown);
  });

  test("the gallery, the hero's photos, the sitemap and the booked nights leave it out", async ({ page }) => {
    const media = `/media/${site.hidden.slug}-`;
    await page.goto(`${site.url}${site.content.routes.find((route) => route.kind === "gallery")!.path}`);
    await expect(page.locator(".photo-grid img").first()).toBeVisible();
    expect(await page.locator(`img[src*="${media}"], img[srcset*="${media}"], a[href*="${media}"]`).count()).toBe(0);
    for (const file of ["/hero-photos.json", "/sitemap.xml", "/availability.json"]) {
      const text = await (await fetch(`${site.url}${file}`)).text();
      expect(text, file).not.toContain(site.hidden.slug);
    }
  });
});

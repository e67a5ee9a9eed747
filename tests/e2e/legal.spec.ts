import type { BrowserContext, Page } from "@playwright/test";
import { LISTED, recordWrites, shown, storedIn, type Stored } from "./support/browser-storage.ts";
import { expect, openHydrated, test } from "./support/test.ts";
import dayjs from "dayjs";
import { MAP_CONSENT_KEY } from "../../src/site/browser-storage.ts";
import {
  addressIn,
  apartmentPath,
  escapeRegExp,
  fill, galleryPhotos,
  LANGUAGES,
  MISSING_PATH,
  pathOfKind,
  sampleApartment,
  site,
  siteIn,
  wordsIn,
  type Language,
} from "./support/site-data.ts";

/**
 * The storage page is true by construction: what the site writes in a visitor's browser, on every
 * page of every language, before and after the visitor asks for the map, is exactly what that page
 * lists (key and where it is kept). A key written without its line on the page fails, whether it is
 * still there when the page is read or was only written on the way. Before: each page's one load
 * in the crawl (crawl.spec.ts), which also reads the storage page's list in every language. After:
 * here, a visit of every page that accepts everything.
 */

/** A visit of every page of one language and its 404, reading what is kept after each. */
async function visitAll(page: Page, context: BrowserContext, language: Language, written: Stored[], alsoOnEach: () => Promise<void>): Promise<void> {
  const addresses = [...siteIn(language).routes.map((route) => route.path), addressIn(MISSING_PATH, language)];
  for (const path of addresses) {
    await openHydrated(page, path);
    await alsoOnEach();
    written.push(...(await storedIn(page, context)));
  }
}

for (const language of LANGUAGES) {
  test(`every page in ${language} stores exactly what the storage page lists once the visitor loads the map, books and opens the lightbox`, { tag: "@once" }, async ({ page: visitor, context: consenting, guard }) => {
    test.setTimeout(120_000);
    // Once asked for, the map is Google's, and the form hands off to the listing site: both requests are made (and blocked, as every request off the site).
    guard.allowOffsite(/^https:\/\/www\.google\.com\/maps/);
    guard.allowOffsite(new RegExp(`^${escapeRegExp(site.booking.listingSite)}/`));
    guard.allowStatus(404, new RegExp(`${escapeRegExp(MISSING_PATH)}$`));
    const words = wordsIn(language).shell;
    const written: Stored[] = [];
    await recordWrites(consenting, written);
    // «Cargar mapa», then the map on every page that has one.
    await visitAll(visitor, consenting, language, written, async () => {
      if ((await visitor.locator(".map-slot").count()) === 0) return;
      // Asked for once, the map loads by itself on every later page of the visit: press only where it is still asked.
      const asked = await visitor.evaluate((key) => sessionStorage.getItem(key) !== null, MAP_CONSENT_KEY);
      if (!asked) await visitor.getByRole("button", { name: words.map.load }).click();
      await expect(visitor.locator(".map-slot iframe")).toHaveCount(1);
    });
    // The form's calendar and a stay handed off.
    await openHydrated(visitor, apartmentPath(sampleApartment.slug, language));
    const form = visitor.getByRole("form", { name: words.booking.form });
    await form.getByRole("button", { name: words.booking.pickerShow }).click();
    await expect(form.getByRole("button", { name: words.booking.pickerHide })).toHaveAttribute("aria-expanded", "true");
    await expect(visitor.locator(".stay-picker")).toBeVisible();
    const checkIn = dayjs().add(400, "day");
    await form.getByLabel(words.booking.checkIn).fill(checkIn.format("YYYY-MM-DD"));
    await form.getByLabel(words.booking.checkOut).fill(checkIn.add(3, "day").format("YYYY-MM-DD"));
    const handedOff = consenting.waitForEvent("page");
    await form.locator('button[type="submit"]').click();
    await (await handedOff).close();
    written.push(...(await storedIn(visitor, consenting)));
    // The gallery's lightbox.
    await openHydrated(visitor, pathOfKind("gallery", language));
    const photo = galleryPhotos(siteIn(language))[0]!;
    await visitor.getByRole("link", { name: fill(words.gallery.open, { alt: photo.alt }), exact: true }).click();
    await expect(visitor.getByRole("dialog", { name: words.gallery.lightbox.dialog })).toBeVisible();
    await visitor.keyboard.press("Escape");
    written.push(...(await storedIn(visitor, consenting)));
    // Leaving the site is a write's last chance (pagehide): the recorder hears it.
    await visitor.close({ runBeforeUnload: true });
    // Everything stored is on the list, and everything on the list is really stored: the page tells no more and no less.
    expect(shown(written), "everything the site stored, against the storage page's list").toEqual(LISTED);
  });
}

test("the legal pages exist in every language and every page's footer links to them", async ({ page }) => {
  for (const language of LANGUAGES) {
    const legal = siteIn(language).routes.filter((route) => route.kind === "legal");
    expect(legal.map((route) => route.legal).sort()).toEqual(["notice", "privacy", "storage"]);
    const anyPage = siteIn(language).routes.find((route) => route.kind === "apartment")!;
    await openHydrated(page, anyPage.path);
    const footer = page.getByRole("contentinfo").getByRole("navigation", { name: wordsIn(language).shell.legalNav, exact: true });
    await expect(footer.getByRole("link")).toHaveText(legal.map((route) => route.label));
    for (const route of legal) {
      await footer.getByRole("link", { name: route.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.label);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${anyPage.path}$`));
    }
  }
});

import type { BrowserContext, Page } from "@playwright/test";
import { expect, openHydrated, test } from "./support/test.ts";
import dayjs from "dayjs";
import { MAP_CONSENT_KEY } from "../../src/site/browser-storage.ts";
import {
  addressIn,
  allRoutes,
  apartmentPath,
  bookingMessages,
  escapeRegExp,
  fill,
  labels,
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
 * lists (key and where it is kept). A key written without its line on the page fails here, whether
 * it is still there when the page is read or was only written on the way.
 */

type Stored = { key: string; area: "cookie" | "session" | "local" };

/** Everything the page's origin keeps in the browser: cookies, both storages, IndexedDB, caches. */
async function storedIn(page: Page, context: BrowserContext): Promise<Stored[]> {
  const inPage = await page.evaluate(async () => ({
    session: Object.keys(sessionStorage),
    local: Object.keys(localStorage),
    documentCookies: document.cookie ? document.cookie.split("; ").map((pair) => pair.split("=")[0]!) : [],
    databases: (await indexedDB.databases()).map((database) => database.name ?? ""),
    caches: await caches.keys(),
  }));
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  return [
    ...inPage.session.map((key) => ({ key, area: "session" as const })),
    ...inPage.local.map((key) => ({ key, area: "local" as const })),
    ...[...new Set([...cookies, ...inPage.documentCookies])].map((key) => ({ key, area: "cookie" as const })),
    // Neither is ever listed: one written would be a key the page doesn't explain.
    ...inPage.databases.map((key) => ({ key: `indexedDB:${key}`, area: "local" as const })),
    ...inPage.caches.map((key) => ({ key: `caches:${key}`, area: "local" as const })),
  ];
}

const AREA_OF: Record<string, Stored["area"]> = {};

/** The storage page's list in a language: each row's key and where it says it is kept. */
async function listedOn(page: Page, language: Language): Promise<string[]> {
  const storagePage = siteIn(language).routes.find((route) => route.kind === "legal" && route.legal === "storage")!;
  await openHydrated(page, storagePage.path);
  const words = wordsIn(language).legal;
  for (const [area, name] of Object.entries(words.areas)) AREA_OF[`${language}:${name}`] = area as Stored["area"];
  const rows = page.getByRole("table", { name: words.storage.caption }).locator("tbody tr");
  return rows
    .evaluateAll((elements) => elements.map((row) => `${row.querySelector("th")!.textContent!.trim()}|${row.querySelector("td")!.textContent!.trim()}`))
    .then((lines) =>
      lines.map((line) => {
        const [key, area] = line.split("|") as [string, string];
        return `${key} (${AREA_OF[`${language}:${area}`] ?? area})`;
      }),
    );
}

const shown = (stored: Stored[]): string[] => [...new Set(stored.map((item) => `${item.key} (${item.area})`))].sort();

/**
 * Every write the pages attempt, as it happens (a key written and removed before the page is read,
 * or written as the visitor leaves, is caught here): storage, cookies from script, IndexedDB,
 * caches, a service worker. The page tells the test through a binding, so recording writes nothing.
 */
async function recordWrites(context: BrowserContext, written: Stored[]): Promise<void> {
  await context.exposeBinding("__storageWrite", (_source, area: Stored["area"], key: string) => void written.push({ key, area }));
  await context.addInitScript(() => {
    const record = (area: string, key: string) => (window as unknown as { __storageWrite?: (area: string, key: string) => void }).__storageWrite?.(area, key);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      record(this === window.localStorage ? "local" : "session", String(key));
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(Document.prototype, "cookie", {
      configurable: true,
      get() {
        return cookie.get!.call(this);
      },
      set(value: string) {
        record("cookie", String(value).split("=")[0]!.trim());
        cookie.set!.call(this, value);
      },
    });
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (name: string, version?: number) {
      record("local", `indexedDB:${name}`);
      return open.call(this, name, version);
    };
    // Not in every frame (an error page, a frame that is no secure context).
    if (typeof CacheStorage !== "undefined") {
      const openCache = CacheStorage.prototype.open;
      CacheStorage.prototype.open = function (name: string) {
        record("local", `caches:${name}`);
        return openCache.call(this, name);
      };
    }
    if ("serviceWorker" in navigator) {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
        record("local", "serviceWorker");
        return register.apply(this, args);
      };
    }
  });
}

/** A visit of every page of every language and each language's 404, reading what is kept after each. */
async function visitAll(page: Page, context: BrowserContext, written: Stored[], alsoOnEach: (language: Language) => Promise<void>): Promise<void> {
  const addresses = [
    ...allRoutes.map((route) => ({ path: route.path, language: route.language })),
    ...LANGUAGES.map((language) => ({ path: addressIn(MISSING_PATH, language), language })),
  ];
  for (const { path, language } of addresses) {
    await openHydrated(page, path);
    await alsoOnEach(language);
    written.push(...(await storedIn(page, context)));
  }
}

test(
  "every page, in every language, stores in the browser only what the storage page lists, before and after «Cargar mapa», the form and the lightbox",
  { tag: "@once" },
  async ({ browser, guard }) => {
    test.setTimeout(240_000);
    // Once asked for, the map is Google's, and the form hands off to the listing site: both requests are made (and blocked, as every request off the site).
    guard.allowOffsite(/^https:\/\/www\.google\.com\/maps/);
    guard.allowOffsite(new RegExp(`^${escapeRegExp(site.booking.listingSite)}/`));
    guard.allowStatus(404, new RegExp(`${escapeRegExp(MISSING_PATH)}$`));
    const lists = new Map<Language, string[]>();
    const reader = await browser.newContext();
    await guard.watch(reader);
    for (const language of LANGUAGES) lists.set(language, (await listedOn(await reader.newPage(), language)).sort());
    await reader.close();
    // One list, whatever the language.
    for (const language of LANGUAGES) expect(lists.get(language), language).toEqual(lists.get(LANGUAGES[0]));
    const listed = lists.get(LANGUAGES[0])!;
    const written: Stored[] = [];

    // Without consent: a visit that only reads.
    const reading = await browser.newContext();
    await guard.watch(reading);
    await recordWrites(reading, written);
    await visitAll(await reading.newPage(), reading, written, async () => {});
    await reading.close();
    expect(
      shown(written).filter((line) => !listed.includes(line)),
      "stored by a visit that only reads, and not on the list",
    ).toEqual([]);

    // A visitor who does everything: «Cargar mapa» (then the map on every page that has one), then the form's calendar and a stay handed off, and the gallery's lightbox.
    const consenting = await browser.newContext();
    await guard.watch(consenting);
    await recordWrites(consenting, written);
    const visitor = await consenting.newPage();
    await visitAll(visitor, consenting, written, async (language) => {
      if ((await visitor.locator(".map-slot").count()) === 0) return;
      // Asked for once, the map loads by itself on every later page of the visit: press only where it is still asked.
      const asked = await visitor.evaluate((key) => sessionStorage.getItem(key) !== null, MAP_CONSENT_KEY);
      if (!asked) await visitor.getByRole("button", { name: wordsIn(language).shell.map.load }).click();
      await expect(visitor.locator(".map-slot iframe")).toHaveCount(1);
    });
    await openHydrated(visitor, apartmentPath(sampleApartment.slug));
    const form = visitor.getByRole("form", { name: bookingMessages.form });
    await form.getByRole("button", { name: bookingMessages.pickerShow }).click();
    await expect(form.getByRole("button", { name: bookingMessages.pickerHide })).toHaveAttribute("aria-expanded", "true");
    await expect(visitor.locator(".stay-picker")).toBeVisible();
    const checkIn = dayjs().add(400, "day");
    await form.getByLabel(bookingMessages.checkIn).fill(checkIn.format("YYYY-MM-DD"));
    await form.getByLabel(bookingMessages.checkOut).fill(checkIn.add(3, "day").format("YYYY-MM-DD"));
    const handedOff = consenting.waitForEvent("page");
    await form.getByRole("button", { name: bookingMessages.submit }).click();
    await (await handedOff).close();
    written.push(...(await storedIn(visitor, consenting)));
    await openHydrated(visitor, pathOfKind("gallery"));
    await visitor.getByRole("link", { name: fill(labels.gallery.open, { alt: site.gallery.photos[0]!.alt }), exact: true }).click();
    await expect(visitor.getByRole("dialog", { name: labels.gallery.lightbox.dialog })).toBeVisible();
    await visitor.keyboard.press("Escape");
    written.push(...(await storedIn(visitor, consenting)));
    // Leaving the site is a write's last chance (pagehide): the recorder hears it.
    await visitor.close({ runBeforeUnload: true });
    await consenting.close();
    // Everything stored is on the list, and everything on the list is really stored: the page tells no more and no less.
    expect(shown(written), "everything the site stored, against the storage page's list").toEqual(listed);
  },
);

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

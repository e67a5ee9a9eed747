import type { BrowserContext, Page } from "@playwright/test";
import { expect, openHydrated, test } from "./support/test.ts";
import { allRoutes, LANGUAGES, siteIn, wordsIn, type Language } from "./support/site-data.ts";

/**
 * The storage page is true by construction: what the site writes in a visitor's browser, on every
 * page of every language, before and after the visitor asks for the map, is exactly what that page
 * lists (key and where it is kept). A key written without its line on the page fails here.
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
  return rows.evaluateAll((elements) => elements.map((row) => `${row.querySelector("th")!.textContent!.trim()}|${row.querySelector("td")!.textContent!.trim()}`)).then((lines) =>
    lines.map((line) => {
      const [key, area] = line.split("|") as [string, string];
      return `${key} (${AREA_OF[`${language}:${area}`] ?? area})`;
    }),
  );
}

const shown = (stored: Stored[]): string[] => [...new Set(stored.map((item) => `${item.key} (${item.area})`))].sort();

test("every page, in every language, stores in the browser only what the storage page lists, before and after «Cargar mapa»", { tag: "@once" }, async ({ browser, guard }) => {
  test.setTimeout(180_000);
  // The map, once asked for, is Google's: the request is made (and blocked here, as every request off the site).
  guard.allowOffsite(/^https:\/\/www\.google\.com\/maps/);
  const lists = new Map<Language, string[]>();
  const reader = await browser.newContext();
  for (const language of LANGUAGES) lists.set(language, (await listedOn(await reader.newPage(), language)).sort());
  await reader.close();
  // One list, whatever the language.
  for (const language of LANGUAGES) expect(lists.get(language), language).toEqual(lists.get(LANGUAGES[0]));

  // Without consent: a visit that only reads.
  const reading = await browser.newContext();
  const page = await reading.newPage();
  const written: Stored[] = [];
  for (const route of allRoutes) {
    await openHydrated(page, route.path);
    written.push(...(await storedIn(page, reading)));
  }
  const listed = lists.get(LANGUAGES[0])!;
  expect(shown(written).filter((line) => !listed.includes(line)), "stored by a visit that only reads, and not on the list").toEqual([]);
  await reading.close();

  // With consent: «Cargar mapa» pressed on every page that offers it, in a fresh visit.
  const consenting = await browser.newContext();
  const visitor = await consenting.newPage();
  for (const route of allRoutes) {
    await openHydrated(visitor, route.path);
    const load = visitor.getByRole("button", { name: wordsIn(route.language).shell.map.load });
    if ((await load.count()) > 0) {
      await load.click();
      await expect(visitor.locator(".map-slot iframe")).toHaveCount(1);
    }
    written.push(...(await storedIn(visitor, consenting)));
  }
  await consenting.close();
  // Everything stored is on the list, and everything on the list is really stored: the page tells no more and no less.
  expect(shown(written), "everything the site stored, against the storage page's list").toEqual(listed);
});

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

import type { BrowserContext, Page } from "@playwright/test";
import { BROWSER_STORAGE } from "../../../src/site/browser-storage.ts";
import { wordsIn, type Language } from "./site-data.ts";

/**
 * What the site keeps in a visitor's browser, seen from the browser: every write as it happens,
 * what is kept after a page, and the storage page's list. The crawl (crawl.spec.ts) checks each
 * page's first load against the list, legal.spec.ts a visit that accepts everything.
 */

export type Stored = { key: string; area: "cookie" | "session" | "local" };

/** Everything the page's origin keeps in the browser: cookies, both storages, IndexedDB, caches. */
export async function storedIn(page: Page, context: BrowserContext): Promise<Stored[]> {
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

/** The storage page's list, on that page in a language: each row's key and where it says it is kept. */
export async function listShownOn(page: Page, language: Language): Promise<string[]> {
  const words = wordsIn(language).legal;
  const areaOf = new Map(Object.entries(words.areas).map(([area, name]) => [name, area]));
  const rows = await page
    .getByRole("table", { name: words.storage.caption })
    .locator("tbody tr")
    .evaluateAll((elements) => elements.map((row) => [row.querySelector("th")!.textContent!.trim(), row.querySelector("td")!.textContent!.trim()] as const));
  return rows.map(([key, area]) => `${key} (${areaOf.get(area) ?? area})`).sort();
}

/** What src/site/browser-storage.ts says the site stores, as listShownOn and shown write it. */
export const LISTED: readonly string[] = BROWSER_STORAGE.map((item) => `${item.key} (${item.area})`).sort();

export const shown = (stored: Stored[]): string[] => [...new Set(stored.map((item) => `${item.key} (${item.area})`))].sort();

/**
 * Every write the pages attempt, as it happens (a key written and removed before the page is read,
 * or written as the visitor leaves, is caught here): storage, cookies from script, IndexedDB,
 * caches, a service worker. The page tells the test through a binding, so recording writes nothing.
 */
export async function recordWrites(context: BrowserContext, written: Stored[]): Promise<void> {
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


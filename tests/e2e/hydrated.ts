import { expect, type Page } from "@playwright/test";
import { labels } from "../../src/labels.ts";

/**
 * Waits until React has hydrated the page. The app's modules start after the page's load event
 * (decision 006), and React removes the preloader only once it runs; until then a click reaches
 * the prerendered HTML (a gallery photo is a plain link to the large photo). The preloader's CSS
 * hides it after 600 ms with or without scripts, so the hidden element counts too: only React
 * takes it out of the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.getByRole("status", { name: labels.loading, includeHidden: true })).toHaveCount(0);
}

/** Opens a page and waits for it to hydrate, before a test uses what needs scripts. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Holds back the app's entry module until the returned function is called, so that a test can act
 * as a visitor does before the page hydrates.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

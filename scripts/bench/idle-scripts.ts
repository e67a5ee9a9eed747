import { chromium } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH } from "./lighthouse-run.ts";

/** How long a visitor who does nothing is watched: past every timer the pages set themselves. */
export const IDLE_MS = 10_000;

/**
 * The script files a page fetches by itself over IDLE_MS with nobody touching it — what loads after
 * Lighthouse stops watching (the hero's slideshow, say) included. URL paths, each once.
 */
export async function scriptsFetchedWhileIdle(url: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    // Playwright sets headless mode itself.
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless")),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(IDLE_MS);
    return [...scripts];
  } finally {
    await browser.close();
  }
}

import type { Page } from "@playwright/test";

/**
 * Fake timers that move only when the test says so (runFor): an installed
 * clock otherwise keeps flowing in real time, and a slow machine would let
 * timers fire before the test looks.
 */
export async function pausedClock(page: Page): Promise<void> {
  const start = new Date("2027-03-10T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

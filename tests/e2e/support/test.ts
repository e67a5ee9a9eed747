import { test as base, expect, type BrowserContext, type Page, type TestInfo } from "@playwright/test";

export { expect };

/**
 * What every browser test watches on its own, from the first request to its end: console errors
 * (hydration mismatches and Content-Security-Policy refusals are logged as errors; any message
 * about hydration counts too), uncaught page errors, failed requests, HTTP errors, and every
 * request that leaves 127.0.0.1 — blocked as well, so nothing would be sent even with a network:
 * the browser sends everything but 127.0.0.1 to a proxy that doesn't exist (playwright.config.ts;
 * intercepting every request in the test instead cost a fifth of the suite's time).
 * A test that expects one of these says so (`guard.allowStatus`, `guard.allowOffsite`); anything
 * else fails the test when it ends.
 */
type Guard = {
  /** Requests that tried to leave 127.0.0.1 (all blocked). */
  readonly offsite: string[];
  /** An HTTP error status this test expects for URLs whose path matches. */
  allowStatus(status: number, path: RegExp): void;
  /** Requests to other hosts this test provokes on purpose (after the visitor asked). */
  allowOffsite(url: RegExp): void;
  /** A console or page error this test provokes on purpose (say, by blocking storage). */
  allowError(text: RegExp): void;
  /** Watches and blocks a context the test makes itself (`browser.newContext()`) as it does the test's own. */
  watch(context: BrowserContext): Promise<void>;
};

type Fixtures = { guard: Guard };

/** Each page's requests under way, kept by the guard from the page's first request. */
const requestsInFlight = new WeakMap<Page, Set<unknown>>();

export const test = base.extend<Fixtures>({
  guard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const offsite: string[] = [];
      const allowedStatus: { status: number; path: RegExp }[] = [];
      const allowedOffsite: RegExp[] = [];
      const allowedErrors: RegExp[] = [];
      const errorAllowed = (text: string) => allowedErrors.some((pattern) => pattern.test(text));
      const offsiteAllowed = (url: string) => allowedOffsite.some((pattern) => pattern.test(url));
      const statusAllowed = (status: number, url: string) => allowedStatus.some((rule) => rule.status === status && rule.path.test(new URL(url).pathname));

      /** A request over the network to another host than the site's (data: and blob: URLs stay in the page). */
      const leaves = (url: string) => {
        const { protocol, hostname } = new URL(url);
        return /^(https?|wss?):$/.test(protocol) && hostname !== "127.0.0.1";
      };
      const watchContext = async (context: BrowserContext) => {
        const watch = (page: Page) => {
          const inFlight = new Set<unknown>();
          requestsInFlight.set(page, inFlight);
          page.on("request", (request) => {
            inFlight.add(request);
            if (leaves(request.url())) offsite.push(request.url());
          });
          page.on("requestfinished", (request) => inFlight.delete(request));
          page.on("console", (message) => {
            const text = message.text();
            if (/status of (\d+)/.test(text) && allowedStatus.some((rule) => text.includes(`status of ${rule.status}`))) return;
            if (/ERR_(BLOCKED_BY_CLIENT|PROXY_CONNECTION_FAILED|TUNNEL_CONNECTION_FAILED)/.test(text)) return; // reported below, with its URL, if it was not allowed
            if (errorAllowed(text)) return;
            if (message.type() === "error" || /hydrat|Content Security Policy/i.test(text)) problems.push(`console ${message.type()}: ${text}`);
          });
          page.on("pageerror", (error) => {
            if (!errorAllowed(error.message)) problems.push(`page error: ${error.message}`);
          });
          page.on("requestfailed", (request) => {
            inFlight.delete(request);
            if (leaves(request.url())) return;
            // A navigation away or a test's end cancels what is still loading: that is not a fault of the site.
            if (request.failure()?.errorText === "net::ERR_ABORTED") return;
            problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ""}`);
          });
          page.on("response", (response) => {
            if (response.status() >= 400 && !statusAllowed(response.status(), response.url())) problems.push(`HTTP ${response.status()}: ${response.url()}`);
          });
        };
        context.pages().forEach(watch);
        context.on("page", watch);
      };
      await watchContext(context);

      await use({
        offsite,
        allowStatus: (status, path) => allowedStatus.push({ status, path }),
        allowOffsite: (url) => allowedOffsite.push(url),
        allowError: (text) => allowedErrors.push(text),
        watch: watchContext,
      });

      expect(problems, "console errors, page errors, failed requests or HTTP errors").toEqual([]);
      expect(
        offsite.filter((url) => !offsiteAllowed(url)),
        "requests to other hosts before the visitor asked",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the page's islands are live, but for those waiting for the visitor to come near
 * (decision 054). The page's script starts after the page's load event (decision 006), and takes
 * the preloader out only once those islands are hydrated; until then a click reaches the
 * prerendered HTML (a gallery photo is a plain link to the large photo). The preloader's CSS hides
 * it after 600 ms with or without scripts, so the hidden element counts too: only the script takes
 * it out of the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // By its role and class, not its name: the name is in the page's language.
  await expect(page.locator('.preloader[role="status"]')).toHaveCount(0);
}

/** Opens a page and waits for it to hydrate, before a test uses what needs scripts. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Holds back the page's script (the islands') until the returned function is called, so that a
 * test can act as a visitor does before the page's parts are live.
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

/**
 * Waits until the page has no request in flight, twice in a row a couple of frames apart: what a
 * test provoked (a scroll that brings lazy photos in, a click that loads code) has arrived.
 * Counted from the page's own requests, not from a fixed quiet time.
 */
export async function settleRequests(page: Page): Promise<void> {
  const inFlight = requestsInFlight.get(page)!;
  const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  let quiet = 0;
  await expect
    .poll(async () => {
      await frames();
      quiet = inFlight.size === 0 ? quiet + 1 : 0;
      return quiet;
    })
    .toBeGreaterThanOrEqual(2);
}

/** Waits until every finite animation and transition has finished, and the result is painted. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The project that runs what does not depend on the screen (playwright.config.ts). */
export const isWide = (testInfo: TestInfo): boolean => testInfo.project.name === "desktop-1280";

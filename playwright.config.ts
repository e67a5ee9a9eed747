import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// The specs name their tests from the site's data (src/generated): on a fresh checkout there is
// none yet, and listing them (`npx playwright test --list`) would fail. Generated as `npm run dev`
// does (photos read for their size only), once.
if (!existsSync("src/generated/site.gen.ts")) execFileSync(process.execPath, ["--import", "tsx", "scripts/generate.ts", "--on-demand"], { stdio: "inherit" });

// E2E_PORT lets a second checkout run its browser tests beside this one.
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Browser tests against the built site served by `npm run preview` (scripts/preview/server.ts), with
 * Debian's Chromium headless shell (browser downloads are not possible here).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers on every machine (Playwright would take half the cores: one here): the pages mostly
  // wait on timers and the network, and the whole suite must stay within a few minutes.
  workers: 2,
  retries: 0,
  reporter: "list",
  // A safety net, not a measure (limits that matter are in npm run bench): a loaded 2-core machine
  // has taken 30 s for the longest test (axe on every open dropdown).
  timeout: 60_000,
  // Screenshot baselines (crawl.spec.ts, checkLooks), one folder per project; no platform suffix: the
  // system Chromium on Debian is the one platform they are taken on.
  snapshotPathTemplate: "{testDir}/screens/{projectName}/{arg}{ext}",
  expect: { toHaveScreenshot: { animations: "disabled", scale: "css", maxDiffPixelRatio: 0.005 } },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    launchOptions: {
      // Debian's headless shell (scripts/ensure-chromium.sh --tests): Chromium's engine without the
      // browser around it, as Playwright's own headless runs; a third less CPU than the full browser
      // here, on a suite that keeps both cores busy (docs/decisions/009-one-crawl-browser-tests.md).
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
      // Nothing leaves 127.0.0.1: every other request goes to a proxy that doesn't exist, and fails
      // (the guard of tests/e2e/support/test.ts reports it). A test that fakes another site routes it.
      proxy: { server: "http://127.0.0.1:9", bypass: "127.0.0.1" },
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Every test runs at both widths, but for those tagged: @once (nothing in it depends on the
    // screen) and @wide (the menu bar's dropdowns) run in the wide project only, @narrow (the
    // off-canvas menu) in the narrow one only.
    {
      name: "mobile-375",
      use: { viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
      grepInvert: /@once|@wide/,
    },
    { name: "desktop-1280", use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@narrow/ },
  ],
  webServer: {
    // The site's own local server (npm start), the one tests/e2e/hosting.spec.ts checks against nginx.
    command: `node --import tsx scripts/preview/server.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});

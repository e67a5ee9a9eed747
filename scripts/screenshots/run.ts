/**
 * `npm run screenshots`: builds the site, serves it on 127.0.0.1 and writes every route (and the
 * not-found page) at 375 and 1280 px, the first screen and the full page, to screenshots/ — for a
 * person to look at. Not a test: the browser tests compare against committed baselines
 * (tests/e2e/crawl.spec.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { LANGUAGES } from "../../src/generated/languages.gen.ts";
import { sites } from "../../src/generated/site.gen.ts";
import { addressIn } from "../../src/site/routing.ts";
import { beforeScreenshot, MISSING_PAGE, screenshotName, stillPage } from "./still-page.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, "screenshots");
const PORT = 4194;
const WIDTHS = [
  { name: "375", viewport: { width: 375, height: 740 }, hasTouch: true },
  { name: "1280", viewport: { width: 1280, height: 800 }, hasTouch: false },
];
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";


if (spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, stdio: "inherit" }).status !== 0) process.exit(1);
const server = spawn(process.execPath, ["--import", "tsx", "scripts/preview/server.ts", "--port", String(PORT)], { cwd: ROOT, stdio: "ignore" });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  for (let i = 0; i < 50 && !(await fetch(`http://127.0.0.1:${PORT}/`).then((r) => r.ok, () => false)); i++) await new Promise((resolve) => setTimeout(resolve, 200));
  await rm(OUT, { recursive: true, force: true });
  // Every page in every language, and each language's not-found page.
  const paths = LANGUAGES.flatMap((language) => [...sites[language].routes.map((route) => route.path), addressIn(MISSING_PAGE, language)]);
  for (const width of WIDTHS) {
    await mkdir(path.join(OUT, width.name), { recursive: true });
    const context = await browser.newContext({ viewport: width.viewport, hasTouch: width.hasTouch, locale: "es-ES", timezoneId: "Europe/Madrid" });
    for (const route of paths) {
      const page = await context.newPage();
      await beforeScreenshot(page);
      await page.goto(`http://127.0.0.1:${PORT}${route}`);
      await stillPage(page);
      const name = screenshotName(route);
      await page.screenshot({ path: path.join(OUT, width.name, `${name}-pantalla.png`), animations: "disabled" });
      await page.screenshot({ path: path.join(OUT, width.name, `${name}-completa.png`), fullPage: true, animations: "disabled" });
      await page.close();
    }
    await context.close();
  }
  console.log(`${paths.length * WIDTHS.length * 2} capturas en ${path.relative(ROOT, OUT)}/ (375 y 1280 px; "pantalla" es lo primero que se ve, "completa" la página entera)`);
} finally {
  await browser.close();
  server.kill();
}

import path from "node:path";
import { beforeScreenshot, screenshotName, stillPage } from "../../scripts/screenshots/still-page.ts";
import { expect, isWide, test } from "./support/test.ts";
import { addressIn, allRoutes, escapeRegExp, LANGUAGES, MISSING_PATH } from "./support/site-data.ts";
import { cardGridProblems, overlappingText } from "./support/layout-facts.ts";

/**
 * Every page as a person sees it, at each width: compared with its committed baseline (animations
 * off, reduced motion, a fixed clock, every photo loaded) and checked for what a diff cannot
 * explain — text over text, card lists with markers or one card per row, sideways scroll at 320 px. Baselines live in
 * tests/e2e/screens/<project>/; after an intended visual change, look at the new screenshots
 * (`npm run screenshots`) and update them with `npm run test:screens:update` (README).
 */

/** Each photo a flat box of its size and place: replacing a photo changes no baseline. */
const FLAT_PHOTOS = path.join(import.meta.dirname, "support/flat-photos.css");

/** Every page in every language, and each language's not-found page. */
const missing = LANGUAGES.map((language) => addressIn(MISSING_PATH, language));
const pages = [...allRoutes.map((route) => route.path), ...missing];

for (const path of pages) {
  test(`${path} looks as approved`, async ({ page, guard }, testInfo) => {
    if (missing.includes(path)) guard.allowStatus(404, new RegExp(`^${escapeRegExp(path)}$`));
    await beforeScreenshot(page);
    await page.goto(path);
    await stillPage(page);
    // Soft: a failing fact still lets the comparison below show what changed.
    expect.soft(await overlappingText(page)).toEqual([]);
    expect.soft(await cardGridProblems(page, isWide(testInfo))).toEqual([]);
    await expect(page).toHaveScreenshot(`${screenshotName(path)}.png`, { fullPage: true, stylePath: FLAT_PHOTOS });
    if (!isWide(testInfo)) {
      // The narrowest phones in use: nothing to scroll sideways at 320 px either.
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
  });
}

test("the layout checks see what they look for: text over text, cards with markers, one card per row", { tag: "@once" }, async ({ page }) => {
  await page.setContent(`
    <main>
      <p style="margin:0">Una línea de texto</p>
      <p style="margin-top:-12px">Otra encima de ella</p>
      <p style="position:absolute;width:1px;height:1px;overflow:hidden;top:0">Oculto: no cuenta</p>
      <ul><li><img alt="" width="10" height="10"><h3>Mirador</h3></li><li><img alt="" width="10" height="10"><h3>San Isidro</h3></li></ul>
    </main>`);
  expect(await overlappingText(page)).toEqual(['"Una línea de texto" overlaps "Otra encima de ella"']);
  expect(await cardGridProblems(page, true)).toEqual(["ul.: 2 cards with list markers", "ul.: one card per row at 1280 px"]);
});

import { expect, test } from "./support/test.ts";
import { axeViolations } from "./support/axe.ts";
import { cardGridProblems, overlappingText } from "./support/layout-facts.ts";

/** The facts the crawl checks beside each screenshot (crawl.spec.ts, checkLooks) find what they look for. */
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

test("axe, as the crawl runs it, finds a field without a name, grey on white and a photo without a text", { tag: "@once" }, async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="es"><title>Prueba</title><body>
    <main><h1>Prueba</h1><p style="color:#bbb;background:#fff">Texto sin contraste</p><input type="text"><img src="data:," width="10" height="10"></main></body></html>`);
  const rules = (await axeViolations(page)).map((line) => line.split(" ")[0]);
  expect([...new Set(rules)].sort()).toEqual(["color-contrast", "image-alt", "label"]);
});

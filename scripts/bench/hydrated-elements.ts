/**
 * How much of a page React has taken over with nobody touching it: the elements it hydrated (or
 * drew), counted IDLE_MS after the load event on the phone profile (tap-to-result.ts). React marks
 * every DOM node it hydrates or creates with an own property named `__reactFiber$<random>`; an
 * element without one is HTML the build wrote that no script has matched, whatever the client's
 * architecture (one root for the page, or one per island). The same count inside the availability
 * calendar's months, which are to cost no hydration at all.
 */
import { IDLE_MS } from "./idle-scripts.ts";
import { phonePage } from "./tap-to-result.ts";

export type HydratedElements = {
  /** Elements in the document. */
  elements: number;
  /** Elements that carry React's own property: hydrated or drawn by React. */
  hydrated: number;
  /**
   * The availability calendar's months: the elements inside every element whose id starts with
   * `meses-` (the containers themselves not counted), and how many of them React hydrated; null
   * when the page has no such element.
   */
  months: { elements: number; hydrated: number } | null;
};

/** Counted in the page, as a string: the bench runs through tsx, whose helpers don't exist in the page. */
const COUNT = `(() => {
  const isReacts = (element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  const all = [...document.querySelectorAll("*")];
  const boxes = [...document.querySelectorAll('[id^="meses-"]')];
  const inMonths = boxes.flatMap((box) => [...box.querySelectorAll("*")]);
  return {
    elements: all.length,
    hydrated: all.filter(isReacts).length,
    months: boxes.length ? { elements: inMonths.length, hydrated: inMonths.filter(isReacts).length } : null,
  };
})()`;

/** The elements React has hydrated on the page at `url`, IDLE_MS after its load event, in a fresh browser on the phone profile. */
export async function hydratedElements(url: string): Promise<HydratedElements> {
  const { browser, page } = await phonePage();
  try {
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(IDLE_MS);
    return (await page.evaluate(COUNT)) as HydratedElements;
  } finally {
    await browser.close();
  }
}

/** Run by hand: `node --import tsx scripts/bench/hydrated-elements.ts <url>…` prints each page's counts. */
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const url of process.argv.slice(2)) console.log(url, JSON.stringify(await hydratedElements(url)));
}

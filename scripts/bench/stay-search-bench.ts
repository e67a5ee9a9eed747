import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { AVAILABILITY_PATH } from "../../src/site/output-names.ts";
import { filesGzip } from "./asset-weight.ts";
import { phonePage } from "./tap-to-result.ts";

/** How long the traveller takes between two choices (a date in the phone's own picker, the group). */
const BETWEEN_INPUTS_MS = 1500;
/** How long after the page is live the traveller reaches the search: reading, not waiting for the network to be quiet. */
const REACH_AFTER_MS = 3000;

/** The chunk files a chunk imports, itself included, following its static imports (`from"./x.js"`, `import"./x.js"`). */
async function importClosure(assets: string, file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = await readFile(path.join(assets, file), "utf8");
  for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) await importClosure(assets, imported!, seen);
  return seen;
}

export type SearchWeight = { files: string[]; gzip: number };

/**
 * What the stay search adds to a page, gzip: its form's chunk and stylesheet, where it has one of
 * its own (the islands' build may put its styles in the page's), with the page, and
 * everything its answers' chunk brings that the page didn't already load before it was idle (the
 * answers' logic, the words, the dates' code). `beforeIdle`: URL paths the page loaded before idle.
 */
export async function searchWeight(client: string, beforeIdle: string[]): Promise<SearchWeight> {
  const assets = path.join(client, "assets");
  const names = await readdir(assets);
  const own = names.filter((name) => /^stay-search-section-[\w-]+\.(js|css)$/.test(name));
  const results = names.find((name) => /^stay-search-results-[\w-]+\.js$/.test(name));
  if (!own.some((name) => name.endsWith(".js")) || !results) throw new Error("the build has no stay-search-section chunk or no stay-search-results chunk: has the search been renamed?");
  const loaded = new Set(beforeIdle.map((url) => path.basename(url)));
  const lazy = [...(await importClosure(assets, results))].filter((name) => !loaded.has(name));
  const files = [...new Set([...own, ...lazy])].sort();
  return { files, gzip: await filesGzip(client, files.map((name) => `/assets/${name}`)) };
}

type SearchRun = {
  /** From the last input (the check-out date) to the first frame that finds every apartment's answer on the page, the first search of the visit. */
  firstMs: number;
  /** The same for a change after (the group size). */
  nextMs: number;
  /** How many times the availability file was requested over the visit (the booking form's and the search's, together). */
  availabilityFetches: number;
};

export type SearchResult = { runs: SearchRun[]; firstMedianMs: number; nextMedianMs: number; availability: { bytes: number; gzip: number; fetchesMax: number } };

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** One visit of the home page on the phone profile: a search for 3 nights for 4, then for 5. */
async function searchOnce(origin: string): Promise<SearchRun> {
  const { browser, page } = await phonePage();
  try {
    let availabilityFetches = 0;
    page.on("request", (request) => void (new URL(request.url()).pathname === AVAILABILITY_PATH && availabilityFetches++));
    await page.goto(`${origin}/`, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction('!document.querySelector(".preloader")', null, { timeout: 60_000 });
    await page.waitForTimeout(REACH_AFTER_MS);
    // As a string: the bench runs through tsx, whose helpers don't exist in the page. Every frame,
    // once an input has come since the last reset, checks whether the summary says what is wanted.
    await page.evaluate(`(() => {
      document.addEventListener("input", (event) => { window.__lastInput = event.timeStamp; }, true);
      document.addEventListener("change", (event) => { window.__lastInput = Math.max(window.__lastInput ?? 0, event.timeStamp); }, true);
      const frame = () => {
        const summary = document.querySelector(".stay-search__summary");
        if (window.__answer === undefined && window.__want && window.__lastInput !== undefined && summary && summary.textContent.includes(window.__want) && document.querySelectorAll(".stay-answer").length > 0) window.__answer = performance.now();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })()`);
    const search = page.locator(".stay-search form").first();
    await search.scrollIntoViewIfNeeded();
    const [checkIn, checkOut, guests] = [search.locator('input[type="date"]').first(), search.locator('input[type="date"]').nth(1), search.locator("select")];
    const start = new Date(Date.now() + 40 * 86_400_000);
    const answered = async (want: string, act: () => Promise<void>): Promise<number> => {
      await page.evaluate(`window.__answer = undefined; window.__lastInput = undefined; window.__want = ${JSON.stringify(want)};`);
      await act();
      const handle = await page.waitForFunction("window.__answer !== undefined && window.__answer - window.__lastInput", null, { timeout: 20_000 });
      return Number(await handle.jsonValue());
    };
    await checkIn.tap();
    await guests.selectOption("4");
    await page.waitForTimeout(BETWEEN_INPUTS_MS);
    await checkIn.fill(isoDay(start));
    await page.waitForTimeout(BETWEEN_INPUTS_MS);
    const firstMs = await answered("3 noches, 4 personas", () => checkOut.fill(isoDay(new Date(start.getTime() + 3 * 86_400_000))));
    await page.waitForTimeout(BETWEEN_INPUTS_MS);
    const nextMs = await answered("3 noches, 5 personas", () => guests.selectOption("5").then(() => undefined));
    return { firstMs: Math.round(firstMs), nextMs: Math.round(nextMs), availabilityFetches };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `runs` visits, each in a fresh browser; medians, and the availability file as built. */
export async function measureSearch(origin: string, client: string, runs: number): Promise<SearchResult> {
  const list: SearchRun[] = [];
  for (let i = 0; i < runs; i++) list.push(await searchOnce(origin));
  const file = await readFile(path.join(client, AVAILABILITY_PATH));
  return {
    runs: list,
    firstMedianMs: median(list.map((run) => run.firstMs)),
    nextMedianMs: median(list.map((run) => run.nextMs)),
    availability: { bytes: file.length, gzip: gzipSync(file).length, fetchesMax: Math.max(...list.map((run) => run.availabilityFetches)) },
  };
}

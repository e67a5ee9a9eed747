/**
 * `npm run bench:core`: the content check's core as the browser gets it — its size (minified and
 * gzipped, whole and in parts: the check's code, the schema's compiled validator) and how long it
 * takes to check today's site.yaml in Chromium (the median of several runs, after one to warm up),
 * beside the terminal's check of the same text with the same facts in this process. Writes its
 * section of benchmarks/RESULTS.md. A benchmark, not a test: the times depend on the machine.
 */
import { chromium } from "@playwright/test";
import { buildBrowserCore, CORE_ENTRY, projectModule } from "../content/browser-core.ts";
import { loadSiteWithFacts, SITE_FILE } from "../content/load-site.ts";
import { checkContent } from "../../src/content-check/check-content.ts";
import { writeResultsSection } from "./results-file.ts";
import { CHROME_FLAGS, CHROME_PATH } from "./lighthouse-run.ts";

const RUNS = 7;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The page's side: the check timed RUNS times after one to warm up. */
const TIMED_ENTRY = `import { checkContent } from ${projectModule("src/content-check/check-content.ts")};
import { siteValidator } from ${projectModule("src/content-check/site-validator.ts")};
globalThis.timeCheck = (name, text, facts, runs) => {
  const all = { ...facts, validator: siteValidator, photos: new Map(facts.photos) };
  const ok = checkContent(name, text, all).ok;
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    checkContent(name, text, all);
    times.push(performance.now() - start);
  }
  return { ok, times };
};`;

const [whole, code, validator] = await Promise.all([
  buildBrowserCore(CORE_ENTRY),
  buildBrowserCore(`export { checkContent } from ${projectModule("src/content-check/check-content.ts")};`),
  buildBrowserCore(`export { siteValidator } from ${projectModule("src/content-check/site-validator.ts")};`),
]);

const { name, text, facts } = await loadSiteWithFacts(SITE_FILE, { displayName: "site.yaml" });
if (text === undefined || !facts) throw new Error("site.yaml could not be read: run `npm run check`");
checkContent(name, text, facts);
const terminal: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  checkContent(name, text, facts);
  terminal.push(performance.now() - start);
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless")) });
const timed = await buildBrowserCore(TIMED_ENTRY);
const page = await browser.newPage();
await page.addScriptTag({ content: timed.code, type: "module" });
await page.waitForFunction(() => "timeCheck" in globalThis);
const plain = { words: facts.words, photos: [...facts.photos], calendars: facts.calendars };
const inChromium = await page.evaluate(
  ([name, text, plain, runs]) => (globalThis as unknown as { timeCheck: (...args: unknown[]) => { ok: boolean; times: number[] } }).timeCheck(name, text, plain, runs),
  [name, text, plain, RUNS] as const,
);
await browser.close();

const rows = [
  ["the core, as the editor loads it (check, stages, summaries, validator and schema)", whole],
  ["the check's code alone (yaml, messages, cross-checks)", code],
  ["the schema's compiled validator alone, with the schema", validator],
] as const;
const section = `## Content core in the browser (\`npm run bench:core\`)

Built by scripts/content/browser-core.ts (Vite, for browsers, any import of Node's refused), ${new Date().toISOString().slice(0, 10)}.

| part | minified | gzip |
| --- | --- | --- |
${rows.map(([label, built]) => `| ${label} | ${kb(built.bytes)} | ${kb(built.gzipBytes)} |`).join("\n")}

Checking today's site.yaml (${kb(Buffer.byteLength(text))}, ${inChromium.ok ? "correct" : "with problems"}), median of ${RUNS} after one to warm up: ${median(inChromium.times).toFixed(0)} ms in Chromium, ${median(terminal).toFixed(0)} ms in Node (the core alone, its facts gathered).
`;
await writeResultsSection("content-core", section);
console.log(section);

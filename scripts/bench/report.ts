import { BUDGETS } from "./budgets.ts";
import { IDLE_MS } from "./idle-scripts.ts";
import type { SearchResult, SearchWeight } from "./stay-search-bench.ts";
import type { LongTask, Measure } from "./lighthouse-run.ts";
import { PHONE, TRAVELLER_DELAYS_MS, type TapResult } from "./tap-to-result.ts";

/** inlineJsGzip/cssGzip: the page's inline scripts and its stylesheets, gzip; js.scriptGzip: the script files it fetched without interaction, gzip. */
export type PageResult = {
  path: string;
  js: Measure;
  noJs: Measure;
  inlineJsGzip: number;
  cssGzip: number;
  /** Every script file fetched before the page was idle, plus the inline scripts, gzip. */
  beforeIdleJsGzip: number;
  /** Every script file fetched over IDLE_MS with nobody touching the page, plus the inline scripts, gzip. */
  idleJsGzip: number;
  /** The long tasks of the hydrated page's median run (by blocking time). */
  longTasks: LongTask[];
  /**
   * For the pages that have it: the page built the way the older tree (reference-build.ts) is,
   * without calendars, and the older tree's, measured in turn in the same run.
   */
  reference?: { commit: string; now: Measure; then: Measure; longTasks: { now: LongTask[]; then: LongTask[] }; slow: SlowComparison };
};

/** The page now and the older tree's, in turn, with Lighthouse's CPU slowdown at `cpuSlowdown` (budgets.ts, SLOW_CPU). */
type SlowComparison = { cpuSlowdown: number; now: Measure; then: Measure; tbtRuns: { now: number[]; then: number[] } };

/** Every byte of JavaScript the page loaded while Lighthouse watched its first view, gzip: the files it fetched and its inline scripts. */
const jsWhileLighthouseWatched = (page: PageResult): number => page.js.scriptGzip + page.inlineJsGzip;
export type BuildCost = {
  checkSeconds: number;
  warmBuildSeconds: number;
  /** The form's calendar chunk, its script and stylesheet, gzip. */
  pickerGzip: number;
};

/** A language's home page: "/" or "/en". */
const isHome = (path: string): boolean => path === "/" || /^\/[a-z]{2}$/.test(path);

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${Math.round(value)} ms`;
const ratio = (a: number, b: number): string => (b > 0 ? `${(a / b).toFixed(2)}×` : "—");

/** Every budget a page misses, in words. */
export function missedBudgets(page: PageResult): string[] {
  const { js } = page;
  const missed: string[] = [];
  // A figure that was not measured is a budget not shown to be kept.
  const unmeasured = [js, page.noJs].flatMap((measure) =>
    Object.entries(measure)
      .filter(([, value]) => !Number.isFinite(value))
      .map(([key]) => key),
  );
  if (unmeasured.length) missed.push(`not measured: ${[...new Set(unmeasured)].join(", ")}`);
  if (js.performance < BUDGETS.performance) missed.push(`Performance ${js.performance} < ${BUDGETS.performance}`);
  if (js.accessibility < BUDGETS.accessibility) missed.push(`Accessibility ${js.accessibility} < 100`);
  if (js.bestPractices < BUDGETS.bestPractices) missed.push(`Best Practices ${js.bestPractices} < 100`);
  if (js.seo < BUDGETS.seo) missed.push(`SEO ${js.seo} < 100`);
  if (js.lcpMs > BUDGETS.lcpMs) missed.push(`LCP ${ms(js.lcpMs)} > ${BUDGETS.lcpMs} ms`);
  if (js.cls > BUDGETS.cls) missed.push(`CLS ${js.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (js.tbtMs > BUDGETS.tbtMs) missed.push(`TBT ${ms(js.tbtMs)} > ${BUDGETS.tbtMs} ms`);
  if (page.reference && page.reference.now.tbtMs > page.reference.then.tbtMs)
    missed.push(`TBT ${ms(page.reference.now.tbtMs)} > the older tree's ${ms(page.reference.then.tbtMs)} (${page.reference.commit}, same run)`);
  const slow = page.reference?.slow;
  if (slow && slow.now.tbtMs > slow.then.tbtMs)
    missed.push(`TBT at ${slow.cpuSlowdown}× CPU ${ms(slow.now.tbtMs)} > the older tree's ${ms(slow.then.tbtMs)} (${page.reference!.commit}, same run)`);
  if (js.lcpMs > page.noJs.lcpMs * BUDGETS.lcpRatio) missed.push(`LCP ${ratio(js.lcpMs, page.noJs.lcpMs)} the no-JS LCP > ${BUDGETS.lcpRatio}×`);
  if (page.beforeIdleJsGzip > BUDGETS.jsGzipKb * 1024) missed.push(`JS before idle ${kb(page.beforeIdleJsGzip)} > ${BUDGETS.jsGzipKb} KB gzip`);
  if (page.idleJsGzip > BUDGETS.jsIdleGzipKb * 1024) missed.push(`JS within ${IDLE_MS / 1000} s ${kb(page.idleJsGzip)} > ${BUDGETS.jsIdleGzipKb} KB gzip`);
  if (isHome(page.path) && js.totalBytes > BUDGETS.homeTotalKb * 1024) missed.push(`home first view ${kb(js.totalBytes)} > ${BUDGETS.homeTotalKb} KB`);
  return missed;
}

export function tapsMissed(taps: TapResult[]): string[] {
  return taps
    .filter((tap) => tap.traveller.medianMs > BUDGETS.tapMs)
    .map((tap) => `${tap.name} on ${tap.path}, the traveller's way: ${tap.traveller.medianMs} ms > ${BUDGETS.tapMs} ms`);
}

export function buildCostMissed(cost: BuildCost): string[] {
  const missed: string[] = [];
  if (cost.checkSeconds > BUDGETS.checkSeconds) missed.push(`npm run check ${cost.checkSeconds.toFixed(2)} s > ${BUDGETS.checkSeconds} s`);
  if (cost.warmBuildSeconds > BUDGETS.warmBuildSeconds) missed.push(`warm build ${cost.warmBuildSeconds.toFixed(1)} s > ${BUDGETS.warmBuildSeconds} s`);
  if (cost.pickerGzip > BUDGETS.pickerGzipKb * 1024) missed.push(`the form's calendar chunk ${kb(cost.pickerGzip)} > ${BUDGETS.pickerGzipKb} KB gzip`);
  return missed;
}

/** The stay search, measured on the home page: its weight and how soon it answers (stay-search-bench.ts). */
export type SearchFigures = { weight: SearchWeight; timing: SearchResult };

export function searchMissed({ weight, timing }: SearchFigures): string[] {
  const missed: string[] = [];
  if (weight.gzip > BUDGETS.searchGzipKb * 1024) missed.push(`the stay search ${kb(weight.gzip)} > ${BUDGETS.searchGzipKb} KB gzip`);
  if (timing.firstMedianMs > BUDGETS.searchAnswerMs)
    missed.push(`the stay search's first answer ${timing.firstMedianMs} ms > ${BUDGETS.searchAnswerMs} ms after the last input`);
  if (timing.nextMedianMs > BUDGETS.searchAnswerMs)
    missed.push(`the stay search's next answer ${timing.nextMedianMs} ms > ${BUDGETS.searchAnswerMs} ms after the last input`);
  if (timing.availability.fetchesMax !== 1) missed.push(`the availability file fetched ${timing.availability.fetchesMax} times in a visit (once expected)`);
  return missed;
}

function searchSection({ weight, timing }: SearchFigures): string[] {
  const runs = (pick: (run: SearchResult["runs"][number]) => number): string => timing.runs.map(pick).join(", ");
  return [
    "## Stay search",
    "",
    `The home page on the same phone profile, fresh browser each run: ${timing.runs.length} visits. The traveller reaches the search 3 s after the page is live ` +
      "(not waiting for the network to be quiet), taps the check-in, picks 4 people, a check-in 40 days ahead and, 1.5 s later, a check-out 3 nights after; " +
      "then, 1.5 s later, 5 people. Each figure runs from the last input's event to the first animation frame in which every apartment's answer is on the page.",
    "",
    "| figure | median | runs | budget |",
    "| --- | --- | --- | --- |",
    `| first answer (after the check-out) | ${timing.firstMedianMs} ms | ${runs((run) => run.firstMs)} | ≤ ${BUDGETS.searchAnswerMs} ms |`,
    `| next answer (the group changed) | ${timing.nextMedianMs} ms | ${runs((run) => run.nextMs)} | ≤ ${BUDGETS.searchAnswerMs} ms |`,
    `| availability file requests per visit (form and search together) | ${timing.availability.fetchesMax} | ${runs((run) => run.availabilityFetches)} | 1 |`,
    "",
    `Weight: ${kb(weight.gzip)} gzip (budget ${BUDGETS.searchGzipKb} KB): the search form's chunk (shared with the apartment cards) and stylesheet, and what its answers fetch beyond the page's first load: ${weight.files.map((file) => `\`${file}\``).join(", ")}. ` +
      `The availability file for every apartment: ${timing.availability.bytes} bytes (${timing.availability.gzip} gzip) with the bench's two fixture calendars.`,
    "",
  ];
}

/** The blocking part (above 50 ms) of every long task of a load, from its start to its end: main-thread work, wherever the first paint falls. */
const blockingOf = (tasks: LongTask[]): number => tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0);

/** The long tasks, longest first: where each comes from, when it started, how long it took. */
function longTaskLines(tasks: LongTask[]): string[] {
  if (tasks.length === 0) return ["No task of 50 ms or more."];
  return [
    `${tasks.length} tasks of 50 ms or more; their blocking parts add up to ${blockingOf(tasks)} ms over the whole load (TBT counts only those between the first paint and interactive).`,
    "",
    "| source | start | duration |",
    "| --- | --- | --- |",
    ...[...tasks]
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, 8)
      .map((task) => `| \`${task.source}\` | ${task.startMs} ms | ${task.durationMs} ms |`),
  ];
}

/** The pages measured beside the older tree: the blocking time now and then, in the same run. */
function referenceSection(pages: PageResult[]): string[] {
  const compared = pages.filter((page) => page.reference);
  if (compared.length === 0) return [];
  return [
    `## Against the older tree (\`${compared[0]!.reference!.commit}\`), same run`,
    "",
    "Absolute timings move from machine to machine; two builds measured side by side on one machine in one run do not. " +
      "The older tree is built once from git (scripts/bench/reference-build.ts) and served by the same server. It has no calendars, so the page it is compared with is " +
      "the current tree built the same way (`npm run build`, no calendar read: the apartment page without its months; the page with them is in its own table below). " +
      "Each page is measured now and then in turn, one run of each after the other. " +
      "At the preset's 4× CPU this machine gives both a TBT of a few tens of ms, where one run's first paint decides; the second table measures them again in turn " +
      "with a CPU slowdown that brings the older tree's TBT to the hundreds of ms, the scale a slower machine measures it at (docs/decisions/034-far-sections-hydrated-when-near.md).",
    "",
    "| page | TBT now | TBT then | ratio | long tasks' blocking over the whole load, now / then | LCP now | LCP then | performance now / then | budget |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...compared.map(({ path, reference }) => {
      const { now, then, longTasks } = reference!;
      return `| \`${path}\` | ${ms(now.tbtMs)} | ${ms(then.tbtMs)} | ${ratio(now.tbtMs, then.tbtMs)} | ${blockingOf(longTasks.now)} / ${blockingOf(longTasks.then)} ms | ${ms(now.lcpMs)} | ${ms(then.lcpMs)} | ${now.performance} / ${then.performance} | TBT ≤ then${now.tbtMs > then.tbtMs ? " **missed**" : ""} |`;
    }),
    "",
    `With Lighthouse's CPU slowdown at ${compared[0]!.reference!.slow.cpuSlowdown}× (the rest of the preset unchanged), in turn again, ${compared[0]!.reference!.slow.tbtRuns.now.length} runs each (one run there ranges over about half to twice the median):`,
    "",
    "| page | TBT now | TBT then | ratio | runs now | runs then | performance now / then | budget |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...compared.map(({ path, reference }) => {
      const { now, then, tbtRuns } = reference!.slow;
      const runs = (values: number[]): string => values.map((value) => Math.round(value)).join(", ");
      return `| \`${path}\` | ${ms(now.tbtMs)} | ${ms(then.tbtMs)} | ${ratio(now.tbtMs, then.tbtMs)} | ${runs(tbtRuns.now)} | ${runs(tbtRuns.then)} | ${now.performance} / ${then.performance} | TBT ≤ then${now.tbtMs > then.tbtMs ? " **missed**" : ""} |`;
    }),
    "",
  ];
}

export function resultsMarkdown(
  pages: PageResult[],
  taps: TapResult[],
  search: SearchFigures,
  cost: BuildCost,
  runs: number,
  tapRuns: number,
  when: string,
): string {
  const lines = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` on ${when}: Lighthouse 12.8 (mobile preset: simulated slow 4G, mid-range phone), ` +
      `${runs} runs per page and variant, medians. "no-JS" is the same page with every \`<script>\` removed from its HTML, ` +
      "the floor of what prerendered HTML alone costs; ratios are hydrated ÷ no-JS.",
    "",
    "JavaScript is counted as the gzip size of each script file fetched (as built) plus the page's inline scripts that run " +
      '(React Router\'s hydration data; JSON-LD is data and not counted). "Before idle" is what the page requested before the ' +
      'browser first ran an idle callback (hydration included); "within ' +
      `${IDLE_MS / 1000} s" is everything it fetches by itself when nobody ` +
      "touches it: the hero's slideshow and the lazy parts fetched once the page is idle (the lightbox, the booking form's logic). " +
      `Budgets: ${BUDGETS.jsGzipKb} KB before idle, ${BUDGETS.jsIdleGzipKb} KB within ${IDLE_MS / 1000} s. "While Lighthouse watched" is shown for reference.`,
    "",
    `## Tap to result`,
    "",
    `A mid-range phone profile in Chromium (Playwright, 412 × 823, touch): ${PHONE.cpuSlowdown}× CPU slowdown, ${PHONE.latencyMs} ms round trip, ` +
      `${PHONE.downKbps / 1000} Mbps down. Each page is opened in a fresh browser and tapped once; the figure is the time from the tap's \`pointerdown\` ` +
      "to the first animation frame in which its answer is on screen. Two ways to come to the tap: **the traveller's** — the tap lands " +
      `${TRAVELLER_DELAYS_MS.map((delay) => delay / 1000).join(", ")} s after the page was asked for (one run each), whatever the network is still doing, ` +
      `and a control below the fold is scrolled to and tapped at once — and **once quiet**: hydrated and no request in flight for 1 s (${tapRuns} runs). ` +
      `Budget ${BUDGETS.tapMs} ms, held on the traveller's median.`,
    "",
    "| interaction | page | traveller: median | max | runs | once quiet: median | runs | budget |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...taps.map(
      ({ name, path, traveller, quiet }) =>
        `| ${name} | \`${path}\` | ${traveller.medianMs} ms | ${traveller.maxMs} ms | ${traveller.runsMs.join(", ")} | ${quiet.medianMs} ms | ${quiet.runsMs.join(", ")} | ≤ ${BUDGETS.tapMs} ms${traveller.medianMs > BUDGETS.tapMs ? " **missed**" : ""} |`,
    ),
    "",
    ...searchSection(search),
    ...referenceSection(pages),
    `Build cost: \`npm run check\` ${cost.checkSeconds.toFixed(2)} s (budget ${BUDGETS.checkSeconds} s); build with a warm photo cache ${cost.warmBuildSeconds.toFixed(1)} s (budget ${BUDGETS.warmBuildSeconds} s); the booking form's month calendar, fetched only when opened, ${kb(cost.pickerGzip)} gzip with its CSS (budget ${BUDGETS.pickerGzipKb} KB).`,
    "",
  ];
  for (const page of pages) {
    const { js, noJs } = page;
    const missed = missedBudgets(page);
    lines.push(
      `## \`${page.path}\``,
      "",
      "| figure | hydrated | no-JS | ratio | budget |",
      "| --- | --- | --- | --- | --- |",
      `| Performance | ${js.performance} | ${noJs.performance} | ${ratio(js.performance, noJs.performance)} | ≥ ${BUDGETS.performance} |`,
      `| Accessibility | ${js.accessibility} | ${noJs.accessibility} | ${ratio(js.accessibility, noJs.accessibility)} | 100 |`,
      `| Best Practices | ${js.bestPractices} | ${noJs.bestPractices} | ${ratio(js.bestPractices, noJs.bestPractices)} | 100 |`,
      `| SEO | ${js.seo} | ${noJs.seo} | ${ratio(js.seo, noJs.seo)} | 100 |`,
      `| LCP | ${ms(js.lcpMs)} | ${ms(noJs.lcpMs)} | ${ratio(js.lcpMs, noJs.lcpMs)} | ≤ ${BUDGETS.lcpMs} ms, ≤ ${BUDGETS.lcpRatio}× |`,
      `| CLS | ${js.cls.toFixed(3)} | ${noJs.cls.toFixed(3)} | — | ≤ ${BUDGETS.cls} |`,
      `| TBT | ${ms(js.tbtMs)} | ${ms(noJs.tbtMs)} | — | ≤ ${BUDGETS.tbtMs} ms |`,
      `| Total bytes | ${kb(js.totalBytes)} | ${kb(noJs.totalBytes)} | ${ratio(js.totalBytes, noJs.totalBytes)} | ${isHome(page.path) ? `≤ ${BUDGETS.homeTotalKb} KB` : "—"} |`,
      `| JS before idle: files fetched + inline (gzip) | ${kb(page.beforeIdleJsGzip)} | 0 | — | ≤ ${BUDGETS.jsGzipKb} KB |`,
      `| JS within ${IDLE_MS / 1000} s without any interaction (gzip) | ${kb(page.idleJsGzip)} | 0 | — | ≤ ${BUDGETS.jsIdleGzipKb} KB |`,
      `| JS while Lighthouse watched the first view (gzip) | ${kb(jsWhileLighthouseWatched(page))} | 0 | — | — |`,
      `| JS as transferred (headers included) | ${kb(js.scriptBytes)} | ${kb(noJs.scriptBytes)} | — | — |`,
      `| CSS (gzip / transferred) | ${kb(page.cssGzip)} / ${kb(js.styleBytes)} | ${kb(noJs.styleBytes)} | — | — |`,
      "",
      "Long tasks of the median run:",
      "",
      ...longTaskLines(page.longTasks),
      ...(page.reference
        ? ["", "Built without calendars, as the older tree is:", "", ...longTaskLines(page.reference.longTasks.now), "", `The older tree's (\`${page.reference.commit}\`):`, "", ...longTaskLines(page.reference.longTasks.then)]
        : []),
      "",
      missed.length ? `**Missed:** ${missed.join("; ")}` : "All budgets met.",
      "",
    );
  }
  return lines.join("\n");
}

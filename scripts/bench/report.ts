import { benchedPage, BUDGETS, jsBudgetKb, PRESET_TBT_HELD_AGAINST } from "./budgets.ts";
import type { HydratedElements } from "./hydrated-elements.ts";
import { IDLE_MS } from "./idle-scripts.ts";
import type { SearchResult, SearchWeight } from "./stay-search-bench.ts";
import type { LongTask, Measure } from "./lighthouse-run.ts";
import { PHONE, TRAVELLER_DELAYS_MS, type TapResult } from "./tap-to-result.ts";

/** One tree's runs of a page in a comparison measured in turn: the medians, each run's TBT, the long tasks of the median run. */
export type TreeRuns = { median: Measure; tbtRuns: number[]; longTasks: LongTask[] };

/**
 * A page measured in turn with the same page of the older trees (reference-build.ts), at one CPU
 * slowdown (the preset's is 4×); `noJs`, where measured, the page now without its scripts, in turn
 * with them: what the page's own parsing, style and layout block, the floor no script can go under.
 */
export type InTurn = { cpuSlowdown: number; now: TreeRuns; noJs?: TreeRuns; older: (TreeRuns & { commit: string; name: string })[] };

/**
 * The same page of the tree before islands, built as the current one is (with calendars) and
 * measured the same ways in the same run: Lighthouse in turn with the page now and its no-JS copy.
 */
type BeforeFigures = {
  commit: string;
  js: Measure;
  beforeIdleJsGzip: number;
  idleJsGzip: number;
  longTasks: LongTask[];
  hydrated: HydratedElements;
};

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
  /** The elements React has hydrated IDLE_MS after load (hydrated-elements.ts). */
  hydrated: HydratedElements;
  before?: BeforeFigures;
  /**
   * For REFERENCE_PAGES: the page built the way the oldest tree is (without calendars) and the
   * older trees' same page, measured in turn at the preset's CPU and at SLOW_CPU.
   */
  olderTrees?: { atPreset: InTurn; atSlowCpu: InTurn };
};

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
/** A budget's cell: what it asks, and whether it was held. */
const held = (budget: string, ok: boolean): string => `${budget}: ${ok ? "held" : "**missed**"}`;

/** The lowest Performance score a page may have: the absolute budget, and no more than a few points below its no-JS copy's. */
const performanceFloor = (page: PageResult): number => Math.max(BUDGETS.performance, page.noJs.performance - BUDGETS.performanceBelowNoJs);
const lcpHeld = (page: PageResult): boolean => page.js.lcpMs <= page.noJs.lcpMs * BUDGETS.lcpRatio;
const jsHeld = (page: PageResult): boolean => page.beforeIdleJsGzip <= jsBudgetKb(page.path) * 1024;

/** What the calendar's months cost in hydration, in words, on a page that shows them: nothing, or what was missed. */
function monthsMissed(page: PageResult): string[] {
  if (!benchedPage(page.path).months) return [];
  const { months } = page.hydrated;
  if (!months || months.elements === 0) return ["not measured: the calendar's months (no element inside one whose id starts with meses-)"];
  if (months.hydrated > BUDGETS.monthsHydrated) return [`${months.hydrated} of the calendar's months' ${months.elements} elements hydrated > ${BUDGETS.monthsHydrated}`];
  return [];
}

/** The older trees a comparison holds the page's TBT against, with the multiple of theirs it may reach. */
function tbtHeldAgainst(comparison: InTurn, atSlowCpu: boolean): { older: InTurn["older"][number]; limit: number }[] {
  return atSlowCpu
    ? comparison.older.map((older) => ({ older, limit: BUDGETS.slowTbtRatio }))
    : comparison.older.filter((older) => PRESET_TBT_HELD_AGAINST.includes(older.commit)).map((older) => ({ older, limit: 1 }));
}

function tbtMissed(comparison: InTurn, atSlowCpu: boolean): string[] {
  const now = comparison.now.median.tbtMs;
  const where = atSlowCpu ? `TBT at ${comparison.cpuSlowdown}× CPU` : "TBT";
  return tbtHeldAgainst(comparison, atSlowCpu)
    .filter(({ older, limit }) => now > older.median.tbtMs * limit)
    .map(({ older, limit }) => `${where} ${ms(now)} > ${limit === 1 ? "" : `${limit}× `}${older.commit}'s ${ms(older.median.tbtMs)} (${older.name}, same run)${belowFloor(comparison, older.median.tbtMs * limit)}`);
}

/** Said of a limit under the page's own no-JS blocking time in the same comparison: no script work can reach it. */
function belowFloor(comparison: InTurn, limitMs: number): string {
  const floor = comparison.noJs?.median.tbtMs;
  return floor !== undefined && limitMs < floor ? `, under the no-JS page's own ${ms(floor)}` : "";
}

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
  if (js.performance < page.noJs.performance - BUDGETS.performanceBelowNoJs)
    missed.push(`Performance ${js.performance} < the no-JS page's ${page.noJs.performance} − ${BUDGETS.performanceBelowNoJs}`);
  if (js.accessibility < BUDGETS.accessibility) missed.push(`Accessibility ${js.accessibility} < 100`);
  if (js.bestPractices < BUDGETS.bestPractices) missed.push(`Best Practices ${js.bestPractices} < 100`);
  if (js.seo < BUDGETS.seo) missed.push(`SEO ${js.seo} < 100`);
  if (js.lcpMs > BUDGETS.lcpMs) missed.push(`LCP ${ms(js.lcpMs)} > ${BUDGETS.lcpMs} ms`);
  if (js.cls > BUDGETS.cls) missed.push(`CLS ${js.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (js.tbtMs > BUDGETS.tbtMs) missed.push(`TBT ${ms(js.tbtMs)} > ${BUDGETS.tbtMs} ms`);
  if (page.olderTrees) missed.push(...tbtMissed(page.olderTrees.atPreset, false), ...tbtMissed(page.olderTrees.atSlowCpu, true));
  if (!lcpHeld(page)) missed.push(`LCP ${ratio(js.lcpMs, page.noJs.lcpMs)} the no-JS LCP > ${BUDGETS.lcpRatio}×`);
  if (!jsHeld(page))
    missed.push(`JS before idle ${kb(page.beforeIdleJsGzip)} > ${jsBudgetKb(page.path)} KB gzip${benchedPage(page.path).parts.length ? "" : " (no form, search or gallery)"}`);
  if (page.idleJsGzip > BUDGETS.jsIdleGzipKb * 1024) missed.push(`JS within ${IDLE_MS / 1000} s ${kb(page.idleJsGzip)} > ${BUDGETS.jsIdleGzipKb} KB gzip`);
  if (isHome(page.path) && js.totalBytes > BUDGETS.homeTotalKb * 1024) missed.push(`home first view ${kb(js.totalBytes)} > ${BUDGETS.homeTotalKb} KB`);
  missed.push(...monthsMissed(page));
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

/** The tree before islands' taps and stay search, measured in the same run as the current ones. */
type BeforeInteractions = { commit: string; taps: TapResult[]; search: SearchFigures };

export type Results = {
  pages: PageResult[];
  taps: TapResult[];
  search: SearchFigures;
  cost: BuildCost;
  before?: BeforeInteractions;
  /** Lighthouse runs per page and variant; tap-to-result runs once quiet; the day of the run. */
  runs: number;
  tapRuns: number;
  when: string;
};

/** "—" for a figure the tree before islands has no value for. */
const dash = <T>(value: T | undefined, show: (value: T) => string): string => (value === undefined ? "—" : show(value));

function searchSection({ weight, timing }: SearchFigures, before: BeforeInteractions | undefined): string[] {
  const runs = (pick: (run: SearchResult["runs"][number]) => number): string => timing.runs.map(pick).join(", ");
  const then = before?.search.timing;
  return [
    "## Stay search",
    "",
    `The home page on the same phone profile, fresh browser each run: ${timing.runs.length} visits. The traveller reaches the search 3 s after the page is live ` +
      "(not waiting for the network to be quiet), taps the check-in, picks 4 people, a check-in 40 days ahead and, 1.5 s later, a check-out 3 nights after; " +
      "then, 1.5 s later, 5 people. Each figure runs from the last input's event to the first animation frame in which every apartment's answer is on the page." +
      (before ? ` The tree before islands (\`${before.commit}\`) is measured the same way in the same run.` : ""),
    "",
    `| figure | median | runs | ${before?.commit ?? "before"}: median | budget |`,
    "| --- | --- | --- | --- | --- |",
    `| first answer (after the check-out) | ${timing.firstMedianMs} ms | ${runs((run) => run.firstMs)} | ${dash(then, (t) => `${t.firstMedianMs} ms`)} | ${held(`≤ ${BUDGETS.searchAnswerMs} ms`, timing.firstMedianMs <= BUDGETS.searchAnswerMs)} |`,
    `| next answer (the group changed) | ${timing.nextMedianMs} ms | ${runs((run) => run.nextMs)} | ${dash(then, (t) => `${t.nextMedianMs} ms`)} | ${held(`≤ ${BUDGETS.searchAnswerMs} ms`, timing.nextMedianMs <= BUDGETS.searchAnswerMs)} |`,
    `| availability file requests per visit (form and search together) | ${timing.availability.fetchesMax} | ${runs((run) => run.availabilityFetches)} | ${dash(then, (t) => String(t.availability.fetchesMax))} | ${held("1", timing.availability.fetchesMax === 1)} |`,
    `| weight (gzip) | ${kb(weight.gzip)} | — | ${dash(before?.search.weight, (w) => kb(w.gzip))} | ${held(`≤ ${BUDGETS.searchGzipKb} KB`, weight.gzip <= BUDGETS.searchGzipKb * 1024)} |`,
    "",
    `Weight: the search form's chunk (shared with the apartment cards) and stylesheet, and what its answers fetch beyond the page's first load: ${weight.files.map((file) => `\`${file}\``).join(", ")}. ` +
      `The availability file for every apartment: ${timing.availability.bytes} bytes (${timing.availability.gzip} gzip) with the bench's two fixture calendars.`,
    "",
  ];
}

function tapSection(taps: TapResult[], before: BeforeInteractions | undefined, tapRuns: number): string[] {
  const then = (tap: TapResult): TapResult | undefined => before?.taps.find((other) => other.name === tap.name && other.path === tap.path);
  return [
    `## Tap to result`,
    "",
    `A mid-range phone profile in Chromium (Playwright, 412 × 823, touch): ${PHONE.cpuSlowdown}× CPU slowdown, ${PHONE.latencyMs} ms round trip, ` +
      `${PHONE.downKbps / 1000} Mbps down. Each page is opened in a fresh browser and tapped once; the figure is the time from the tap's \`pointerdown\` ` +
      "to the first animation frame in which its answer is on screen. Two ways to come to the tap: **the traveller's** — the tap lands " +
      `${TRAVELLER_DELAYS_MS.map((delay) => delay / 1000).join(", ")} s after the page was asked for (one run each), whatever the network is still doing, ` +
      `and a control below the fold is scrolled to and tapped at once — and **once quiet**: hydrated and no request in flight for 1 s (${tapRuns} runs). ` +
      `Budget ${BUDGETS.tapMs} ms, held on the traveller's median.` +
      (before ? ` The tree before islands (\`${before.commit}\`) is measured the same ways in the same run.` : ""),
    "",
    `| interaction | page | traveller: median | max | runs | once quiet: median | runs | ${before?.commit ?? "before"}: traveller / once quiet | budget |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...taps.map(
      (tap) =>
        `| ${tap.name} | \`${tap.path}\` | ${tap.traveller.medianMs} ms | ${tap.traveller.maxMs} ms | ${tap.traveller.runsMs.join(", ")} | ${tap.quiet.medianMs} ms | ${tap.quiet.runsMs.join(", ")} | ${dash(then(tap), (t) => `${t.traveller.medianMs} / ${t.quiet.medianMs} ms`)} | ${held(`≤ ${BUDGETS.tapMs} ms`, tap.traveller.medianMs <= BUDGETS.tapMs)} |`,
    ),
    "",
  ];
}

/** Every benched page's budgets on one table, now beside the tree before islands. */
function budgetsByPage(pages: PageResult[]): string[] {
  const commit = pages.find((page) => page.before)?.before?.commit ?? "before";
  return [
    "## Budgets by page",
    "",
    `Now beside the tree before islands (\`${commit}\`, built the same way, measured in turn with the page now and its no-JS copy in the same run; ` +
      "its LCP ratio is to the same no-JS page). Performance: at least " +
      `${BUDGETS.performance} and no more than ${BUDGETS.performanceBelowNoJs} points below the no-JS page's. LCP: at most ${BUDGETS.lcpRatio}× the no-JS page's. ` +
      `JavaScript before idle: ${BUDGETS.jsGzipKb} KB gzip, ${BUDGETS.plainJsGzipKb} KB on a page with no form, search or gallery. ` +
      "Each page's every figure is in its own section below.",
    "",
    `| page | form, search or gallery | Performance now / no-JS / ${commit} | budget | LCP ÷ no-JS now / ${commit} | budget | JS before idle now / ${commit} | budget | every budget of the page |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...pages.map((page) => {
      const { js, noJs, before } = page;
      const missed = missedBudgets(page).length;
      return (
        `| \`${page.path}\` | ${benchedPage(page.path).parts.join(", ") || "none"} ` +
        `| ${js.performance} / ${noJs.performance} / ${dash(before, (b) => String(b.js.performance))} | ${held(`≥ ${performanceFloor(page)}`, js.performance >= performanceFloor(page))} ` +
        `| ${ratio(js.lcpMs, noJs.lcpMs)} / ${dash(before, (b) => ratio(b.js.lcpMs, noJs.lcpMs))} | ${held(`≤ ${BUDGETS.lcpRatio}×`, lcpHeld(page))} ` +
        `| ${kb(page.beforeIdleJsGzip)} / ${dash(before, (b) => kb(b.beforeIdleJsGzip))} | ${held(`≤ ${jsBudgetKb(page.path)} KB`, jsHeld(page))} ` +
        `| ${missed ? `**${missed} missed**` : "all held"} |`
      );
    }),
    "",
  ];
}

/** How much of each page React took over with nobody touching it, now and before islands; and the calendar's months. */
function hydrationSection(pages: PageResult[]): string[] {
  const commit = pages.find((page) => page.before)?.before?.commit ?? "before";
  const monthsOf = (hydrated: HydratedElements | undefined): string => dash(hydrated?.months ?? undefined, (months) => `${months.hydrated} of ${months.elements}`);
  return [
    "## What React hydrates",
    "",
    `Elements React has hydrated (or drawn), ${IDLE_MS / 1000} s after the load event with nobody touching the page, on the tap-to-result phone profile ` +
      "(one fresh browser each): every element carrying React's own `__reactFiber$…` property (scripts/bench/hydrated-elements.ts). " +
      "The calendar's months are the elements inside those whose id starts with `meses-` (the boxes themselves not counted); " +
      `budget: ${BUDGETS.monthsHydrated} of them hydrated.`,
    "",
    `| page | elements hydrated now | of all | ${commit}: hydrated | of all | calendar's months hydrated now | ${commit} | budget |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...pages.map((page) => {
      const { hydrated, before } = page;
      const months = benchedPage(page.path).months;
      return (
        `| \`${page.path}\` | ${hydrated.hydrated} | ${hydrated.elements} | ${dash(before, (b) => String(b.hydrated.hydrated))} | ${dash(before, (b) => String(b.hydrated.elements))} ` +
        `| ${monthsOf(hydrated)} | ${monthsOf(before?.hydrated)} | ${months ? held(`${BUDGETS.monthsHydrated}`, monthsMissed(page).length === 0) : "—"} |`
      );
    }),
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

/** One comparison's table: TBT now and each older tree's, the ratios, and the budget held or missed. */
function inTurnTable(compared: PageResult[], pick: (trees: NonNullable<PageResult["olderTrees"]>) => InTurn, atSlowCpu: boolean): string[] {
  const commits = pick(compared[0]!.olderTrees!).older.map((older) => older.commit);
  const withNoJs = compared.every((page) => pick(page.olderTrees!).noJs);
  const runs = (values: number[]): string => values.map((value) => Math.round(value)).join(", ");
  return [
    `| page | TBT now | ${withNoJs ? "TBT no-JS copy | " : ""}${commits.map((commit) => `TBT ${commit}`).join(" | ")} | ${commits.map((commit) => `now ÷ ${commit}`).join(" | ")} | ` +
      `long tasks' blocking over the whole load, now / ${commits.join(" / ")} | LCP now / ${commits.join(" / ")} | performance now / ${commits.join(" / ")} | runs now | ${withNoJs ? "runs no-JS | " : ""}${commits.map((commit) => `runs ${commit}`).join(" | ")} | budget |`,
    `| ${Array.from({ length: 7 + 3 * commits.length + (withNoJs ? 2 : 0) }, () => "---").join(" | ")} |`,
    ...compared.map((page) => {
      const comparison = pick(page.olderTrees!);
      const noJs = withNoJs ? comparison.noJs : undefined;
      const { now, older } = comparison;
      const trees = [now, ...older];
      const budgets = tbtHeldAgainst(comparison, atSlowCpu);
      const budget = budgets.length
        ? held(budgets.map(({ older: tree, limit }) => `TBT ≤ ${limit === 1 ? "" : `${limit}× `}${tree.commit}'s`).join(", "), tbtMissed(comparison, atSlowCpu).length === 0)
        : "—";
      return (
        `| \`${page.path}\` | ${ms(now.median.tbtMs)} | ${noJs ? `${ms(noJs.median.tbtMs)} | ` : ""}${older.map((tree) => ms(tree.median.tbtMs)).join(" | ")} | ${older.map((tree) => ratio(now.median.tbtMs, tree.median.tbtMs)).join(" | ")} ` +
        `| ${trees.map((tree) => blockingOf(tree.longTasks)).join(" / ")} ms | ${trees.map((tree) => Math.round(tree.median.lcpMs)).join(" / ")} ms | ${trees.map((tree) => tree.median.performance).join(" / ")} ` +
        `| ${runs(now.tbtRuns)} | ${noJs ? `${runs(noJs.tbtRuns)} | ` : ""}${older.map((tree) => runs(tree.tbtRuns)).join(" | ")} | ${budget} |`
      );
    }),
  ];
}

/** The pages measured beside the older trees: the blocking time now and theirs, in the same run. */
function referenceSection(pages: PageResult[]): string[] {
  const compared = pages.filter((page) => page.olderTrees);
  if (compared.length === 0) return [];
  const { atPreset, atSlowCpu } = compared[0]!.olderTrees!;
  const names = atPreset.older.map((older) => `${older.name} (\`${older.commit}\`)`).join(" and ");
  return [
    `## Against the older trees, same run`,
    "",
    "Absolute timings move from machine to machine; builds measured side by side on one machine in one run do not. " +
      `The page now is measured beside ${names}, each built once from git (scripts/bench/reference-build.ts) and served by the same server. ` +
      "The oldest has no calendars, so here every tree is built without any (`npm run build`, no calendar read: the apartment page without its months; " +
      "the page with them is in the tables above and below). Each page is measured on every tree in turn, one run of each after the other. " +
      `At the preset's ${atPreset.cpuSlowdown}× CPU this machine gives them a TBT of a few tens of ms, where one run's first paint decides; the second table measures them again in turn ` +
      "with a CPU slowdown that brings the older trees' TBT to the hundreds of ms, the scale a slower machine measures it at (docs/decisions/034-far-sections-hydrated-when-near.md).",
    "",
    ...inTurnTable(compared, (trees) => trees.atPreset, false),
    "",
    `With Lighthouse's CPU slowdown at ${atSlowCpu.cpuSlowdown}× (the rest of the preset unchanged), in turn again, ${atSlowCpu.now.tbtRuns.length} runs each (one run there ranges over about half to twice the median)` +
      (atSlowCpu.noJs
        ? ", with the page's no-JS copy (the same build, every script taken out) in turn with them: what the page's own parsing, style and layout block at this speed, which no script work can go under. "
        : ". ") +
      `Budget: TBT at most ${BUDGETS.slowTbtRatio}× each older tree's.`,
    "",
    ...inTurnTable(compared, (trees) => trees.atSlowCpu, true),
    "",
  ];
}

/** A page's own section: every figure now, its no-JS copy's and the tree before islands', each budget held or missed. */
function pageSection(page: PageResult): string[] {
  const { js, noJs, before } = page;
  const then = (show: (b: BeforeFigures) => string): string => dash(before, show);
  const jsBudget = jsBudgetKb(page.path);
  const months = benchedPage(page.path).months;
  const missed = missedBudgets(page);
  return [
    `## \`${page.path}\``,
    "",
    `| figure | now | no-JS | ratio | ${before?.commit ?? "before"} | budget |`,
    "| --- | --- | --- | --- | --- | --- |",
    `| Performance | ${js.performance} | ${noJs.performance} | ${ratio(js.performance, noJs.performance)} | ${then((b) => String(b.js.performance))} | ${held(`≥ ${BUDGETS.performance}, ≥ no-JS − ${BUDGETS.performanceBelowNoJs}`, js.performance >= performanceFloor(page))} |`,
    `| Accessibility | ${js.accessibility} | ${noJs.accessibility} | ${ratio(js.accessibility, noJs.accessibility)} | ${then((b) => String(b.js.accessibility))} | ${held("100", js.accessibility >= BUDGETS.accessibility)} |`,
    `| Best Practices | ${js.bestPractices} | ${noJs.bestPractices} | ${ratio(js.bestPractices, noJs.bestPractices)} | ${then((b) => String(b.js.bestPractices))} | ${held("100", js.bestPractices >= BUDGETS.bestPractices)} |`,
    `| SEO | ${js.seo} | ${noJs.seo} | ${ratio(js.seo, noJs.seo)} | ${then((b) => String(b.js.seo))} | ${held("100", js.seo >= BUDGETS.seo)} |`,
    `| LCP | ${ms(js.lcpMs)} | ${ms(noJs.lcpMs)} | ${ratio(js.lcpMs, noJs.lcpMs)} | ${then((b) => `${ms(b.js.lcpMs)} (${ratio(b.js.lcpMs, noJs.lcpMs)})`)} | ${held(`≤ ${BUDGETS.lcpMs} ms, ≤ ${BUDGETS.lcpRatio}×`, js.lcpMs <= BUDGETS.lcpMs && lcpHeld(page))} |`,
    `| CLS | ${js.cls.toFixed(3)} | ${noJs.cls.toFixed(3)} | — | ${then((b) => b.js.cls.toFixed(3))} | ${held(`≤ ${BUDGETS.cls}`, js.cls <= BUDGETS.cls)} |`,
    `| TBT | ${ms(js.tbtMs)} | ${ms(noJs.tbtMs)} | — | ${then((b) => ms(b.js.tbtMs))} | ${held(`≤ ${BUDGETS.tbtMs} ms`, js.tbtMs <= BUDGETS.tbtMs)} |`,
    `| Total bytes | ${kb(js.totalBytes)} | ${kb(noJs.totalBytes)} | ${ratio(js.totalBytes, noJs.totalBytes)} | ${then((b) => kb(b.js.totalBytes))} | ${isHome(page.path) ? held(`≤ ${BUDGETS.homeTotalKb} KB`, js.totalBytes <= BUDGETS.homeTotalKb * 1024) : "—"} |`,
    `| JS before idle: files fetched + inline (gzip) | ${kb(page.beforeIdleJsGzip)} | 0 | — | ${then((b) => kb(b.beforeIdleJsGzip))} | ${held(`≤ ${jsBudget} KB`, jsHeld(page))} |`,
    `| JS within ${IDLE_MS / 1000} s without any interaction (gzip) | ${kb(page.idleJsGzip)} | 0 | — | ${then((b) => kb(b.idleJsGzip))} | ${held(`≤ ${BUDGETS.jsIdleGzipKb} KB`, page.idleJsGzip <= BUDGETS.jsIdleGzipKb * 1024)} |`,
    `| JS while Lighthouse watched the first view (gzip) | ${kb(jsWhileLighthouseWatched(page))} | 0 | — | — | — |`,
    `| JS as transferred (headers included) | ${kb(js.scriptBytes)} | ${kb(noJs.scriptBytes)} | — | ${then((b) => kb(b.js.scriptBytes))} | — |`,
    `| CSS (gzip / transferred) | ${kb(page.cssGzip)} / ${kb(js.styleBytes)} | ${kb(noJs.styleBytes)} | — | ${then((b) => kb(b.js.styleBytes))} | — |`,
    `| elements React hydrated (of all) | ${page.hydrated.hydrated} (${page.hydrated.elements}) | — | — | ${then((b) => `${b.hydrated.hydrated} (${b.hydrated.elements})`)} | — |`,
    ...(months
      ? [
          `| the calendar's months: elements hydrated (of all) | ${dash(page.hydrated.months ?? undefined, (m) => `${m.hydrated} (${m.elements})`)} | — | — | ${then((b) => dash(b.hydrated.months ?? undefined, (m) => `${m.hydrated} (${m.elements})`))} | ${held(`${BUDGETS.monthsHydrated}`, monthsMissed(page).length === 0)} |`,
        ]
      : []),
    "",
    "Long tasks of the median run:",
    "",
    ...longTaskLines(page.longTasks),
    ...(before ? ["", `\`${before.commit}\` (the tree before islands), in turn with it:`, "", ...longTaskLines(before.longTasks)] : []),
    ...(page.olderTrees
      ? [
          "",
          "Built without calendars, as the oldest tree is:",
          "",
          ...longTaskLines(page.olderTrees.atPreset.now.longTasks),
          ...page.olderTrees.atPreset.older.flatMap((older) => ["", `\`${older.commit}\` (${older.name}), without calendars:`, "", ...longTaskLines(older.longTasks)]),
        ]
      : []),
    "",
    missed.length ? `**Missed:** ${missed.join("; ")}` : "All budgets met.",
    "",
  ];
}

export function resultsMarkdown({ pages, taps, search, cost, before, runs, tapRuns, when }: Results): string {
  const lines = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` on ${when}: Lighthouse 12.8 (mobile preset: simulated slow 4G, mid-range phone), ` +
      `${runs} runs per page and variant, medians. "no-JS" is the same page with every \`<script>\` removed from its HTML, ` +
      "the floor of what prerendered HTML alone costs; ratios are now ÷ no-JS." +
      (before ? ` Beside each figure, the tree before islands (\`${before.commit}\`), measured in the same run.` : ""),
    "",
    "JavaScript is counted as the gzip size of each script file fetched (as built) plus the page's inline scripts that run " +
      '(React Router\'s hydration data; JSON-LD is data and not counted). "Before idle" is what the page requested before the ' +
      "browser first ran an idle callback (the page's own, or the first one after the load event: hydration included); " +
      `"within ${IDLE_MS / 1000} s" is everything it fetches by itself when nobody ` +
      "touches it: the hero's slideshow and the lazy parts fetched once the page is idle (the lightbox, the booking form's logic). " +
      `Budgets: ${BUDGETS.jsGzipKb} KB before idle (${BUDGETS.plainJsGzipKb} KB on a page with no form, search or gallery), ${BUDGETS.jsIdleGzipKb} KB within ${IDLE_MS / 1000} s. ` +
      '"While Lighthouse watched" is shown for reference.',
    "",
    ...budgetsByPage(pages),
    ...hydrationSection(pages),
    ...tapSection(taps, before, tapRuns),
    ...searchSection(search, before),
    ...referenceSection(pages),
    `Build cost: \`npm run check\` ${cost.checkSeconds.toFixed(2)} s (budget ${BUDGETS.checkSeconds} s); build with a warm photo cache ${cost.warmBuildSeconds.toFixed(1)} s (budget ${BUDGETS.warmBuildSeconds} s); the booking form's month calendar, fetched only when opened, ${kb(cost.pickerGzip)} gzip with its CSS (budget ${BUDGETS.pickerGzipKb} KB).`,
    "",
    ...pages.flatMap(pageSection),
  ];
  return lines.join("\n");
}

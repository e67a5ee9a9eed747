/**
 * `npm run bench`: builds, serves the build (a no-JavaScript copy of it, and the older trees'
 * builds: reference-build.ts) on 127.0.0.1, measures the key pages in a browser (Lighthouse, the
 * JavaScript they load, what React hydrates, the first taps, the stay search), writes
 * benchmarks/RESULTS.md and exits 1 when a budget is missed. A benchmark, not a test: it is not
 * part of the test command.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { filesGzip, initialAssetWeight } from "./asset-weight.ts";
import { hydratedElements } from "./hydrated-elements.ts";
import { scriptsFetchedWhileIdle } from "./idle-scripts.ts";
import { PAGES, REFERENCE_PAGES, RUNS, SLOW_CPU, SLOW_RUNS, TAP_RUNS } from "./budgets.ts";
import { measureInTurn, PRESET_CPU_SLOWDOWN, type GzipOf, type Measured } from "./lighthouse-run.ts";
import { makeNoJsCopy } from "./no-js-copy.ts";
import { BEFORE_ISLANDS_COMMIT, OLDER_TREES, referenceBuild, type OlderBuild } from "./reference-build.ts";
import {
  buildCostMissed,
  missedBudgets,
  resultsMarkdown,
  searchMissed,
  tapsMissed,
  type InTurn,
  type PageResult,
  type SearchFigures,
  type TreeRuns,
} from "./report.ts";
import { measureSearch, searchWeight } from "./stay-search-bench.ts";
import { measureTaps, type TapResult } from "./tap-to-result.ts";
import { ownedSections, RESULTS_FILE } from "./results-file.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.join(ROOT, "build/client");
/** The current tree as deployed, its no-JS copy, the same built without calendars, the tree before islands with calendars. */
const PORTS = { js: 4191, noJs: 4192, plain: 4194, plainNoJs: 4195, before: 4196 };
/** The older trees' builds without calendars, one port each in OLDER_TREES' order from this one. */
const OLDER_PORT = 4197;

function timed(command: string, args: string[]): number {
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
  return (performance.now() - start) / 1000;
}

async function serve(dir: string, port: number, rules = path.join(ROOT, "build/serve.json")) {
  // A server left on the port would be measured instead, with another build's headers.
  if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) throw new Error(`127.0.0.1:${port} is already in use: stop what serves there first`);
  // The site's own server (npm start), in its own process so Lighthouse's work never delays an answer.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/preview/server.ts", "--port", String(port), "--client", dir, "--rules", rules], { cwd: ROOT, stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    if (await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`the local server on ${port} did not start`);
}

// The older trees, each built once (reference-build.ts).
const older: (OlderBuild & { name: string })[] = [];
for (const tree of OLDER_TREES) older.push({ ...(await referenceBuild(tree.commit)), name: tree.name });
// The tree before islands as deployed: with the same two fixture calendars.
const before = older.find((tree) => tree.commit === BEFORE_ISLANDS_COMMIT)?.withCalendars;
if (!before) throw new Error(`the tree before islands (${BEFORE_ISLANDS_COMMIT}) has no build with calendars`);
// The site built as the older trees are (no calendar read), kept aside for the comparison with them.
timed("npm", ["run", "build", "--silent"]);
const plainDir = await mkdtemp(path.join(os.tmpdir(), "bench-plain-"));
await cp(path.join(ROOT, "build"), plainDir, { recursive: true });
const plainClient = path.join(plainDir, "client");
const plainNoJsDir = await mkdtemp(path.join(os.tmpdir(), "bench-plain-nojs-"));
await makeNoJsCopy(plainClient, plainNoJsDir);
// The site as deployed with calendars: the browser tests' two fixture calendars (Mirador, San
// Isidro) are read first. First a build to warm the photo cache, then the measured one.
timed("npm", ["run", "build:e2e", "--silent"]);
const warmBuildSeconds = timed("npm", ["run", "build:e2e", "--silent"]);
const checkSeconds = Math.min(...[0, 1, 2].map(() => timed("npm", ["run", "check", "--silent"])));
const pickerFiles = (await readdir(path.join(CLIENT, "assets"))).filter((name) => /^stay-picker-[\w-]+\.(js|css)$/.test(name));
if (pickerFiles.length === 0) throw new Error("the build has no stay-picker chunk: has the form's calendar been renamed?");
const pickerGzip = await filesGzip(CLIENT, pickerFiles.map((name) => `/assets/${name}`));

const noJsDir = await mkdtemp(path.join(os.tmpdir(), "bench-nojs-"));
await makeNoJsCopy(CLIENT, noJsDir);
const servers: ChildProcess[] = [];

const origin = (port: number): string => `http://127.0.0.1:${port}`;
const gzipIn =
  (client: string): GzipOf =>
  (paths) =>
    filesGzip(client, paths);
const treeRuns = ({ median, runs, longTasks }: Measured): TreeRuns => ({ median, tbtRuns: runs.map((run) => run.tbtMs), longTasks });

/** The JavaScript a page of a build loads by itself, before idle and within IDLE_MS, with its inline scripts and CSS (gzip). */
async function weightOf(port: number, client: string, page: string) {
  const weight = await initialAssetWeight(client, page);
  const fetched = await scriptsFetchedWhileIdle(origin(port) + page);
  return {
    ...weight,
    beforeIdleJsGzip: (await filesGzip(client, fetched.beforeIdle)) + weight.inlineJsGzip,
    idleJsGzip: (await filesGzip(client, fetched.whileIdle)) + weight.inlineJsGzip,
  };
}

/**
 * A page built without calendars, now and on every older tree, measured in turn `runs` times each
 * at `cpuSlowdown`; with `withNoJs`, its no-JS copy in turn with them (the floor of what it blocks).
 */
async function inTurnWithOlder(page: string, runs: number, cpuSlowdown: number, withNoJs = false): Promise<InTurn> {
  const sites = [
    { url: origin(PORTS.plain) + page, gzipOf: gzipIn(plainClient) },
    ...older.map((tree, index) => ({ url: origin(OLDER_PORT + index) + page, gzipOf: gzipIn(tree.plain.client) })),
    ...(withNoJs ? [{ url: origin(PORTS.plainNoJs) + page, gzipOf: gzipIn(plainNoJsDir) }] : []),
  ];
  const measured = await measureInTurn(sites, runs, cpuSlowdown);
  const [now, ...then] = measured.slice(0, 1 + older.length);
  return {
    cpuSlowdown,
    now: treeRuns(now!),
    ...(withNoJs ? { noJs: treeRuns(measured.at(-1)!) } : {}),
    older: then.map((measured, index) => ({ ...treeRuns(measured), commit: older[index]!.commit, name: older[index]!.name })),
  };
}

const results: PageResult[] = [];
let taps: TapResult[] = [];
let beforeTaps: TapResult[] = [];
let search: SearchFigures | null = null;
let beforeSearch: SearchFigures | null = null;
try {
  servers.push(await serve(CLIENT, PORTS.js), await serve(noJsDir, PORTS.noJs), await serve(plainClient, PORTS.plain, path.join(plainDir, "serve.json")));
  servers.push(await serve(plainNoJsDir, PORTS.plainNoJs, path.join(plainDir, "serve.json")));
  servers.push(await serve(before.client, PORTS.before, before.rules));
  for (const [index, tree] of older.entries()) servers.push(await serve(tree.plain.client, OLDER_PORT + index, tree.plain.rules));
  for (const { path: page } of PAGES) {
    // The page as deployed, the tree before islands' and the no-JS copy, in turn, run after run.
    const [js, then, noJs] = await measureInTurn(
      [
        { url: origin(PORTS.js) + page, gzipOf: gzipIn(CLIENT) },
        { url: origin(PORTS.before) + page, gzipOf: gzipIn(before.client) },
        { url: origin(PORTS.noJs) + page, gzipOf: gzipIn(noJsDir) },
      ],
      RUNS,
    );
    // A page with the older trees beside it: built as they are, in turn with them; then, in turn again, at SLOW_CPU.
    const compared = (REFERENCE_PAGES as readonly string[]).includes(page);
    const olderTrees = compared ? { atPreset: await inTurnWithOlder(page, RUNS, PRESET_CPU_SLOWDOWN), atSlowCpu: await inTurnWithOlder(page, SLOW_RUNS, SLOW_CPU, true) } : undefined;
    const weight = await weightOf(PORTS.js, CLIENT, page);
    const beforeWeight = await weightOf(PORTS.before, before.client, page);
    const hydrated = await hydratedElements(origin(PORTS.js) + page);
    const beforeHydrated = await hydratedElements(origin(PORTS.before) + page);
    const result: PageResult = {
      path: page,
      js: js!.median,
      noJs: noJs!.median,
      ...weight,
      longTasks: js!.longTasks,
      hydrated,
      before: {
        commit: BEFORE_ISLANDS_COMMIT,
        js: then!.median,
        beforeIdleJsGzip: beforeWeight.beforeIdleJsGzip,
        idleJsGzip: beforeWeight.idleJsGzip,
        longTasks: then!.longTasks,
        hydrated: beforeHydrated,
      },
      ...(olderTrees ? { olderTrees } : {}),
    };
    results.push(result);
    const tbt = (comparison: InTurn): string =>
      `${Math.round(comparison.now.median.tbtMs)} ms (${comparison.noJs ? `no-JS copy: ${Math.round(comparison.noJs.median.tbtMs)} ms, ` : ""}${comparison.older.map((tree) => `${tree.commit}: ${Math.round(tree.median.tbtMs)} ms`).join(", ")})`;
    console.log(
      `${page}: perf ${js!.median.performance} (no-JS ${noJs!.median.performance}, ${BEFORE_ISLANDS_COMMIT} ${then!.median.performance}), ` +
        `LCP ${Math.round(js!.median.lcpMs)} ms (no-JS ${Math.round(noJs!.median.lcpMs)} ms), TBT ${Math.round(js!.median.tbtMs)} ms` +
        (olderTrees ? `; without calendars ${tbt(olderTrees.atPreset)}, at ${SLOW_CPU}× CPU ${tbt(olderTrees.atSlowCpu)}` : "") +
        `, CLS ${js!.median.cls.toFixed(3)}, JS ${(result.beforeIdleJsGzip / 1024).toFixed(1)} KB gz before idle (${BEFORE_ISLANDS_COMMIT} ${(beforeWeight.beforeIdleJsGzip / 1024).toFixed(1)} KB), ` +
        `${(result.idleJsGzip / 1024).toFixed(1)} KB within 10 s, ${hydrated.hydrated} of ${hydrated.elements} elements hydrated (${BEFORE_ISLANDS_COMMIT} ${beforeHydrated.hydrated})` +
        (hydrated.months ? `, the months' ${hydrated.months.hydrated} of ${hydrated.months.elements} (${BEFORE_ISLANDS_COMMIT} ${beforeHydrated.months?.hydrated ?? "—"})` : ""),
    );
  }
  const tapsOf = async (port: number): Promise<TapResult[]> => {
    const measured = await measureTaps(origin(port), TAP_RUNS);
    for (const tap of measured)
      console.log(
        `${tap.name} (${tap.path}, ${port === PORTS.js ? "now" : BEFORE_ISLANDS_COMMIT}): traveller ${tap.traveller.medianMs} ms [${tap.traveller.runsMs.join(", ")}], once quiet ${tap.quiet.medianMs} ms [${tap.quiet.runsMs.join(", ")}]`,
      );
    return measured;
  };
  taps = await tapsOf(PORTS.js);
  beforeTaps = await tapsOf(PORTS.before);
  const searchOf = async (port: number, client: string): Promise<SearchFigures> => {
    const home = await scriptsFetchedWhileIdle(`${origin(port)}/`);
    const figures = { weight: await searchWeight(client, home.beforeIdle), timing: await measureSearch(origin(port), client, TAP_RUNS) };
    console.log(
      `stay search (${port === PORTS.js ? "now" : BEFORE_ISLANDS_COMMIT}): ${(figures.weight.gzip / 1024).toFixed(1)} KB gzip, first answer ${figures.timing.firstMedianMs} ms, next ${figures.timing.nextMedianMs} ms, availability ${figures.timing.availability.bytes} B fetched ${figures.timing.availability.fetchesMax}×`,
    );
    return figures;
  };
  search = await searchOf(PORTS.js, CLIENT);
  beforeSearch = await searchOf(PORTS.before, before.client);
} finally {
  for (const server of servers) server.kill();
  await rm(noJsDir, { recursive: true, force: true });
  await rm(plainDir, { recursive: true, force: true });
  await rm(plainNoJsDir, { recursive: true, force: true });
}

const cost = { checkSeconds, warmBuildSeconds, pickerGzip };
await mkdir(path.join(ROOT, "benchmarks"), { recursive: true });
// The sections other benchmarks own (bench:scale's) are kept as they are.
if (!search || !beforeSearch) throw new Error("the stay search was not measured");
const markdown = resultsMarkdown({
  pages: results,
  taps,
  search,
  cost,
  before: { commit: BEFORE_ISLANDS_COMMIT, taps: beforeTaps, search: beforeSearch },
  runs: RUNS,
  tapRuns: TAP_RUNS,
  when: new Date().toISOString().slice(0, 10),
});
await writeFile(RESULTS_FILE, markdown + (await ownedSections()));
const missed = [
  ...buildCostMissed(cost),
  ...tapsMissed(taps),
  ...searchMissed(search),
  ...results.flatMap((page) => missedBudgets(page).map((m) => `${page.path}: ${m}`)),
];
console.log(`\ncheck ${checkSeconds.toFixed(2)} s, warm build ${warmBuildSeconds.toFixed(1)} s`);
if (missed.length) {
  console.error(`\nBudgets missed:\n  ${missed.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("Every budget met. benchmarks/RESULTS.md written.");
}

/**
 * `npm run bench`: builds, serves the build (and a no-JavaScript copy of it)
 * on 127.0.0.1, runs Lighthouse on the key pages, writes
 * benchmarks/RESULTS.md and exits 1 when a budget is missed. A benchmark, not
 * a test: it is not part of the test command.
 */
import { spawn, spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { filesGzip, initialAssetWeight } from "./asset-weight.ts";
import { scriptsFetchedWhileIdle } from "./idle-scripts.ts";
import { PAGES, REFERENCE_PAGES, RUNS, SLOW_CPU, SLOW_RUNS, TAP_RUNS } from "./budgets.ts";
import { measure, measureInTurn } from "./lighthouse-run.ts";
import { makeNoJsCopy } from "./no-js-copy.ts";
import { REFERENCE_COMMIT, referenceBuild } from "./reference-build.ts";
import { buildCostMissed, missedBudgets, resultsMarkdown, searchMissed, tapsMissed, type PageResult, type SearchFigures } from "./report.ts";
import { measureSearch, searchWeight } from "./stay-search-bench.ts";
import { measureTaps, type TapResult } from "./tap-to-result.ts";
import { ownedSections, RESULTS_FILE } from "./results-file.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.join(ROOT, "build/client");
const PORTS = { js: 4191, noJs: 4192, reference: 4193, plain: 4194 };

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

// The site built as the older tree is (no calendar read), kept aside for the comparison with it.
timed("npm", ["run", "build", "--silent"]);
const plainDir = await mkdtemp(path.join(os.tmpdir(), "bench-plain-"));
await cp(path.join(ROOT, "build"), plainDir, { recursive: true });
// The site as deployed with calendars: the browser tests' two fixture calendars (Mirador, San
// Isidro) are read first. First a build to warm the photo cache, then the measured one.
timed("npm", ["run", "build:e2e", "--silent"]);
const warmBuildSeconds = timed("npm", ["run", "build:e2e", "--silent"]);
const checkSeconds = Math.min(...[0, 1, 2].map(() => timed("npm", ["run", "check", "--silent"])));
const pickerFiles = (await readdir(path.join(CLIENT, "assets"))).filter((name) => /^stay-picker-[\w-]+\.(js|css)$/.test(name));
if (pickerFiles.length === 0) throw new Error("the build has no stay-picker chunk: has the form's calendar been renamed?");
const pickerGzip = await filesGzip(CLIENT, pickerFiles.map((name) => `/assets/${name}`));

const reference = await referenceBuild();
const noJsDir = await mkdtemp(path.join(os.tmpdir(), "bench-nojs-"));
await makeNoJsCopy(CLIENT, noJsDir);
const servers = [
  await serve(CLIENT, PORTS.js),
  await serve(noJsDir, PORTS.noJs),
  await serve(reference.client, PORTS.reference, reference.rules),
  await serve(path.join(plainDir, "client"), PORTS.plain, path.join(plainDir, "serve.json")),
];
const results: PageResult[] = [];
let taps: TapResult[] = [];
let search: SearchFigures | null = null;
try {
  for (const page of PAGES) {
    const js = await measure(`http://127.0.0.1:${PORTS.js}${page}`, RUNS, (paths) => filesGzip(CLIENT, paths));
    // A page with the older tree beside it: the page built as that tree is and the older one, in
    // turn, run after run; then, in turn again, at SLOW_CPU.
    const plain = { url: `http://127.0.0.1:${PORTS.plain}${page}`, gzipOf: (paths: string[]) => filesGzip(path.join(plainDir, "client"), paths) };
    const older = { url: `http://127.0.0.1:${PORTS.reference}${page}`, gzipOf: (paths: string[]) => filesGzip(reference.client, paths) };
    const compared = (REFERENCE_PAGES as readonly string[]).includes(page);
    const [now, then] = compared ? await measureInTurn([plain, older], RUNS) : [];
    const [slowNow, slowThen] = compared ? await measureInTurn([plain, older], SLOW_RUNS, SLOW_CPU) : [];
    const noJs = await measure(`http://127.0.0.1:${PORTS.noJs}${page}`, RUNS, (paths) => filesGzip(noJsDir, paths));
    const weight = await initialAssetWeight(CLIENT, page);
    const fetched = await scriptsFetchedWhileIdle(`http://127.0.0.1:${PORTS.js}${page}`);
    const beforeIdleJsGzip = (await filesGzip(CLIENT, fetched.beforeIdle)) + weight.inlineJsGzip;
    const idleJsGzip = (await filesGzip(CLIENT, fetched.whileIdle)) + weight.inlineJsGzip;
    results.push({
      path: page,
      js: js.median,
      noJs: noJs.median,
      ...weight,
      beforeIdleJsGzip,
      idleJsGzip,
      longTasks: js.longTasks,
      ...(now && then && slowNow && slowThen
        ? {
            reference: {
              commit: REFERENCE_COMMIT,
              now: now.median,
              then: then.median,
              longTasks: { now: now.longTasks, then: then.longTasks },
              slow: { cpuSlowdown: SLOW_CPU, now: slowNow.median, then: slowThen.median, tbtRuns: { now: slowNow.runs.map((run) => run.tbtMs), then: slowThen.runs.map((run) => run.tbtMs) } },
            },
          }
        : {}),
    });
    console.log(
      `${page}: perf ${js.median.performance}, LCP ${Math.round(js.median.lcpMs)} ms (no-JS ${Math.round(noJs.median.lcpMs)} ms), TBT ${Math.round(js.median.tbtMs)} ms${now && then ? `; without calendars ${Math.round(now.median.tbtMs)} ms (${REFERENCE_COMMIT}: ${Math.round(then.median.tbtMs)} ms)` : ""}${slowNow && slowThen ? `, at ${SLOW_CPU}× CPU ${Math.round(slowNow.median.tbtMs)} ms (${REFERENCE_COMMIT}: ${Math.round(slowThen.median.tbtMs)} ms)` : ""}, CLS ${js.median.cls.toFixed(3)}, JS ${(beforeIdleJsGzip / 1024).toFixed(1)} KB gz before idle, ${(idleJsGzip / 1024).toFixed(1)} KB within 10 s`,
    );
  }
  taps = await measureTaps(`http://127.0.0.1:${PORTS.js}`, TAP_RUNS);
  for (const tap of taps)
    console.log(
      `${tap.name} (${tap.path}): traveller ${tap.traveller.medianMs} ms [${tap.traveller.runsMs.join(", ")}], once quiet ${tap.quiet.medianMs} ms [${tap.quiet.runsMs.join(", ")}]`,
    );
  const home = await scriptsFetchedWhileIdle(`http://127.0.0.1:${PORTS.js}/`);
  search = { weight: await searchWeight(CLIENT, home.beforeIdle), timing: await measureSearch(`http://127.0.0.1:${PORTS.js}`, CLIENT, TAP_RUNS) };
  console.log(
    `stay search: ${(search.weight.gzip / 1024).toFixed(1)} KB gzip, first answer ${search.timing.firstMedianMs} ms, next ${search.timing.nextMedianMs} ms, availability ${search.timing.availability.bytes} B fetched ${search.timing.availability.fetchesMax}×`,
  );
} finally {
  for (const server of servers) server.kill();
  await rm(noJsDir, { recursive: true, force: true });
  await rm(plainDir, { recursive: true, force: true });
}

const cost = { checkSeconds, warmBuildSeconds, pickerGzip };
await mkdir(path.join(ROOT, "benchmarks"), { recursive: true });
// The sections other benchmarks own (bench:scale's) are kept as they are.
if (!search) throw new Error("the stay search was not measured");
await writeFile(RESULTS_FILE, resultsMarkdown(results, taps, search, cost, RUNS, TAP_RUNS, new Date().toISOString().slice(0, 10)) + (await ownedSections()));
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

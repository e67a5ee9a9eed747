import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import path from "node:path";

export type Measure = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalBytes: number;
  /** Scripts and stylesheets the page fetched by itself, as transferred (the server gzips them; headers included). */
  scriptBytes: number;
  /** The same scripts, gzip of each file as built: what the JavaScript budget counts. */
  scriptGzip: number;
  styleBytes: number;
};

/**
 * One task of 50 ms or more on the main thread as Lighthouse simulates it on its phone: the script
 * it is attributed to (a file name of the build, or the page itself), when it started, how long it
 * took. (Lighthouse's breakdown by kind of work is lost in its simulation: all «other».)
 */
export type LongTask = { source: string; startMs: number; durationMs: number };

/** The system Chromium and the flags it runs with here, for Lighthouse and the idle watch alike. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Audits = Record<string, { numericValue?: number; details?: unknown }>;

type Request = { url: string; resourceType?: string; transferSize?: number };

function requests(audits: Audits, resourceType: string): Request[] {
  const items = (audits["network-requests"]?.details as { items?: Request[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === resourceType);
}

function transferred(audits: Audits, resourceType: string): number {
  return requests(audits, resourceType).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

type LongTaskData = { urls?: string[]; tasks?: { urlIndex: number; startTime: number; duration: number }[] };

/** The long tasks of a run, from the long-tasks audit's own data (every one, not only the table's first 20). */
function longTasksOf(audits: Audits, pageUrl: string): LongTask[] {
  const data = (audits["long-tasks"]?.details as { debugData?: LongTaskData } | undefined)?.debugData;
  return (data?.tasks ?? []).map(({ urlIndex, startTime, duration }) => {
    const url = data?.urls?.[urlIndex] ?? "";
    const source = !url || url === pageUrl ? "(the page)" : url.startsWith("http") ? path.basename(new URL(url).pathname) : url;
    return {
      source,
      startMs: Math.round(startTime),
      durationMs: Math.round(duration),
    };
  });
}

/** The CPU slowdown of Lighthouse's mobile preset: a mid-range phone 4× slower than the machine. */
export const PRESET_CPU_SLOWDOWN = 4;

/** Lighthouse's mobile preset: simulated slow 4G and a mid-range phone (PRESET_CPU_SLOWDOWN). */
const MOBILE_THROTTLING = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: PRESET_CPU_SLOWDOWN };

/** One Lighthouse run with its mobile preset; `cpuSlowdown` replaces the preset's 4× (a slower phone, or a faster machine than the preset's). */
async function runOnce(url: string, port: number, gzipOf: GzipOf, cpuSlowdown = MOBILE_THROTTLING.cpuSlowdownMultiplier): Promise<Measure & { longTasks: LongTask[] }> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
    { extends: "lighthouse:default", settings: { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: cpuSlowdown } } },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  const score = (id: string): number => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    totalBytes: audits["total-byte-weight"]?.numericValue ?? NaN,
    scriptBytes: transferred(audits, "Script"),
    scriptGzip: await gzipOf(requests(audits, "Script").map((request) => new URL(request.url).pathname)),
    styleBytes: transferred(audits, "Stylesheet"),
    longTasks: longTasksOf(audits, result.lhr.finalDisplayedUrl),
  };
}

/** The gzip size of the build's files at these URL paths, added up. */
export type GzipOf = (paths: string[]) => Promise<number>;

/** A run that Lighthouse could not complete is tried again this many times before the bench gives up. */
const RETRIES = 2;

async function runInFreshBrowser(url: string, gzipOf: GzipOf, cpuSlowdown?: number): Promise<Measure & { longTasks: LongTask[] }> {
  for (let attempt = 0; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const measured = await runOnce(url, chrome.port, gzipOf, cpuSlowdown);
      const missing = (Object.keys(measured) as (keyof Measure | "longTasks")[]).filter((key) => key !== "longTasks" && !Number.isFinite(measured[key]));
      if (missing.length) throw new Error(`no ${missing.join(", ")} in the report`);
      return measured;
    } catch (error) {
      if (attempt >= RETRIES) throw new Error(`Lighthouse on ${url} failed ${attempt + 1} times; last: ${(error as Error).message}`);
      console.warn(`Lighthouse on ${url}: ${(error as Error).message}; trying again`);
    } finally {
      await chrome.kill();
    }
  }
}

export type Measured = { median: Measure; runs: Measure[]; longTasks: LongTask[] };

/** The medians of a page's runs, and the long tasks of the run whose blocking time is the median's. */
function summary(all: (Measure & { longTasks: LongTask[] })[]): Measured {
  const keys = (Object.keys(all[0]!) as (keyof Measure | "longTasks")[]).filter((key): key is keyof Measure => key !== "longTasks");
  const median_ = Object.fromEntries(keys.map((key) => [key, median(all.map((run) => run[key]))])) as Measure;
  const middle = [...all].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(all.length / 2)]!;
  return { median: median_, runs: all, longTasks: middle.longTasks };
}

/**
 * Several pages (a page now, its no-JS copy, the same page of older trees) measured in turn, one
 * run of each then the next, each run in a fresh browser profile: whatever the machine does
 * meanwhile weighs on all alike. For each, the medians and the long tasks of the run whose
 * blocking time is the median's. `cpuSlowdown` as in runOnce.
 */
export async function measureInTurn(pages: { url: string; gzipOf: GzipOf }[], runs: number, cpuSlowdown?: number): Promise<Measured[]> {
  const all = pages.map(() => [] as (Measure & { longTasks: LongTask[] })[]);
  for (let i = 0; i < runs; i++) for (const [index, page] of pages.entries()) all[index]!.push(await runInFreshBrowser(page.url, page.gzipOf, cpuSlowdown));
  return all.map(summary);
}

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

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

/** One Lighthouse run with its default mobile preset (simulated slow 4G, mid-range phone). */
async function runOnce(url: string, port: number, gzipOf: GzipOf): Promise<Measure> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
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
  };
}

/** The gzip size of the build's files at these URL paths, added up. */
export type GzipOf = (paths: string[]) => Promise<number>;

/** A run that Lighthouse could not complete is tried again this many times before the bench gives up. */
const RETRIES = 2;

async function runInFreshBrowser(url: string, gzipOf: GzipOf): Promise<Measure> {
  for (let attempt = 0; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const measured = await runOnce(url, chrome.port, gzipOf);
      const missing = (Object.keys(measured) as (keyof Measure)[]).filter((key) => !Number.isFinite(measured[key]));
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

/** Medians of `runs` runs, each in a fresh browser profile. */
export async function measure(url: string, runs: number, gzipOf: GzipOf): Promise<{ median: Measure; runs: Measure[] }> {
  const all: Measure[] = [];
  for (let i = 0; i < runs; i++) all.push(await runInFreshBrowser(url, gzipOf));
  const keys = Object.keys(all[0]!) as (keyof Measure)[];
  return { median: Object.fromEntries(keys.map((key) => [key, median(all.map((run) => run[key]))])) as Measure, runs: all };
}

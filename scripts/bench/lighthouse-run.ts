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
  /** Scripts and stylesheets the page fetched by itself, as transferred (the server gzips them). */
  scriptBytes: number;
  styleBytes: number;
};

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Audits = Record<string, { numericValue?: number; details?: unknown }>;

function transferred(audits: Audits, resourceType: string): number {
  const items = (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === resourceType).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** One Lighthouse run with its default mobile preset (simulated slow 4G, mid-range phone). */
async function runOnce(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
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
    styleBytes: transferred(audits, "Stylesheet"),
  };
}

/** Medians of `runs` runs, each in a fresh browser profile. */
export async function measure(url: string, runs: number): Promise<{ median: Measure; runs: Measure[] }> {
  const all: Measure[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
    try {
      all.push(await runOnce(url, chrome.port));
    } finally {
      await chrome.kill();
    }
  }
  const keys = Object.keys(all[0]!) as (keyof Measure)[];
  return { median: Object.fromEntries(keys.map((key) => [key, median(all.map((run) => run[key]))])) as Measure, runs: all };
}

import { describe, expect, it } from "vitest";
import type { Measure } from "../../../scripts/bench/lighthouse-run.ts";
import { missedBudgets, searchMissed, tapsMissed, type PageResult, type SearchFigures } from "../../../scripts/bench/report.ts";

const KB = 1024;

const measure = (overrides: Partial<Measure> = {}): Measure => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0,
  tbtMs: 0,
  totalBytes: 200 * KB,
  scriptBytes: 120 * KB,
  scriptGzip: 118 * KB,
  styleBytes: 10 * KB,
  ...overrides,
});

const page = (overrides: Partial<PageResult> = {}): PageResult => ({
  path: "/",
  js: measure(),
  noJs: measure({ scriptGzip: 0, scriptBytes: 0 }),
  inlineJsGzip: 2 * KB,
  cssGzip: 6 * KB,
  beforeIdleJsGzip: 120 * KB,
  idleJsGzip: 120 * KB,
  longTasks: [],
  ...overrides,
});

describe("the JavaScript budgets", () => {
  it("are kept by a page that loads 120 KB and nothing more while left alone", () => {
    expect(missedBudgets(page())).toEqual([]);
  });

  it("allow up to 130 KB before the page is idle", () => {
    expect(missedBudgets(page({ beforeIdleJsGzip: 131 * KB, idleJsGzip: 131 * KB }))).toEqual(["JS before idle 131.0 KB > 130 KB gzip"]);
  });

  it("allow what the page fetches by itself once idle (the slideshow, prefetched lazy parts) up to 160 KB within 10 s", () => {
    expect(missedBudgets(page({ idleJsGzip: 159 * KB }))).toEqual([]);
    expect(missedBudgets(page({ idleJsGzip: 160.5 * KB }))).toEqual(["JS within 10 s 160.5 KB > 160 KB gzip"]);
  });

  it("don't count what Lighthouse saw, which may include the idle fetches", () => {
    expect(missedBudgets(page({ js: measure({ scriptGzip: 150 * KB }) }))).toEqual([]);
  });
});

describe("the blocking time against the older tree", () => {
  const slow = (now: number, then: number) => ({ cpuSlowdown: 12, now: measure({ tbtMs: now }), then: measure({ tbtMs: then }), tbtRuns: { now: [now], then: [then] } });
  const compared = (now: number, then: number, slower = slow(400, 400)) => ({
    commit: "cb3aa61",
    now: measure({ tbtMs: now }),
    then: measure({ tbtMs: then }),
    longTasks: { now: [], then: [] },
    slow: slower,
  });

  it("is kept when the page blocks no longer than the older tree's same page did in the same run", () => {
    expect(missedBudgets(page({ reference: compared(40, 40) }))).toEqual([]);
  });

  it("is missed by a page that blocks longer than it, even under the absolute budget", () => {
    expect(missedBudgets(page({ reference: compared(60, 45) }))).toEqual(["TBT 60 ms > the older tree's 45 ms (cb3aa61, same run)"]);
  });

  it("is missed too when the page blocks longer than it on the slower CPU, whatever the preset's figures", () => {
    expect(missedBudgets(page({ reference: compared(30, 45, slow(700, 450)) }))).toEqual([
      "TBT at 12× CPU 700 ms > the older tree's 450 ms (cb3aa61, same run)",
    ]);
  });
});

describe("the tap-to-result budget", () => {
  it("is held on the traveller's way: a median after 300 ms misses it, however fast the tap once the page is quiet", () => {
    const quick = { runsMs: [50, 60, 55], medianMs: 55, maxMs: 60 };
    const taps = [
      { name: "menu", path: "/", traveller: { runsMs: [100, 120, 110], medianMs: 110, maxMs: 120 }, quiet: quick },
      { name: "lightbox", path: "/gallery", traveller: { runsMs: [290, 320, 310], medianMs: 310, maxMs: 320 }, quiet: quick },
    ];
    expect(tapsMissed(taps)).toEqual(["lightbox on /gallery, the traveller's way: 310 ms > 300 ms"]);
  });
});

describe("an unmeasured figure", () => {
  it("is a missed budget, never a silent pass", () => {
    expect(missedBudgets(page({ js: measure({ lcpMs: Number.NaN }) }))).toContain("not measured: lcpMs");
  });
});

describe("the stay search's budgets", () => {
  const figures = (weightKb: number, firstMs: number, nextMs: number, fetches: number): SearchFigures => ({
    weight: { files: ["stay-search-results-x.js"], gzip: weightKb * KB },
    timing: {
      runs: [{ firstMs, nextMs, availabilityFetches: fetches }],
      firstMedianMs: firstMs,
      nextMedianMs: nextMs,
      availability: { bytes: 168, gzip: 112, fetchesMax: fetches },
    },
  });

  it("hold 15 KB with its CSS, answers within 100 ms of the last input, and one availability file per visit", () => {
    expect(searchMissed(figures(12, 20, 30, 1))).toEqual([]);
    expect(searchMissed(figures(15.5, 101, 100, 2))).toEqual([
      "the stay search 15.5 KB > 15 KB gzip",
      "the stay search's first answer 101 ms > 100 ms after the last input",
      "the availability file fetched 2 times in a visit (once expected)",
    ]);
    expect(searchMissed(figures(12, 20, 310, 1))).toEqual(["the stay search's next answer 310 ms > 100 ms after the last input"]);
  });
});

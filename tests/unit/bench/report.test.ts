import { describe, expect, it } from "vitest";
import type { Measure } from "../../../scripts/bench/lighthouse-run.ts";
import {
  missedBudgets,
  resultsMarkdown,
  searchMissed,
  tapsMissed,
  type InTurn,
  type PageResult,
  type SearchFigures,
} from "../../../scripts/bench/report.ts";
import type { TapResult } from "../../../scripts/bench/tap-to-result.ts";

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
  beforeIdleJsGzip: 90 * KB,
  idleJsGzip: 120 * KB,
  longTasks: [],
  hydrated: { elements: 900, hydrated: 120, months: null },
  ...overrides,
});

describe("the JavaScript budgets", () => {
  it("are kept by a page that loads 90 KB before idle and 120 KB while left alone", () => {
    expect(missedBudgets(page())).toEqual([]);
  });

  it("allow up to 100 KB before the page is idle on a page with a form, a search or the gallery", () => {
    expect(missedBudgets(page({ beforeIdleJsGzip: 100 * KB }))).toEqual([]);
    expect(missedBudgets(page({ beforeIdleJsGzip: 101 * KB }))).toEqual(["JS before idle 101.0 KB > 100 KB gzip"]);
    expect(missedBudgets(page({ path: "/gallery", beforeIdleJsGzip: 101 * KB }))).toEqual(["JS before idle 101.0 KB > 100 KB gzip"]);
  });

  it("allow 60 KB on a page with none of them", () => {
    expect(missedBudgets(page({ path: "/info-bares-restaurantes", beforeIdleJsGzip: 60 * KB }))).toEqual([]);
    expect(missedBudgets(page({ path: "/contact", beforeIdleJsGzip: 61 * KB }))).toEqual(["JS before idle 61.0 KB > 60 KB gzip (no form, search or gallery)"]);
  });

  it("allow what the page fetches by itself once idle (the slideshow, prefetched lazy parts) up to 160 KB within 10 s", () => {
    expect(missedBudgets(page({ idleJsGzip: 159 * KB }))).toEqual([]);
    expect(missedBudgets(page({ idleJsGzip: 160.5 * KB }))).toEqual(["JS within 10 s 160.5 KB > 160 KB gzip"]);
  });

  it("don't count what Lighthouse saw, which may include the idle fetches", () => {
    expect(missedBudgets(page({ js: measure({ scriptGzip: 150 * KB }) }))).toEqual([]);
  });
});

describe("the scores against the page without JavaScript", () => {
  it("hold Performance within 3 points of the no-JS page's, besides at least 95", () => {
    expect(missedBudgets(page({ js: measure({ performance: 96 }), noJs: measure({ performance: 99 }) }))).toEqual([]);
    expect(missedBudgets(page({ js: measure({ performance: 95 }), noJs: measure({ performance: 99 }) }))).toEqual(["Performance 95 < the no-JS page's 99 − 3"]);
    expect(missedBudgets(page({ js: measure({ performance: 94 }), noJs: measure({ performance: 96 }) }))).toEqual(["Performance 94 < 95"]);
  });

  it("hold LCP to 1.05× the no-JS page's", () => {
    expect(missedBudgets(page({ js: measure({ lcpMs: 1575 }), noJs: measure({ lcpMs: 1500 }) }))).toEqual([]);
    expect(missedBudgets(page({ js: measure({ lcpMs: 1590 }), noJs: measure({ lcpMs: 1500 }) }))).toEqual(["LCP 1.06× the no-JS LCP > 1.05×"]);
  });
});

describe("the blocking time against the older trees", () => {
  const tree = (tbtMs: number) => ({ median: measure({ tbtMs }), tbtRuns: [tbtMs], longTasks: [] });
  const inTurn = (cpuSlowdown: number, now: number, beforeIslands: number, older: number): InTurn => ({
    cpuSlowdown,
    now: tree(now),
    older: [
      { ...tree(beforeIslands), commit: "c993ec1", name: "the tree before islands" },
      { ...tree(older), commit: "cb3aa61", name: "the older tree" },
    ],
  });
  const compared = (atPreset: InTurn, atSlowCpu: InTurn): Partial<PageResult> => ({ path: "/apartment-list/mirador", hydrated: { elements: 900, hydrated: 120, months: { elements: 446, hydrated: 0 } }, olderTrees: { atPreset, atSlowCpu } });

  it("is kept when at 12× the page blocks at most half as long as each older tree's same page in the same run", () => {
    expect(missedBudgets(page(compared(inTurn(4, 30, 30, 40), inTurn(12, 200, 400, 500))))).toEqual([]);
  });

  it("is missed at 12× by a page that blocks more than half as long as either", () => {
    expect(missedBudgets(page(compared(inTurn(4, 30, 30, 40), inTurn(12, 250, 400, 600))))).toEqual(["TBT at 12× CPU 250 ms > 0.5× c993ec1's 400 ms (the tree before islands, same run)"]);
    expect(missedBudgets(page(compared(inTurn(4, 30, 30, 40), inTurn(12, 250, 600, 400))))).toEqual(["TBT at 12× CPU 250 ms > 0.5× cb3aa61's 400 ms (the older tree, same run)"]);
  });

  it("says when half an older tree's blocking is under what the page blocks with no script at all", () => {
    const atSlowCpu = { ...inTurn(12, 560, 700, 1100), noJs: tree(520) };
    expect(missedBudgets(page(compared(inTurn(4, 30, 30, 40), atSlowCpu)))).toEqual([
      "TBT at 12× CPU 560 ms > 0.5× c993ec1's 700 ms (the tree before islands, same run), under the no-JS page's own 520 ms",
      "TBT at 12× CPU 560 ms > 0.5× cb3aa61's 1100 ms (the older tree, same run)",
    ]);
  });

  it("asks for no blocking at all when an older tree blocked none", () => {
    expect(missedBudgets(page(compared(inTurn(4, 0, 0, 0), inTurn(12, 10, 0, 300))))).toEqual(["TBT at 12× CPU 10 ms > 0.5× c993ec1's 0 ms (the tree before islands, same run)"]);
  });

  it("at the preset's 4× is held against cb3aa61 only, no higher than its", () => {
    expect(missedBudgets(page(compared(inTurn(4, 40, 20, 40), inTurn(12, 100, 400, 400))))).toEqual([]);
    expect(missedBudgets(page(compared(inTurn(4, 60, 60, 45), inTurn(12, 100, 400, 400))))).toEqual(["TBT 60 ms > cb3aa61's 45 ms (the older tree, same run)"]);
  });
});

describe("the calendar's months", () => {
  const apartment = (months: PageResult["hydrated"]["months"]) => page({ path: "/apartment-list/mirador", hydrated: { elements: 1200, hydrated: 300, months } });

  it("cost no hydration: not one of their elements hydrated", () => {
    expect(missedBudgets(apartment({ elements: 446, hydrated: 0 }))).toEqual([]);
    expect(missedBudgets(apartment({ elements: 446, hydrated: 12 }))).toEqual(["12 of the calendar's months' 446 elements hydrated > 0"]);
  });

  it("are a budget not shown to be kept when the apartment page shows none", () => {
    expect(missedBudgets(apartment(null))).toEqual(["not measured: the calendar's months (no element inside one whose id starts with meses-)"]);
    expect(missedBudgets(apartment({ elements: 0, hydrated: 0 }))).toEqual(["not measured: the calendar's months (no element inside one whose id starts with meses-)"]);
  });

  it("are not asked of a page without them", () => {
    expect(missedBudgets(page({ path: "/gallery" }))).toEqual([]);
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

const figures = (weightKb: number, firstMs: number, nextMs: number, fetches: number): SearchFigures => ({
  weight: { files: ["stay-search-results-x.js"], gzip: weightKb * KB },
  timing: {
    runs: [{ firstMs, nextMs, availabilityFetches: fetches }],
    firstMedianMs: firstMs,
    nextMedianMs: nextMs,
    availability: { bytes: 168, gzip: 112, fetchesMax: fetches },
  },
});

describe("the stay search's budgets", () => {
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

describe("the results file", () => {
  const before = (overrides: Partial<NonNullable<PageResult["before"]>> = {}): NonNullable<PageResult["before"]> => ({
    commit: "c993ec1",
    js: measure({ performance: 97, lcpMs: 1650 }),
    beforeIdleJsGzip: 128 * KB,
    idleJsGzip: 150 * KB,
    longTasks: [],
    hydrated: { elements: 900, hydrated: 850, months: null },
    ...overrides,
  });
  const tap = (medianMs: number): TapResult => ({ name: "menu (first opening)", path: "/", traveller: { runsMs: [medianMs], medianMs, maxMs: medianMs }, quiet: { runsMs: [medianMs], medianMs, maxMs: medianMs } });
  const markdown = resultsMarkdown({
    pages: [
      page({ before: before() }),
      page({ path: "/info-bares-restaurantes", beforeIdleJsGzip: 64 * KB, before: before({ beforeIdleJsGzip: 126 * KB }) }),
      page({
        path: "/apartment-list/mirador",
        hydrated: { elements: 1300, hydrated: 200, months: { elements: 446, hydrated: 0 } },
        before: before({ hydrated: { elements: 1300, hydrated: 700, months: { elements: 446, hydrated: 0 } } }),
      }),
    ],
    taps: [tap(80)],
    search: figures(12, 20, 30, 1),
    cost: { checkSeconds: 0.6, warmBuildSeconds: 7, pickerGzip: 21 * KB },
    before: { commit: "c993ec1", taps: [tap(90)], search: figures(15, 18, 16, 1) },
    runs: 5,
    tapRuns: 5,
    when: "2026-12-01",
  });
  const lines = markdown.split("\n");

  it("shows each page's budgets held or missed on one table, beside the tree before islands", () => {
    expect(lines).toContain("| `/` | stay search | 99 / 99 / 97 | ≥ 96: held | 1.00× / 1.10× | ≤ 1.05×: held | 90.0 KB / 128.0 KB | ≤ 100 KB: held | all held |");
    expect(lines).toContain("| `/info-bares-restaurantes` | none | 99 / 99 / 97 | ≥ 96: held | 1.00× / 1.10× | ≤ 1.05×: held | 64.0 KB / 126.0 KB | ≤ 60 KB: **missed** | **1 missed** |");
  });

  it("counts the elements React hydrated on every page and in the calendar's months, now and before", () => {
    expect(lines).toContain("| `/` | 120 | 900 | 850 | 900 | — | — | — |");
    expect(lines).toContain("| `/apartment-list/mirador` | 200 | 1300 | 700 | 1300 | 0 of 446 | 0 of 446 | 0: held |");
  });

  it("puts the tree before islands' taps and stay search beside the current ones", () => {
    expect(lines).toContain("| menu (first opening) | `/` | 80 ms | 80 ms | 80 | 80 ms | 80 | 90 / 90 ms | ≤ 300 ms: held |");
    expect(lines).toContain("| first answer (after the check-out) | 20 ms | 20 | 18 ms | ≤ 100 ms: held |");
  });
});

import { describe, expect, it } from "vitest";
import type { Measure } from "../../../scripts/bench/lighthouse-run.ts";
import { missedBudgets, type PageResult } from "../../../scripts/bench/report.ts";

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
  idleJsGzip: 120 * KB,
  ...overrides,
});

describe("the JavaScript budget", () => {
  it("is kept by a page that loads 120 KB and nothing more while left alone", () => {
    expect(missedBudgets(page())).toEqual([]);
  });

  it("counts the inline scripts with the files", () => {
    expect(missedBudgets(page({ js: measure({ scriptGzip: 129 * KB }) }))).toEqual(["JS 131.0 KB > 130 KB gzip"]);
  });

  it("is missed by a page that fetches more code by itself later, with nobody touching it", () => {
    expect(missedBudgets(page({ idleJsGzip: 137.6 * KB }))).toEqual(["JS 137.6 KB > 130 KB gzip"]);
  });
});

describe("an unmeasured figure", () => {
  it("is a missed budget, never a silent pass", () => {
    expect(missedBudgets(page({ js: measure({ lcpMs: Number.NaN }) }))).toContain("not measured: lcpMs");
  });
});

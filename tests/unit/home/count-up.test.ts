import { describe, expect, it } from "vitest";
import { COUNT_UP_MS, countStart, countUpValue, formatFigure, YEAR_LEAD } from "../../../src/components/home/count-up.ts";

/** Every number shown, a frame (16 ms) apart, from the start of the count to a while after its end. */
function frames(from: number, to: number): number[] {
  return Array.from({ length: Math.ceil((COUNT_UP_MS + 200) / 16) }, (_, i) => countUpValue(from, to, i * 16));
}

describe("the figures' count-up", () => {
  it("lasts 2000 ms, the original site's counter animation", () => {
    expect(COUNT_UP_MS).toBe(2000);
  });

  it("starts at its start, ends exactly at the figure at 2000 ms and stays there", () => {
    expect(countUpValue(0, 4, 0)).toBe(0);
    expect(countUpValue(0, 4, COUNT_UP_MS - 1)).toBeLessThan(4);
    expect(countUpValue(0, 4, COUNT_UP_MS)).toBe(4);
    expect(countUpValue(0, 4, COUNT_UP_MS * 5)).toBe(4);
  });

  it("only goes up, in whole numbers, never past the figure", () => {
    for (const [from, to] of [
      [0, 4],
      [0, 12_000],
      [countStart(1912, true), 1912],
    ] as const) {
      const shown = frames(from, to);
      expect(shown.every(Number.isInteger)).toBe(true);
      expect(shown.every((value, i) => i === 0 || value >= shown[i - 1]!)).toBe(true);
      expect(Math.max(...shown)).toBe(to);
      expect(shown.at(-1)).toBe(to);
    }
  });

  it("eases out: most of the way in the first half, settling slowly at the end", () => {
    expect(countUpValue(0, 1000, COUNT_UP_MS / 2)).toBeGreaterThan(800);
    expect(countUpValue(0, 1000, COUNT_UP_MS * 0.9)).toBeGreaterThan(990);
  });

  it("counts a quantity from 0 and a year from a few years before it, not from 0", () => {
    expect(countStart(4, false)).toBe(0);
    expect(countStart(1912, true)).toBe(1912 - YEAR_LEAD);
    expect(countStart(10, true)).toBe(0);
    // Every year shown on the way is a year near the figure's, never a small number.
    expect(Math.min(...frames(countStart(2023, true), 2023))).toBe(2023 - YEAR_LEAD);
  });

  it("writes a year without a thousands separator, and a quantity as Spanish groups it", () => {
    expect(formatFigure(1912, true, "es")).toBe("1912");
    expect(formatFigure(12_000, true, "es")).toBe("12000");
    expect(formatFigure(4, false, "es")).toBe("4");
    expect(formatFigure(2000, false, "es")).toBe("2000");
    expect(formatFigure(12_000, false, "es")).toBe("12.000");
  });
});

import { describe, expect, it } from "vitest";
import { SWIPE_RULE, swipeDirection } from "../../../src/components/media/swipe.ts";

const at = (x: number, y = 100, time = 0) => ({ x, y, time });

describe("swipeDirection", () => {
  it("the rule is the original site's: more than 30 px within 1000 ms", () => {
    expect(SWIPE_RULE).toEqual({ minDistance: 30, maxMs: 1000 });
  });

  it("a move to the left brings the next photo, to the right the previous one", () => {
    expect(swipeDirection(at(200), at(100, 100, 200))).toBe("next");
    expect(swipeDirection(at(100), at(200, 100, 200))).toBe("previous");
  });

  it.each([
    [30, null], // exactly 30 px is not more than 30
    [31, "previous"],
    [-30, null],
    [-31, "next"],
  ] as const)("moved %i px → %s", (dx, expected) => {
    expect(swipeDirection(at(100), at(100 + dx, 100, 300))).toBe(expected);
  });

  it.each([
    [1000, "next"], // within 1000 ms counts
    [1001, null], // a slow drag is not a swipe
  ] as const)("after %i ms → %s", (ms, expected) => {
    expect(swipeDirection(at(300, 100, 5000), at(100, 100, 5000 + ms))).toBe(expected);
  });

  it("a mostly vertical gesture is the visitor scrolling the page", () => {
    expect(swipeDirection(at(100, 100), at(60, 300, 200))).toBeNull();
    expect(swipeDirection(at(100, 100), at(40, 150, 200))).toBe("next");
  });

  it("ignores samples out of order (time going backwards)", () => {
    expect(swipeDirection(at(300, 100, 500), at(100, 100, 400))).toBeNull();
  });

  it("takes another rule", () => {
    expect(swipeDirection(at(100), at(60, 100, 100), { minDistance: 50, maxMs: 1000 })).toBeNull();
  });
});

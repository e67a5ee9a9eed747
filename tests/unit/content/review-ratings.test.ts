/**
 * A review's rating as the platform shows it: a whole number or one decimal, up to the platform's
 * scale (Booking.com's «9.6 / 10»). JSON Schema's `multipleOf: 0.1` refused 9.6 (9.6 / 0.1 is
 * 95.99999999999999 in floating point), so the decimal is counted by the check instead.
 */
import { describe, expect, it } from "vitest";
import { contentChecker } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("review-ratings");

describe("a review's rating", () => {
  it.each(["9.6", "9.2", "8.7", "7.1", "4.6", "10", "0.3"])("%s on a scale of 10 passes", async (rating) => {
    const scaled = site.replaceValue(["reviews", "sources", 0, "scale"], "10").site;
    const result = await check(`rating-${rating}`, scaled.replaceValue(["reviews", "list", 0, "rating"], rating).site.text);
    expect(result.problems).toEqual([]);
  });
});

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

describe("a platform's overall rating", () => {
  it("is checked as a review's: on the platform's scale, one decimal at most, and only with a scale", async () => {
    const overall = (value: string) => site.replaceValue(["reviews", "sources", 0, "overall"], value).site;
    expect((await check("overall-good", overall("{ rating: 4.8, count: 37 }").text)).problems).toEqual([]);
    const messages = async (name: string, text: string) => (await check(name, text)).problems.map((problem) => `${problem.line}: ${problem.message}`);
    const line = site.lineOf(["reviews", "sources", 0, "overall"]);
    expect(line).toContain("overall:");
    const at = site.position(site.valueOffset(["reviews", "sources", 0, "overall"])).line;
    expect(await messages("overall-over", overall("{ rating: 5.2, count: 37 }").text)).toEqual([`${at}: la nota media (5.2) pasa de la más alta de Airbnb (5): escríbela en su escala, tal como sale en la plataforma`]);
    expect(await messages("overall-decimals", overall("{ rating: 4.85, count: 37 }").text)).toEqual([`${at}: escribe la nota media con un decimal como mucho, como sale en la plataforma: «4.9»`]);
    const noScale = site.deleteBlockPair(["reviews", "sources", 0, "scale"]).site;
    expect((await messages("overall-no-scale", noScale.text)).filter((message) => message.includes("nota media"))).toEqual([
      expect.stringMatching(/la nota media de Airbnb necesita su escala: pon «scale»/),
    ]);
  });
});

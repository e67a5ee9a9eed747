/**
 * A review's rating as the platform shows it: a whole number or one decimal, from 1 to the
 * platform's scale (Booking.com's «9.6 / 10»). JSON Schema's `multipleOf: 0.1` refused 9.6 (9.6 /
 * 0.1 is 95.99999999999999 in floating point), so the decimal is counted by the check instead; the
 * range is the check's too, since only the check knows each platform's scale. A known platform's
 * scale is its own (Airbnb's stars go to 5).
 */
import { describe, expect, it } from "vitest";
import { contentChecker } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("review-ratings");

/** The first source as Booking.com, whose scale goes to 10. */
const booking = site.replaceValue(["reviews", "sources", 0, "name"], "Booking.com").site.replaceValue(["reviews", "sources", 0, "scale"], "10").site;

/** `line: message` of each problem of `text`. */
const messages = async (name: string, text: string): Promise<string[]> => (await check(name, text)).problems.map((problem) => `${problem.line}: ${problem.message}`);

describe("a review's rating", () => {
  it.each(["9.6", "9.2", "8.7", "7.1", "4.6", "10", "1"])("%s on Booking.com's scale, 1 to 10, passes", async (rating) => {
    const result = await check(`rating-${rating}`, booking.replaceValue(["reviews", "list", 0, "rating"], rating).site.text);
    expect(result.problems).toEqual([]);
  });

  it.each(["0", "-1", "0.3", "10.5", "100"])("%s on Booking.com's scale is refused, with the scale's range", async (rating) => {
    const edit = booking.replaceValue(["reviews", "list", 0, "rating"], rating);
    expect(await messages(`booking-${rating}`, edit.site.text)).toEqual([
      `${edit.at.line}: la nota (${Number(rating)}) no está en la escala de Booking.com, que va de 1 a 10: escribe la que dio el huésped, tal como sale en la plataforma; si no dio ninguna, quita «rating»`,
    ]);
  });

  it("on a known platform, is on that platform's scale: Airbnb's goes to 5", async () => {
    const edit = site.replaceValue(["reviews", "sources", 0, "scale"], "10");
    expect(site.get(["reviews", "sources", 0, "name"])).toBe("Airbnb");
    expect(await messages("airbnb-10", edit.site.text)).toEqual([`${edit.at.line}: Airbnb puntúa de 1 a 5, no de 1 a 10: pon «scale: 5»`]);
  });
});

describe("a platform's overall rating", () => {
  it("is checked as a review's: on the platform's scale, one decimal at most, and only with a scale", async () => {
    const overall = (value: string) => site.replaceValue(["reviews", "sources", 0, "overall"], value).site;
    expect((await check("overall-good", overall("{ rating: 4.8, count: 37 }").text)).problems).toEqual([]);
    const line = site.lineOf(["reviews", "sources", 0, "overall"]);
    expect(line).toContain("overall:");
    const at = site.position(site.valueOffset(["reviews", "sources", 0, "overall"])).line;
    expect(await messages("overall-over", overall("{ rating: 5.2, count: 37 }").text)).toEqual([`${at}: la nota media (5.2) no está en la escala de Airbnb, que va de 1 a 5: escríbela tal como sale en la plataforma`]);
    expect(await messages("overall-zero", overall("{ rating: 0, count: 37 }").text)).toEqual([`${at}: la nota media (0) no está en la escala de Airbnb, que va de 1 a 5: escríbela tal como sale en la plataforma`]);
    expect(await messages("overall-decimals", overall("{ rating: 4.85, count: 37 }").text)).toEqual([`${at}: escribe la nota media con un decimal como mucho, como sale en la plataforma: «4.9»`]);
    const noScale = site.deleteBlockPair(["reviews", "sources", 0, "scale"]).site;
    expect((await messages("overall-no-scale", noScale.text)).filter((message) => message.includes("nota media"))).toEqual([
      expect.stringMatching(/la nota media de Airbnb necesita su escala: pon «scale»/),
    ]);
  });
});

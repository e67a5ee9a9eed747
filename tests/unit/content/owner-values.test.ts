/**
 * Hours and phones as owners write them are accepted (the editor doesn't mark them either) and
 * reach the site in one form: «9:00» is «09:00», «600.000.000» is «+34 600 000 000». A phone
 * that can't be read gets the exact form to type.
 */
import { describe, expect, it } from "vitest";
import { normalisePhone, normaliseTime } from "../../../src/content-check/validate/owner-values.ts";
import { contentChecker } from "./helpers.ts";
import { SiteText, yamlValue } from "./site-edits.ts";

describe("a phone as the owner writes it", () => {
  it.each([
    ["+34 600 000 000", "+34 600 000 000"],
    ["+34 978 00 00 01", "+34 978 00 00 01"],
    ["600.000.000", "+34 600 000 000"],
    ["600-123-456", "+34 600 123 456"],
    ["(978) 12 34 56", "+34 978 12 34 56"],
    ["+34 (978) 12-34-56", "+34 978 12 34 56"],
    ["0034 600 000 000", "+34 600 000 000"],
    ["(+34) 978-00-00-01", "+34 978 00 00 01"],
    ["(0034) 600 000 000", "+34 600 000 000"],
    ["+34600000000", "+34600000000"],
    ["+44 (20) 7946-0958", "+44 20 7946 0958"],
    ["", ""],
  ])("%j is written %j", (written, expected) => {
    expect(normalisePhone(written, "ES")).toBe(expected);
  });

  it("without its country code, outside Spain, asks for it", () => {
    expect(normalisePhone("600 000 000", "PT")).toEqual({ problem: "falta el prefijo del país delante del número: «+34 600000000» si es de España" });
  });
});

describe("a time as the owner writes it", () => {
  it.each([
    ["9:00", "09:00"],
    ["09:00", "09:00"],
    ["16.30", "16:30"],
    ["0:15", "00:15"],
  ])("%j is written %j", (written, expected) => {
    expect(normaliseTime(written)).toBe(expected);
  });
});

describe("in site.yaml", () => {
  const site = SiteText.real();
  const { check } = contentChecker("owner-values");

  async function load(name: string, edits: [(string | number)[], string][]) {
    let text = site;
    for (const [path, value] of edits) text = text.replaceValue(path, value).site;
    return check(name, text.text);
  }

  it("hours and phones reach the site in one form", async () => {
    const result = await load("ok", [
      [["rules", "times", "checkIn"], "9:00"],
      [["rules", "times", "checkOut"], JSON.stringify("11.30")],
      [["contact", "phone"], yamlValue("600.123.456")],
      [["placeCategories", 0, "places", 0, "phone"], yamlValue("(978) 12-34-56")],
    ]);
    expect(result.problems).toEqual([]);
    if (!result.ok) return;
    expect(result.site.rules.times).toMatchObject({ checkIn: "09:00", checkOut: "11:30" });
    expect(result.site.contact.phone).toBe("+34 600 123 456");
    expect(result.site.placeCategories[0]!.places[0]!.phone).toBe("+34 978 12 34 56");
  });

  it("a time that can't be one says the form to type", async () => {
    const path = ["rules", "times", "checkIn"];
    const result = await load("time", [[path, yamlValue("16h")]]);
    const { line, col } = site.valueAt(path);
    expect(result.problems.map((problem) => `${problem.line}:${problem.col}: ${problem.message}`)).toEqual([
      `${line}:${col}: «rules.times.checkIn» no tiene un formato válido («16h»). Escribe la hora de 0:00 a 23:59, con dos puntos: «09:00», «16:30» (también vale «9:00» o «16.30»).`,
    ]);
  });

  it("a phone that can't be one says the form to type", async () => {
    const path = ["contact", "phone"];
    const result = await load("phone", [[path, yamlValue("600 00 00")]]);
    const { line, col } = site.valueAt(path);
    expect(result.problems.map((problem) => `${problem.line}:${problem.col}: ${problem.message}`)).toEqual([
      `${line}:${col}: «contact.phone» no tiene un formato válido («600 00 00»). Escribe el teléfono con el prefijo del país: «+34 600 000 000» (valen espacios, puntos, guiones y paréntesis; sin prefijo se entiende que es de España).`,
    ]);
  });
});

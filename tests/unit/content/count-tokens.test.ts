/**
 * Counts in texts follow the data: {apartments} and {apartmentsNumber} become the number of
 * apartments wherever the owner writes them, and a token the site doesn't know is a check error
 * at its text rather than braces published as written.
 */
import { describe, expect, it } from "vitest";
import { fillCountTokens, numberInWords } from "../../../scripts/content/count-tokens.ts";
import type { Site } from "../../../src/generated/site-types.gen.ts";
import { contentChecker } from "./helpers.ts";
import { SiteText, yamlValue } from "./site-edits.ts";

const site = SiteText.real();

describe("count tokens", () => {
  it("follow the number of apartments, in words and in figures, capitalised where a sentence starts", () => {
    const data = site.data<Site>();
    const five: Site = { ...data, apartments: [...data.apartments, { ...data.apartments[0]!, slug: "quinto" }] };
    five.site = { ...data.site, description: "{apartments} apartamentos. Los {apartments} ({apartmentsNumber}) tienen cocina; ¿{apartments}? «{apartments}», y {apartments}" };
    expect(fillCountTokens(five).site.description).toBe("Cinco apartamentos. Los cinco (5) tienen cocina; ¿Cinco? «Cinco», y cinco");
  });

  it("are used by the shipped content: no «cuatro apartamentos» written by hand", () => {
    const texts = JSON.stringify(site.data());
    expect(texts).toContain("{apartments}");
    expect(texts).not.toMatch(/\b[Cc]uatro apartamentos|de los cuatro\b/);
  });

  it("spell the numbers the labels spell, and write figures beyond them", () => {
    expect([numberInWords(4), numberInWords(12), numberInWords(21)]).toEqual(["cuatro", "doce", "21"]);
  });
});

describe("a token the site doesn't know", () => {
  const { check } = contentChecker("count-tokens");

  async function problems(path: (string | number)[], text: string): Promise<string[]> {
    const edit = site.replaceValue(path, yamlValue(text));
    const result = await check(path.join("-"), edit.site.text);
    return result.problems.map((problem) => `${problem.line}:${problem.col}: ${problem.message}`);
  }

  it("is refused at its text, with the ones that work there", async () => {
    const { line, col } = site.valueAt(["site", "description"]);
    expect(await problems(["site", "description"], "{apartamentos} apartamentos turísticos en la antigua casa cuna de Arenales del Jiloca")).toEqual([
      `${line}:${col}: «{apartamentos}» no es un dato conocido; aquí se puede usar «{apartments}» y «{apartmentsNumber}»`,
    ]);
  });

  it("says a time token belongs to the rules when written elsewhere", async () => {
    const { line, col } = site.valueAt(["contact", "intro"]);
    expect(await problems(["contact", "intro"], "Llegad a partir de las {checkIn}")).toEqual([
      `${line}:${col}: «{checkIn}» solo vale en los párrafos de las normas («rules»); aquí se puede usar «{apartments}» y «{apartmentsNumber}»`,
    ]);
  });
});

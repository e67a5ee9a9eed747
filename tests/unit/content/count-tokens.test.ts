/**
 * Counts in texts follow the data: {apartments} and {apartmentsNumber} become the number of
 * apartments wherever the owner writes them, in each language's words, and a token the site
 * doesn't know is a check error at its text rather than braces published as written.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillCountTokens, numberInWords } from "../../../src/content-check/cross-check/count-tokens.ts";
import { countWordsOf } from "../../../scripts/content/dictionaries.ts";
import { SCHEMA_PATH } from "../../../scripts/content/validator.ts";
import { inLanguage } from "../../../src/site/from-content/one-language.ts";
import type { Site as Content } from "../../../src/generated/content-types.gen.ts";
import type { Site } from "../../../src/generated/site-types.gen.ts";
import { contentChecker } from "./helpers.ts";
import { SiteText, yamlValue } from "./site-edits.ts";

const site = SiteText.real();
const schema = JSON.parse(readFileSync(SCHEMA_PATH, "utf8")) as Parameters<typeof inLanguage>[1];
const [spanish, english] = await Promise.all([countWordsOf("es"), countWordsOf("en")]);

/** The real content with a fifth apartment, in `language`, its description replaced by `description`. */
function fiveApartments(language: string, description: string): Site {
  const data = site.data<Content>();
  const five = { ...data, apartments: [...data.apartments, { ...data.apartments[0]!, slug: "quinto" }] };
  const one = inLanguage(five, schema, language) as Site;
  return { ...one, site: { ...one.site, description } };
}

describe("count tokens", () => {
  it("follow the number of apartments, in words and in figures, capitalised where a sentence starts", () => {
    const text = "{apartments} apartamentos. Los {apartments} ({apartmentsNumber}) tienen cocina; ¿{apartments}? «{apartments}», y {apartments}";
    expect(fillCountTokens(fiveApartments("es", text), spanish).site.description).toBe("Cinco apartamentos. Los cinco (5) tienen cocina; ¿Cinco? «Cinco», y cinco");
  });

  it("in English, with the English words", () => {
    const text = "{apartments} apartments. All {apartments} ({apartmentsNumber}) have a kitchen. {apartments}?";
    expect(fillCountTokens(fiveApartments("en", text), english).site.description).toBe("Five apartments. All five (5) have a kitchen. Five?");
  });

  it("are filled in every text of the site, not only the description", () => {
    const filled = fillCountTokens(fiveApartments("es", "x"), spanish);
    const texts = JSON.stringify(filled);
    expect(texts).not.toContain("{apartments}");
    expect(texts).not.toContain("{apartmentsNumber}");
  });

  it("are used by the shipped content: no «cuatro apartamentos» written by hand, in any language", () => {
    const texts = JSON.stringify(site.data());
    expect(texts).toContain("{apartments}");
    expect(texts).not.toMatch(/\b[Cc]uatro apartamentos|de los cuatro\b/);
    expect(texts).not.toMatch(/\b[Ff]our (holiday )?apartments\b/);
    // Each language's version of a text with a count names it too.
    const description = site.get<Record<string, string>>(["site", "description"]);
    for (const version of Object.values(description)) expect(version).toContain("{apartments}");
  });

  it("spell the numbers the labels spell, and write figures beyond them", () => {
    expect([numberInWords(4, spanish), numberInWords(12, spanish), numberInWords(21, spanish)]).toEqual(["cuatro", "doce", "21"]);
    expect([numberInWords(4, english), numberInWords(12, english), numberInWords(21, english)]).toEqual(["four", "twelve", "21"]);
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
    const path = ["site", "description", "es"];
    const { line, col } = site.valueAt(path);
    expect(await problems(path, "{apartamentos} apartamentos turísticos en la antigua casa cuna de Arenales del Jiloca")).toEqual([
      `${line}:${col}: «{apartamentos}» no es un dato conocido; aquí se puede usar «{apartments}» y «{apartmentsNumber}»`,
    ]);
  });

  it("in any language's version of a text", async () => {
    const path = ["site", "description", "en"];
    const { line, col } = site.valueAt(path);
    expect(await problems(path, "{apartmens} holiday apartments in the former children's home of Arenales del Jiloca")).toEqual([
      `${line}:${col}: «{apartmens}» no es un dato conocido; aquí se puede usar «{apartments}» y «{apartmentsNumber}»`,
    ]);
  });

  it("says a time token belongs to the rules when written elsewhere", async () => {
    const path = ["contact", "intro", "es"];
    const { line, col } = site.valueAt(path);
    expect(await problems(path, "Llegad a partir de las {checkIn}")).toEqual([
      `${line}:${col}: «{checkIn}» solo vale en los párrafos de las normas («rules»); aquí se puede usar «{apartments}» y «{apartmentsNumber}»`,
    ]);
  });
});

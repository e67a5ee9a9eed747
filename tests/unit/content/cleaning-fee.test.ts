/**
 * A cleaning fee against rules that say the cleaning is included: warned at the rules' text
 * (slip-cases.ts has the usual case, with its message). Here what counts as saying it, and
 * which apartments' pages show the text.
 */
import { describe, expect, it } from "vitest";
import { saysCleaningIncluded } from "../../../src/content-check/cross-check/cleaning-fee.ts";
import { contentChecker } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("cleaning-fee");

describe("a text that says the cleaning is included", () => {
  it.each([
    ["es", "El precio incluye el apartamento, la ropa de cama y la limpieza final.", true],
    ["es", "Limpieza incluida.", true],
    ["es", "La limpieza final no está incluida: se cobra aparte.", false],
    ["es", "El precio incluye la ropa de cama. La limpieza final se paga aparte.", false],
    ["es", "Cambiamos las toallas el cuarto día.", false],
    ["en", "The price covers the apartment and final cleaning.", true],
    ["en", "Final cleaning is included.", true],
    ["en", "Final cleaning isn't included and is charged separately.", false],
    ["fr", "Le ménage est inclus.", false],
  ])("%s: «%s» → %s", (language, text, says) => {
    expect(saysCleaningIncluded(text, language)).toBe(says);
  });
});

/** The site with a cleaning fee for the apartments at `indexes`, under their capacity. */
function charging(indexes: number[]): SiteText {
  let edited = site;
  for (const i of [...indexes].sort((a, b) => b - a)) {
    const path = ["apartments", i, "capacity"];
    const indent = " ".repeat(edited.keyAt(path).col - 1);
    const day = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const lines = ["rates:", "  taxesIncluded: true", "  cleaningFee: 25", "  seasons:", "    - name: { es: Todo el año, en: All year }", `      from: ${day(1)}`, `      to: ${day(200)}`, "      nightly: 70", "      minNights: 1"];
    edited = edited.insertLinesAfter(path, lines.map((line) => `${indent}${line}`)).site;
  }
  return edited;
}

describe("a cleaning fee", () => {
  it("charged by two apartments is one warning at the common text, naming both", async () => {
    const result = await check("two", charging([0, 1]).text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const names = [0, 1].map((i) => site.get<string>(["apartments", i, "name"]));
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      `aviso: este texto dice que la limpieza va incluida en el precio, pero ${names[0]} y ${names[1]} la cobran aparte, con «cleaningFee» en «rates» (25 €), y sus páginas enseñan las dos cosas: si se cobra aparte, cambia el texto en cada idioma; si va incluida, quita «cleaningFee»`,
    ]);
  });

  it("warns of nothing once the text says it is charged apart", async () => {
    const path = ["rules", "sections", 0, "paragraphs", 0];
    let edited = charging([0]);
    for (const [language, said] of [["es", "La limpieza final se cobra aparte."], ["en", "Final cleaning is charged separately."]] as const) {
      const text = edited.get<string>([...path, language]);
      edited = edited.replaceValue([...path, language], JSON.stringify(`${text.slice(0, text.indexOf(language === "es" ? " y la limpieza" : " and final cleaning"))}. ${said}`)).site;
    }
    const result = await check("said", edited.text);
    expect(result.ok && result.warnings).toEqual([]);
  });
});

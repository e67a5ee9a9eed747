/**
 * The guide's «Añadir un idioma» shows what the check says of a French being added, with this
 * site.yaml's numbers: they went stale once («y 290 textos más», «unos 300») when texts were added.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeProblem } from "../../../src/content-check/cross-check/interface-words.ts";
import { loadSite, SITE_FILE } from "../../../scripts/content/load-site.ts";
import { summary } from "../../../src/content-check/summary.ts";
import { ROOT } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";
import { SLIPS } from "./slip-cases.ts";

const site = SiteText.real();
const GUIDE = readFileSync(path.join(ROOT, "docs/editar-contenido.md"), "utf8");
const ADDING = GUIDE.slice(GUIDE.indexOf("### Añadir un idioma"), GUIDE.indexOf("### Quitar un idioma"));

describe("the guide's French", () => {
  it("shows the check's messages for it as they are, numbers and lines included", () => {
    for (const name of ["new-language", "dictionary-not-translated"]) {
      for (const problem of SLIPS[name]!.make(site).problems) expect(ADDING).toContain(`site.yaml:${problem}`);
    }
  });

  it("counts the texts there are", () => {
    const texts = site.textBlocks().length;
    const counts = [...ADDING.matchAll(/(\d+) textos (de la web|del archivo)/g)].map((match) => Number(match[1]));
    expect(counts.length).toBeGreaterThan(1);
    expect(new Set(counts)).toEqual(new Set([texts]));
  });

  it("says what a dictionary left with English's locale is told, where", () => {
    const [copied] = SLIPS["dictionary-not-translated"]!.make(site).problems;
    const at = copied!.slice(0, copied!.indexOf(": "));
    expect(ADDING).toContain(`site.yaml:${at}: ${localeProblem("fr", { language: { locale: "en-GB" } })}`);
  });

  it("ends with the summary of this site in three languages", async () => {
    const result = await loadSite(SITE_FILE, { displayName: "site.yaml" });
    if (!result.ok) throw new Error("site.yaml doesn't pass the check");
    // The summary reads the languages' list only: the rest is this site's.
    const languages = [...result.site.site.languages, "fr"] as unknown as typeof result.site.site.languages;
    expect(ADDING).toContain(summary({ ...result.site, site: { ...result.site.site, languages } }));
  });
});

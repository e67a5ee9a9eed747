/**
 * A dictionary of interface words is translated, not another language's copied: the texts key by
 * key, the locale. The whole check, on site.yaml and a copied fr.ts, is a slip (slip-cases.ts).
 */
import { describe, expect, it } from "vitest";
import { copiedWords } from "../../../src/content-check/cross-check/copied-words.ts";
import { localeProblem } from "../../../src/content-check/cross-check/interface-words.ts";
import * as english from "../../../src/labels/words/en.ts";
import * as spanish from "../../../src/labels/words/es.ts";

/** The English words with a `share` of their texts «translated» (changed), the others as they were copied. */
function partly(share: number): Record<string, unknown> {
  let seen = 0;
  const change = (value: unknown): unknown => {
    if (typeof value === "string") return seen++ % 100 < share * 100 ? `fr: ${value}` : value;
    if (Array.isArray(value)) return value.map(change);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, change(item)]));
    return value;
  };
  const { language, ...parts } = english;
  return { language, ...(change(parts) as object) };
}

describe("a dictionary copied from another", () => {
  it("is never Spanish and English, which share a few texts (marks, «WhatsApp», «NRUA»)", () => {
    expect(copiedWords("en", english, { es: spanish })).toBeNull();
    expect(copiedWords("es", spanish, { en: english })).toBeNull();
  });

  it("is English's words under another name, even with its name and locale changed", () => {
    const french = { ...english, language: { ...english.language, name: "Français", locale: "fr-FR" } };
    expect(copiedWords("fr", french, { es: spanish, en: english })).toMatch(/^en src\/labels\/words\/fr\.ts, las palabras de la interfaz en francés \(fr\), \d+ de sus \d+ textos son los de en\.ts, sin traducir \(«shell\.skipToContent»: "Skip to content", /);
  });

  it("is told while more than half of it is left as it was copied, and not after", () => {
    expect(copiedWords("fr", partly(0.4), { en: english })).toMatch(/, \d+ de sus \d+ textos son los de en\.ts, sin traducir/);
    expect(copiedWords("fr", partly(0.6), { en: english })).toBeNull();
  });

  it("names a few of its texts, the language's own name first", () => {
    expect(copiedWords("fr", english, { en: english })).toContain(`(«language.name»: "English", «shell.skipToContent»: "${english.shell.skipToContent}", «shell.mainNav»: "${english.shell.mainNav}"…)`);
  });
});

describe("a dictionary's locale", () => {
  it("is its language's: French's can't be English's", () => {
    expect(localeProblem("fr", { language: { locale: "en-GB" } })).toBe(
      'en src/labels/words/fr.ts, «language.locale» es "en-GB", que es inglés (en): pon uno del francés (fr), como "fr-FR"; con él escribe la web las fechas, los números y los precios',
    );
    expect(localeProblem("fr", { language: { locale: "fr-BE" } })).toBeNull();
    expect(localeProblem("en", english)).toBeNull();
    expect(localeProblem("es", spanish)).toBeNull();
  });
});

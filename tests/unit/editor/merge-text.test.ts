import { describe, expect, it } from "vitest";
import { mergeText } from "../../../src/editor/github/merge-text.ts";

const lines = (...all: string[]) => `${all.join("\n")}\n`;

describe("merging a text both sides changed", () => {
  const base = lines("# precios", "mirador: 80", "", "calicanto: 70", "", "# fin");

  it("takes each side's change when they are apart, keeping comments and the final newline", () => {
    expect(mergeText(base, base.replace("mirador: 80", "mirador: 85"), base.replace("# fin", "# fin, revisado"))).toEqual({
      clean: true,
      text: lines("# precios", "mirador: 85", "", "calicanto: 70", "", "# fin, revisado"),
    });
  });

  it("takes the same change made on both sides once", () => {
    const both = base.replace("calicanto: 70", "calicanto: 75");
    expect(mergeText(base, both, both)).toEqual({ clean: true, text: both });
  });

  it("gives the conflicting lines of each side, numbered from 1, and the text with markers", () => {
    const result = mergeText(base, base.replace("calicanto: 70", "calicanto: 72"), base.replace("calicanto: 70", "calicanto: 79"));
    expect(result).toEqual({
      clean: false,
      regions: [{ base: { from: 4, lines: ["calicanto: 70"] }, ours: { from: 4, lines: ["calicanto: 72"] }, theirs: { from: 4, lines: ["calicanto: 79"] } }],
      marked: lines("# precios", "mirador: 80", "", "<<<<<<< tu versión", "calicanto: 72", "=======", "calicanto: 79", ">>>>>>> versión en GitHub", "", "# fin"),
    });
  });
});

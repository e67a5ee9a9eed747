import { describe, expect, it } from "vitest";
import { nearest, quoteList } from "../../../src/content-check/wording/wording.ts";
import { editDistance } from "../../../src/content-check/wording/edit-distance.ts";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["", "abc", 3],
    ["tagline", "tagline", 0],
    ["taglin", "tagline", 1], // one letter missing
    ["tagline", "tagliné", 1], // one letter changed
    ["tagilne", "tagline", 2], // two letters swapped: two edits
    ["kitten", "sitting", 3],
    ["flaw", "lawn", 2],
    ["calicantos", "calicanto", 1],
  ])("%s → %s: %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it("is case-sensitive (nearest() is the one that ignores case)", () => {
    expect(editDistance("Mirador", "mirador")).toBe(1);
  });
});

describe("nearest", () => {
  const keys = ["name", "tagline", "language", "timeZone", "titleSuffix", "baseUrl", "description", "preloaderMs", "social", "address", "geo"];

  it("finds the key a typo was meant to be", () => {
    expect(nearest("taglin", keys)).toBe("tagline");
    expect(nearest("adress", keys)).toBe("address");
    expect(nearest("descripcion", keys)).toBe("description");
    expect(nearest("timezone", keys)).toBe("timeZone"); // case is ignored, the candidate is returned as written
    expect(nearest("TAGLINE", keys)).toBe("tagline");
  });

  it("gives no hint when nothing is close enough to be a typo", () => {
    expect(nearest("telefono", keys)).toBeUndefined();
    expect(nearest("precio", ["mirador", "san-isidro"])).toBeUndefined();
    expect(nearest("anything", [])).toBeUndefined();
  });

  it("tolerates 2 edits in a short word and a third of the length in a long one", () => {
    // short words: always 2
    expect(nearest("ab", ["abcd"])).toBe("abcd");
    expect(nearest("ab", ["abcde"])).toBeUndefined();
    // 9 letters: 3 edits
    expect(nearest("calicaxxx", ["calicanto"])).toBe("calicanto");
    expect(nearest("calixxxxx", ["calicanto"])).toBeUndefined();
  });

  it("prefers the closest candidate, and the first one on a tie", () => {
    expect(nearest("/contacto", ["/", "/about", "/contact", "/gallery"])).toBe("/contact");
    expect(nearest("mirado", ["mirador", "miradoe"])).toBe("mirador");
    expect(nearest("mirado", ["miradoe", "mirador"])).toBe("miradoe");
    expect(nearest("fabrica-harina", ["mirador", "san-isidro", "calicanto", "fabrica-harinas"])).toBe("fabrica-harinas");
  });
});

describe("quoteList", () => {
  it("quotes with «» and joins the last with «y»", () => {
    expect(quoteList([])).toBe("");
    expect(quoteList(["a"])).toBe("«a»");
    expect(quoteList(["a", "b"])).toBe("«a» y «b»");
    expect(quoteList(["a", "b", "c"])).toBe("«a», «b» y «c»");
    expect(quoteList(["{checkIn}", "{checkOut}", "{quietFrom}", "{quietTo}"])).toBe("«{checkIn}», «{checkOut}», «{quietFrom}» y «{quietTo}»");
  });

  it("writes any value as text", () => {
    expect(quoteList([1, true, null])).toBe("«1», «true» y «null»");
  });
});

import { describe, expect, it } from "vitest";
import { wordGroupsByKind } from "../../../scripts/content/generate/word-groups.ts";
import { GROUPED, WORD_GROUPS } from "../../../src/generated/word-groups.gen.ts";

describe("the shell's word groups each kind of page carries for its islands, read from the code", () => {
  const groups = wordGroupsByKind(Object.keys(WORD_GROUPS), GROUPED);

  it("is what npm run generate wrote", () => {
    expect(groups).toEqual(WORD_GROUPS);
  });

  it("each page has what its islands read in the browser, and nothing the build alone draws", () => {
    // The islands: the lightbox, the slider, the booking form, the map's consent…
    expect(groups.gallery).toContain("gallery");
    expect(groups.apartment).toEqual(expect.arrayContaining(["slider", "booking", "map", "apartments"]));
    expect(groups.home).toEqual(expect.arrayContaining(["hero", "figures", "search", "map"]));
    // One search on the home page, and no single-apartment form (decision 043).
    expect(groups.home).not.toContain("booking");
    // Pages whose only islands are the header and the back-to-top button carry no group: their
    // contact cards, places and legal texts are static HTML, drawn by the build.
    for (const kind of ["legal", "about", "contact", "places", "reviews", "not-found"]) expect(groups[kind], kind).toEqual([]);
    // The error and not-found texts and the redirect pages' words: only the build draws those.
    for (const group of ["error", "notFound", "redirect"]) expect(Object.values(groups).flat()).not.toContain(group);
  });
});

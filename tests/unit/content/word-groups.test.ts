import { describe, expect, it } from "vitest";
import { wordGroupsByKind } from "../../../scripts/content/generate/word-groups.ts";
import { GROUPED, WORD_GROUPS } from "../../../src/generated/word-groups.gen.ts";

describe("the shell's word groups each kind of page carries, read from the code", () => {
  const groups = wordGroupsByKind(Object.keys(WORD_GROUPS), GROUPED);

  it("is what npm run generate wrote", () => {
    expect(groups).toEqual(WORD_GROUPS);
  });

  it("each page has what its components read, the shell's on every page, and nothing only the build uses", () => {
    // The root's error boundary reads `words?.error` and `words?.notFound`: every page carries them.
    for (const kind of Object.keys(groups)) expect(groups[kind], kind).toEqual(expect.arrayContaining(["error", "notFound"]));
    expect(groups.gallery).toContain("gallery");
    expect(groups.apartment).toEqual(expect.arrayContaining(["slider", "booking", "map", "apartments"]));
    expect(groups.home).toEqual(expect.arrayContaining(["hero", "figures", "search"]));
    // One search on the home page, and no single-apartment form (decision 043).
    expect(groups.home).not.toContain("booking");
    expect(groups.legal).not.toEqual(expect.arrayContaining(["gallery"]));
    expect(groups.legal).not.toContain("booking");
    // The redirect pages' words: only the build writes those pages.
    expect(Object.values(groups).flat()).not.toContain("redirect");
  });
});

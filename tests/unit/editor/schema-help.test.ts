import { ensureSyntaxTree } from "@codemirror/language";
import { yaml } from "@codemirror/lang-yaml";
import { EditorState } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import schema from "../../../schema/site.schema.json";
import { describeAt, keysAt } from "../../../src/editor/schema-help.ts";

type Node = { description?: string; properties?: Record<string, Node> };
const defs = (schema as unknown as { $defs: Record<string, Node> }).$defs;

/** A text with «|» where the cursor is: the state (its tree parsed) and the cursor's place. */
function at(marked: string): { state: EditorState; pos: number } {
  const pos = marked.indexOf("|");
  const state = EditorState.create({ doc: marked.replace("|", ""), extensions: [yaml()] });
  ensureSyntaxTree(state, state.doc.length, 5_000);
  return { state, pos };
}

const keys = (marked: string) => {
  const { state, pos } = at(marked);
  return keysAt(state, pos);
};

const SITE = `site:
  name:
    es: Casa
  tagline:
    es: desde 2023
routes:
  - path: /
    kind: apartment
    label:
      es: Mirador
`;

describe("what a field is for", () => {
  it("over a key, its Spanish description from the schema; over a value, its key's", () => {
    const onKey = at(SITE.replace("tagline", "tag|line"));
    expect(describeAt(onKey.state, onKey.pos)).toEqual({ from: SITE.indexOf("tagline"), to: SITE.indexOf("tagline") + "tagline".length, text: defs.siteInfo!.properties!.tagline!.description });
    const onValue = at(SITE.replace("desde 2023", "desde| 2023"));
    // «tagline» is a name in each language: its Spanish line is one name.
    expect(describeAt(onValue.state, onValue.pos)?.text).toBe(defs.name!.description);
    expect(describeAt(at(SITE.replace("site:", "si|te:")).state, 2)?.text).toBe((schema as { properties: Record<string, Node> }).properties.site!.description);
  });

  it("a page's own field, by the page's kind", () => {
    const { state, pos } = at(SITE.replace("    kind: apartment\n", "    kind: apartment\n    apar|tment: mirador\n"));
    expect(describeAt(state, pos)?.text).toMatch(/^El slug del apartamento/);
  });

  it("nothing where there is no field", () => {
    const { state, pos } = at(`# un comentario|\n${SITE}`);
    expect(describeAt(state, pos)).toBeNull();
  });
});

describe("the keys offered at the cursor", () => {
  it("a key being typed in a block: the block's keys it doesn't have yet, from where the word starts", () => {
    const text = SITE.replace("routes:", "  lang|\nroutes:");
    const found = keys(text);
    expect(found?.from).toBe(text.indexOf("lang"));
    const offered = found?.options.map((option) => option.key);
    expect(offered).toEqual(expect.arrayContaining(["languages", "timeZone", "baseUrl", "geo"]));
    expect(offered).not.toContain("name");
    expect(offered).not.toContain("tagline");
    expect(found?.options.find((option) => option.key === "languages")).toMatchObject({ required: true, description: defs.siteInfo!.properties!.languages!.description });
  });

  it("a new item of a list: the keys of its items; a page of no kind yet, those of every kind", () => {
    const offered = keys(`${SITE}  - pa|`)?.options.map((option) => option.key);
    expect(offered).toEqual(expect.arrayContaining(["path", "label", "kind", "description", "apartment", "legal"]));
  });

  it("a page whose kind is written: its kind's keys", () => {
    const offered = keys(SITE.replace("    label:", "    apa|\n    label:"))?.options.map((option) => option.key);
    expect(offered).toContain("apartment");
    expect(offered).not.toContain("legal");
    expect(offered).not.toContain("kind");
  });

  it("the first line under a key: its block's keys", () => {
    const offered = keys(SITE.replace("routes:", "contact:\n  pho|\nroutes:"))?.options.map((option) => option.key);
    expect(offered).toEqual(expect.arrayContaining(["phone", "email"]));
  });

  it("asked for on a blank line: the keys of the block the column belongs to", () => {
    const top = keys(`${SITE}|`)?.options.map((option) => option.key);
    expect(top).toEqual(expect.arrayContaining(["contact", "apartments", "gallery"]));
    expect(top).not.toContain("site");
    expect(top).not.toContain("routes");
    const inSite = keys(SITE.replace("routes:", "  |\nroutes:"))?.options.map((option) => option.key);
    expect(inSite).toContain("languages");
    expect(inSite).not.toContain("tagline");
  });

  it("none in a value, a comment or a text", () => {
    expect(keys(SITE.replace("desde 2023", "desde 20|23"))).toBeNull();
    expect(keys(`# comen|\n${SITE}`)).toBeNull();
  });
});

/**
 * Help in the editor comes from the schema: the YAML language server shows a field's description
 * on hover, its examples when completing, and `patternErrorMessage` instead of the raw regular
 * expression when a value doesn't match. Every pattern and format carries its Spanish message
 * (the check prints the same one), every field its examples, and every example is itself valid.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { SCHEMA_PATH } from "../../../scripts/content/validator.ts";
import { OPTIONS } from "../../../scripts/content/validator.ts";
import { ROOT } from "./helpers.ts";

type Node = Record<string, unknown>;
const schema = JSON.parse(readFileSync(SCHEMA_PATH, "utf8")) as Node & { $id: string; $defs: Record<string, Node> };

/** Every schema object in the file, with its JSON pointer: those in lists too (a page kind's, in `oneOf`). */
function nodes(node: unknown = schema, pointer = ""): [string, Node][] {
  if (Array.isArray(node)) return node.flatMap((child, i) => nodes(child, `${pointer}/${i}`));
  if (!node || typeof node !== "object") return [];
  return [[pointer, node as Node], ...Object.entries(node).flatMap(([key, child]) => (key === "examples" ? [] : nodes(child, `${pointer}/${key}`)))];
}

const resolve = (node: Node | undefined): Node | undefined => (typeof node?.$ref === "string" ? resolve(schema.$defs[node.$ref.slice("#/$defs/".length)]) : node);

/** The definitions of a text written in every language of the site (`es:`, `en:` under its key). */
const TRANSLATED = /^#\/\$defs\/local[A-Z]\w*$/;

/** A text in every language: a block whose lines are its versions, which the owner types as one field. */
function isTranslated(node: Node): boolean {
  if (typeof node.$ref === "string" && TRANSLATED.test(node.$ref)) return true;
  const items = node.$ref === "#/$defs/paragraphs" ? schema.$defs.paragraphs!.items : node.type === "array" ? node.items : undefined;
  return typeof (items as Node | undefined)?.$ref === "string" && TRANSLATED.test((items as Node).$ref as string);
}

/**
 * A field that holds a value the owner types (not a block of keys, nor a list of blocks); a text
 * in every language is one such field (a list of them too), not a block.
 */
function isLeaf(node: Node): boolean {
  if (isTranslated(node)) return true;
  const resolved = resolve(node)!;
  if (resolved.type === "object" || resolved.properties) return false;
  if (resolved.type === "array") {
    const items = resolve(resolved.items as Node);
    return !(items?.type === "object" || items?.properties);
  }
  return true;
}

/**
 * The fields: every property of a block, and the values of a free-keyed block (listings). A
 * translated text's lines (`es:`, `en:`: the values of a `local…` definition) are not fields of
 * their own: the field is the text, with its examples in every language.
 */
const fields = nodes().flatMap(([pointer, node]) => [
  ...Object.entries((node.properties as Record<string, Node> | undefined) ?? {}).map(([key, child]) => [`${pointer}/properties/${key}`, child] as const),
  ...(node.additionalProperties && typeof node.additionalProperties === "object" && !/^\/\$defs\/local[A-Z]/.test(pointer)
    ? [[`${pointer}/additionalProperties`, node.additionalProperties as Node] as const]
    : []),
]);

/** The site's languages, as site.yaml declares them: each example of a translated text has a version in each. */
const LANGUAGES = ["es", "en"];

describe("the schema's help for the editor", () => {
  it("gives every pattern and format a message in Spanish, with an example of what to type", () => {
    const checked = nodes().filter(([, node]) => typeof node.pattern === "string" || typeof node.format === "string");
    expect(checked.length).toBeGreaterThan(15);
    const missing = checked.filter(([, node]) => typeof node.patternErrorMessage !== "string" || !/^Escribe|^Pega/.test(node.patternErrorMessage)).map(([pointer]) => pointer);
    expect(missing).toEqual([]);
    for (const [, node] of checked) expect(node.patternErrorMessage).toMatch(/«.+»/);
  });

  it("gives every field examples, a translated text's in every language", () => {
    const leaves = fields.filter(([, node]) => isLeaf(node));
    expect(leaves.length).toBeGreaterThan(60);
    // A field with one allowed value (`const`: a page kind's «kind») is completed with that value; an example would repeat it.
    const open = leaves.filter(([, node]) => node.const === undefined);
    expect(open.filter(([, node]) => !Array.isArray(node.examples) || node.examples.length === 0).map(([pointer]) => pointer)).toEqual([]);
    const translated = leaves.filter(([, node]) => isTranslated(node));
    expect(translated.length).toBeGreaterThan(20);
    const versions = (example: unknown): unknown[] => (Array.isArray(example) ? example : [example]);
    const oneLanguage = translated.flatMap(([pointer, node]) =>
      ((node.examples as unknown[] | undefined) ?? []).flatMap(versions).filter((example) => !example || typeof example !== "object" || Object.keys(example).join() !== LANGUAGES.join()).map((example) => `${pointer}: ${JSON.stringify(example)}`),
    );
    expect(oneLanguage).toEqual([]);
  });

  it("gives each translated text's definition an example in every language", () => {
    const definitions = Object.entries(schema.$defs).filter(([name]) => TRANSLATED.test(`#/$defs/${name}`));
    expect(definitions.length).toBeGreaterThanOrEqual(6);
    for (const [name, definition] of definitions) {
      expect(definition.examples, name).toEqual([expect.objectContaining(Object.fromEntries(LANGUAGES.map((language) => [language, expect.any(String)])))]);
    }
  });

  it("gives examples that are valid values of their field", () => {
    const ajv = new Ajv2020({ ...OPTIONS, verbose: false });
    addFormats.default(ajv);
    ajv.addKeyword({ keyword: "patternErrorMessage", schemaType: "string" });
    ajv.addSchema(schema);
    const invalid = fields.flatMap(([pointer, node]) => {
      if (!Array.isArray(node.examples)) return [];
      const validate = ajv.compile({ $ref: `${schema.$id}#${pointer}` });
      return node.examples.filter((example) => !validate(example)).map((example) => `${pointer}: ${JSON.stringify(example)}`);
    });
    expect(invalid).toEqual([]);
  });
});

describe("the editor settings in the repository", () => {
  it("recommend the YAML extension and tie the schema to site.yaml", () => {
    const extensions = JSON.parse(readFileSync(path.join(ROOT, ".vscode/extensions.json"), "utf8")) as { recommendations: string[] };
    const settings = JSON.parse(readFileSync(path.join(ROOT, ".vscode/settings.json"), "utf8")) as { "yaml.schemas": Record<string, string> };
    expect(extensions.recommendations).toContain("redhat.vscode-yaml");
    const [schemaFile, target] = Object.entries(settings["yaml.schemas"])[0]!;
    expect(path.resolve(ROOT, schemaFile)).toBe(SCHEMA_PATH);
    expect(target).toBe("site.yaml");
  });
});

/**
 * Edits of the real site.yaml, made in memory for the tests of mistakes. Each edit finds its spot
 * by key path, never by line number, and says where it landed as line:col. So a test's expected
 * position moves with site.yaml whatever the owner adds above it, and no copy of site.yaml is
 * kept in the repository.
 */
import { readFileSync } from "node:fs";
import { isMap, isPair, isScalar, parseDocument, visit, type Document, type Node, type Pair, type YAMLMap } from "yaml";
import { SITE_FILE } from "../../../scripts/content/load-site.ts";

export type KeyPath = readonly (string | number)[];
export type Position = { line: number; col: number };
type Change = { from: number; to: number; insert: string };
/** An edited text, and where the (first) change starts in it. */
export type Edit = { site: SiteText; offset: number; at: Position };

/** `a.b[2].c`, for error messages of the helper itself. */
const show = (path: KeyPath): string => path.map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`)).join("").replace(/^\./, "");

export class SiteText {
  #doc: Document.Parsed | undefined;

  constructor(readonly text: string) {}

  /** The owner's site.yaml as it is now. */
  static real(): SiteText {
    return new SiteText(readFileSync(SITE_FILE, "utf8"));
  }

  get doc(): Document.Parsed {
    if (!this.#doc) {
      this.#doc = parseDocument(this.text);
      if (this.#doc.errors.length > 0) throw new Error(`the text to edit is not valid YAML: ${this.#doc.errors[0]!.message}`);
    }
    return this.#doc;
  }

  /** The plain data, as the site sees it. */
  data<T = unknown>(): T {
    return this.doc.toJS({ maxAliasCount: 100 }) as T;
  }

  /** The data at `path` (aliases resolved). */
  get<T = unknown>(path: KeyPath): T {
    let value: unknown = this.data();
    for (const part of path) {
      if (value === null || typeof value !== "object" || !(part in value)) throw new Error(`site.yaml has nothing at ${show(path)}`);
      value = (value as Record<string | number, unknown>)[part];
    }
    return value as T;
  }

  /**
   * 1-based line and column of an offset, counted here from the newlines: deliberately not with
   * the LineCounter the loader uses, so a slip in the loader's mapping shows.
   */
  position(offset: number): Position {
    const before = this.text.slice(0, offset);
    const lineStart = before.lastIndexOf("\n") + 1;
    return { line: before.split("\n").length, col: offset - lineStart + 1 };
  }

  /** The node at `path` (for an alias, the alias itself). */
  node(path: KeyPath): Node {
    const node = this.doc.getIn(path, true) as Node | undefined;
    if (!node || typeof node !== "object" || !("range" in node) || !node.range) throw new Error(`site.yaml has no node at ${show(path)}`);
    return node;
  }

  /** The key: value pair whose key is the last part of `path`. */
  pair(path: KeyPath): Pair<Node, Node> {
    const map = path.length === 1 ? this.doc.contents : this.node(path.slice(0, -1));
    const key = path.at(-1);
    if (isMap(map)) {
      const pair = map.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
      if (pair) return pair as Pair<Node, Node>;
    }
    throw new Error(`site.yaml has no key at ${show(path)}`);
  }

  /** The keys of the map at `path`, in file order. */
  keys(path: KeyPath): string[] {
    const map = path.length === 0 ? this.doc.contents : this.node(path);
    if (!isMap(map)) throw new Error(`${show(path)} is not a block of keys`);
    return map.items.map((item) => String((item.key as { value: unknown }).value));
  }

  /** Offset where the value at `path` starts. */
  valueOffset(path: KeyPath): number {
    return this.node(path).range![0];
  }

  /** Offset where the key of `path` starts. */
  keyOffset(path: KeyPath): number {
    const key = this.pair(path).key;
    if (!key?.range) throw new Error(`${show(path)} has no key in the text`);
    return key.range[0];
  }

  /** Offset of the start of the line where the key of `path` is. */
  lineStartOffset(path: KeyPath): number {
    return this.text.lastIndexOf("\n", this.keyOffset(path) - 1) + 1;
  }

  #lineStart(path: KeyPath): number {
    const offset = typeof path.at(-1) === "number" ? this.valueOffset(path) : this.keyOffset(path);
    return this.text.lastIndexOf("\n", offset - 1) + 1;
  }

  /** Offset of the start of the line after the one where the value at `path` ends. */
  lineAfterOffset(path: KeyPath): number {
    const newline = this.text.indexOf("\n", this.node(path).range![1] - 1);
    return newline === -1 ? this.text.length : newline + 1;
  }

  /** The whole line (without its line break) where the key of `path` is (for a list item, where it starts). */
  lineOf(path: KeyPath): string {
    const start = this.#lineStart(path);
    const end = this.text.indexOf("\n", start);
    return this.text.slice(start, end === -1 ? undefined : end);
  }

  valueAt = (path: KeyPath): Position => this.position(this.valueOffset(path));
  keyAt = (path: KeyPath): Position => this.position(this.keyOffset(path));

  /**
   * Applies changes given as offsets in this text (they must not overlap) and returns the new
   * text with where the first change landed in it.
   */
  edit(...changes: Change[]): Edit {
    const sorted = [...changes].sort((a, b) => a.from - b.from);
    let text = "";
    let last = 0;
    const landed: number[] = [];
    for (const change of sorted) {
      if (change.from < last || change.to < change.from) throw new Error("overlapping or reversed changes");
      text += this.text.slice(last, change.from);
      landed.push(text.length);
      text += change.insert;
      last = change.to;
    }
    text += this.text.slice(last);
    const site = new SiteText(text);
    return { site, offset: landed[0]!, at: site.position(landed[0]!) };
  }

  /** The value at `path` becomes `source` (YAML as written in the file: `"seis"`, `*alias`, `7`). */
  replaceValue(path: KeyPath, source: string): Edit {
    const [from, to] = this.node(path).range!;
    return this.edit({ from, to, insert: source });
  }

  /** The key of `path` is renamed to `name`. */
  renameKey(path: KeyPath, name: string): Edit {
    const [from, to] = this.pair(path).key.range!;
    return this.edit({ from, to, insert: name });
  }

  /** Removes `key: value` from a map written on one line (`{ file: …, alt: … }`), with its comma. */
  deleteFlowPair(path: KeyPath): Edit {
    const map = this.node(path.slice(0, -1));
    if (!isMap(map) || !map.flow) throw new Error(`${show(path.slice(0, -1))} is not a map written on one line`);
    const index = map.items.findIndex((item) => isScalar(item.key) && item.key.value === path.at(-1));
    const pair = map.items[index] as Pair<Node, Node> | undefined;
    if (!pair) throw new Error(`site.yaml has no key at ${show(path)}`);
    // From the end of the previous value (or from this key, if first) to the end of this value.
    const previous = map.items[index - 1] as Pair<Node, Node> | undefined;
    const from = previous ? (previous.value ?? previous.key).range![1] : pair.key.range![0];
    const next = map.items[index + 1] as Pair<Node, Node> | undefined;
    const to = previous || !next ? pair.value!.range![1] : next.key.range![0];
    return this.edit({ from, to, insert: "" });
  }

  /**
   * Removes `key:` and the block under it (`alt:` with its `es:` and `en:` lines): whole lines,
   * from the key's line to the last line of its value.
   */
  deleteBlockPair(path: KeyPath): Edit {
    const map = this.node(path.slice(0, -1));
    if (!isMap(map) || map.flow) throw new Error(`${show(path.slice(0, -1))} is not a block of keys`);
    this.pair(path);
    return this.edit({ from: this.lineStartOffset(path), to: this.lineAfterOffset(path), insert: "" });
  }

  /**
   * The block of keys at `path` written on its key's line, as `{ key: "value", … }` (each value
   * a one-line text, in double quotes): the same data, the way the owner may write a short block.
   */
  toOneLine(path: KeyPath): Edit {
    const map = this.node(path);
    if (!isMap(map) || map.flow) throw new Error(`${show(path)} is not a block of keys`);
    const fields = map.items.map((item) => `${String((item.key as { value: unknown }).value)}: ${JSON.stringify(String((item.value as { value: unknown }).value))}`);
    const keyEnd = this.pair(path).key.range![1];
    const colon = this.text.indexOf(":", keyEnd);
    return this.edit({ from: colon + 1, to: this.lineAfterOffset(path) - 1, insert: ` { ${fields.join(", ")} }` });
  }

  /** The line where the key of `path` is becomes `change(line)` (one or more lines). */
  replaceLine(path: KeyPath, change: (line: string) => string): Edit {
    const from = this.#lineStart(path);
    const line = this.lineOf(path);
    return this.edit({ from, to: from + line.length, insert: change(line) });
  }

  /** Inserts whole lines after the line where the value at `path` ends. */
  insertLinesAfter(path: KeyPath, lines: string[]): Edit {
    const at = this.lineAfterOffset(path);
    return this.edit({ from: at, to: at, insert: lines.map((line) => `${line}\n`).join("") });
  }

  /** The spaces before the key of `path` become `indent`. */
  reindent(path: KeyPath, indent: string): Edit {
    return this.edit({ from: this.lineStartOffset(path), to: this.keyOffset(path), insert: indent });
  }

  /** A block of keys written as list items: `- ` before each of its keys. */
  keysToListItems(path: KeyPath): Edit {
    const map = this.node(path);
    if (!isMap(map) || map.flow) throw new Error(`${show(path)} is not a block of keys`);
    return this.edit(...map.items.map((item) => ({ from: (item.key as Node).range![0], to: (item.key as Node).range![0], insert: "- " })));
  }

  /**
   * Every text's block (the maps whose keys are the site's languages) gets a line in `code`
   * holding its `from` text as written: `fr: "…"` under `en: "…"`, or `, fr: ""` in a `{ … }`.
   * `site.languages` is left as it is.
   */
  withLanguage(code: string, from: string): SiteText {
    const changes = this.textBlocks().map((map): Change => {
      const pair = map.items.find((item) => isScalar(item.key) && item.key.value === from) as Pair<Node, Node>;
      const [keyStart] = pair.key.range!;
      const [valueStart, valueEnd] = pair.value!.range!;
      const written = this.text.slice(valueStart, valueEnd).trimEnd();
      const end = valueStart + written.length;
      if (map.flow) return { from: end, to: end, insert: `, ${code}: ${written}` };
      const column = keyStart - (this.text.lastIndexOf("\n", keyStart - 1) + 1);
      const next = this.text.indexOf("\n", end) + 1;
      return { from: next, to: next, insert: `${" ".repeat(column)}${code}: ${written}\n` };
    });
    return this.edit(...changes).site;
  }

  /**
   * The blocks of a text in each language: the maps whose keys are the site's languages, in file
   * order. A review's `translations` is not one (the guest's words, translated, not a site text).
   */
  textBlocks(): YAMLMap<Node, Node>[] {
    const languages = new Set(this.get<string[]>(["site", "languages"]));
    const blocks: YAMLMap<Node, Node>[] = [];
    visit(this.doc, {
      Map: (_, map, path) => {
        const keys = map.items.map((item) => (isScalar(item.key) ? String(item.key.value) : ""));
        const parent = path.at(-1);
        const translations = isPair(parent) && isScalar(parent.key) && parent.key.value === "translations";
        if (!translations && keys.length === languages.size && keys.every((key) => languages.has(key))) blocks.push(map as YAMLMap<Node, Node>);
      },
    });
    return blocks;
  }

  /**
   * Every line of the key or list item at `path`, its value with it, behind «# », as an editor's
   * «comment lines» writes it: the «#» at the least indented line's column.
   */
  commentOut(...paths: KeyPath[]): SiteText {
    const changes = paths.flatMap((path): Change[] => {
      const from = this.#lineStart(path);
      const to = this.lineAfterOffset(path);
      const starts = [from];
      for (let at = this.text.indexOf("\n", from) + 1; at > 0 && at < to; at = this.text.indexOf("\n", at) + 1) starts.push(at);
      const lines = starts.filter((start) => this.text.slice(start, this.text.indexOf("\n", start)).trim() !== "");
      const column = Math.min(...lines.map((start) => this.text.slice(start).search(/\S/)));
      return lines.map((start) => ({ from: start + column, to: start + column, insert: "# " }));
    });
    return this.edit(...changes).site;
  }

  /** Adds `&name` to the value of `path`, right after its key's colon (so a block map is anchored whole). */
  anchor(path: KeyPath, name: string): Edit {
    const colon = this.text.indexOf(":", this.pair(path).key.range![1]);
    return this.edit({ from: colon + 1, to: colon + 1, insert: ` &${name}` });
  }
}

/** A value as the owner would type it in site.yaml: bare when that is safe, else in double quotes. */
export function yamlValue(value: string): string {
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(value) || /^\/[a-z0-9/_.-]*$/i.test(value) ? value : JSON.stringify(value);
}

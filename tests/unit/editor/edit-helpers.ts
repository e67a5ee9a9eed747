/**
 * What the tests of the editor's edits share: the real site.yaml, the check's facts gathered once
 * from it (as the terminal's check gathers them), a line diff, and reading a value back with the
 * yaml package directly (not with the edits' own reading).
 */
import { readFileSync } from "node:fs";
import { LineCounter, parseDocument } from "yaml";
import { checkContent, type CheckResult, type ContentFacts } from "../../../src/content-check/check-content.ts";
import type { EditResult } from "../../../src/editor/edits/edit-result.ts";
import { loadSiteWithFacts, SITE_FILE } from "../../../scripts/content/load-site.ts";

export const SITE_TEXT = readFileSync(SITE_FILE, "utf8");

let facts: Promise<ContentFacts> | undefined;

/** The facts the check needs of the real site (photos, words, validator), gathered once. */
function siteFacts(): Promise<ContentFacts> {
  facts ??= loadSiteWithFacts(SITE_FILE, { decodePhotos: false }).then(({ result, facts: gathered }) => {
    if (!gathered || !result.ok) throw new Error(`the real site.yaml doesn't pass the check: ${result.problems.map((problem) => problem.message).join("; ")}`);
    return gathered;
  });
  return facts;
}

/** The content check of `text`, as site.yaml. */
export async function checked(text: string): Promise<CheckResult> {
  return checkContent("site.yaml", text, await siteFacts());
}

/** The problems the check says of `text` (none when it passes). */
export async function checkProblems(text: string): Promise<string[]> {
  return (await checked(text)).problems.map((problem) => problem.message);
}

/** The text of an edit that must have been made. */
export function made(result: EditResult): string {
  if ("problem" in result) throw new Error(`the edit was refused: ${result.problem}`);
  return result.text;
}

/** The problem of an edit that must have been refused. */
export function refused(result: EditResult): string {
  if (!("problem" in result)) throw new Error("the edit was made");
  return result.problem;
}

/** A text's lines, each with its «\r» if it has one: so a changed line ending shows as a changed line. */
export function linesOf(text: string): string[] {
  return text.split("\n");
}

/** One place where two texts differ: at line `line` (1-based, of the old text), `removed` lines became `added`. */
export type Hunk = { line: number; removed: string[]; added: string[] };

/** The lines that differ between `old` and `next`, byte for byte (a longest common subsequence of lines). */
export function lineHunks(old: string, next: string): Hunk[] {
  const a = linesOf(old);
  const b = linesOf(next);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const x = a.slice(prefix, a.length - suffix);
  const y = b.slice(prefix, b.length - suffix);
  // lcs[i][j]: the longest common subsequence of x[i..] and y[j..].
  const lcs = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const hunks: Hunk[] = [];
  let current: Hunk | undefined;
  const flush = (): void => {
    if (current) hunks.push(current);
    current = undefined;
  };
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      flush();
      i++;
      j++;
    } else if (j < y.length && (i === x.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      current ??= { line: prefix + i + 1, removed: [], added: [] };
      current.added.push(y[j++]!);
    } else {
      current ??= { line: prefix + i + 1, removed: [], added: [] };
      current.removed.push(x[i++]!);
    }
  }
  flush();
  return hunks;
}

/** The data at `path` of `text`, read by the yaml package. */
export function valueAt(text: string, path: readonly (string | number)[]): unknown {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`not YAML: ${doc.errors[0]!.message}`);
  let value: unknown = doc.toJS();
  for (const part of path) value = (value as Record<string | number, unknown> | undefined)?.[part];
  return value;
}

/** The 1-based line where the node at `path` starts in `text`. */
export function lineAt(text: string, path: readonly (string | number)[]): number {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
  if (!node?.range) throw new Error(`nothing at ${path.join(".")}`);
  return lineCounter.linePos(node.range[0]).line;
}

/** Line `line` (1-based) of `text`, without its ending. */
export function line(text: string, number: number): string {
  return (linesOf(text)[number - 1] ?? "").replace(/\r$/, "");
}

/** The line numbers (1-based) of the lines of `text` that are exactly `content`. */
export function linesWith(text: string, content: string): number[] {
  return linesOf(text).flatMap((candidate, index) => (candidate.replace(/\r$/, "") === content ? [index + 1] : []));
}

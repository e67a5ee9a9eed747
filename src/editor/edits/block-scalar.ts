/**
 * A paragraph written as a block scalar («|» keeps its line breaks, «>» folds them into spaces)
 * rewritten with a new value: its header line («|», «>-», with a comment after it) stays, and the
 * new lines take the indentation of the old ones.
 */
import { parseDocument, type Scalar } from "yaml";
import type { EditSource } from "./edit-source.ts";

/** The new text of the scalar's lines (from `from` to `to`), or undefined if this block can't hold `value` as it is. */
export function blockScalarBody(source: EditSource, node: Scalar<unknown>, value: string): { from: number; to: number; text: string } | undefined {
  const { lines, text } = source;
  const range = node.range;
  if (!range) return undefined;
  const headerLine = lines.lineOf(range[0]);
  const header = text.slice(range[0], lines.end(headerLine));
  const indicators = /^([|>])([-+]?)(?=\s|$)/.exec(header);
  // An explicit indentation («|2») counts from the parent's column: kept by hand, not here.
  if (!indicators) return undefined;
  const folded = indicators[1] === ">";
  const keep = indicators[2] === "+";
  const from = Math.min(lines.next(headerLine), range[1]);
  const to = range[1];
  let pad: number | undefined;
  for (let line = lines.lineOf(from); from < to && line <= lines.lineOf(Math.max(from, to - 1)); line++) {
    if (!lines.isBlank(line)) {
      pad = lines.indent(line);
      break;
    }
  }
  const indent = " ".repeat(pad ?? lines.indent(headerLine) + 2);
  let content = keep ? value.replace(/\n$/, "") : value.replace(/\n+$/, "");
  // Folded, one line break is a space: a break of the value is an empty line, two are two.
  if (folded) content = content.replace(/\n+/g, (breaks) => `${breaks}\n`);
  const body = content === "" ? [] : content.split("\n").map((line) => (line === "" ? "" : indent + line));
  const endsWithEol = /\n$/.test(text.slice(from, to));
  const newText = body.join(lines.eol) + (body.length > 0 && endsWithEol ? lines.eol : "");
  // Read alone, the new lines must give the value: a first line that starts with spaces, or a
  // folded line that does, would read otherwise.
  const alone = parseDocument(`k: ${header}\n${body.join("\n")}\n`);
  const read: unknown = alone.errors.length === 0 ? (alone.toJS() as { k?: unknown } | null)?.k : undefined;
  if (typeof read !== "string" || read.replace(/\n+$/, "") !== value.replace(/\n+$/, "")) return undefined;
  return { from, to, text: newText };
}

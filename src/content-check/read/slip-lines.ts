/**
 * What the slip rules read in a line of site.yaml, and how their messages show one: where a value
 * starts, where a quoted text ends, whether a line opens a block or sits in a `|` text.
 */
import { linesAbove, type SourceLine } from "./source-lines.ts";

export type Slip = { line: number; col: number; message: string };

/** How much of a line a message quotes: enough to recognise it. */
const QUOTED_LENGTH = 60;

function shown(text: string): string {
  return text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH - 1)}…` : text;
}

export function spaces(count: number): string {
  return count === 1 ? "1 espacio" : `${count} espacios`;
}

/** The line as it should be, shown with its leading spaces as dots would hide them: between « ». */
export function typeAs(indent: number, content: string): string {
  return `«${" ".repeat(indent)}${shown(content)}»`;
}

/** End (exclusive) of the quoted text that starts at `start`, or -1 if it never closes on this line. */
export function closingQuote(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (quote === '"' && text[i] === "\\") i++;
    else if (text[i] === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i + 1;
    }
  }
  return -1;
}

/** Where the value of a `key: value` / `- value` / `- key: value` line starts in its text, if it has one. */
export function valueIndex(line: SourceLine): number | undefined {
  const part = keyPart(line);
  const index = line.indent + part.length;
  return index < line.text.length && part !== "" ? index : undefined;
}

/** `key: ` of the line, or the empty string. */
export function keyPart(line: SourceLine): string {
  return /^(?:- +)?(?:[A-Za-z_][\w-]*: +)?/.exec(line.content)?.[0] ?? "";
}

/** The line above `line` (at `index`) with no more indentation than it: its sibling, or the block that holds it. */
export function holderAbove(line: SourceLine, lines: readonly SourceLine[], index: number): SourceLine | undefined {
  for (const above of linesAbove(lines, index)) if (!above.blank && above.indent <= line.indent) return above;
  return undefined;
}

/** Opens a block: `key:` or `- key:` with nothing after it, or a lone `-`. */
export function opensBlock(line: SourceLine): boolean {
  return /^(?:- +)?[A-Za-z_][\w-]*:\s*(?:#.*)?$/.test(line.content) || /^-\s*$/.test(line.content);
}

/** `line` (at `index`) is inside a `|` or `>` text, where any indentation is text. */
export function inBlockText(line: SourceLine, lines: readonly SourceLine[], index: number): boolean {
  for (const above of linesAbove(lines, index)) {
    if (above.blank || above.indent >= line.indent) continue;
    return /:\s*[|>][+-]?\d*\s*(?:#.*)?$/.test(above.content);
  }
  return false;
}

/** A slip a rule recognises in `line`, the line at `index` of `lines` (the lines around it tell what it is). */
export type Rule = (line: SourceLine, lines: readonly SourceLine[], index: number) => Slip | undefined;

/** Index of a ` #` (a comment) after `from` and outside quotes, or -1. */
export function hashOutsideQuotes(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '"' || text[i] === "'") {
      const close = closingQuote(text, i);
      if (close === -1) return -1;
      i = close - 1;
    } else if (text[i] === "#" && /\s/.test(text[i - 1] ?? "")) return i;
  }
  return -1;
}

/**
 * Whole lines put into, taken out of and reordered in a text, each line keeping its own ending;
 * new lines get the file's. A file whose last line lacks a line ending still lacks it after.
 */
import type { LineSpan } from "./entry-lines.ts";
import type { TextLines } from "./text-lines.ts";

/** One line and its ending: «\n», «\r\n», or none (the last line of a file without a final one). */
type LineRecord = { content: string; eol: string };

function records(lines: TextLines, span: LineSpan): LineRecord[] {
  const out: LineRecord[] = [];
  for (let line = span.first; line <= span.last; line++) {
    out.push({ content: lines.content(line), eol: lines.text.slice(lines.end(line), lines.next(line)) });
  }
  return out;
}

/** `text` with the lines of `span` replaced by `replacement`, which ends as the span ended. */
function replaceRecords(lines: TextLines, span: LineSpan, replacement: readonly LineRecord[]): string {
  const from = lines.start(span.first);
  const to = lines.next(span.last);
  const finalEol = lines.text.slice(lines.end(span.last), to);
  const body = replacement.map((record, index) => record.content + (index === replacement.length - 1 ? finalEol : record.eol || lines.eol)).join("");
  return lines.text.slice(0, from) + body + lines.text.slice(to);
}

/** `newLines` put before line `line`. */
export function insertBefore(lines: TextLines, line: number, newLines: readonly string[]): string {
  const at = lines.start(line);
  return lines.text.slice(0, at) + newLines.map((content) => content + lines.eol).join("") + lines.text.slice(at);
}

/** `newLines` put after line `line`. */
export function insertAfter(lines: TextLines, line: number, newLines: readonly string[]): string {
  const next = lines.next(line);
  if (lines.end(line) < next) return lines.text.slice(0, next) + newLines.map((content) => content + lines.eol).join("") + lines.text.slice(next);
  // The last line, without its ending: the new lines go after one, and the file still ends without.
  return lines.text + newLines.map((content) => lines.eol + content).join("");
}

/** The lines of `span` taken out. */
export function removeLines(lines: TextLines, span: LineSpan): string {
  const { text } = lines;
  const to = lines.next(span.last);
  if (lines.end(span.last) === to && span.first > 0) {
    // The file's last line, without an ending: the line before gives up its own instead.
    return text.slice(0, lines.end(span.first - 1));
  }
  return text.slice(0, lines.start(span.first)) + text.slice(to);
}

/**
 * The lines from the first span to the last, the spans' lines reordered as `order` says (the
 * span at order[0] first…) and the lines between spans (blank lines, comments of no item) left
 * where they are.
 */
export function reorderSpans(lines: TextLines, spans: readonly LineSpan[], order: readonly number[]): string {
  const first = spans[0];
  const last = spans.at(-1);
  if (!first || !last) return lines.text;
  const out: LineRecord[] = [];
  spans.forEach((_span, slot) => {
    const moved = spans[order[slot] ?? slot] ?? _span;
    out.push(...records(lines, moved));
    const next = spans[slot + 1];
    if (next) out.push(...records(lines, { first: _span.last + 1, last: next.first - 1 }));
  });
  return replaceRecords(lines, { first: first.first, last: last.last }, out);
}

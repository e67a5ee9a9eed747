/**
 * Which lines an entry of a block (`key: …`) or an item of a list (`- …`) takes in the text: its
 * own, and the comments after it indented deeper than it (inside it, like a commented-out
 * example). An item of a list also takes the comments just above it at its column («# --- San
 * Isidro…» over an apartment): they speak of it, and go where it goes. Comments at a shallower
 * column belong to what follows, and stay where they are.
 */
import { isCollection, isMap, isScalar, type Node, type Pair, type YAMLMap, type YAMLSeq } from "yaml";
import { EditProblem, pathName, type YamlPath } from "./edit-result.ts";
import type { EditSource } from "./edit-source.ts";
import type { TextLines } from "./text-lines.ts";

/** Lines from `first` to `last` (from 0, both included). */
export type LineSpan = { first: number; last: number };

/** A list item in block style: where its «-» is, and its lines. */
export type BlockItem = { dash: number; column: number; span: LineSpan; node: unknown };

/** Where the value of `node` ends in the text: its last character, comments after it left out. */
export function valueEnd(node: unknown, fallback: number): number {
  if (isScalar(node)) return node.range?.[1] ?? fallback;
  if (isCollection(node)) {
    const range = node.range ?? [fallback, fallback, fallback];
    if (node.flow) return range[1];
    const last = node.items.at(-1);
    if (last === undefined) return range[0];
    if (isMap(node)) {
      const pair = last as Pair<unknown, unknown>;
      return valueEnd(pair.value, keyEnd(pair, range[0]));
    }
    return valueEnd(last, range[0]);
  }
  const range = (node as Partial<Node> | null)?.range;
  return range?.[1] ?? fallback;
}

function keyEnd(pair: Pair<unknown, unknown>, fallback: number): number {
  return isScalar(pair.key) ? (pair.key.range?.[1] ?? fallback) : fallback;
}

/** Where `pair`'s key starts. */
export function keyStart(pair: Pair<unknown, unknown>): number {
  if (!isScalar(pair.key) || !pair.key.range) throw new EditProblem("una clave de este bloque no es una palabra: cámbialo a mano en el texto");
  return pair.key.range[0];
}

/** The last line of what ends at `end` (an offset just past a line ending counts on that line). */
function lastLineOf(lines: TextLines, start: number, end: number): number {
  return lines.lineOf(Math.max(start, end - 1));
}

/** `last`, extended over the lines after it indented deeper than `column` (and the blank lines between them). */
function deeperAfter(lines: TextLines, last: number, column: number): number {
  let end = last;
  for (let line = last + 1; line < lines.count; line++) {
    if (lines.isBlank(line)) continue;
    if (lines.indent(line) <= column) break;
    end = line;
  }
  return end;
}

/** The first of the comment lines right above `line` at `column` (`line` itself when there are none). */
function commentsAbove(lines: TextLines, line: number, column: number): number {
  let first = line;
  while (first > 0 && lines.isComment(first - 1) && lines.indent(first - 1) === column) first--;
  return first;
}

/** The items of a list written in block style («- » lines), in order. */
export function blockItems(source: EditSource, seq: YAMLSeq<unknown>, path: YamlPath): BlockItem[] {
  const token = seq.srcToken;
  if (!token || token.type !== "block-seq") throw new EditProblem(`${pathName(path)} no es una lista de líneas «- »`);
  const dashes = token.items.flatMap((item) => item.start.filter((part) => part.type === "seq-item-ind").map((part) => part.offset));
  if (dashes.length !== seq.items.length) throw new EditProblem(`no se entiende dónde empieza cada elemento de ${pathName(path)}: cámbialo a mano en el texto`);
  const { lines } = source;
  return seq.items.map((node, index) => {
    const dash = dashes[index] ?? 0;
    const line = lines.lineOf(dash);
    const column = lines.column(dash);
    const last = deeperAfter(lines, lastLineOf(lines, dash, valueEnd(node, dash + 1)), column);
    return { dash, column, span: { first: commentsAbove(lines, line, column), last }, node };
  });
}

/** An item's lines, refused when its «-» shares its line with something before it («- - a»). */
export function ownLines(source: EditSource, item: BlockItem, path: YamlPath): LineSpan {
  if (source.lines.indent(source.lines.lineOf(item.dash)) !== item.column) {
    throw new EditProblem(`${pathName(path)} empieza en la misma línea que otro valor: cámbialo a mano en el texto`);
  }
  return item.span;
}

/** The column of a block of keys written one per line. */
export function mapColumn(source: EditSource, map: YAMLMap<unknown, unknown>, path: YamlPath): number {
  const first = map.items[0];
  if (!first || map.flow) throw new EditProblem(`${pathName(path)} no es un bloque de líneas «clave: valor»`);
  return source.lines.column(keyStart(first));
}

/**
 * The line after which a new key of a block goes: after its last entry, and after the comments
 * that follow it at the block's column or deeper (a commented-out line of this very block, like
 * «# autoSlideSeconds: 4»); before blank lines and the comments of what follows.
 */
export function mapInsertLine(source: EditSource, map: YAMLMap<unknown, unknown>, path: YamlPath): number {
  const column = mapColumn(source, map, path);
  const last = map.items.at(-1);
  if (!last) throw new EditProblem(`${pathName(path)} está vacío`);
  const start = keyStart(last);
  return deeperAfter(source.lines, lastLineOf(source.lines, start, valueEnd(last.value, keyEnd(last, start))), column - 1);
}

/**
 * The lines of one entry of a block: its key's line (alone on it), its value and the comments
 * inside it. The comments just above a key stay: in site.yaml they explain the key for the next
 * time (a commented-out example of it, as «# blocks:» in an apartment's calendar).
 */
export function pairLines(source: EditSource, pair: Pair<unknown, unknown>, path: YamlPath): LineSpan {
  const { lines } = source;
  const start = keyStart(pair);
  const line = lines.lineOf(start);
  const column = lines.column(start);
  if (lines.indent(line) !== column) throw new EditProblem(`${pathName(path)} empieza en la misma línea que otro valor: cámbialo a mano en el texto`);
  return { first: line, last: deeperAfter(lines, lastLineOf(lines, start, valueEnd(pair.value, keyEnd(pair, start))), column) };
}

/**
 * Edits of site.yaml's text in place, for the editor's forms: only the characters of the value or
 * the lines of the item that change are touched; every other byte (comments, order, quoting,
 * blank lines, line endings) stays as the owner left it. The document is never written out again
 * by the yaml library, which would reformat it. Each edit is proved by reading its result back
 * (edit-check.ts), and answers the new text or, in Spanish, why it can't be made.
 */
import { isAlias, isMap, isScalar, isSeq, parseDocument, type Scalar, type YAMLMap, type YAMLSeq } from "yaml";
import { dataAt, provedEdit, readEdited } from "./edit-check.ts";
import { checkedPath, EditProblem, guarded, pathName, type EditResult, type YamlPath } from "./edit-result.ts";
import { mapAt, nodeAt, pairAt, readForEdit, refuseAnchors, seqAt, type EditSource } from "./edit-source.ts";
import { blockItems, keyStart, mapColumn, mapInsertLine, ownLines, pairLines, valueEnd, type LineSpan } from "./entry-lines.ts";
import { insertAfter, insertBefore, removeLines, reorderSpans } from "./line-splice.ts";
import { blockScalarBody } from "./block-scalar.ts";
import { isPlainDate, scalarText, type ScalarHint, type ScalarValue } from "./scalar-text.ts";
import type { TextLines } from "./text-lines.ts";

/** The longest new item a form writes: a review with its translations is some fifteen lines. */
const MAX_ITEM_LINES = 200;

function checkedValue(value: unknown): ScalarValue {
  if (typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) return value;
  throw new EditProblem("el valor nuevo no es un texto, un número ni un sí/no");
}

function checkedIndex(index: unknown, length: number, what: string): number {
  if (typeof index !== "number" || !Number.isSafeInteger(index) || index < 0 || index >= length) throw new EditProblem(`no existe ${what}`);
  return index;
}

/** The lines of a new item or value, proved to be lines of YAML that read as one value. */
function checkedLines(lines: unknown): { lines: string[]; data: unknown } {
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_ITEM_LINES || !lines.every((line) => typeof line === "string" && !/[\r\n]/.test(line))) {
    throw new EditProblem("el elemento nuevo no está bien escrito");
  }
  const checked = lines as string[];
  if (checked[0]?.trim() === "" || /^\s/.test(checked[0] ?? "")) throw new EditProblem("el elemento nuevo no está bien escrito");
  const doc = parseDocument(checked.join("\n"));
  if (doc.errors.length > 0) throw new EditProblem("el elemento nuevo no se puede leer como YAML");
  return { lines: checked, data: doc.toJS({ maxAliasCount: 0 }) };
}

/** Puts `value` at `key` of the plain data at `path` (a list's position or a block's key). */
function setIn(data: unknown, path: YamlPath, value: unknown): void {
  const parent = dataAt(data, path.slice(0, -1));
  const last = path.at(-1);
  if (parent && typeof parent === "object" && last !== undefined) (parent as Record<string | number, unknown>)[last] = value;
}

function listIn(data: unknown, path: YamlPath): unknown[] {
  const list = dataAt(data, path);
  return Array.isArray(list) ? list : [];
}

/** Where a single value's text is (empty for a bare «key:»); refused when other values copy it (it has an anchor). */
function writtenScalar(node: Scalar<unknown>, path: YamlPath): [number, number] {
  if (node.anchor) throw new EditProblem(`${pathName(path)} lleva un ancla (&${node.anchor}) que otros valores copian: cámbialo a mano en el texto`);
  const range = node.range;
  if (!range) throw new EditProblem(`no existe ${pathName(path)}`);
  return [range[0], range[1]];
}

function replaceScalar(source: EditSource, node: Scalar<unknown>, path: YamlPath, value: ScalarValue, hint: ScalarHint, place: "block" | "flow"): string {
  const { text } = source;
  const [from, to] = writtenScalar(node, path);
  if ((node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED") && typeof value === "string") {
    const body = blockScalarBody(source, node, value);
    if (body) return text.slice(0, body.from) + body.text + text.slice(body.to);
  }
  const written = text.slice(from, to);
  const block = node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED";
  const newValue = scalarText(value, { place, hint, written: block ? undefined : node.type, writtenDate: node.type === "PLAIN" && isPlainDate(written) });
  // A block scalar that can't hold the value (spaces that start its first line…) becomes one line in quotes, its line ending kept.
  const ending = block ? (/\r?\n$/.exec(written)?.[0] ?? "") : "";
  // An empty «key:» gets its value after a space.
  const space = from === to && text[from - 1] === ":" ? " " : "";
  return text.slice(0, from) + space + newValue + ending + text.slice(to);
}

/** A new `key: value` line at the end of a block (or a new entry of a «{ }»). */
function addScalarKey(source: EditSource, map: YAMLMap<unknown, unknown>, mapPath: YamlPath, key: string, value: ScalarValue, hint: ScalarHint): string {
  const { text, lines } = source;
  if (map.flow) {
    const entry = `${scalarText(key, { place: "flow" })}: ${scalarText(value, { place: "flow", hint })}`;
    const last = map.items.at(-1);
    if (last) {
      const end = valueEnd(last.value, keyStart(last));
      return `${text.slice(0, end)}, ${entry}${text.slice(end)}`;
    }
    const range = map.range ?? [0, 0, 0];
    return `${text.slice(0, range[0])}{ ${entry} }${text.slice(range[1])}`;
  }
  const column = mapColumn(source, map, mapPath);
  return insertAfter(lines, mapInsertLine(source, map, mapPath), [`${" ".repeat(column)}${scalarText(key)}: ${scalarText(value, { hint })}`]);
}

/** The value read back where it was written equals the one asked for (a block scalar's final line endings aside). */
function readsBack(written: unknown, value: ScalarValue): boolean {
  if (typeof written === "string" && typeof value === "string") return written === value || written.replace(/\n+$/, "") === value.replace(/\n+$/, "");
  return Object.is(written, value) || written === value;
}

/**
 * Sets the single value at `path` to `value`, written as the owner writes it (scalar-text.ts): the
 * characters of that value change and nothing else. A block scalar («|», «>») keeps its style and
 * indentation. A key that the block at `path` lacks is added as its last entry, at its column.
 */
export function setScalar(text: string, path: YamlPath, value: ScalarValue, hint: ScalarHint = {}): EditResult {
  return guarded(() => {
    const at = checkedPath(path);
    const newValue = checkedValue(value);
    const last = at.at(-1);
    if (last === undefined) throw new EditProblem("falta saber qué valor cambiar");
    const source = readForEdit(text);
    const parentPath = at.slice(0, -1);
    const parent = nodeAt(source, parentPath);
    let newText: string;
    if (isMap(parent) && typeof last === "string") {
      const pair = pairAt(parent, last);
      const node = pair?.value;
      if (!pair) newText = addScalarKey(source, parent, parentPath, last, newValue, hint);
      else if (isAlias(node)) throw new EditProblem(`${pathName(at)} es un alias (*${node.source}) de otro valor: cámbialo a mano en el texto`);
      else if (isScalar(node)) newText = replaceScalar(source, node, at, newValue, hint, parent.flow ? "flow" : "block");
      else if (node === null || node === undefined) throw new EditProblem(`${pathName(at)} no tiene dónde escribir el valor: cámbialo a mano en el texto`);
      else throw new EditProblem(`${pathName(at)} no es un valor suelto, sino un bloque o una lista`);
    } else if (isSeq(parent) && typeof last === "number") {
      const node = parent.items[checkedIndex(last, parent.items.length, pathName(at))];
      if (!isScalar(node)) throw new EditProblem(`${pathName(at)} no es un valor suelto, sino un bloque, una lista o un alias`);
      newText = replaceScalar(source, node, at, newValue, hint, parent.flow ? "flow" : "block");
    } else {
      throw new EditProblem(`${pathName(parentPath)} no es ${typeof last === "string" ? "un bloque de claves" : "una lista"}`);
    }
    const edited = readEdited(newText);
    const written = nodeAt(edited, at);
    const writtenValue = isScalar(written) ? written.value : undefined;
    if (!readsBack(writtenValue, newValue)) throw new EditProblem(`${pathName(at)} no se lee como el valor nuevo: cámbialo a mano en el texto`);
    return provedEdit(source, edited, (data) => setIn(data, at, writtenValue));
  });
}

/**
 * Adds `key` to the block at `mapPath`, its value the YAML of `valueLines` written under it two
 * columns deeper («rates:» and its lines), as the block's last entry.
 */
export function addKey(text: string, mapPath: YamlPath, key: string, valueLines: readonly string[]): EditResult {
  return guarded(() => {
    const at = checkedPath(mapPath);
    if (typeof key !== "string" || !/^[A-Za-z][\w-]*$/.test(key)) throw new EditProblem("la clave nueva no es válida");
    const { lines: value, data } = checkedLines(valueLines);
    const source = readForEdit(text);
    const map = mapAt(source, at);
    if (pairAt(map, key)) throw new EditProblem(`ya existe ${pathName([...at, key])}`);
    const pad = " ".repeat(mapColumn(source, map, at));
    const newLines = [`${pad}${key}:`, ...value.map((line) => (line === "" ? "" : `${pad}  ${line}`))];
    const newText = insertAfter(source.lines, mapInsertLine(source, map, at), newLines);
    return provedEdit(source, readEdited(newText), (copy) => setIn(copy, [...at, key], data));
  });
}

/** Takes `key` out of the block at `mapPath`: its lines (the comments above it stay, see pairLines). */
export function removeKey(text: string, mapPath: YamlPath, key: string): EditResult {
  return guarded(() => {
    const at = checkedPath(mapPath);
    const source = readForEdit(text);
    const map = mapAt(source, at);
    const pair = typeof key === "string" ? pairAt(map, key) : undefined;
    const path = [...at, String(key)];
    if (!pair) throw new EditProblem(`no existe ${pathName(path)}`);
    refuseAnchors(pair.value, path);
    if (map.items.length === 1) throw new EditProblem(`${pathName(path)} es lo único que hay en ${pathName(at)}: quita ${pathName(at)} entero, a mano en el texto`);
    let newText: string;
    if (map.flow) {
      const index = map.items.indexOf(pair);
      const start = keyStart(pair);
      const end = valueEnd(pair.value, start);
      const next = map.items[index + 1];
      const previous = map.items[index - 1];
      newText = next ? source.text.slice(0, start) + source.text.slice(keyStart(next)) : source.text.slice(0, previous ? valueEnd(previous.value, keyStart(previous)) : start) + source.text.slice(end);
    } else {
      newText = removeLines(source.lines, pairLines(source, pair, path));
    }
    return provedEdit(source, readEdited(newText), (copy) => {
      const parent = dataAt(copy, at);
      if (parent && typeof parent === "object") delete (parent as Record<string, unknown>)[key];
    });
  });
}

function flowItemStart(item: unknown, path: YamlPath): number {
  const range = (item as { range?: [number, number, number] } | null)?.range;
  if (!range) throw new EditProblem(`no se entiende dónde empieza cada elemento de ${pathName(path)}: cámbialo a mano en el texto`);
  return range[0];
}

function flowInsert(source: EditSource, seq: YAMLSeq<unknown>, path: YamlPath, item: string, index: number): string {
  const { text } = source;
  const items = seq.items;
  const target = items[index];
  if (target !== undefined) {
    const at = flowItemStart(target, path);
    return `${text.slice(0, at)}${item}, ${text.slice(at)}`;
  }
  const last = items.at(-1);
  if (last === undefined) {
    const range = seq.range ?? [0, 0, 0];
    return `${text.slice(0, range[0])}[${item}]${text.slice(range[1])}`;
  }
  const end = valueEnd(last, flowItemStart(last, path));
  return `${text.slice(0, end)}, ${item}${text.slice(end)}`;
}

/**
 * Inserts a new item in the list at `seqPath`, at `index` (the end when left out). `itemLines` is
 * the item's YAML as if it started at the first column, without its «- »: in a block list it is
 * written with «- » at the column of the other items, its other lines two columns deeper; in a
 * list written as «[a, b]», it is one line, put in with a comma.
 */
export function insertItem(text: string, seqPath: YamlPath, itemLines: readonly string[], index?: number): EditResult {
  return guarded(() => {
    const at = checkedPath(seqPath);
    const { lines: item, data } = checkedLines(itemLines);
    const source = readForEdit(text);
    const seq = seqAt(source, at);
    const length = seq.items.length;
    const position = index === undefined ? length : checkedIndex(index, length + 1, pathName([...at, index]));
    let newText: string;
    if (seq.flow) {
      if (item.length !== 1) throw new EditProblem(`${pathName(at)} está escrita en una línea, entre «[ ]»: el elemento nuevo tiene que caber en una línea`);
      newText = flowInsert(source, seq, at, item[0] ?? "", position);
    } else {
      const items = blockItems(source, seq, at);
      const column = items[0]?.column ?? 0;
      const pad = " ".repeat(column);
      const newLines = item.map((line, i) => (i === 0 ? `${pad}- ${line}` : line === "" ? "" : `${pad}  ${line}`));
      const target = items[position];
      const lastItem = items.at(-1);
      if (target) newText = insertBefore(source.lines, ownLines(source, target, [...at, position]).first, newLines);
      else if (lastItem) newText = insertAfter(source.lines, lastItem.span.last, newLines);
      else throw new EditProblem(`${pathName(at)} está vacía`);
    }
    return provedEdit(source, readEdited(newText), (copy) => listIn(copy, at).splice(position, 0, data));
  });
}

/**
 * Takes the item at `index` out of the list at `seqPath`: its lines and the comments just above
 * it. The last item of a block list leaves «[]» after its key, so the list stays a list.
 */
export function removeItem(text: string, seqPath: YamlPath, index: number): EditResult {
  return guarded(() => {
    const at = checkedPath(seqPath);
    const source = readForEdit(text);
    const seq = seqAt(source, at);
    const position = checkedIndex(index, seq.items.length, pathName([...at, index]));
    const path = [...at, position];
    refuseAnchors(seq.items[position], path);
    const { text: old } = source;
    let newText: string;
    if (seq.flow) {
      const range = seq.range ?? [0, 0, 0];
      const start = flowItemStart(seq.items[position], path);
      const next = seq.items[position + 1];
      const previous = seq.items[position - 1];
      if (seq.items.length === 1) newText = `${old.slice(0, range[0])}[]${old.slice(range[1])}`;
      else if (next !== undefined) newText = old.slice(0, start) + old.slice(flowItemStart(next, path));
      else newText = old.slice(0, valueEnd(previous, start)) + old.slice(valueEnd(seq.items[position], start));
    } else {
      const item = blockItems(source, seq, at)[position];
      if (!item) throw new EditProblem(`no existe ${pathName(path)}`);
      newText = removeLines(source.lines, withSeparator(source.lines, ownLines(source, item, path)));
      if (seq.items.length === 1) newText = emptyListAfterKey(source, at, newText);
    }
    return provedEdit(source, readEdited(newText), (copy) => listIn(copy, at).splice(position, 1));
  });
}

/**
 * An item's lines and the blank line after them, when a blank line also comes before them: items
 * set apart by blank lines (the apartments) stay one blank line apart once one is gone.
 */
function withSeparator(lines: TextLines, span: LineSpan): LineSpan {
  const after = span.last + 1;
  const separated = span.first > 0 && lines.isBlank(span.first - 1) && after < lines.count && lines.isBlank(after) && lines.end(after) < lines.next(after);
  return separated ? { first: span.first, last: after } : span;
}

/** `newText` (the list's last item taken out) with «[]» after the list's key, so the list stays a list. */
function emptyListAfterKey(source: EditSource, seqPath: YamlPath, newText: string): string {
  const key = seqPath.at(-1);
  const parent = typeof key === "string" ? nodeAt(source, seqPath.slice(0, -1)) : undefined;
  const pair = isMap(parent) && typeof key === "string" ? pairAt(parent, key) : undefined;
  if (!pair) throw new EditProblem(`${pathName([...seqPath, 0])} es el único elemento de la lista: quítalo a mano en el texto`);
  const keyEnd = isScalar(pair.key) ? (pair.key.range?.[1] ?? -1) : -1;
  const colon = source.text.indexOf(":", keyEnd);
  if (keyEnd < 0 || colon < 0 || source.text.slice(keyEnd, colon).trim() !== "") throw new EditProblem(`${pathName([...seqPath, 0])} es el único elemento de la lista: quítalo a mano en el texto`);
  // The key's line comes before the item's lines, so its offsets are the same in the new text.
  return `${newText.slice(0, colon + 1)} []${newText.slice(colon + 1)}`;
}

/**
 * Moves the item at `from` of the list at `seqPath` to position `to`: its lines, with the comments
 * just above it, go between the other items' lines; blank lines between items stay where they are.
 */
export function moveItem(text: string, seqPath: YamlPath, from: number, to: number): EditResult {
  return guarded(() => {
    const at = checkedPath(seqPath);
    const source = readForEdit(text);
    const seq = seqAt(source, at);
    const length = seq.items.length;
    const origin = checkedIndex(from, length, pathName([...at, from]));
    const target = checkedIndex(to, length, pathName([...at, to]));
    if (origin === target) return source.text;
    refuseAnchors(seq.items[origin], [...at, origin]);
    const low = Math.min(origin, target);
    const high = Math.max(origin, target);
    const order = Array.from({ length: high - low + 1 }, (_, i) => low + i);
    order.splice(target - low, 0, ...order.splice(origin - low, 1));
    let newText: string;
    if (seq.flow) {
      const starts = seq.items.map((item, i) => flowItemStart(item, [...at, i]));
      const pieces = seq.items.map((item, i) => source.text.slice(starts[i], valueEnd(item, starts[i] ?? 0)));
      let out = source.text.slice(0, starts[low]);
      for (let i = low; i <= high; i++) {
        out += pieces[order[i - low] ?? i] ?? "";
        if (i < high) out += source.text.slice(valueEnd(seq.items[i], starts[i] ?? 0), starts[i + 1]);
      }
      newText = out + source.text.slice(valueEnd(seq.items[high], starts[high] ?? 0));
    } else {
      const items = blockItems(source, seq, at);
      const spans = items.slice(low, high + 1).map((item, i) => ownLines(source, item, [...at, low + i]));
      newText = reorderSpans(source.lines, spans, order.map((index) => index - low));
    }
    return provedEdit(source, readEdited(newText), (copy) => {
      const list = listIn(copy, at);
      list.splice(target, 0, ...list.splice(origin, 1));
    });
  });
}

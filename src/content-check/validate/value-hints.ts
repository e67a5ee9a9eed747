import type { ErrorObject } from "ajv";
import { isMap, isPair, isScalar, isSeq } from "yaml";
import { fieldName } from "../wording/wording.ts";
import { languageCodeGuess, languageCodeMessage } from "./language-codes.ts";
import { notANumberMessage, numberAsWritten, numberAsWrittenMessage, quotedNumberMessage } from "./number-slips.ts";
import { typeAs } from "../read/slip-lines.ts";
import { formatProblem } from "./photo-format.ts";
import type { Problem } from "../wording/problem.ts";
import { MONEY_DEFS, writtenPrice } from "./prices.ts";
import { childNode, refTo, resolveRef, shapeOf, type SchemaNode } from "./schema-walk.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";

/** A schema path or `$ref` into one of the definitions of money (`#/$defs/price/type`). */
const isMoney = (schemaPath: string): boolean => Object.keys(MONEY_DEFS).some((name) => schemaPath === refTo(name) || schemaPath.startsWith(`${refTo(name)}/`));

/**
 * Values as owners write them, which the schema alone reads as something else: a price written as
 * people write money («1.200,50», «1 200», «"85.50"»), as the number to type; a number as it is
 * said («85,50 €», «5/5», «.nan»: number-slips.ts), a decimal comma in a `{ … }` line (the comma
 * splits the number into a second key: `{ latitude: 40,8421 }` is latitude 40 and a key «8421»),
 * a number where a text is due, whose leading zero YAML drops (`postalCode: 04369` is the number
 * 4369), a language by its name («español»), an address pasted with more than the address. The
 * problem these say replaces the schema's.
 */
export function valueSlip(source: YamlSource, error: ErrorObject, path: PathSegment[]): Problem | undefined {
  const at = `«${fieldName(path)}»`;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "type" && params.type === "string") {
    const slip = textReadAsKey(source, path, at);
    if (slip) return slip;
  }
  if (error.keyword === "type" && params.type === "object" && typeof error.data === "string" && (error.parentSchema as { propertyNames?: unknown } | undefined)?.propertyNames) {
    return untranslated(source, path, at, error.data);
  }
  const numeric = error.keyword === "type" && (params.type === "number" || params.type === "integer");
  // Money first: thousands grouped as people write them, or a price between quotes.
  const price = numeric && typeof error.data === "string" && isMoney(error.schemaPath) ? writtenPrice(error.data) : null;
  if (price?.grouped && !price.unit) {
    return { file: source.file, ...locate(source, path), message: `${at} es un precio con los miles separados («${error.data}»): en site.yaml los miles van sin punto, coma ni espacio, y los céntimos detrás de un punto; escribe ${price.typed}` };
  }
  if (price && !price.unit && !String(error.data).includes(",")) {
    return { file: source.file, ...locate(source, path), message: `${at} es un precio, y va sin comillas: escribe ${price.typed}` };
  }
  if (numeric && typeof error.data === "string") {
    const read = numberAsWritten(error.data) ?? (price?.unit ? { number: price.typed, comma: false, thousands: false } : undefined);
    if (read && (params.type === "number" || Number.isInteger(Number(read.number)))) return { file: source.file, ...locate(source, path), message: numberAsWrittenMessage(at, error.data, read) };
    const quoted = quotedNumberMessage(at, error.data);
    if (quoted && (params.type === "number" || Number.isInteger(Number(error.data)))) return { file: source.file, ...locate(source, path), message: quoted };
  }
  if (numeric && typeof error.data === "number" && !Number.isFinite(error.data)) {
    const node = source.doc.getIn(path, true);
    const written = isScalar(node) && typeof node.source === "string" ? node.source : String(error.data);
    const schema = error.parentSchema as { examples?: unknown[]; minimum?: number } | undefined;
    return { file: source.file, ...locate(source, path), message: notANumberMessage(at, error.data, written, schema?.examples?.[0] ?? schema?.minimum ?? 1) };
  }
  if (error.keyword === "pattern" && error.schemaPath === "#/$defs/languageCode/pattern" && typeof error.data === "string") {
    const known = new RegExp(String(params.pattern), "u");
    return { file: source.file, ...locate(source, path), message: languageCodeMessage(at, error.data, languageCodeGuess(error.data, (code) => known.test(code))) };
  }
  if (error.keyword === "maxLength" && typeof error.data === "string" && /^https?:\/\//i.test(error.data)) {
    return {
      file: source.file,
      ...locate(source, path),
      message: `${at} tiene ${[...error.data].length} caracteres, y una dirección cabe en ${String(params.limit)}: pega solo la dirección de la página, la que sale en la barra del navegador, sin nada más`,
    };
  }
  if (error.keyword === "type" && params.type === "string" && typeof error.data === "number") {
    const node = source.doc.getIn(path, true);
    const written = isScalar(node) && typeof node.source === "string" ? node.source : String(error.data);
    const key = path.at(-1);
    const line = typeof key === "string" ? `${key}: "${written}"` : `- "${written}"`;
    return { file: source.file, ...locate(source, path), message: `${at} es un texto y hay que escribirlo entre comillas, o se lee como un número${written !== String(error.data) ? ` (${error.data})` : ""}: ${line}` };
  }
  // A photo in a format the site can't take («IMG_4032.HEIC»): what it is and how to get a JPG,
  // when the rest of the name is right (with «.jpg» it would be a good name).
  if (error.keyword === "pattern" && error.schemaPath.startsWith("#/$defs/photoFile/") && typeof error.data === "string") {
    const format = formatProblem(error.data);
    const pattern = new RegExp(String(params.pattern), "u");
    if (format && pattern.test(error.data.replace(/\.[^./]+$/, ".jpg"))) return { file: source.file, ...locate(source, path), message: format };
  }
  if (error.keyword === "additionalProperties") {
    const slip = commaInFlowText(source, path, String(params.additionalProperty));
    if (slip) return slip;
  }
  if (error.keyword === "additionalProperties" && /^\d+$/.test(String(params.additionalProperty))) {
    const map = source.doc.getIn(path, true);
    if (!isMap(map) || !map.flow) return undefined;
    const index = map.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === String(params.additionalProperty));
    const before = map.items[index - 1];
    if (!isPair(before) || !isScalar(before.key) || !isScalar(before.value) || typeof before.value.value !== "number") return undefined;
    const key = String(before.key.value);
    // A price's comma before three digits groups thousands: «{ nightly: 1,200 }» is 1200 €.
    const money = (error.parentSchema as { properties?: Record<string, { $ref?: string }> } | undefined)?.properties?.[key]?.$ref;
    if (money && isMoney(money) && /^\d{3}$/.test(String(params.additionalProperty))) {
      return {
        file: source.file,
        ...locate(source, [...path, key]),
        message: `«${fieldName([...path, key])}» es un precio con los miles separados por una coma, que entre «{ }» separa una clave de la siguiente: en site.yaml los miles van sin punto, coma ni espacio (${key}: ${String(before.value.source ?? before.value.value)}${String(params.additionalProperty)})`,
      };
    }
    const number = `${String(before.value.source ?? before.value.value)}.${String(params.additionalProperty)}`;
    return {
      file: source.file,
      ...locate(source, [...path, key]),
      message: `«${fieldName([...path, key])}» lleva coma decimal: los decimales se escriben con punto (${key}: ${number}); entre «{ }» la coma separa una clave de la siguiente`,
    };
  }
  return undefined;
}

/**
 * One text where the site wants it in each language (`tagline: desde 2023`): the message shows
 * the block to write, the text as the first language's and a line for each of the others.
 */
function untranslated(source: YamlSource, path: PathSegment[], at: string, text: string): Problem {
  const declared = source.doc.getIn(["site", "languages"]);
  const languages = isSeq(declared) ? declared.items.map((item) => (isScalar(item) ? String(item.value) : "")).filter(Boolean) : [];
  const [first = "es", ...others] = languages;
  const shown = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  const key = path.at(-1);
  // An item of a list (a paragraph): the first language on the dash's line, the others below it.
  if (typeof key === "number") {
    const lines = [`«- ${first}: ${shown}»`, ...others.map((code) => `«  ${code}: …»`)];
    return {
      file: source.file,
      ...locate(source, path),
      message: `${at} lleva el texto en cada idioma de la web: el primero en la línea del guion y los demás debajo, alineados con él: ${lines.join(" y ")}, con el texto traducido`,
    };
  }
  const lines = [`«${first}: ${shown}»`, ...others.map((code) => `«${code}: …»`)];
  return {
    file: source.file,
    ...locate(source, path),
    message: `${at} lleva el texto en cada idioma de la web, cada uno en su línea debajo de «${String(key)}:», con dos espacios más: ${lines.join(" y ")}, con el texto traducido`,
  };
}

/**
 * A text with «: » in it, unquoted, where the schema wants a text (a paragraph, an item of a list
 * of texts): YAML reads «Historia: el edificio…» as a key and its value. The whole text goes
 * between quotes; the line to type is shown.
 */
function textReadAsKey(source: YamlSource, path: PathSegment[], at: string): Problem | undefined {
  const node = source.doc.getIn(path, true);
  if (!isMap(node) || node.flow || node.items.length !== 1 || !node.range) return undefined;
  const [pair] = node.items;
  if (!isScalar(pair?.key) || !(pair.value === null || isScalar(pair.value))) return undefined;
  const { line, col } = locate(source, path);
  const written = source.text.split("\n")[line - 1]?.replace(/\r$/, "");
  if (written === undefined) return undefined;
  const before = written.slice(0, col - 1);
  const text = written.slice(col - 1).replace(/\s+#.*$/, "").trimEnd();
  const indent = before.length - before.trimStart().length;
  return {
    file: source.file,
    line,
    col,
    message: `${at} lleva «: » dentro, y así se lee como «clave: valor» en vez de como un texto: pon todo el texto entre comillas; escribe la línea así: ${typeAs(indent, `${before.trimStart()}"${text.replace(/"/g, "'")}"`)}`,
  };
}

/**
 * In a `{ … }` line, an unquoted text with a comma: the comma ends the field, and the rest of the
 * text becomes a key of its own (`alt: Detalle de la encimera, con cafetera` has a key «con
 * cafetera»). The text goes between quotes.
 */
function commaInFlowText(source: YamlSource, path: PathSegment[], key: string): Problem | undefined {
  const map = source.doc.getIn(path, true);
  if (!isMap(map) || !map.flow) return undefined;
  const index = map.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === key);
  const pair = map.items[index];
  const before = map.items[index - 1];
  if (!isPair(before) || !isScalar(before.key) || !isScalar(before.value) || before.value.type !== "PLAIN" || typeof before.value.value !== "string") return undefined;
  if (!pair || !isScalar(pair.key) || pair.key.type !== "PLAIN" || pair.value !== null || !/\s/.test(key)) return undefined;
  const from = before.value.range?.[0];
  const to = pair.key.range?.[1];
  if (from === undefined || to === undefined) return undefined;
  const text = source.text.slice(from, to);
  const { line, col } = locate(source, [...path, String(before.key.value)]);
  const written = source.text.split("\n")[line - 1]?.replace(/\r$/, "");
  if (written === undefined) return undefined;
  const lineStart = source.text.lastIndexOf("\n", from) + 1;
  const fixed = `${written.slice(0, from - lineStart)}"${text.replace(/"/g, "'")}"${written.slice(to - lineStart)}`;
  const indent = written.length - written.trimStart().length;
  return {
    file: source.file,
    line,
    col,
    message: `el texto de «${fieldName([...path, String(before.key.value)])}» lleva una coma, y entre «{ }» la coma separa un campo del siguiente: pon el texto entre comillas; escribe la línea así: ${typeAs(indent, fixed.slice(indent))}`,
  };
}

/** The schema of the value at `path` (a block's keys, a list's items; a page's by its kind), or undefined where the schema says nothing. */
function schemaAt(source: YamlSource, root: SchemaNode, path: readonly PathSegment[]): SchemaNode | undefined {
  const valueAt = (at: readonly PathSegment[]): unknown => {
    const node = source.doc.getIn(at, true) as { toJSON?: () => unknown } | undefined;
    return node?.toJSON?.();
  };
  let node = shapeOf(root, resolveRef(root, root), valueAt([]));
  for (const [i, part] of path.entries()) {
    if (!node) return undefined;
    node = shapeOf(root, resolveRef(root, childNode(root, node, part)), valueAt(path.slice(0, i + 1)));
  }
  return node;
}

/** Does the block whose schema is `node` name the key `key` among its own, or among those of the parts it is made of? */
const takes = (root: SchemaNode, node: SchemaNode | undefined, key: string): boolean =>
  node?.properties?.[key] !== undefined || (node?.allOf ?? []).some((part) => takes(root, resolveRef(root, part), key));

/** Spaces before the key `key` of the block at `path`, as written. */
function indentOfKey(source: YamlSource, path: PathSegment[], key: string): number {
  return locate(source, path, key).col - 1;
}

/**
 * A key in the wrong block because of its spaces: one of the block above, indented into the
 * block before it (too many spaces), or the last key of a block, come out of it (too few). The
 * message says which block it belongs to and how many spaces it takes; `belongsTo` is that
 * block, whose «missing key» error is the same mistake.
 */
export function misplacedKey(source: YamlSource, schema: SchemaNode, path: PathSegment[], key: string): { problem: Problem; belongsTo: PathSegment[] } | undefined {
  const at = locate(source, path, key);
  if (path.length > 0) {
    const parent = path.slice(0, -1);
    if (takes(schema, schemaAt(source, schema, parent), key) && typeof path.at(-1) === "string") {
      const spaces = indentOfKey(source, parent, String(path.at(-1)));
      return {
        belongsTo: parent,
        problem: { file: source.file, ...at, message: `«${key}» es una clave de «${fieldName(parent) || "el archivo"}», pero con tantos espacios delante ha quedado dentro de «${fieldName(path)}»: ponle ${spaces} espacios, los mismos que «${String(path.at(-1))}»` },
      };
    }
  }
  const block = source.doc.getIn(path, true);
  if (!isMap(block)) return undefined;
  const index = block.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === key);
  const before = block.items[index - 1];
  if (!isPair(before) || !isScalar(before.key) || !isMap(before.value)) return undefined;
  const child = [...path, String(before.key.value)];
  if (!takes(schema, schemaAt(source, schema, child), key)) return undefined;
  const first = before.value.items[0];
  const spaces = first && isScalar(first.key) ? indentOfKey(source, child, String(first.key.value)) : at.col + 1;
  return {
    belongsTo: child,
    problem: { file: source.file, ...at, message: `«${key}» es una clave de «${fieldName(child)}», pero con tan pocos espacios delante ha salido de ese bloque: ponle ${spaces} espacios, los mismos que las claves de encima` },
  };
}

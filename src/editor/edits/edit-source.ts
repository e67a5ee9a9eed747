/**
 * site.yaml read for an edit: every node with its place in the text (the `yaml` package's
 * document, its source tokens kept), and its lines. Read as the content check reads it, with the
 * same bounds, so a file too large or too deep for the check is refused here too, before the
 * document is built.
 */
import { Composer, isAlias, isCollection, isMap, isPair, isScalar, isSeq, Parser, visit, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from "yaml";
import { MAX_CONTENT_BYTES } from "../../content-check/read/content-bytes.ts";
import { shapeProblem } from "../../content-check/read/yaml-limits.ts";
import { EditProblem, pathName, type YamlPath } from "./edit-result.ts";
import { TextLines } from "./text-lines.ts";

/** The most aliases an edit reads through, as the check does: a «billion laughs» stops here. */
const MAX_ALIAS_COUNT = 100;

export type EditSource = { text: string; doc: Document.Parsed; lines: TextLines };

/** `text` read for an edit; an EditProblem if it can't be read as the check would read it. */
export function readForEdit(text: unknown): EditSource {
  if (typeof text !== "string") throw new EditProblem("no hay texto que cambiar");
  if (text.length > MAX_CONTENT_BYTES || new TextEncoder().encode(text).length > MAX_CONTENT_BYTES) {
    throw new EditProblem(`el texto pasa de ${MAX_CONTENT_BYTES / 1024} KB, y un site.yaml no es tan grande: revísalo antes de usar el formulario`);
  }
  const lines = new TextLines(text);
  const tokens = [...new Parser().parse(text)];
  const shape = shapeProblem(tokens);
  if (shape) throw new EditProblem(`el texto tiene, en la línea ${lines.lineOf(shape.offset) + 1}, listas o bloques que el archivo no puede tener: corrígelo en el texto antes de usar el formulario`);
  const docs = [...new Composer({ keepSourceTokens: true, uniqueKeys: true }).compose(tokens, true, text.length)];
  const doc = docs[0];
  if (!doc || docs.length > 1) throw new EditProblem("el texto tiene más de un documento (una línea «---» de más): corrígelo en el texto antes de usar el formulario");
  const error = doc.errors[0];
  if (error) throw new EditProblem(`el texto tiene un error en la línea ${lines.lineOf(error.pos[0]) + 1}: corrígelo en el texto antes de usar el formulario`);
  if (!isCollection(doc.contents)) throw new EditProblem("el texto no tiene el contenido del sitio: corrígelo antes de usar el formulario");
  return { text, doc, lines };
}

/** The text's data, as the site reads it. */
export function dataOf(source: EditSource): unknown {
  try {
    return source.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    throw new EditProblem("el texto tiene un alias (*nombre) que no se puede leer: corrígelo en el texto antes de usar el formulario");
  }
}

/** The node at `path`, or an EditProblem that names what is missing. */
export function nodeAt(source: EditSource, path: YamlPath): Node {
  let node: unknown = source.doc.contents;
  for (let depth = 0; depth < path.length; depth++) {
    const part = path[depth];
    const here = path.slice(0, depth);
    if (isAlias(node)) throw new EditProblem(`${pathName(here)} es un alias (*${node.source}) de otro valor: cámbialo a mano en el texto`);
    if (isMap(node) && typeof part === "string") node = pairAt(node, part)?.value;
    else if (isSeq(node) && typeof part === "number") node = node.items[part];
    else node = undefined;
    if (node === undefined || node === null) throw new EditProblem(`no existe ${pathName(path.slice(0, depth + 1))}`);
  }
  if (isAlias(node)) throw new EditProblem(`${pathName(path)} es un alias (*${node.source}) de otro valor: cámbialo a mano en el texto`);
  if (!isScalar(node) && !isCollection(node)) throw new EditProblem(`no existe ${pathName(path)}`);
  return node;
}

/** The block or list at `path`. */
export function mapAt(source: EditSource, path: YamlPath): YAMLMap<unknown, unknown> {
  const node = nodeAt(source, path);
  if (!isMap(node)) throw new EditProblem(`${pathName(path)} no es un bloque de claves`);
  return node;
}

export function seqAt(source: EditSource, path: YamlPath): YAMLSeq<unknown> {
  const node = nodeAt(source, path);
  if (!isSeq(node)) throw new EditProblem(`${pathName(path)} no es una lista`);
  return node;
}

/** The entry of `map` whose key is `key`, written as a plain word or in quotes. */
export function pairAt(map: YAMLMap<unknown, unknown>, key: string): Pair<unknown, unknown> | undefined {
  return map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key);
}

/** Refuses a node that holds an anchor (&nombre) or an alias (*nombre): moving or removing it would change what the alias copies. */
export function refuseAnchors(node: unknown, path: YamlPath): void {
  let found = false;
  visit(node as Node, {
    Node(_key, inner) {
      if (isAlias(inner) || (!isPair(inner) && inner.anchor)) {
        found = true;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (found) throw new EditProblem(`${pathName(path)} lleva un ancla (&nombre) o un alias (*nombre): cámbialo a mano en el texto`);
}

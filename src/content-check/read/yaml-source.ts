import { Composer, isAlias, isCollection, isScalar, LineCounter, Parser, visit, YAMLParseError, type Alias, type Document, type ErrorCode, type Node } from "yaml";
import type { PathSegment, Problem } from "../wording/problem.ts";
import type { YamlSource } from "./parsed-source.ts";
import { explainDuplicateKey, explainSyntaxError } from "./syntax-slips.ts";
import { MAX_ITEMS, MAX_NESTING, shapeProblem } from "./yaml-limits.ts";

/** More aliases than a real content file could need: a "billion laughs" file stops here. */
const MAX_ALIAS_COUNT = 100;

const YAML_MESSAGES: Record<ErrorCode, string> = {
  BAD_INDENT: "la sangría (espacios al principio de la línea) no cuadra con las líneas de alrededor",
  TAB_AS_INDENT: "hay un tabulador en la sangría; usa solo espacios",
  MISSING_CHAR: "falta un carácter de cierre (una comilla, «]» o «}»)",
  BAD_DQ_ESCAPE: "hay una barra invertida «\\» no válida dentro de las comillas dobles",
  BLOCK_AS_IMPLICIT_KEY: "una clave no puede contener un bloque; ¿falta «:» o sobra sangría?",
  MULTILINE_IMPLICIT_KEY: "una clave no puede ocupar varias líneas; ¿falta «:» al final de la línea anterior?",
  UNEXPECTED_TOKEN: "hay algo que no se esperaba aquí; revisa los «:», los guiones y las comillas",
  BAD_SCALAR_START: "un texto no puede empezar así; ponlo entre comillas",
  MULTIPLE_DOCS: "el archivo solo puede tener un documento; borra la línea «---» que sobra",
  BAD_ALIAS: "el alias (*nombre) no es válido",
  RESOURCE_EXHAUSTION: "demasiados alias (*nombre): el archivo se expandiría sin fin",
  BLOCK_IN_FLOW: "dentro de «{ }» o «[ ]» todo va en la misma línea y separado por comas; si un texto lleva «: », «,» o «#», ponlo entre comillas",
  DUPLICATE_KEY: "esta clave ya aparece antes en el mismo bloque, y cada clave va una sola vez",
  ALIAS_PROPS: "un alias (*nombre) no puede llevar delante «&» ni «!»",
  BAD_DIRECTIVE: "una línea que empieza por «%» no vale aquí; si es texto, ponlo entre comillas",
  BAD_PROP_ORDER: "«&» y «!» tienen que ir delante del valor; si son parte de un texto, ponlo entre comillas",
  BAD_COLLECTION_TYPE: "aquí no se esperaba una lista ni un bloque; revisa los guiones y la sangría",
  IMPOSSIBLE: "hay algo que no se puede leer aquí; revisa los «:», los guiones y las comillas",
  KEY_OVER_1024_CHARS: "una clave no puede ser tan larga: ¿falta un salto de línea, o sobra un «:» en un texto? Ponlo entre comillas",
  MULTIPLE_ANCHORS: "un valor solo puede llevar un «&nombre»; si son parte de un texto, ponlo entre comillas",
  MULTIPLE_TAGS: "un valor solo puede llevar un «!»; si es parte de un texto, ponlo entre comillas",
  NON_STRING_KEY: "una clave tiene que ser una palabra, no una lista ni un bloque; revisa los «:» y los guiones",
  TAG_RESOLVE_FAILED: "un valor que empieza por «!» no se entiende; si es texto, ponlo entre comillas",
};

/** For a code this file doesn't know yet: never the parser's English. */
const UNKNOWN_SYNTAX = "hay algo que no se puede leer aquí; revisa los «:», los guiones, las comillas y los espacios del principio de la línea";

const TOO_DEEP = `error de sintaxis YAML: hay más de ${MAX_NESTING} listas o bloques uno dentro de otro; revisa los «[», «{» y los guiones «- » que se abren aquí y no se cierran`;
const TOO_LONG = `esta lista o bloque tiene más de ${MAX_ITEMS} elementos, muchos más de los que necesita la web; ¿se ha pegado aquí algo por error?`;

function position(source: Pick<YamlSource, "lineCounter">, offset: number): { line: number; col: number } {
  const { line, col } = source.lineCounter.linePos(offset);
  return { line, col };
}

/**
 * Parses `text` keeping source positions. YAML syntax errors come back as
 * located problems in Spanish; `source` is null when the file can't be used.
 */
export function parseYamlSource(file: string, text: string): { source: YamlSource | null; problems: Problem[] } {
  // What yaml's parseDocument does, in two steps: the shape of the token tree is measured before
  // the document is built from it (building recurses once per level, and checks each key of a
  // block against all the others).
  const lineCounter = new LineCounter();
  const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
  const shape = shapeProblem(tokens);
  if (shape) {
    return { source: null, problems: [{ file, ...position({ lineCounter }, shape.offset), message: shape.kind === "deep" ? TOO_DEEP : TOO_LONG }] };
  }
  let doc: Document.Parsed | undefined;
  for (const next of new Composer({ prettyErrors: false, uniqueKeys: true, keepSourceTokens: false }).compose(tokens, true, text.length)) {
    if (doc) {
      doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], "MULTIPLE_DOCS", "Source contains multiple documents"));
      break;
    }
    doc = next;
  }
  // compose(…, true) always ends with a document, even for an empty text.
  if (!doc) throw new Error("the YAML composer returned no document");
  const source: YamlSource = { file, text, doc, lineCounter };
  const problems = syntaxProblems(source);
  if (problems.length > 0) return { source: null, problems };
  if (doc.contents === null) {
    return { source: null, problems: [{ file, line: 1, col: 1, message: "el archivo está vacío: debe contener el contenido del sitio (copia site.yaml como modelo)" }] };
  }
  return { source, problems: [] };
}

function genericProblem(source: YamlSource, error: YAMLParseError): Problem {
  return {
    file: source.file,
    ...position(source, error.pos[0]),
    // The parser reports its own stack overflow as resource exhaustion: deep nesting, not aliases.
    message: error.code === "RESOURCE_EXHAUSTION" ? TOO_DEEP : `error de sintaxis YAML: ${YAML_MESSAGES[error.code] ?? UNKNOWN_SYNTAX}`,
  };
}

/**
 * The parser's errors, told by their cause. One slip derails the parser for the lines after
 * it, so of the errors that aren't repeated keys only the first is reported, explained by the
 * slip found around it; repeated keys are each a mistake of their own, except the keys of a
 * list item written without its dash, which are one slip.
 */
function syntaxProblems(source: YamlSource): Problem[] {
  const { text } = source;
  const errors = [...source.doc.errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const derailing = errors.find((error) => error.code !== "DUPLICATE_KEY");
  if (derailing) {
    const generic = genericProblem(source, derailing);
    if (derailing.code === "RESOURCE_EXHAUSTION" || derailing.code === "MULTIPLE_DOCS") return [generic];
    const slip = explainSyntaxError(text, generic.line);
    return [slip ? { file: source.file, line: slip.line, col: slip.col, message: `error de sintaxis YAML: ${slip.message}` } : generic];
  }
  const problems: Problem[] = [];
  let skipUntil = 0;
  for (const error of errors) {
    const { line, col } = position(source, error.pos[0]);
    if (line < skipUntil) continue;
    const slip = explainDuplicateKey(text, line, col);
    skipUntil = slip.itemEnd ?? 0;
    problems.push({ file: source.file, line: slip.line, col: slip.col, message: `error de sintaxis YAML: ${slip.message}` });
  }
  return problems;
}

/** Turns the parsed document into plain data, refusing alias bombs at the alias that causes them. */
export function toData(source: YamlSource): { data: unknown; problems: Problem[] } {
  try {
    return { data: source.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), problems: [] };
  } catch (error) {
    const culprit = failingAlias(source);
    const message = error instanceof Error ? error.message : "";
    const reason = /excessive alias count/i.test(message)
      ? YAML_MESSAGES.RESOURCE_EXHAUSTION
      : /unresolved alias/i.test(message) && culprit
        ? `el alias «*${culprit.source}» no tiene antes un ancla «&${culprit.source}» de la que copiar`
        : "no se puede leer el contenido";
    const offset = culprit?.range?.[0] ?? 0;
    return { data: undefined, problems: [{ file: source.file, ...position(source, offset), message: `error de sintaxis YAML: ${reason}` }] };
  }
}

/**
 * The alias whose expansion failed (too many aliases, or no anchor before it):
 * converts the document again, noting the innermost alias that throws.
 */
function failingAlias(source: YamlSource): Alias | undefined {
  let culprit: Alias | undefined;
  visit(source.doc, {
    Alias(_key, node) {
      const toJSON = node.toJSON.bind(node);
      node.toJSON = (...args: Parameters<Alias["toJSON"]>) => {
        try {
          return toJSON(...args);
        } catch (error) {
          culprit ??= node;
          throw error;
        }
      };
    },
  });
  try {
    source.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    // expected: the same failure as before, now with its alias noted
  }
  return culprit;
}

function nodeAt(source: YamlSource, path: readonly PathSegment[]): Node | null {
  const node = source.doc.getIn(path, true);
  if (node && typeof node === "object" && "range" in node && !isAlias(node)) return node as Node;
  return null;
}

/** A single value as the file writes it («1.200», where the data holds 1.2), or undefined for a block, a list or an alias. */
export function writtenAt(source: YamlSource, path: readonly PathSegment[]): string | undefined {
  const node = nodeAt(source, path);
  return isScalar(node) && typeof node.source === "string" ? node.source : undefined;
}

/**
 * Where the value at `path` starts; if it doesn't exist (a missing field),
 * the nearest existing parent. With `key`, the position of that key inside the
 * map at `path` (an unknown key is reported at the key itself).
 */
export function locate(source: YamlSource, path: readonly PathSegment[], key?: string): { line: number; col: number } {
  if (key !== undefined) {
    const map = nodeAt(source, path);
    if (map && isCollection(map)) {
      for (const item of map.items) {
        const pair = item as { key?: { value?: unknown; range?: [number, number, number] } };
        if (pair.key && String(pair.key.value) === key && pair.key.range) return position(source, pair.key.range[0]);
      }
    }
  }
  for (let depth = path.length; depth >= 0; depth--) {
    const node = nodeAt(source, path.slice(0, depth));
    if (node?.range) return position(source, node.range[0]);
  }
  return { line: 1, col: 1 };
}

import { isScalar, visit } from "yaml";
import type { Problem } from "../wording/problem.ts";
import type { YamlSource } from "./parsed-source.ts";

/**
 * Characters no content text may hold, wherever they are: control characters, C0 and C1 (only
 * the tab, and the line break with or without its carriage return, are text), the invisible marks that
 * turn the direction of text around (U+202A–U+202E, U+2066–U+2069: a name could read one way
 * and be another), the two non-characters U+FFFE and U+FFFF, and half a surrogate pair (only
 * reachable through a «\uD83D» escape). Checked in code rather than by the schema so that every
 * string is covered, those the schema gives a pattern and those it doesn't, keys included.
 */
const FORBIDDEN = /(?![\t\n\r])\p{Cc}|\r(?!\n)|[\u202a-\u202e\u2066-\u2069\ufffe\uffff]|\p{Surrogate}/gu;

/** More than this many in one file is a file that isn't text: the first ones say enough. */
const MAX_REPORTED = 20;

/** «U+00A0»: how a message names a character that can't be seen. */
export function code(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** What the character is, and what to do, in the owner's words. */
function explain(char: string): string {
  const point = char.codePointAt(0) ?? 0;
  if (point === 0) return `un carácter nulo (${code(char)}), que no es texto; bórralo`;
  if (char === "\r") return "un salto de línea antiguo (solo «CR», U+000D); guarda el archivo con saltos de línea «LF» o «CRLF»";
  if ((point >= 0x202a && point <= 0x202e) || (point >= 0x2066 && point <= 0x2069)) {
    return `un carácter invisible que da la vuelta al sentido del texto (${code(char)}): lo que se ve no es lo que se publica; bórralo`;
  }
  if (point >= 0xd800 && point <= 0xdfff) return `medio carácter suelto (${code(char)}, la mitad de un emoji); bórralo o escribe el emoji entero`;
  if (point >= 0xfffe) return `un carácter no válido (${code(char)}); bórralo`;
  return `un carácter de control invisible (${code(char)}); bórralo (suele llegar al copiar y pegar desde otro programa)`;
}

/**
 * Forbidden characters written as they are anywhere in the file, comments included, each at
 * its own line and column. Checked before the YAML is parsed, which some of them derail.
 */
export function rawCharacterProblems(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  let line = 1;
  let lineStart = 0;
  let counted = 0;
  for (const match of text.matchAll(FORBIDDEN)) {
    for (let i = text.indexOf("\n", counted); i !== -1 && i < match.index; i = text.indexOf("\n", i + 1)) {
      line++;
      lineStart = i + 1;
    }
    counted = match.index;
    if (problems.length === MAX_REPORTED) {
      problems.push({ file, line, col: match.index - lineStart + 1, message: "hay más caracteres como los de arriba a partir de aquí; ¿es este el archivo correcto?" });
      break;
    }
    problems.push({ file, line, col: match.index - lineStart + 1, message: `aquí hay ${explain(match[0])}` });
  }
  return problems;
}

/**
 * Forbidden characters written as escapes inside double quotes («"\0"», «"\u202E"»), which the
 * file itself doesn't show: reported at the start of the text that holds them.
 */
export function escapedCharacterProblems(source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  visit(source.doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || typeof node.value !== "string" || !node.range) return;
      const found = node.value.match(new RegExp(FORBIDDEN.source, "u"));
      if (!found) return;
      const { line, col } = source.lineCounter.linePos(node.range[0]);
      problems.push({ file: source.file, line, col, message: `este texto lleva, escrito con «\\», ${explain(found[0])}` });
    },
  });
  return problems;
}

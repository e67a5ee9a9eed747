/**
 * Text pasted from a word processor (Word, Pages, Google Docs, an e-mail): it turns the straight
 * quotes the owner typed into typographic ones («“The clay jars…”», ‘…’), which YAML doesn't take
 * for quotes, and may put a non-breaking space where a space was. Each is told as what it is,
 * with the line to type instead.
 */
import { isScalar, visit } from "yaml";
import type { Problem } from "../wording/problem.ts";
import { lineAt, sourceLines, type SourceLine } from "./source-lines.ts";
import { code } from "./forbidden-characters.ts";
import type { YamlSource } from "./parsed-source.ts";
import { keyPart, typeAs, valueIndex, type Rule } from "./slip-lines.ts";

/** An opening typographic quote, and the closing ones a word processor pairs with it. */
const CURLY_PAIRS: Record<string, string> = { "“": "”", "„": "“”", "‘": "’", "‚": "‘’" };

/** Spaces that look like one but aren't YAML's: no-break (U+00A0, U+202F), thin, em, zero-width… */
const ODD_SPACES = "\\u00a0\\u1680\\u2000-\\u200b\\u202f\\u205f\\u3000\\ufeff";
const ODD_SPACE = new RegExp(`[${ODD_SPACES}]`);
/** A line's start: its spaces, its «key:» or «- », and the spaces after them. */
const LINE_START = new RegExp(`^([ ${ODD_SPACES}]*)((?:- *)?(?:[A-Za-z_][\\w-]*:)?)([ ${ODD_SPACES}]*)`);

/** The text inside typographic quotes used as its delimiters, or null. */
function curlyQuoted(value: string): string | null {
  const closing = CURLY_PAIRS[value[0] ?? ""];
  if (!closing || value.length < 2 || !closing.includes(value.slice(-1))) return null;
  return value.slice(1, -1);
}

/** The line written with straight quotes instead: the text's own double quotes become «» so that they don't close it. */
function straightLine(line: SourceLine, inner: string): string {
  return typeAs(line.indent, `${keyPart(line)}"${inner.replace(/"/g, "'")}"`);
}

function curlyMessage(line: SourceLine, inner: string, value: string): string {
  return (
    `este texto va entre comillas tipográficas ${value[0]}…${value.at(-1)}, que pone un procesador de textos al copiar: ` +
    `la web no las toma por comillas y las publicaría; escríbelo entre comillas rectas ("), así: ${straightLine(line, inner)}`
  );
}

/**
 * `en: “The clay jars: …”` — with a «: » inside, the line doesn't even read: the typographic
 * quotes are the cause, and the fix drops them (not a third pair of quotes around them).
 */
export const curlyQuotesInLine: Rule = (line) => {
  const start = valueIndex(line);
  if (start === undefined) return undefined;
  const value = line.text.slice(start).trimEnd();
  const inner = curlyQuoted(value);
  if (inner === null) return undefined;
  return { line: line.number, col: start + 1, message: curlyMessage(line, inner, value) };
};

/** `en:\u00a0Text` or a no-break space in the indentation: YAML sees no space there, and the line stops making sense. */
export const oddSpaceInLine: Rule = (line) => {
  const [, lead = "", key = "", gap = ""] = LINE_START.exec(line.text) ?? [];
  const odd = ODD_SPACE.exec(lead) ?? (key ? ODD_SPACE.exec(gap) : null);
  if (!odd) return undefined;
  const inLead = ODD_SPACE.test(lead);
  const col = (inLead ? 0 : lead.length + key.length) + odd.index + 1;
  const where = inLead ? "al principio de la línea" : key === "-" ? "después del guion «-»" : `después de «${key.replace(/^- */, "")}»`;
  const fixed = `${" ".repeat(lead.length)}${key}${key ? " " : ""}${line.text.slice(lead.length + key.length + gap.length)}`;
  return {
    line: line.number,
    col,
    message:
      `${where} hay un espacio que no es un espacio normal (${code(odd[0])}, de un procesador de textos o de una página web): ` +
      `cámbialo por un espacio normal; escribe la línea así: ${typeAs(lead.length, fixed.slice(lead.length).trimEnd())}`,
  };
};

/**
 * A text without straight quotes that starts and ends with typographic ones (it reads, and would
 * be published with them): told at its start, with the line to type.
 */
export function curlyQuoteProblems(source: YamlSource): Problem[] {
  const lines = sourceLines(source.text);
  const problems: Problem[] = [];
  visit(source.doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== "PLAIN" || typeof node.value !== "string" || !node.range) return;
      const inner = curlyQuoted(node.value);
      if (inner === null) return;
      const { line, col } = source.lineCounter.linePos(node.range[0]);
      problems.push({ file: source.file, line, col, message: curlyMessage(lineAt(lines, line), inner, node.value) });
    },
  });
  return problems;
}

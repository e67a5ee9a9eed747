import { isScalar, visit } from "yaml";
import type { Problem } from "../wording/problem.ts";
import type { YamlSource } from "./parsed-source.ts";

/**
 * `name: Habitación #2`: in YAML « #» starts a comment, so the text would be published as
 * «Habitación» and «#2» silently dropped. A comment written right against its «#» (no space
 * after it, as nobody writes a note but everybody writes «#2» or «#hashtag») after a text
 * without quotes is taken for part of the text: the check asks which it is.
 */
export function commentInTextProblems(source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  visit(source.doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== "PLAIN" || !node.range) return;
      const lineEnd = source.text.indexOf("\n", node.range[1]);
      const after = /^[ \t]+#(\S+)/.exec(source.text.slice(node.range[1], lineEnd === -1 ? undefined : lineEnd));
      if (!after) return;
      const { line, col } = source.lineCounter.linePos(node.range[1] + after[0].indexOf("#"));
      const whole = `${String(node.source ?? node.value)} #${after[1]}`;
      problems.push({
        file: source.file,
        line,
        col,
        message: `«#${after[1]}» no se publicaría: « #» empieza un comentario. Si es parte del texto, pon el texto entero entre comillas («"${whole}"»); si es una nota tuya, deja un espacio después de «#»`,
      });
    },
  });
  return problems;
}

/**
 * `intro: Para consultar fechas…, te contestamos en el mismo día."`: a text without its opening
 * quote keeps the closing one, which would be published. A text that ends in a quote with no
 * other like it is taken for that slip (a text really ending in a quote, after another one
 * inside it, is left alone).
 */
export function strayQuoteProblems(source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  visit(source.doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== "PLAIN" || typeof node.value !== "string" || !node.range) return;
      const text = node.value;
      const quote = text.at(-1);
      if ((quote !== '"' && quote !== "'") || text.slice(0, -1).includes(quote)) return;
      const { line, col } = source.lineCounter.linePos(node.range[0]);
      const shown = text.length > 40 ? `${text.slice(0, 20)}…${text.slice(-19)}` : text;
      problems.push({
        file: source.file,
        line,
        col,
        message: `este texto termina con una comilla ${quote} que no se abre al principio, y se publicaría tal cual («${shown}»): pon otra ${quote} al principio del texto, o quita la del final`,
      });
    },
  });
  return problems;
}

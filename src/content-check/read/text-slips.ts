/** Slips in a line's text: quotes left open or closed early, a first character YAML reads as something else, a «: » inside a text, a key without its colon or its space. */
import { contentAbove, keyIndent, keyOf, type SourceLine } from "./source-lines.ts";
import { closingQuote, keyPart, opensBlock, typeAs, valueIndex, type Rule } from "./slip-lines.ts";

/** A quoted text with no closing quote, or followed by more text after its closing quote. */
export const quoteSlip: Rule = (line) => {
  const start = valueIndex(line);
  if (start === undefined) return undefined;
  // In a `{ … }` line, each value; otherwise the line's one value.
  const starts = line.content.startsWith("{") || line.text[start] === "{" ? [...line.text.matchAll(/[{,]\s*[A-Za-z_][\w-]*:\s*(?=["'])/g)].map((m) => m.index + m[0].length) : [start];
  for (const open of starts) {
    const quote = line.text[open];
    if (quote !== '"' && quote !== "'") continue;
    const close = closingQuote(line.text, open);
    const col = open + 1;
    if (close === -1) return { line: line.number, col, message: `el texto que empieza aquí con comillas no tiene la comilla de cierre: añade «${quote}» al final del texto` };
    const rest = line.text.slice(close);
    if (/^\s*(?:[,}\]]|#|$)/.test(rest)) continue;
    if (rest.includes(quote)) {
      return {
        line: line.number,
        col,
        message: `este texto entre comillas lleva otras comillas «${quote}» dentro, y la segunda lo cierra antes de tiempo: dentro del texto usa comillas españolas «» (o ${quote === '"' ? "simples '…'" : 'dobles "…"'})`,
      };
    }
    return { line: line.number, col: close + 1 + (rest.length - rest.trimStart().length), message: "sigue texto después de la comilla de cierre: mete todo el texto dentro de las comillas" };
  }
  return undefined;
};

/** A text that begins with a character YAML reads as something else (`*` an alias, `@` and `` ` `` reserved…). */
export const specialStart: Rule = (line) => {
  const start = valueIndex(line);
  if (start === undefined) return undefined;
  const value = line.text.slice(start);
  if (!/^[*&!%@`]/.test(value) || (/^[*&]/.test(value) && !/\s\S/.test(value.replace(/\s+#.*$/, "")))) return undefined;
  return {
    line: line.number,
    col: start + 1,
    message: `un texto que empieza por «${value[0]}» tiene que ir entre comillas; escribe la línea así: ${typeAs(line.indent, `${keyPart(line)}"${value.replace(/"/g, "'")}"`)}`,
  };
};

/**
 * The site's keys are written in lower case («summary», «checkIn»): an item of a list that starts
 * «- Historia: …» is a text with a colon, not a key.
 */
const isTextNotKey = (line: SourceLine, key: string): boolean => line.content.startsWith("- ") && /^[A-ZÁÉÍÓÚÑ]/.test(key);

/** `key: text: more text` — the second `: ` makes a key of the text. */
export const colonInText: Rule = (line) => {
  const key = keyOf(line);
  if (key && isTextNotKey(line, key)) {
    const text = line.content.slice(2).replace(/\s+#.*$/, "").trimEnd();
    return {
      line: line.number,
      col: line.indent + 3,
      message: `este texto lleva «: » dentro, y así se lee como «clave: valor»: pon todo el texto entre comillas; escribe la línea así: ${typeAs(line.indent, `- "${text.replace(/"/g, "'")}"`)}`,
    };
  }
  const start = valueIndex(line);
  if (!key || start === undefined) return undefined;
  const value = line.text.slice(start).replace(/(^|\s+)#.*$/, "");
  // «- label:» opening a block (its texts by language below): a key, not a text.
  if (/^[A-Za-z_][\w-]*:\s*$/.test(value)) return undefined;
  if (/^["'{[]/.test(value) || !/:(\s|$)/.test(value)) return undefined;
  return {
    line: line.number,
    col: start + 1,
    message: `el texto de «${key}» lleva «: » dentro, y así se lee como otra clave: ponlo entre comillas; escribe la línea así: ${typeAs(line.indent, `${keyPart(line)}"${value.replace(/"/g, "'")}"`)}`,
  };
};

/** `key:value` — without the space, the colon is part of the text. */
export const noSpaceAfterColon: Rule = (line) => {
  const match = /^((?:- +)?[A-Za-z_][\w-]*):(?![\s/])(\S.*)$/.exec(line.content);
  if (!match) return undefined;
  const [, key = "", value = ""] = match;
  return {
    line: line.number,
    col: line.indent + key.length + 2,
    message: `falta un espacio después de «${key.replace(/^- +/, "")}:»; escribe la línea así: ${typeAs(line.indent, `${key}: ${value}`)}`,
  };
};

/** A line of plain text where a key was due: the value of the line above, or a key without its colon. */
export const textWithoutKey: Rule = (line, lines, index) => {
  if (keyOf(line) || /^[-{["'|>#&*!]/.test(line.content) || line.content.includes(": ")) return undefined;
  const above = contentAbove(lines, index);
  const aboveKey = above && keyOf(above);
  if (above && aboveKey && opensBlock(above) && keyIndent(above) === line.indent) {
    return {
      line: line.number,
      col: line.indent + 1,
      message: `el valor de «${aboveKey}» está en la línea siguiente: escríbelo en la misma línea, así: ${typeAs(above.indent, `${above.content.replace(/\s*#.*$/, "").trimEnd()} ${line.content}`)}`,
    };
  }
  if (above && keyIndent(above) === line.indent) {
    return {
      line: line.number,
      col: line.indent + 1,
      message: "esta línea no tiene la forma «clave: valor»: ¿falta «: » detrás de la clave? Si sigue el texto de la línea de arriba, ponlo todo en una línea entre comillas",
    };
  }
  return undefined;
};

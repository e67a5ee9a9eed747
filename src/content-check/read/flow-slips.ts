/** Slips in a `{ … }` line: a bracket left open, a ` #` that comments the rest away, fields run together. */
import { closingQuote, hashOutsideQuotes, typeAs, type Rule } from "./slip-lines.ts";

/** A `{` or `[` opened on a line and not closed on it. */
export const unclosedFlow: Rule = (line) => {
  const open: string[] = [];
  for (let i = line.indent; i < line.text.length; i++) {
    const char = line.text[i];
    if (char === '"' || char === "'") {
      const close = closingQuote(line.text, i);
      if (close === -1) return undefined;
      i = close - 1;
    } else if (char === "#" && /\s/.test(line.text[i - 1] ?? "")) break;
    else if (char === "{" || char === "[") open.push(char);
    else if ((char === "}" || char === "]") && open.length) open.pop();
  }
  const last = open.at(-1);
  if (!last) return undefined;
  const closer = last === "{" ? "}" : "]";
  return { line: line.number, col: line.text.trimEnd().length + 1, message: `falta «${closer}» al final de la línea, para cerrar el «${last}» que se abre en ella` };
};

/** ` #` inside a `{ … }` line: the rest of the line, its closing `}` included, is a comment. */
export const commentInFlow: Rule = (line) => {
  const open = line.text.indexOf("{");
  if (open === -1) return undefined;
  const hash = hashOutsideQuotes(line.text, open);
  if (hash === -1) return undefined;
  const word = /^#\S*/.exec(line.text.slice(hash))?.[0] ?? "#";
  return {
    line: line.number,
    col: hash + 1,
    message: `« #» empieza un comentario y se lleva el resto de la línea, también el «}» de cierre: si «${word}» es parte del texto, pon ese texto entre comillas`,
  };
};

/** The fields of a `{ … }` on a line, split at the commas outside quotes: each with where it starts. */
function flowFields(text: string, open: number): { start: number; text: string }[] | undefined {
  const fields: { start: number; text: string }[] = [];
  let start = open + 1;
  for (let i = open + 1; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'") {
      const close = closingQuote(text, i);
      if (close === -1) return undefined;
      i = close - 1;
    } else if (char === "," || char === "}") {
      fields.push({ start, text: text.slice(start, i) });
      start = i + 1;
      if (char === "}") return fields;
    } else if (char === "{" || char === "[") return undefined;
  }
  return undefined;
}

/**
 * Inside a `{ … }` line, a field whose unquoted value runs into something else: a «; » where the
 * comma between fields goes, the next field with its comma forgotten (`file: 05.jpg alt: …`), or
 * a text with «: » in it (`alt: Detalle: la encimera`), which ends the `{ }` for YAML.
 */
export const flowFieldSlip: Rule = (line) => {
  const open = line.text.indexOf("{");
  if (open === -1) return undefined;
  const fields = flowFields(line.text, open);
  if (!fields) return undefined;
  for (const field of fields) {
    const match = /^(\s*)([A-Za-z_][\w-]*):\s+(?![\s"'])(.*)$/.exec(field.text);
    if (!match) continue;
    const [, lead = "", key = "", rest = ""] = match;
    const value = rest.trimEnd();
    const valueStart = field.start + lead.length + key.length + 1 + (field.text.slice(lead.length + key.length + 1).length - field.text.slice(lead.length + key.length + 1).trimStart().length);
    const semicolon = /;\s*([A-Za-z_][\w-]*):\s/.exec(value);
    if (semicolon) {
      const fixed = `${line.text.slice(0, valueStart)}${value.replace(/;\s*(?=[A-Za-z_][\w-]*:\s)/, ", ")}${line.text.slice(valueStart + value.length)}`;
      return { line: line.number, col: valueStart + semicolon.index + 1, message: `entre los campos de «{ }» va una coma «,», no «;»; escribe la línea así: ${typeAs(line.indent, fixed.slice(line.indent))}` };
    }
    const nextKey = /\s([a-z][\w-]*):\s/.exec(value);
    if (nextKey) {
      const at = valueStart + nextKey.index;
      const fixed = `${line.text.slice(0, at)},${line.text.slice(at)}`;
      return { line: line.number, col: at + 2, message: `falta una coma «,» antes de «${nextKey[1]}:», para separarlo de «${key}»; escribe la línea así: ${typeAs(line.indent, fixed.slice(line.indent))}` };
    }
    if (/:(\s|$)/.test(value)) {
      const fixed = `${line.text.slice(0, valueStart)}"${value.replace(/"/g, "'")}"${line.text.slice(valueStart + value.length)}`;
      return {
        line: line.number,
        col: valueStart + 1,
        message: `el texto de «${key}» lleva «: » dentro, y así se lee como otra clave: ponlo entre comillas; escribe la línea así: ${typeAs(line.indent, fixed.slice(line.indent))}`,
      };
    }
  }
  return undefined;
};

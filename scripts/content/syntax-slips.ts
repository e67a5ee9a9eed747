/**
 * The owner's usual slips in YAML, told by their cause. The parser reports where it lost its
 * way, which is often a line or two after the slip and in words about the parser ("missing
 * closing character" for an indentation one space short): each rule here looks at the lines
 * around that place and, if it recognises a slip, says what it is and the exact line to type.
 */
import { contentAbove, keyIndent, keyOf, sourceLines, type SourceLine } from "./source-lines.ts";

export type Slip = { line: number; col: number; message: string };

/** How much of a line a message quotes: enough to recognise it. */
const QUOTED_LENGTH = 60;

function shown(text: string): string {
  return text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH - 1)}…` : text;
}

function spaces(count: number): string {
  return count === 1 ? "1 espacio" : `${count} espacios`;
}

/** The line as it should be, shown with its leading spaces as dots would hide them: between « ». */
export function typeAs(indent: number, content: string): string {
  return `«${" ".repeat(indent)}${shown(content)}»`;
}

/** End (exclusive) of the quoted text that starts at `start`, or -1 if it never closes on this line. */
function closingQuote(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (quote === '"' && text[i] === "\\") i++;
    else if (text[i] === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i + 1;
    }
  }
  return -1;
}

/** Where the value of a `key: value` / `- value` / `- key: value` line starts in its text, if it has one. */
function valueIndex(line: SourceLine): number | undefined {
  const match = /^(?:- +)?(?:[A-Za-z_][\w-]*: +)?/.exec(line.content)!;
  const index = line.indent + match[0].length;
  return index < line.text.length && match[0] !== "" ? index : undefined;
}

/** `key: ` of the line, or the empty string. */
function keyPart(line: SourceLine): string {
  return /^(?:- +)?(?:[A-Za-z_][\w-]*: +)?/.exec(line.content)![0];
}

/** The line above `index` with no more indentation than it: its sibling, or the block that holds it. */
function holderAbove(lines: readonly SourceLine[], index: number): SourceLine | undefined {
  const line = lines[index]!;
  for (let i = index - 1; i >= 0; i--) {
    const above = lines[i]!;
    if (!above.blank && above.indent <= line.indent) return above;
  }
  return undefined;
}

/** Opens a block: `key:` or `- key:` with nothing after it, or a lone `-`. */
function opensBlock(line: SourceLine): boolean {
  return /^(?:- +)?[A-Za-z_][\w-]*:\s*(?:#.*)?$/.test(line.content) || /^-\s*$/.test(line.content);
}

/** Inside a `|` or `>` text, where any indentation is text. */
function inBlockText(lines: readonly SourceLine[], index: number): boolean {
  const line = lines[index]!;
  for (let i = index - 1; i >= 0; i--) {
    const above = lines[i]!;
    if (above.blank || above.indent >= line.indent) continue;
    return /:\s*[|>][+-]?\d*\s*(?:#.*)?$/.test(above.content);
  }
  return false;
}

type Rule = (lines: readonly SourceLine[], index: number) => Slip | undefined;

const tabInIndent: Rule = (lines, index) => {
  const line = lines[index]!;
  const tab = /^[ \t]*/.exec(line.text)![0].indexOf("\t");
  if (tab === -1 || line.text.trim() === "") return undefined;
  return { line: line.number, col: tab + 1, message: "hay un tabulador al principio de esta línea: la sangría se hace solo con espacios; cámbialo por espacios, tantos como las líneas de su bloque" };
};

const dashWithoutSpace: Rule = (lines, index) => {
  const line = lines[index]!;
  if (!/^-[^\s\d.-]/.test(line.content)) return undefined;
  return { line: line.number, col: line.indent + 1, message: `falta un espacio después del guion; escribe la línea así: ${typeAs(line.indent, `- ${line.content.slice(1)}`)}` };
};

/** An item of a list written without its `- `, or a key of the item above written at the column of the dashes. */
const missingDash: Rule = (lines, index) => {
  const line = lines[index]!;
  const holder = holderAbove(lines, index);
  if (!holder?.content.startsWith("- ") || line.content.startsWith("-")) return undefined;
  const fixed = typeAs(holder.indent, `- ${line.content}`);
  const key = keyOf(line);
  const firstKey = keyOf(holder);
  if (holder.indent === line.indent) {
    if (key && firstKey && key !== firstKey) {
      const want = keyIndent(holder);
      return {
        line: line.number,
        col: 1,
        message: `«${key}» tiene ${spaces(line.indent)} delante, los mismos que los guiones de la lista, y es parte del elemento de arriba: ponle ${spaces(want)}, como «${firstKey}» en la línea ${holder.number}`,
      };
    }
    if (key && !firstKey) return undefined;
    return { line: line.number, col: 1, message: `a esta línea le falta el guion «- » de los elementos de la lista, como el de la línea ${holder.number}; escríbela así: ${fixed}` };
  }
  // Deeper than an item whose value is on its own line: the same kind of value without its dash.
  const opener = line.content[0];
  const holderValue = holder.content.replace(/^- +/, "")[0];
  if (key || !opener || !`{["'`.includes(opener) || holderValue !== opener || holder !== contentAbove(lines, index)) return undefined;
  return { line: line.number, col: 1, message: `a esta línea le falta el guion «- » de los elementos de la lista, como el de la línea ${holder.number}; escríbela así: ${fixed}` };
};

/** An item of a list with more or fewer spaces than the item above it (past the lines of that item: its keys and texts). */
const misalignedItem: Rule = (lines, index) => {
  const line = lines[index]!;
  if (!line.content.startsWith("- ")) return undefined;
  for (let i = index - 1; i >= 0; i--) {
    const above = lines[i]!;
    if (above.blank) continue;
    if (above.content.startsWith("- ")) {
      if (above.indent === line.indent) return undefined;
      if (Math.abs(above.indent - line.indent) <= 2) {
        const difference = line.indent - above.indent;
        return {
          line: line.number,
          col: 1,
          message: `este elemento de la lista tiene ${spaces(line.indent)} delante y el de la línea ${above.number} tiene ${above.indent}: ${difference > 0 ? "quita" : "añade"} ${spaces(Math.abs(difference))}, para que los guiones queden en la misma columna`,
        };
      }
      if (above.indent < line.indent) return undefined;
      continue;
    }
    // A key less indented than the item holds its list: no item above to compare with.
    if (above.indent < line.indent) return undefined;
  }
  return undefined;
};

/** A `{` or `[` opened on a line and not closed on it. */
const unclosedFlow: Rule = (lines, index) => {
  const line = lines[index]!;
  const open: string[] = [];
  for (let i = line.indent; i < line.text.length; i++) {
    const char = line.text[i]!;
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

/** A quoted text with no closing quote, or followed by more text after its closing quote. */
const quoteSlip: Rule = (lines, index) => {
  const line = lines[index]!;
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

/** ` #` inside a `{ … }` line: the rest of the line, its closing `}` included, is a comment. */
const commentInFlow: Rule = (lines, index) => {
  const line = lines[index]!;
  const open = line.text.indexOf("{");
  if (open === -1) return undefined;
  const hash = hashOutsideQuotes(line.text, open);
  if (hash === -1) return undefined;
  const word = /^#\S*/.exec(line.text.slice(hash))![0];
  return {
    line: line.number,
    col: hash + 1,
    message: `« #» empieza un comentario y se lleva el resto de la línea, también el «}» de cierre: si «${word}» es parte del texto, pon ese texto entre comillas`,
  };
};

/** Index of a ` #` (a comment) after `from` and outside quotes, or -1. */
function hashOutsideQuotes(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '"' || text[i] === "'") {
      const close = closingQuote(text, i);
      if (close === -1) return -1;
      i = close - 1;
    } else if (text[i] === "#" && /\s/.test(text[i - 1] ?? "")) return i;
  }
  return -1;
}

/** The fields of a `{ … }` on a line, split at the commas outside quotes: each with where it starts. */
function flowFields(text: string, open: number): { start: number; text: string }[] | undefined {
  const fields: { start: number; text: string }[] = [];
  let start = open + 1;
  for (let i = open + 1; i < text.length; i++) {
    const char = text[i]!;
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
const flowFieldSlip: Rule = (lines, index) => {
  const line = lines[index]!;
  const open = line.text.indexOf("{");
  if (open === -1) return undefined;
  const fields = flowFields(line.text, open);
  if (!fields) return undefined;
  for (const field of fields) {
    const match = /^(\s*)([A-Za-z_][\w-]*):\s+(?![\s"'])(.*)$/.exec(field.text);
    if (!match) continue;
    const [, lead, key, rest] = match as unknown as [string, string, string, string];
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

/** A text that begins with a character YAML reads as something else (`*` an alias, `@` and `` ` `` reserved…). */
const specialStart: Rule = (lines, index) => {
  const line = lines[index]!;
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
const colonInText: Rule = (lines, index) => {
  const line = lines[index]!;
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
const noSpaceAfterColon: Rule = (lines, index) => {
  const line = lines[index]!;
  const match = /^((?:- +)?[A-Za-z_][\w-]*):(?![\s/])(\S.*)$/.exec(line.content);
  if (!match) return undefined;
  return {
    line: line.number,
    col: line.indent + match[1]!.length + 2,
    message: `falta un espacio después de «${match[1]!.replace(/^- +/, "")}:»; escribe la línea así: ${typeAs(line.indent, `${match[1]}: ${match[2]}`)}`,
  };
};

/** A line of plain text where a key was due: the value of the line above, or a key without its colon. */
const textWithoutKey: Rule = (lines, index) => {
  const line = lines[index]!;
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

/** Indentations that fit here: those of the blocks that hold the line, and a deeper one after a line that opens a block. */
function fittingIndents(
  lines: readonly SourceLine[],
  index: number,
): { fits: (indent: number, isItem: boolean) => boolean; candidates: { indent: number; line: SourceLine; item: boolean }[] } {
  const candidates: { indent: number; line: SourceLine; item: boolean }[] = [];
  const previous = contentAbove(lines, index);
  let limit = Infinity;
  for (let i = index - 1; i >= 0 && limit > 0; i--) {
    const above = lines[i]!;
    if (above.blank || above.indent >= limit) continue;
    const item = above.content.startsWith("- ");
    if (!item || keyIndent(above) !== above.indent) candidates.push({ indent: keyIndent(above), line: above, item: false });
    if (item) candidates.push({ indent: above.indent, line: above, item: true });
    limit = above.indent;
  }
  const fits = (indent: number, isItem: boolean): boolean =>
    candidates.some((candidate) => candidate.indent === indent && candidate.item === isItem) ||
    (previous !== undefined && opensBlock(previous) && (indent > keyIndent(previous) || (isItem && indent >= previous.indent)));
  return { fits, candidates };
}

const badIndent: Rule = (lines, index) => {
  const line = lines[index]!;
  const { fits, candidates } = fittingIndents(lines, index);
  if (fits(line.indent, line.content.startsWith("- "))) return undefined;
  // Deeper than the line above, like the line before that one: the line above is the one short of spaces.
  const above = contentAbove(lines, index);
  const beforeAbove = above && contentAbove(lines, lines.indexOf(above));
  // Not when the line before is a text's version in a language («en: …»): a block of languages holds
  // only languages, so the line above («rooms: 2») is where it should be and this one is too deep.
  const languageLine = (candidate: SourceLine): boolean => /^[a-z]{2}$/.test(keyOf(candidate) ?? "");
  if (above && beforeAbove && line.indent > above.indent && beforeAbove.indent === line.indent && keyOf(above) && !opensBlock(above) && !(languageLine(beforeAbove) && !languageLine(above))) {
    const missing = line.indent - above.indent;
    return {
      line: above.number,
      col: 1,
      message: `esta línea tiene ${spaces(above.indent)} al principio, y la de arriba y la de abajo ${line.indent}: añade ${spaces(missing)} (los espacios del principio dicen qué va dentro de qué)`,
    };
  }
  // The closest indentation of the same kind (a key where keys go, an item where items go); between
  // two as close, the deeper (the block of the line above).
  const isItem = line.content.startsWith("- ");
  const best = [...candidates].sort(
    (a, b) => Number(a.item !== isItem) - Number(b.item !== isItem) || Math.abs(a.indent - line.indent) - Math.abs(b.indent - line.indent) || b.indent - a.indent,
  )[0];
  if (!best) return undefined;
  const difference = line.indent - best.indent;
  const name = keyOf(best.line);
  const like = name && keyIndent(best.line) === best.indent ? `como «${name}» en la línea ${best.line.number}` : `como la línea ${best.line.number}`;
  return {
    line: line.number,
    col: 1,
    message: `esta línea tiene ${spaces(line.indent)} al principio y aquí van ${best.indent}, ${like}: ${difference > 0 ? "quita" : "añade"} ${spaces(Math.abs(difference))} (los espacios del principio dicen qué va dentro de qué)`,
  };
};

/** In the order they are tried on each line: the most specific first. */
const RULES: readonly Rule[] = [
  tabInIndent,
  dashWithoutSpace,
  missingDash,
  misalignedItem,
  quoteSlip,
  commentInFlow,
  unclosedFlow,
  flowFieldSlip,
  specialStart,
  colonInText,
  noSpaceAfterColon,
  textWithoutKey,
  badIndent,
];

/** How far above the parser's error a slip is looked for, and below it. */
const LINES_ABOVE = 4;
const LINES_BELOW = 1;

/**
 * The slip that explains a syntax error the parser reported at line `errorLine`, if a rule
 * recognises one near it: the first line of the neighbourhood where a rule applies.
 */
export function explainSyntaxError(text: string, errorLine: number): Slip | undefined {
  const lines = sourceLines(text);
  const first = Math.max(0, errorLine - 1 - LINES_ABOVE);
  const last = Math.min(lines.length - 1, errorLine - 1 + LINES_BELOW);
  for (let index = first; index <= last; index++) {
    if (lines[index]!.blank && !lines[index]!.text.includes("\t")) continue;
    if (inBlockText(lines, index)) continue;
    for (const rule of RULES) {
      const slip = rule(lines, index);
      if (slip) return slip;
    }
  }
  return undefined;
}

/** Every line a rule would call a slip: none, in a correct file (what keeps the rules honest). */
export function slipsInEveryLine(text: string): Slip[] {
  const lines = sourceLines(text);
  return lines.flatMap((line, index) => (line.blank || inBlockText(lines, index) ? [] : RULES.map((rule) => rule(lines, index)).filter((slip): slip is Slip => slip !== undefined)));
}

/**
 * A key that repeats one of its block: a list item written without its `- ` (its first key, at
 * the column of the item's keys, repeats the first key of the item above), or a key written twice.
 */
export function explainDuplicateKey(text: string, keyLine: number, keyCol: number): Slip & { itemEnd?: number } {
  const lines = sourceLines(text);
  const line = lines[keyLine - 1]!;
  const key = /^[A-Za-z_][\w-]*/.exec(line.text.slice(keyCol - 1))?.[0] ?? "";
  const holder = lines.slice(0, keyLine - 1).reverse().find((above) => !above.blank && above.indent < line.indent);
  if (holder?.content.startsWith("- ") && keyIndent(holder) === line.indent && keyOf(holder) === key && keyOf(line) === key) {
    const end = lines.slice(keyLine).find((below) => !below.blank && below.indent < line.indent)?.number ?? lines.length + 1;
    return {
      line: keyLine,
      col: keyCol,
      itemEnd: end,
      message: `aquí empieza un elemento nuevo de la lista y le falta su guion «- », como el de la línea ${holder.number}; escribe la línea así: ${typeAs(holder.indent, `- ${line.content}`)}`,
    };
  }
  const earlier = lines
    .slice(0, keyLine - 1)
    .reverse()
    .find((above) => !above.blank && keyIndent(above) === keyCol - 1 && keyOf(above) === key);
  const where = earlier ? `ya está en la línea ${earlier.number}, en este mismo bloque` : "ya está antes en este mismo bloque";
  return { line: keyLine, col: keyCol, message: `«${key}» ${where}, y cada clave va una sola vez: si has copiado el bloque, junta las dos copias en una` };
}

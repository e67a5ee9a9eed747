/** Slips of indentation and list dashes: a tab, a dash without its space or missing, items or keys out of their column. */
import { contentAbove, keyIndent, keyOf, linesAbove, type SourceLine } from "./source-lines.ts";
import { holderAbove, opensBlock, spaces, typeAs, type Rule } from "./slip-lines.ts";

export const tabInIndent: Rule = (line) => {
  const tab = (/^[ \t]*/.exec(line.text)?.[0] ?? "").indexOf("\t");
  if (tab === -1 || line.text.trim() === "") return undefined;
  return { line: line.number, col: tab + 1, message: "hay un tabulador al principio de esta línea: la sangría se hace solo con espacios; cámbialo por espacios, tantos como las líneas de su bloque" };
};

export const dashWithoutSpace: Rule = (line) => {
  if (!/^-[^\s\d.-]/.test(line.content)) return undefined;
  return { line: line.number, col: line.indent + 1, message: `falta un espacio después del guion; escribe la línea así: ${typeAs(line.indent, `- ${line.content.slice(1)}`)}` };
};

/** An item of a list written without its `- `, or a key of the item above written at the column of the dashes. */
export const missingDash: Rule = (line, lines, index) => {
  const holder = holderAbove(line, lines, index);
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
export const misalignedItem: Rule = (line, lines, index) => {
  if (!line.content.startsWith("- ")) return undefined;
  for (const above of linesAbove(lines, index)) {
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

/** Indentations that fit here: those of the blocks that hold the line, and a deeper one after a line that opens a block. */
function fittingIndents(
  lines: readonly SourceLine[],
  index: number,
): { fits: (indent: number, isItem: boolean) => boolean; candidates: { indent: number; line: SourceLine; item: boolean }[] } {
  const candidates: { indent: number; line: SourceLine; item: boolean }[] = [];
  const previous = contentAbove(lines, index);
  let limit = Infinity;
  for (const above of linesAbove(lines, index)) {
    if (limit <= 0) break;
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

export const badIndent: Rule = (line, lines, index) => {
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

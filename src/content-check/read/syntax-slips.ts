/**
 * The owner's usual slips in YAML, told by their cause. The parser reports where it lost its
 * way, which is often a line or two after the slip and in words about the parser ("missing
 * closing character" for an indentation one space short): each rule here looks at the lines
 * around that place and, if it recognises a slip, says what it is and the exact line to type.
 */
import { keyIndent, keyOf, lineAt, sourceLines } from "./source-lines.ts";
import { commentInFlow, flowFieldSlip, unclosedFlow } from "./flow-slips.ts";
import { badIndent, dashWithoutSpace, misalignedItem, missingDash, tabInIndent } from "./indent-slips.ts";
import { inBlockText, typeAs, type Rule, type Slip } from "./slip-lines.ts";
import { colonInText, noSpaceAfterColon, quoteSlip, specialStart, textWithoutKey } from "./text-slips.ts";
import { curlyQuotesInLine, oddSpaceInLine } from "./word-processor-slips.ts";

export type { Slip } from "./slip-lines.ts";

/** In the order they are tried on each line: the most specific first. */
const RULES: readonly Rule[] = [
  tabInIndent,
  oddSpaceInLine,
  dashWithoutSpace,
  missingDash,
  misalignedItem,
  quoteSlip,
  curlyQuotesInLine,
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
  for (const [offset, line] of lines.slice(first, last + 1).entries()) {
    const index = first + offset;
    if (line.blank && !line.text.includes("\t")) continue;
    if (inBlockText(line, lines, index)) continue;
    for (const rule of RULES) {
      const slip = rule(line, lines, index);
      if (slip) return slip;
    }
  }
  return undefined;
}

/** Every line a rule would call a slip: none, in a correct file (what keeps the rules honest). */
export function slipsInEveryLine(text: string): Slip[] {
  const lines = sourceLines(text);
  return lines.flatMap((line, index) => (line.blank || inBlockText(line, lines, index) ? [] : RULES.map((rule) => rule(line, lines, index)).filter((slip): slip is Slip => slip !== undefined)));
}

/**
 * A key that repeats one of its block: a list item written without its `- ` (its first key, at
 * the column of the item's keys, repeats the first key of the item above), or a key written twice.
 */
export function explainDuplicateKey(text: string, keyLine: number, keyCol: number): Slip & { itemEnd?: number } {
  const lines = sourceLines(text);
  const line = lineAt(lines, keyLine);
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

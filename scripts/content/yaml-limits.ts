import { Parser, type CST } from "yaml";

/**
 * How many lists and blocks may sit one inside another. site.yaml uses 5
 * (the file → «apartments» → one apartment → «description» → «space»); 32 leaves room for any layout and stays far below
 * where turning the file into data would run out of stack (some thousands).
 */
export const MAX_NESTING = 32;

/**
 * The offset of the first (in the file) list or block nested deeper than MAX_NESTING, or -1. Read from the
 * parser's token tree, which is built without recursion, and walked here with a stack of our
 * own: a file of ten thousand «[» is found, not a stack overflow reported as something else.
 */
export function tooDeepOffset(text: string): number {
  let first = -1;
  const pending: { token: CST.Token | null | undefined; depth: number }[] = [];
  for (const token of new Parser().parse(text)) pending.push({ token, depth: 0 });
  while (pending.length > 0) {
    const { token, depth } = pending.pop()!;
    if (!token) continue;
    if (token.type === "document") {
      pending.push({ token: token.value, depth });
    } else if (token.type === "block-map" || token.type === "block-seq" || token.type === "flow-collection") {
      if (depth + 1 > MAX_NESTING) {
        if (first === -1 || token.offset < first) first = token.offset;
        continue;
      }
      for (const item of token.items) {
        pending.push({ token: item.key, depth: depth + 1 }, { token: item.value, depth: depth + 1 });
      }
    }
  }
  return first;
}

import type { CST } from "yaml";

/**
 * How many lists and blocks may sit one inside another. site.yaml uses 5 (the file →
 * «apartments» → one apartment → «description» → «space»); 32 leaves room for any layout and
 * stays far below where turning the file into data would run out of stack (some thousands).
 */
export const MAX_NESTING = 32;

/**
 * How many elements one list or block may have. The longest list site.yaml may need is its
 * redirects (1000 at most); the yaml library checks each key of a block against all the ones
 * before it, so a block of 40 000 keys costs minutes: 2000 keeps any file to a fraction of a second.
 */
export const MAX_ITEMS = 2000;

export type ShapeProblem = { offset: number; kind: "deep" | "long" };

/**
 * The first (in the file) list or block nested deeper than MAX_NESTING or longer than
 * MAX_ITEMS, if any. Read from the parser's token tree, which is built without recursion, and
 * walked here with a stack of our own, before the document is built: building it recurses once
 * per level, and a file of ten thousand «[» would overflow the stack and be reported as
 * something else.
 */
export function shapeProblem(tokens: readonly CST.Token[]): ShapeProblem | undefined {
  let first: ShapeProblem | undefined;
  const note = (problem: ShapeProblem): void => {
    if (!first || problem.offset < first.offset) first = problem;
  };
  const pending: { token: CST.Token | null | undefined; depth: number }[] = tokens.map((token) => ({ token, depth: 0 }));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { token, depth } = next;
    if (!token) continue;
    if (token.type === "document") {
      pending.push({ token: token.value, depth });
    } else if (token.type === "block-map" || token.type === "block-seq" || token.type === "flow-collection") {
      if (depth + 1 > MAX_NESTING) {
        note({ offset: token.offset, kind: "deep" });
        continue;
      }
      if (token.items.length > MAX_ITEMS) note({ offset: token.offset, kind: "long" });
      for (const item of token.items) {
        pending.push({ token: item.key, depth: depth + 1 }, { token: item.value, depth: depth + 1 });
      }
    }
  }
  return first;
}

/**
 * The tests' own statement of how a message names things: lists as «a», «b» y «c», and typos
 * the checker's "¿querías decir …?" must see through. Written here again rather than imported from src/content-check/wording/wording.ts,
 * so that a slip there shows as a wrong message instead of moving the expectation with it.
 */

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** «a», «b» y «c» */
export function quoted(values: readonly string[]): string {
  const all = values.map((value) => `«${value}»`);
  return all.length < 2 ? all.join("") : `${all.slice(0, -1).join(", ")} y ${all.at(-1)}`;
}

/**
 * A one-letter typo of `word` that is closer to `word` than to any other of `known`, so the
 * checker's guess must be `word` whatever the owner names things: the last letter dropped, or
 * failing that one letter too many.
 */
export function misspell(word: string, known: readonly string[]): string {
  const others = known.filter((name) => name !== word);
  for (const typo of [word.slice(0, -1), `${word}s`, `${word}x`]) {
    if (typo.length > 1 && !known.includes(typo) && others.every((name) => distance(typo.toLowerCase(), name.toLowerCase()) > 1)) return typo;
  }
  throw new Error(`no one-letter typo of «${word}» is unambiguous among ${quoted(known)}`);
}

import { diff3Merge } from "node-diff3";

/**
 * A three-way merge of a text file, line by line, as git merges: what only one side changed is
 * taken; what both changed the same way is taken once; lines both changed differently (or
 * changed next to each other) are a conflict, with where each side has them.
 */

/** Where a side has the conflicting lines: the first one's number (from 1) and the lines. */
type Lines = { from: number; lines: string[] };

export type ConflictRegion = { base: Lines; ours: Lines; theirs: Lines };

export type TextMerge = { clean: true; text: string } | { clean: false; regions: ConflictRegion[]; marked: string };

const MARKERS = { ours: "<<<<<<< tu versión", separator: "=======", theirs: ">>>>>>> versión en GitHub" } as const;

export function mergeText(base: string, ours: string, theirs: string): TextMerge {
  const blocks = diff3Merge(ours.split("\n"), base.split("\n"), theirs.split("\n"));
  const merged: string[] = [];
  const regions: ConflictRegion[] = [];
  for (const block of blocks) {
    if (block.ok) {
      merged.push(...block.ok);
    } else if (block.conflict) {
      const { a, aIndex, o, oIndex, b, bIndex } = block.conflict;
      regions.push({ base: { from: oIndex + 1, lines: o }, ours: { from: aIndex + 1, lines: a }, theirs: { from: bIndex + 1, lines: b } });
      merged.push(MARKERS.ours, ...a, MARKERS.separator, ...b, MARKERS.theirs);
    }
  }
  return regions.length === 0 ? { clean: true, text: merged.join("\n") } : { clean: false, regions, marked: merged.join("\n") };
}

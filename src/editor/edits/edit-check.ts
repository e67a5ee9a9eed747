/**
 * The proof an edit did what it says: its text read again must be the old data with that one
 * change. Anything else (a value that reads differently, a key that landed in another block) is
 * refused, and the owner's text stays as it was.
 */
import { EditProblem } from "./edit-result.ts";
import { dataOf, readForEdit, type EditSource } from "./edit-source.ts";

/** Whether two values read from YAML are the same data (the order of a block's keys aside). */
function sameData(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return Object.is(a, b) || a === b;
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  }
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return aKeys.length === Object.keys(b).length && aKeys.every((key) => Object.hasOwn(bRecord, key) && sameData((a as Record<string, unknown>)[key], bRecord[key]));
}

/** The value at `path` inside plain data (undefined when it isn't there). */
export function dataAt(data: unknown, path: readonly (string | number)[]): unknown {
  let value = data;
  for (const part of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

const NOT_AS_EXPECTED = "el cambio no ha salido como se esperaba, y no se ha hecho: hazlo a mano en el texto";

/** `newText` read again; refused when it can't be (an edit that would break the file is not made). */
export function readEdited(newText: string): EditSource {
  try {
    return readForEdit(newText);
  } catch {
    throw new EditProblem(NOT_AS_EXPECTED);
  }
}

/** The edited text, if it reads as the old data changed by `change` (which edits a copy of it in place). */
export function provedEdit(old: EditSource, edited: EditSource, change: (data: unknown) => void): string {
  const expected = structuredClone(dataOf(old));
  change(expected);
  if (!sameData(dataOf(edited), expected)) throw new EditProblem(NOT_AS_EXPECTED);
  return edited.text;
}

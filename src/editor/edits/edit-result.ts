/**
 * What an edit of site.yaml's text answers: the new text, or why it can't be made, said in Spanish
 * to the owner. An edit never throws: a form shows the problem and leaves the text as it was.
 */
import type { PathSegment } from "../../content-check/wording/problem.ts";
import { fieldName } from "../../content-check/wording/wording.ts";

export type EditResult = { text: string } | { problem: string };

/** Where a value is in the file: keys of blocks and positions (from 0) in lists, «apartments», 0, «rates». */
export type YamlPath = readonly PathSegment[];

/** Why an edit can't be made; thrown inside the edits, answered as `{ problem }` at their edge. */
export class EditProblem extends Error {}

/** `path` as the check's messages name it: «apartments[0].rates.seasons[1]»; the whole file for none. */
export function pathName(path: YamlPath): string {
  return path.length === 0 ? "el archivo" : `«${fieldName(path)}»`;
}

/** Runs an edit, answering its problem (or an unforeseen failure) instead of throwing. */
export function guarded(edit: () => string): EditResult {
  try {
    return { text: edit() };
  } catch (error) {
    if (error instanceof EditProblem) return { problem: error.message };
    // A stack overflow or a bug of ours: the owner's text stays as it was, and can be edited by hand.
    return { problem: "no se ha podido hacer este cambio con el formulario; hazlo a mano en el texto" };
  }
}

/** The path a caller passed, proved to be one: keys and positions only. */
export function checkedPath(path: unknown): YamlPath {
  if (!Array.isArray(path)) throw new EditProblem("falta saber qué valor cambiar");
  for (const part of path as unknown[]) {
    const key = typeof part === "string" && part.length > 0 && part.length <= 1024;
    const index = typeof part === "number" && Number.isSafeInteger(part) && part >= 0;
    if (!key && !index) throw new EditProblem("el valor que cambiar no está bien indicado");
  }
  return path as YamlPath;
}

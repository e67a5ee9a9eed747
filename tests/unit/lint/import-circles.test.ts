/**
 * No import circle anywhere in the project's code, type imports included: lint's no-cycle rule
 * leaves out `import type`, and a circle closed by a type still ties two modules into one that
 * neither can be understood, moved or tested without. The graph is read with TypeScript's own
 * scanner (every import, export-from and import() of every file) and its strongly connected
 * parts found (Tarjan): each part of more than one file, or a file importing itself, is a circle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

/** The project file `specifier` names from `from`, or undefined for a package or a file typegen writes. */
export function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Each file's imports of other project files. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The graph's circles: its strongly connected parts of more than one file, and files importing themselves. */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

const projectFiles = (): string[] =>
  ["src", "scripts", "tests"].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes("node_modules"))
      .map((file) => path.join(ROOT, folder, file)),
  );

describe("imports", () => {
  it("form no circle in src, scripts or tests, type imports included", () => {
    const circles = importCircles(importGraph(projectFiles())).map((part) => part.map((file) => path.relative(ROOT, file)));
    expect(circles).toEqual([]);
  });

  it("a circle closed by a type import is found, as is one through three files", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["a"]],
      ["c", ["d"]],
      ["d", ["e"]],
      ["e", ["c"]],
      ["f", ["f"]],
      ["g", ["a"]],
    ]);
    expect(importCircles(graph)).toEqual([["a", "b"], ["c", "d", "e"], ["f"]]);
    const typeOnly = path.join(ROOT, "src/content-check/read/yaml-source.ts");
    const { importedFiles } = ts.preProcessFile('import type { Problem } from "../wording/problem.ts";', true, true);
    expect(importedFiles.map(({ fileName }) => resolveImport(typeOnly, fileName))).toEqual([path.join(ROOT, "src/content-check/wording/problem.ts")]);
  });
});

/**
 * Which groups of the shell's words each kind of page's islands read in the browser, read from the
 * code rather than kept by hand. Everything else of a page is drawn by the build alone, which has
 * every word: only what its islands read must travel in the page (src/islands/island.tsx). From
 * each kind's route module (src/routes/<kind>-page.tsx), and from the shell around every page
 * (src/root.tsx), the islands it draws (`<Island name="…"`) are found; from each island's module,
 * as src/islands/island-parts.ts loads it, every module it imports, statically or on demand, is
 * followed, and the groups their code reads (`words.gallery…`, `useWords().booking`) are the
 * page's. A page then carries those groups and no other: an island that starts reading a group
 * gets it with the next `npm run generate`, never `undefined`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const SRC = path.resolve(import.meta.dirname, "../../../src");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The relative imports of a module's code: `import … from "./x"`, `import "./x"`, `import("./x")`. */
function importsOf(code: string): string[] {
  return [...code.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g)].map((match) => match[1]!);
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

/** The islands' own machinery: a page's code reaches an island's module through its name, not by following it. */
const ISLANDS = path.join(SRC, "islands");

/** Every module of src/ that `entry` reaches, itself included (the generated data and the dictionaries say no words, and are not followed; nor the islands' machinery). */
function reachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file) || !file.startsWith(SRC) || /[\\/](generated|labels)[\\/]/.test(file) || file.startsWith(ISLANDS + path.sep)) continue;
    seen.add(file);
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      const target = resolveModule(file, specifier);
      if (target) pending.push(target);
    }
  }
  return [...seen];
}

/** The groups of the shell's words the code of `files` reads. */
function groupsRead(files: readonly string[], groups: readonly string[]): Set<string> {
  const read = new Set<string>();
  const pattern = new RegExp(`(?:\\bwords|useWords\\(\\))\\??\\.(${groups.join("|")})\\b`, "g");
  for (const file of files) for (const match of readFileSync(file, "utf8").matchAll(pattern)) read.add(match[1]!);
  return read;
}

/** Each island's module, by its name, as src/islands/island-parts.ts and the editor's script load them. */
function islandModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const file of ["island-parts.ts", "editor-entry.ts"].map((name) => path.join(ISLANDS, name))) {
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(/"?([\w-]+)"?:\s*(?:\w+\s*=\s*)?\(\)\s*=>\s*import\(\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      const target = resolveModule(file, match[2]!);
      if (target) modules.set(match[1]!, target);
    }
    // The editor's script: `const editorPart = () => import(…)`, given as `{ editor: editorPart }`.
    const editor = code.match(/const editorPart = \(\) => import\(\s*["'](\.{1,2}\/[^"']+)["']/);
    const target = editor ? resolveModule(file, editor[1]!) : undefined;
    if (target) modules.set("editor", target);
  }
  return modules;
}

/** The islands the code `entry` reaches draws: each `<Island name="…"`. */
function islandsDrawn(entry: string): Set<string> {
  const names = new Set<string>();
  for (const file of reachedFrom(entry)) for (const match of readFileSync(file, "utf8").matchAll(/<Island\s+name="([\w-]+)"/g)) names.add(match[1]!);
  return names;
}

/**
 * For each kind of page (and the not-found page), the groups among `groups` (the shell's words
 * that are blocks of their own) that its islands read: its route module's and the shell's. `kinds`
 * name the route modules, src/routes/<kind>-page.tsx. Throws on an island no module is known for.
 */
export function wordGroupsByKind(kinds: readonly string[], groups: readonly string[]): Record<string, string[]> {
  const modules = islandModules();
  const readBy = (island: string): Set<string> => {
    const module = modules.get(island);
    if (!module) throw new Error(`the island «${island}» is drawn but src/islands/island-parts.ts has no module for it`);
    return groupsRead(reachedFrom(module), groups);
  };
  const shell = islandsDrawn(path.join(SRC, "root.tsx"));
  return Object.fromEntries(
    kinds.map((kind) => {
      const islands = new Set([...shell, ...islandsDrawn(path.join(SRC, "routes", `${kind}-page.tsx`))]);
      const read = new Set([...islands].flatMap((island) => [...readBy(island)]));
      return [kind, groups.filter((group) => read.has(group))];
    }),
  );
}

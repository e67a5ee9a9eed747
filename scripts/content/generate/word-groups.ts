/**
 * Which groups of the shell's words each kind of page draws, read from the code rather than kept
 * by hand: from each kind's route module (src/routes/<kind>-page.tsx) every module it imports,
 * statically or when idle, is followed, and the groups its code reads (`words.gallery…`,
 * `words?.error…`, `useWords().booking`) are the page's. A page's data then carries those groups and the ones the
 * shell around every page reads, and no other: a component that starts reading a group gets it
 * with the next `npm run generate`, never `undefined`.
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

/** Every module of src/ that `entry` reaches, itself included (the generated data and the dictionaries say no words, and are not followed). */
function reachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file) || !file.startsWith(SRC) || /[\\/](generated|labels)[\\/]/.test(file)) continue;
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

/**
 * For each kind of page (and the not-found page), the groups among `groups` (the shell's words
 * that are blocks of their own) that its page draws: its route module's and the shell's. `kinds`
 * name the route modules, src/routes/<kind>-page.tsx.
 */
export function wordGroupsByKind(kinds: readonly string[], groups: readonly string[]): Record<string, string[]> {
  const shell = groupsRead(reachedFrom(path.join(SRC, "root.tsx")), groups);
  return Object.fromEntries(
    kinds.map((kind) => {
      const page = groupsRead(reachedFrom(path.join(SRC, "routes", `${kind}-page.tsx`)), groups);
      return [kind, groups.filter((group) => shell.has(group) || page.has(group))];
    }),
  );
}

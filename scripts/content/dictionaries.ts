/**
 * The interface's words as the check needs them: each language's dictionary read from
 * src/labels/words/<language>.ts. Loaded through tsx's own loader: the dev server's process (Vite's)
 * runs Node without it, and can't import a .ts file by itself.
 */
import { access } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { ORIGINALS, type Dictionaries } from "../../src/content-check/cross-check/interface-words.ts";
import { countWordsIn, type CountWords } from "../../src/content-check/cross-check/count-tokens.ts";

/** Where each language's interface words are (src/labels/words/<language>.ts). */
export const WORDS_DIR = path.resolve(import.meta.dirname, "../../src/labels/words");

/** A language's interface words; null if its file can't be read. */
async function wordsOf(code: string, dir: string): Promise<Record<string, unknown> | null> {
  try {
    const loaded = (await tsImport(pathToFileURL(path.join(dir, `${code}.ts`)).href, import.meta.url)) as Record<string, unknown>;
    // Outside a "type": "module" package the file loads as CommonJS, and the namespace also holds
    // the whole module again (as `default`, and on Node 22+ as `module.exports`): its exports only.
    const { default: _whole, "module.exports": _cjs, ...exported } = loaded;
    return exported;
  } catch {
    return null;
  }
}

/** The dictionaries of `languages` and of the originals that are in `dir`; a language without a file is left out. */
export async function readDictionaries(languages: readonly string[], dir = WORDS_DIR): Promise<Dictionaries> {
  const codes = [...new Set([...ORIGINALS, ...languages])];
  const found = await Promise.all(
    codes.map(async (code) => {
      const there = await access(path.join(dir, `${code}.ts`)).then(() => true, () => false);
      return there ? [[code, await wordsOf(code, dir)] as const] : [];
    }),
  );
  return Object.fromEntries(found.flat());
}

/** What the counts need of a language: its numbers in words and its locale (for capitals). */
export async function countWordsOf(language: string): Promise<CountWords> {
  return countWordsIn((await tsImport(pathToFileURL(path.join(WORDS_DIR, `${language}.ts`)).href, import.meta.url)) as Parameters<typeof countWordsIn>[0]);
}

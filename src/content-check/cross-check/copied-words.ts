/**
 * A dictionary copied from another language's (src/labels/words/en.ts → fr.ts) and not
 * translated has every key and mark in place, so the type system and the shape check pass it,
 * and the French pages would say «Close menu». Told apart by its texts: more than half of them
 * the same, key by key, as another dictionary's. Two real translations share a few (marks only,
 * «WhatsApp», «NRUA»: 10 of 276 between Spanish and English). docs/decisions/030-a-language-in-one-total.md
 */
import { TOKEN } from "../../site/format.ts";
import { languageName } from "../wording/language-names.ts";

/** The share of texts above which a dictionary is another's copy. */
const COPIED_SHARE = 0.5;

/** How many of the copied texts the message quotes. */
const EXAMPLES = 3;

/** Each text of a dictionary with its key path. */
function texts(words: unknown, at = ""): [string, string][] {
  if (typeof words === "string") return [[at, words]];
  if (Array.isArray(words)) return words.flatMap((item, i) => texts(item, `${at}[${i}]`));
  if (words && typeof words === "object") return Object.entries(words).flatMap(([key, item]) => texts(item, at ? `${at}.${key}` : key));
  return [];
}

/**
 * The texts a translator translates: not the language's facts that aren't words (locale, the
 * date's format, the direction; its name is a word), not a text that is only marks («{i} / {n}»).
 */
function translatable(words: Record<string, unknown>): [string, string][] {
  // Module objects list their exports alphabetically, and tsx adds a «default» holding them all again.
  const parts = Object.entries(words).filter(([part]) => part !== "default");
  const first = (key: string): number => (key === "language.name" ? 0 : key.startsWith("shell.") ? 1 : 2);
  return texts(Object.fromEntries(parts))
    .sort(([a], [b]) => first(a) - first(b))
    .filter(([key, text]) => (!key.startsWith("language.") || key === "language.name") && /\p{L}/u.test(text.replace(TOKEN, "")));
}

/**
 * Null when `words` (the dictionary of `code`) is translated; else the owner's message: which
 * dictionary it repeats, how much of it, and a few of its texts as they are now.
 */
export function copiedWords(code: string, words: Record<string, unknown>, others: Readonly<Record<string, Record<string, unknown>>>): string | null {
  const own = translatable(words);
  if (own.length === 0) return null;
  const copies = Object.entries(others).map(([other, theirs]) => {
    const their = new Map(texts(theirs));
    return { other, same: own.filter(([key, text]) => their.get(key) === text) };
  });
  const copy = copies.sort((a, b) => b.same.length - a.same.length)[0];
  if (!copy || copy.same.length <= own.length * COPIED_SHARE) return null;
  const examples = copy.same.slice(0, EXAMPLES).map(([key, text]) => `«${key}»: "${text}"`);
  const count = copy.same.length === own.length ? `sus ${own.length}` : `${copy.same.length} de sus ${own.length}`;
  return (
    `en src/labels/words/${code}.ts, las palabras de la interfaz en ${languageName(code)}, ${count} textos son los de ${copy.other}.ts, sin traducir ` +
    `(${examples.join(", ")}…): las páginas en ${languageName(code)} los dirían así; tradúcelos, con las mismas marcas {…} (docs/editar-contenido.md, «Añadir un idioma»)`
  );
}

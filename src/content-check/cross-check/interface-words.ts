/**
 * The interface's words in each language of the site (src/labels/words/<language>.ts): the check
 * that each language has its dictionary, with every key of the Spanish one and its marks, and the
 * direction its script runs, and that it is translated: not another language's words left as
 * they were copied. docs/decisions/024-interface-words-per-language.md
 */
import type { Problem } from "../wording/problem.ts";
import { TOKEN } from "../../site/format.ts";
import { languageName } from "../wording/language-names.ts";
import { copiedWords } from "./copied-words.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";

/**
 * Each language's interface words, as the site has them: a language's key is there when its file
 * is (src/labels/words/<language>.ts), with its exports, or null when the file can't be read.
 */
export type Dictionaries = Readonly<Record<string, Record<string, unknown> | null>>;

/** The languages of `languages` that have no dictionary yet. */
export function languagesWithoutWords(languages: readonly string[], words: Dictionaries): Set<string> {
  return new Set(languages.filter((code) => !Object.hasOwn(words, code)));
}

/**
 * Each language of `site.languages` needs the interface's words in it (buttons, menus, the
 * form's messages): a file in src/labels/words/, translated. Without it the pages couldn't be
 * made; with another language's words left in it, they would speak that language. `told`: the
 * languages whose missing file a message already names (a new language's total).
 */
export function languageFiles(
  source: YamlSource,
  site: { site: { languages: readonly string[] } },
  words: Dictionaries,
  told: ReadonlySet<string> = new Set(),
): Problem[] {
  const problems: Problem[] = [];
  const without = languagesWithoutWords(site.site.languages, words);
  const load = (code: string): Record<string, unknown> | null => words[code] ?? null;
  const main = load("es");
  for (const [i, code] of site.site.languages.entries()) {
    const at = { file: source.file, ...locate(source, ["site", "languages", i]) };
    if (without.has(code)) {
      if (told.has(code)) continue;
      problems.push({
        ...at,
        message: `la web no tiene todavía las palabras de la interfaz en ${languageName(code)} (botones, menús, avisos del formulario): hay que añadir el archivo src/labels/words/${code}.ts, copiando en.ts y traduciendo sus textos (docs/editar-contenido.md, «Añadir un idioma»)`,
      });
      continue;
    }
    const dictionary = load(code);
    const gaps = main ? wordGaps(main, dictionary) : [];
    if (gaps.length > 0) {
      const listed = gaps.slice(0, 5).join(", ");
      problems.push({ ...at, message: `en src/labels/words/${code}.ts, las palabras de la interfaz en ${languageName(code)}, ${gaps.length === 1 ? "falta o está mal" : "faltan o están mal"} ${listed}${gaps.length > 5 ? ` y ${gaps.length - 5} más` : ""}: cópialas de es.ts (el español, que las tiene todas) y tradúcelas, con las mismas marcas {…}` });
    }
    const copy = dictionary ? copiedWords(code, dictionary, earlierDictionaries(code, site.site.languages, load)) : null;
    const facts = copy ?? localeProblem(code, dictionary) ?? directionProblem(code, dictionary);
    if (facts) problems.push({ ...at, message: facts });
  }
  return problems;
}

/**
 * The dictionaries the project comes with: Spanish, whose shape every other follows, and English,
 * which the guide says to copy for a new language.
 */
export const ORIGINALS = ["es", "en"];

/**
 * The dictionaries a language's could have been copied from: the originals, and those of the
 * languages before it in `site.languages` (a language is added after the ones it is translated
 * from). An original is only compared with the other: English isn't a copy of the French copied
 * from it, even when French comes first in the list or is left in the folder after it is removed.
 */
function earlierDictionaries(
  code: string,
  languages: readonly string[],
  load: (code: string) => Record<string, unknown> | null,
): Record<string, Record<string, unknown>> {
  const earlier = ORIGINALS.includes(code) ? ORIGINALS : [...ORIGINALS, ...languages.slice(0, languages.indexOf(code))];
  const candidates = [...new Set(earlier)].filter((other) => other !== code);
  const loaded = candidates.map((other) => [other, load(other)] as const);
  return Object.fromEntries(loaded.filter((entry): entry is readonly [string, Record<string, unknown>] => entry[1] !== null));
}

/**
 * A language's words must say its own locale: dates, numbers, prices and plural forms follow it,
 * and a dictionary copied from en.ts for French would keep «en-GB». Null when it is right (or
 * when this machine's Intl can't read it: the type system and the pages' tests look at it too).
 */
export function localeProblem(code: string, words: Record<string, unknown> | null): string | null {
  const locale = (words?.language as { locale?: unknown } | undefined)?.locale;
  if (typeof locale !== "string") return null;
  let written: Intl.Locale;
  let wanted: Intl.Locale;
  try {
    written = new Intl.Locale(locale);
    wanted = new Intl.Locale(code).maximize();
  } catch {
    return null;
  }
  if (written.language === wanted.language) return null;
  const example = wanted.region ? `, como "${wanted.language}-${wanted.region}"` : "";
  return `en src/labels/words/${code}.ts, «language.locale» es "${locale}", que es ${languageName(written.language)}: pon uno del ${languageName(code)}${example}; con él escribe la web las fechas, los números y los precios`;
}

/** Which way a locale's script runs, as this machine's Intl knows it (null if it doesn't). */
function writingDirection(locale: string): "ltr" | "rtl" | null {
  try {
    const info = (new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo;
    return info?.direction === "rtl" ? "rtl" : info?.direction === "ltr" ? "ltr" : null;
  } catch {
    return null;
  }
}

/**
 * A language's words must say which way it is written (the pages' `dir`), and say it right: a
 * dictionary copied from en.ts for Arabic or Hebrew would keep «ltr». Null when it is right.
 */
export function directionProblem(code: string, words: Record<string, unknown> | null): string | null {
  const facts = words?.language as { locale?: unknown; direction?: unknown } | undefined;
  const written = typeof facts?.locale === "string" ? writingDirection(facts.locale) : null;
  if (!written || facts?.direction === written) return null;
  return `en src/labels/words/${code}.ts, «language.direction» tiene que ser "${written}": el ${languageName(code)} se escribe ${written === "rtl" ? "de derecha a izquierda" : "de izquierda a derecha"}, y las páginas se lo dicen al navegador`;
}

/**
 * Where a language's words differ in shape from Spanish's: a key missing, a text empty, a {mark}
 * of the Spanish text missing (the value would not show), a list of another length. Plural forms
 * may differ (each language has its own), but for `other`. The type system says the same to
 * whoever runs `npm run typecheck`; this says it to the owner, at `npm run check`.
 */
function wordGaps(main: unknown, other: unknown, at = ""): string[] {
  const name = at || "(todo)";
  if (typeof main === "string") {
    if (typeof other !== "string" || other.trim() === "") return [`«${name}»`];
    const marks = [...main.matchAll(TOKEN)].map((match) => match[0]);
    return marks.some((mark) => !other.includes(mark)) ? [`«${name}» (le falta ${marks.filter((mark) => !other.includes(mark)).join(" ")})`] : [];
  }
  if (Array.isArray(main)) return Array.isArray(other) && (other.length === main.length || at.endsWith("numberWords")) ? [] : [`«${name}»`];
  if (main && typeof main === "object") {
    if (!other || typeof other !== "object") return [`«${name}»`];
    const forms = Object.keys(main).includes("other") && Object.keys(main).every((key) => ["zero", "one", "two", "few", "many", "other"].includes(key));
    const keys = forms ? ["other"] : Object.keys(main);
    return keys.flatMap((key) => wordGaps((main as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], at ? `${at}.${key}` : key));
  }
  return [];
}

/**
 * The site's languages in the content file: every visitor-facing text is a block with one line per
 * language (`es: …`, `en: …`), the facts (numbers, photos, slugs, phones, coordinates) are written
 * once. Which fields are texts is read from the schema: a field whose `$ref` is one of the
 * `local…` definitions. Here: the check that each such text has every language of
 * `site.languages` and no other, and the site in one language (each text replaced by its version).
 * docs/decisions/023-translations-beside-each-text.md
 */
import { access } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { isMap, isScalar } from "yaml";
import { fieldName, quoteList } from "./hints.ts";
import type { Problem } from "./problem.ts";
import { mapAlongSchema, refName, refTo, WALK_ON, type SchemaNode } from "./schema-walk.ts";
import { locate, type PathSegment, type YamlSource } from "./yaml-source.ts";

/** Each translated text's definition in the schema, and the one-language text it holds per language. */
const LOCAL_DEFINITIONS: Readonly<Record<string, string>> = {
  localText: "text",
  localName: "name",
  localLabel: "label",
  localParagraph: "paragraph",
  localDescription: "metaDescription",
  localHours: "hours",
};

/** Texts that may be empty («""») in every language at once: a place whose hours aren't known. */
const MAY_BE_EMPTY = new Set(["localHours"]);

/** The name of a language, in Spanish, for the owner: «inglés (en)». */
export function languageName(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames("es", { type: "language", fallback: "none" }).of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : `«${code}»`;
}

/** The local definition a schema node is (or refers to), if it is a translated text. */
function localDefinition(node: SchemaNode | undefined): string | undefined {
  const ref = refName(node);
  return ref && ref in LOCAL_DEFINITIONS ? ref : undefined;
}

/** Walks `value` with its schema, calling `onText` at each translated text; returns what `onText` and the walk make of it. */
function walkTexts(schema: SchemaNode, value: unknown, onText: (text: unknown, path: PathSegment[], definition: string) => unknown): unknown {
  return mapAlongSchema(schema, value, (node, item, path) => {
    const definition = localDefinition(node);
    return definition ? onText(item, path, definition) : WALK_ON;
  });
}

/**
 * Every translated text of the file has each language of `site.languages`, not empty, and no
 * other; a missing one is reported where it goes: under the texts the block already has.
 */
export function translationProblems(source: YamlSource, site: { site: { languages: readonly string[] } }, schema: SchemaNode): Problem[] {
  const languages = [...site.site.languages];
  const problems: Problem[] = [];
  const report = (path: PathSegment[], message: string, key?: string): void => {
    problems.push({ file: source.file, ...locate(source, path, key), message });
  };
  // A language added to site.languages leaves every text without it: the first ones are listed, then how many more.
  const missing = new Map<string, number>();
  const missingOne = (code: string): boolean => {
    const count = (missing.get(code) ?? 0) + 1;
    missing.set(code, count);
    return count <= MISSING_LISTED;
  };
  walkTexts(schema, site, (text, path, definition) => {
    if (!text || typeof text !== "object" || Array.isArray(text)) return text;
    const versions = text as Record<string, unknown>;
    const field = `«${fieldName(path)}»`;
    for (const code of Object.keys(versions)) {
      if (!languages.includes(code)) {
        report(path, `${field}: «${code}» no es un idioma de esta web (en «site.languages» están ${quoteList(languages)}); si es una errata, corrígela; si quieres ese idioma, añádelo a «site.languages»`, code);
      }
    }
    const written = (code: string): boolean => typeof versions[code] === "string" && (versions[code] as string).trim() !== "";
    // Hours not known: empty in every language the block has (one missing is still missing).
    const allEmpty = MAY_BE_EMPTY.has(definition) && Object.values(versions).every((version) => version === "");
    const present = languages.filter((code) => code in versions);
    // Where a missing text goes: under the last one the block has, as the owner would add it.
    const node = source.doc.getIn(path, true);
    const lastKey = isMap(node) ? [...node.items].reverse().map((pair) => (isScalar(pair.key) ? String(pair.key.value) : undefined)).find((key) => key !== undefined) : undefined;
    for (const code of languages) {
      if (!(code in versions)) {
        if (!missingOne(code)) continue;
        const other = present[0];
        report(
          path,
          `${field}: falta el texto en ${languageName(code)}; añade debajo una línea «${code}: …» con el texto${other ? ` (el de ${languageName(other)} es «${short(String(versions[other]))}»)` : ""}`,
          lastKey,
        );
      } else if (MAY_BE_EMPTY.has(definition) && !written(code) && !allEmpty) {
        // Any other text left empty is refused by the schema, before this check (schema-problems.ts).
        report([...path, code], `${field}: el texto en ${languageName(code)} está vacío y en otros idiomas no: escríbelo, o deja vacíos («""») todos si no se sabe`);
      }
    }
    return text;
  });
  for (const [code, count] of missing) {
    if (count <= MISSING_LISTED) continue;
    const index = languages.indexOf(code);
    problems.push({
      file: source.file,
      ...locate(source, ["site", "languages", index]),
      message: `y ${count - MISSING_LISTED} textos más sin su versión en ${languageName(code)}: cada texto de la web lleva una línea «${code}: …» debajo de las de los demás idiomas`,
    });
  }
  return problems;
}

/** How many texts missing one language are listed one by one; the rest are counted. */
const MISSING_LISTED = 20;

function short(text: string): string {
  return text.length > 50 ? `${text.slice(0, 49)}…` : text;
}

/** A translated text as the owner's messages name it: in the main language (or the first it has). */
export function mainText(text: unknown, site: { site: { languages: readonly string[] } }): string {
  if (typeof text === "string") return text;
  if (!text || typeof text !== "object") return "";
  const versions = text as Record<string, unknown>;
  return String(versions[site.site.languages[0] ?? ""] ?? Object.values(versions)[0] ?? "");
}

/** The content in one language: each translated text replaced by its version in `language`. */
export function inLanguage(content: unknown, schema: SchemaNode, language: string): unknown {
  return walkTexts(schema, content, (text) => (text && typeof text === "object" && !Array.isArray(text) ? ((text as Record<string, string>)[language] ?? "") : text));
}

/**
 * The schema of the site as one language shows it: each translated text is its one-language text
 * (`localText` is a `text`…). The types the pages use are made from it (site-types.gen.ts).
 */
export function oneLanguageSchema<S extends SchemaNode>(schema: S): S {
  const copy = structuredClone(schema);
  for (const [local, plain] of Object.entries(LOCAL_DEFINITIONS)) {
    const definition = copy.$defs?.[local] as (SchemaNode & { description?: string }) | undefined;
    if (definition) copy.$defs![local] = { $ref: refTo(plain), ...(definition.description ? { description: definition.description } : {}) } as SchemaNode;
  }
  return copy;
}

/** Where each language's interface words are (src/labels/words/<language>.ts). */
export const WORDS_DIR = path.resolve(import.meta.dirname, "../../src/labels/words");

/**
 * Each language of `site.languages` needs the interface's words in it (buttons, menus, the
 * form's messages): a file in src/labels/words/. Without it the pages couldn't be made.
 */
export async function languageFiles(source: YamlSource, site: { site: { languages: readonly string[] } }): Promise<Problem[]> {
  const problems: Problem[] = [];
  const main = await wordsOf("es");
  for (const [i, code] of site.site.languages.entries()) {
    const at = { file: source.file, ...locate(source, ["site", "languages", i]) };
    const file = path.join(WORDS_DIR, `${code}.ts`);
    if (!(await access(file).then(() => true, () => false))) {
      problems.push({
        ...at,
        message: `la web no tiene todavía las palabras de la interfaz en ${languageName(code)} (botones, menús, avisos del formulario): hay que añadir el archivo src/labels/words/${code}.ts, copiando en.ts y traduciendo sus textos (docs/editar-contenido.md, «Añadir un idioma»)`,
      });
      continue;
    }
    const words = await wordsOf(code);
    const gaps = main ? wordGaps(main, words) : [];
    if (gaps.length > 0) {
      const listed = gaps.slice(0, 5).join(", ");
      problems.push({ ...at, message: `en src/labels/words/${code}.ts, las palabras de la interfaz en ${languageName(code)}, ${gaps.length === 1 ? "falta o está mal" : "faltan o están mal"} ${listed}${gaps.length > 5 ? ` y ${gaps.length - 5} más` : ""}: cópialas de es.ts (el español, que las tiene todas) y tradúcelas, con las mismas marcas {…}` });
    }
    const direction = directionProblem(code, words);
    if (direction) problems.push({ ...at, message: direction });
  }
  return problems;
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

/** A language's interface words, loaded through tsx (the dev server's process can't import .ts by itself); null if it can't be read. */
async function wordsOf(code: string): Promise<Record<string, unknown> | null> {
  try {
    return (await tsImport(pathToFileURL(path.join(WORDS_DIR, `${code}.ts`)).href, import.meta.url)) as Record<string, unknown>;
  } catch {
    return null;
  }
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
    const marks = [...main.matchAll(/\{[a-zA-Z]+\}/g)].map((match) => match[0]);
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

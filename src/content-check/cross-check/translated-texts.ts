/**
 * The site's languages in the content file: every visitor-facing text is a block with one line per
 * language (`es: …`, `en: …`), the facts (numbers, photos, slugs, phones, coordinates) are written
 * once. Which fields are texts is read from the schema: a definition built on `translated`
 * (`localText`, `localName`…), whose languages each hold the one-language text its
 * `additionalProperties` names. Here: finding them, walking a value's texts, and the check that
 * each text has every language of `site.languages` and no other.
 * docs/decisions/023-translations-beside-each-text.md
 */
import { isMap, isScalar } from "yaml";
import type { Problem } from "../wording/problem.ts";
import { languageName } from "../wording/language-names.ts";
import { fieldName, quoteList } from "../wording/wording.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";
import { mapAlongSchema, refName, WALK_ON, type SchemaNode } from "../validate/schema-walk.ts";

/** The one base every translated text's definition is built on. */
const TRANSLATED = "translated";

type Definitions = Readonly<Record<string, SchemaNode & { allOf?: SchemaNode[] }>>;

/**
 * Each translated text's definition in the schema, and the one-language text it holds in each
 * language (`localName` → `name`): `allOf: [translated, { additionalProperties: <its text> }]`.
 */
export function translatedDefinitions(schema: SchemaNode): Record<string, string> {
  const definitions = (schema.$defs ?? {}) as Definitions;
  return Object.fromEntries(
    Object.entries(definitions).flatMap(([name, definition]) => {
      const parts = definition.allOf ?? [];
      const own = parts.find((part) => typeof part.additionalProperties === "object")?.additionalProperties;
      const text = typeof own === "object" ? refName(own) : undefined;
      return parts.some((part) => refName(part) === TRANSLATED) && text ? [[name, text]] : [];
    }),
  );
}

/** Does a one-language text have to show something (a `visibleText`, through its `$ref`s), or may it be empty («""»: hours not known)? */
export function mustShow(schema: SchemaNode, text: string): boolean {
  const definition = schema.$defs?.[text];
  const next = refName(definition);
  return text === "visibleText" || (next !== undefined && mustShow(schema, next));
}

/** The translated definition a schema node is (or refers to), if it is a translated text. */
function translatedDefinition(node: SchemaNode | undefined, definitions: Record<string, string>): string | undefined {
  const ref = refName(node);
  return ref && ref in definitions ? ref : undefined;
}

/** Walks `value` with its schema, calling `onText` at each translated text; returns what `onText` and the walk make of it. */
export function walkTexts(schema: SchemaNode, value: unknown, onText: (text: unknown, path: PathSegment[], definition: string) => unknown): unknown {
  const definitions = translatedDefinitions(schema);
  return mapAlongSchema(schema, value, (node, item, path) => {
    const definition = translatedDefinition(node, definitions);
    return definition ? onText(item, path, definition) : WALK_ON;
  });
}

/**
 * Every translated text of the file has each language of `site.languages`, not empty, and no
 * other; a missing one is reported where it goes: under the texts the block already has. A
 * language missing from many texts (one just added to `site.languages`) is one total instead, at
 * the first of them: how many texts it lacks, and its interface words if `withoutWords` has it.
 * `counted`: the languages given a total.
 */
export function translationProblems(
  source: YamlSource,
  site: { site: { languages: readonly string[] } },
  schema: SchemaNode,
  withoutWords: ReadonlySet<string> = new Set(),
): { problems: Problem[]; counted: Set<string> } {
  const languages = [...site.site.languages];
  const problems: Problem[] = [];
  const report = (path: PathSegment[], message: string, key?: string): void => {
    problems.push({ file: source.file, ...locate(source, path, key), message });
  };
  // Each language's missing texts, in file order: listed one by one if few, else counted.
  const missing = new Map<string, { path: PathSegment[]; key: string | undefined; message: string }[]>(languages.map((code) => [code, []]));
  let texts = 0;
  const definitions = translatedDefinitions(schema);
  // Texts that may be empty («""») in every language at once: a place whose hours aren't known.
  const mayBeEmpty = (definition: string): boolean => {
    const oneLanguage = definitions[definition];
    return oneLanguage !== undefined && !mustShow(schema, oneLanguage);
  };
  walkTexts(schema, site, (text, path, definition) => {
    texts++;
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
    const allEmpty = mayBeEmpty(definition) && Object.values(versions).every((version) => version === "");
    const present = languages.filter((code) => code in versions);
    // Where a missing text goes: under the last one the block has, as the owner would add it.
    const node = source.doc.getIn(path, true);
    const lastKey = isMap(node) ? [...node.items].reverse().map((pair) => (isScalar(pair.key) ? String(pair.key.value) : undefined)).find((key) => key !== undefined) : undefined;
    for (const code of languages) {
      if (!(code in versions)) {
        const other = present[0];
        const gaps = missing.get(code) ?? [];
        gaps.push({
          path,
          key: lastKey,
          message: `${field}: falta el texto en ${languageName(code)}; añade debajo una línea «${code}: …» con el texto${other ? ` (el de ${languageName(other)} es «${short(String(versions[other]))}»)` : ""}`,
        });
        missing.set(code, gaps);
      } else if (mayBeEmpty(definition) && !written(code) && !allEmpty) {
        // Any other text left empty is refused by the schema, before this check (schema-problems.ts).
        report([...path, code], `${field}: el texto en ${languageName(code)} está vacío y en otros idiomas no: escríbelo, o deja vacíos («""») todos si no se sabe`);
      }
    }
    return text;
  });
  const counted = new Set<string>();
  for (const [code, gaps] of missing) {
    if (gaps.length <= MISSING_LISTED) {
      for (const gap of gaps) report(gap.path, gap.message, gap.key);
      continue;
    }
    const [first] = gaps;
    if (!first) continue;
    counted.add(code);
    report(first.path, untranslatedLanguage(code, { missing: gaps.length, texts, first: fieldName(first.path), withoutWords: withoutWords.has(code) }), first.key);
  }
  return { problems, counted };
}

/** How many texts missing one language are listed one by one, each at its line; more are one total. */
export const MISSING_LISTED = 10;

/**
 * The total for a language missing from many texts, at the first of them: what is missing (how
 * many texts, the interface words) and where to start. Twenty lines of «falta el texto» and a
 * count, as it was, hid both and read as twenty-two problems to fix.
 */
export function untranslatedLanguage(code: string, gaps: { missing: number; texts: number; first: string; withoutWords: boolean }): string {
  const words = gaps.withoutWords ? " y las palabras de la interfaz (botones, menús, avisos del formulario)" : "";
  const file = gaps.withoutWords ? `; las palabras de la interfaz van en src/labels/words/${code}.ts, una copia de en.ts con sus textos traducidos` : "";
  const count = gaps.missing === gaps.texts ? `los ${gaps.texts}` : `${gaps.missing} de los ${gaps.texts}`;
  return (
    `el ${languageName(code)} está en «site.languages», pero le faltan ${count} textos de la web${words}: ` +
    `empieza por este texto, «${gaps.first}», añadiéndole debajo una línea «${code}: …» con su traducción, y sigue archivo abajo${file} ` +
    `(docs/editar-contenido.md, «Añadir un idioma»)`
  );
}

function short(text: string): string {
  return text.length > 50 ? `${text.slice(0, 49)}…` : text;
}

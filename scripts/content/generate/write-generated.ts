import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { compile } from "json-schema-to-typescript";
import type { ApartmentAvailability } from "../../../src/booking/availability.ts";
import type { Site as ContentSite } from "../../../src/generated/content-types.gen.ts";
import type { PhotoManifest } from "../../photos/variants.ts";
import { WORD_PARTS } from "../../../src/labels/word-parts.ts";
import { countWordsOf, WORDS_DIR } from "../dictionaries.ts";
import { oneLanguageSchema } from "./one-language.ts";
import { publishedCalendars, publishedSites } from "../../../src/site/from-content/published-site.ts";
import { SCHEMA_PATH } from "../validator.ts";
import { writeFilesAtomically } from "../../shared/write-atomically.ts";
import { wordGroupsByKind } from "./word-groups.ts";
import { editorConfigFrom, editorConfigModule } from "./editor-config.ts";
import { shapesOf, type SchemaNode } from "../../../src/content-check/validate/schema-walk.ts";

export const GENERATED_DIR = path.resolve(import.meta.dirname, "../../../src/generated");

const BANNER = "// generated from site.yaml by `npm run generate` — do not edit: change site.yaml and regenerate.\n";

async function readSchema(): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(SCHEMA_PATH, "utf8")) as Record<string, unknown>;
}

const compileOptions = { bannerComment: "", additionalProperties: false, unreachableDefinitions: true, format: true } as const;

/** The site as a page shows it, in one language: each text a string (from the schema, translated texts made one-language). */
async function typesModule(schema: Record<string, unknown>): Promise<string> {
  return BANNER + (await compile(oneLanguageSchema(schema) as Parameters<typeof compile>[0], "Site", compileOptions));
}

/** The content as site.yaml holds it: each visitor-facing text with one version per language. */
async function contentTypesModule(schema: Record<string, unknown>): Promise<string> {
  return BANNER + (await compile(schema as Parameters<typeof compile>[0], "Site", compileOptions));
}

/**
 * The site's data in each of its languages, without what it must not publish
 * (src/site/from-content/published-site.ts).
 */
async function dataModule(content: ContentSite, schema: Record<string, unknown>): Promise<string> {
  const { languages } = content.site;
  const counting = Object.fromEntries(await Promise.all(languages.map(async (language) => [language, await countWordsOf(language)] as const)));
  const { sites, hiddenApartments } = publishedSites(content, schema as SchemaNode, counting);
  return `${BANNER}import type { Language } from "./languages.gen.ts";
import type { Site } from "./site-types.gen.ts";

/** The site in each of its languages: every text in that language, the facts the same in all. */
export const sites: Record<Language, Site> = ${JSON.stringify(sites, null, 2)};

/** An apartment taken off the site for a while («hidden: true»): its name, and its page's address in a language, which says it isn't available for now. */
export type HiddenApartment = { slug: string; name: string; path: string };

/** The apartments taken off the site, in each language: nothing else of theirs is published. */
export const hiddenApartments: Record<Language, HiddenApartment[]> = ${JSON.stringify(hiddenApartments, null, 2)};
`;
}

const wordsId = (language: string): string => `words_${language}`;
const wordsImports = (languages: readonly string[]): string => languages.map((language) => `import * as ${wordsId(language)} from "../labels/words/${language}.ts";`).join("\n");

/**
 * The site's languages (site.languages, the main one first), and each one's dictionary. Importing
 * each language's file here is what makes a language without one fail.
 */
function languagesModule(languages: readonly string[]): string {
  return `${BANNER}import type { Words } from "../labels/dictionary.ts";
${wordsImports(languages)}

/** The site's languages, the main one first (its pages keep their addresses; the others live under /<language>/). */
export const LANGUAGES = ${JSON.stringify(languages)} as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = ${JSON.stringify(languages[0])};

/** Each language's dictionary, held to the Spanish one's shape. */
export const dictionaries = { ${languages.map((language) => `${language}: ${wordsId(language)}`).join(", ")} } satisfies Record<Language, Words>;
`;
}

/**
 * The interface's words in every language of the site: one export per part of the dictionary
 * (WORD_PARTS names them), so that each part travels only with the code that uses it. Reached
 * through src/labels/words.ts, which passes on all of them.
 */
function wordsModule(languages: readonly string[]): string {
  const parts = Object.entries(WORD_PARTS)
    .map(([part, name]) => `export const ${name}: Record<Language, Words[${JSON.stringify(part)}]> = { ${languages.map((language) => `${language}: ${wordsId(language)}.${part}`).join(", ")} };`)
    .join("\n");
  return `${BANNER}import type { Words } from "../labels/dictionary.ts";
import type { Language } from "./languages.gen.ts";
${wordsImports(languages)}

${parts}
`;
}

function availabilityModule({ availability, calendarApartments }: ReturnType<typeof publishedCalendars>): string {
  return `${BANNER}import type { ApartmentAvailability } from "../booking/availability.ts";

/** Booked nights per apartment, from the last \`npm run availability\` (none for an apartment without a calendar, or whose data is missing or damaged). */
export const availability: Record<string, ApartmentAvailability> = ${JSON.stringify(availability)};

/** The apartments with a calendar in site.yaml, data or not (the rest of their setup is not published). */
export const calendarApartments: string[] = ${JSON.stringify(calendarApartments)};\n`;
}

function photosModule(manifest: PhotoManifest): string {
  return `${BANNER}/** A photo as served: its size, the colour shown while it loads, its responsive WebP variants and, where needed, a JPEG to share. */
export type PhotoInfo = {
  width: number;
  height: number;
  color: string;
  variants: { width: number; url: string }[];
  /** A JPEG for link previews (Open Graph), on the photos a page shows when shared. */
  share?: { url: string; width: number; height: number };
};

export const photos: Record<string, PhotoInfo> = ${JSON.stringify(
    Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)).map(([file, { hash: _hash, source: _source, ...info }]) => [file, info])),
    null,
    1,
  )};\n`;
}

/** The pages the site makes itself, besides those of site.yaml: each language's not-found page, a hidden apartment's address, the owner's editor. */
const SITE_KINDS = ["not-found", "hidden-apartment", "editor"];

/**
 * The groups of the shell's words (its parts that are blocks of their own: `gallery`, `booking`…)
 * each kind of page carries in its data: those its components read, found in the code
 * (word-groups.ts), so that no table is kept by hand.
 */
async function wordGroupsModule(schema: Record<string, unknown>): Promise<string> {
  const { shell } = (await tsImport(pathToFileURL(path.join(WORDS_DIR, "es.ts")).href, import.meta.url)) as { shell: Record<string, unknown> };
  const groups = Object.keys(shell).filter((key) => shell[key] !== null && typeof shell[key] === "object" && !Array.isArray(shell[key]));
  const kinds = shapesOf(schema as SchemaNode, (schema as SchemaNode).$defs?.sitePage).map((shape) => shape.tag).concat(SITE_KINDS);
  return `${BANNER}import type { SitePage } from "./site-types.gen.ts";

/** The shell's words that are blocks of their own: a page carries those its kind draws (WORD_GROUPS), and no other. */
export const GROUPED = ${JSON.stringify(groups)} as const;

/** The groups each kind of page draws: its components' and the shell's, read from the code by \`npm run generate\`. */
export const WORD_GROUPS: Record<SitePage["kind"] | ${SITE_KINDS.map((kind) => JSON.stringify(kind)).join(" | ")}, readonly (typeof GROUPED)[number][]> = ${JSON.stringify(wordGroupsByKind(kinds, groups), null, 2)};
`;
}

/**
 * Writes src/generated/*.gen.ts, all or none (writeFilesAtomically), and returns the files it
 * changed. A file whose content is unchanged is not written, so the dev server's watcher sleeps on.
 */
export async function writeGenerated(content: ContentSite, manifest: PhotoManifest, availability: Record<string, ApartmentAvailability> = {}, dir = GENERATED_DIR): Promise<string[]> {
  const schema = await readSchema();
  const files: Record<string, string> = {
    "content-types.gen.ts": await contentTypesModule(schema),
    "site-types.gen.ts": await typesModule(schema),
    "languages.gen.ts": languagesModule(content.site.languages),
    "words.gen.ts": wordsModule(content.site.languages),
    "site.gen.ts": await dataModule(content, schema),
    "photos.gen.ts": photosModule(manifest),
    "availability.gen.ts": availabilityModule(publishedCalendars(content, availability)),
    "word-groups.gen.ts": await wordGroupsModule(schema),
    "editor-config.gen.ts": editorConfigModule(editorConfigFrom(process.env), BANNER),
  };
  const changed: [string, string][] = [];
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(dir, name);
    if ((await readFile(target, "utf8").catch(() => undefined)) !== content) changed.push([target, content]);
  }
  await writeFilesAtomically(changed);
  return changed.map(([target]) => target);
}

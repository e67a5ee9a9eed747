import path from "node:path";
import type { Site } from "../../src/generated/content-types.gen.ts";
import { commentInTextProblems, strayQuoteProblems } from "./messages/comment-slips.ts";
import { curlyQuoteProblems } from "./messages/word-processor-slips.ts";
import { calendarSetupWarnings, type CalendarSetup } from "./check/calendar-setup.ts";
import { crossCheckProblems } from "./check/cross-checks.ts";
import { fieldName } from "./messages/wording.ts";
import { cleaningFeeWarnings } from "./check/cleaning-fee.ts";
import { figureWarnings } from "./check/figure-facts.ts";
import { guestVoiceWarnings } from "./check/guest-voice.ts";
import { commentedApartmentWarnings, hiddenApartmentWarnings } from "./check/hidden-apartments.ts";
import { ownerValues } from "./check/owner-values.ts";
import { lookAlikeNameWarnings } from "./check/look-alike-names.ts";
import { priceWarnings } from "./check/prices.ts";
import { escapedCharacterProblems, rawCharacterProblems } from "./read/forbidden-characters.ts";
import { photoProblems, PHOTOS_DIR } from "./check/photo-files.ts";
import { sortProblems, type Problem } from "./problem.ts";
import { readContentFile } from "./read/read-content-file.ts";
import { schemaProblems } from "./messages/schema-problems.ts";
import { languageFiles, languagesWithoutWords, WORDS_DIR } from "./check/interface-words.ts";
import { translationProblems } from "./check/translated-texts.ts";
import { siteValidator } from "./check/validator.ts";
import { locate, parseYamlSource, toData, writtenAt } from "./read/yaml-source.ts";

export const SITE_FILE = path.resolve(import.meta.dirname, "../../site.yaml");

/**
 * A correct file's site, with its warnings: what is worth a look but publishes as it is (a text
 * that speaks to the guests as «vosotros»). A wrong file's problems only: its warnings wait until
 * it is correct.
 */
export type LoadResult = { ok: true; site: Site; problems: []; warnings: Problem[] } | { ok: false; problems: Problem[] };

export type LoadOptions = {
  /** How the file is named in messages (default: relative to the current folder). */
  displayName?: string;
  photosDir?: string;
  /** Where the interface words' dictionaries are (default src/labels/words). */
  wordsDir?: string;
  /** Decode every photo whole, to find one cut short or damaged (the default); false reads sizes from headers only. */
  decodePhotos?: boolean;
  /** Where to look for whether each calendar will be read (the .env file, published availability): warnings only. Left out, none of it is read. */
  calendarSetup?: CalendarSetup;
  /** The moment the dates are checked against (a review's stay is not after today): now, unless a test says. */
  now?: Date;
};

/**
 * Reads, parses, validates and cross-checks a content file. Every problem is
 * returned at once, located; nothing is thrown at the owner.
 */
export async function loadSite(file = SITE_FILE, options: LoadOptions = {}): Promise<LoadResult> {
  const name = options.displayName ?? (path.relative(process.cwd(), file) || file);
  const read = await readContentFile(file, name);
  if ("problem" in read) return { ok: false, problems: [read.problem] };
  const characters = rawCharacterProblems(name, read.text);
  if (characters.length > 0) return { ok: false, problems: characters };
  const parsed = parseYamlSource(name, read.text);
  if (!parsed.source) return { ok: false, problems: parsed.problems };
  const escaped = [...escapedCharacterProblems(parsed.source), ...commentInTextProblems(parsed.source), ...strayQuoteProblems(parsed.source), ...curlyQuoteProblems(parsed.source)];
  if (escaped.length > 0) return { ok: false, problems: sortProblems(escaped) };
  const { data, problems: dataProblems } = toData(parsed.source);
  if (dataProblems.length > 0) return { ok: false, problems: dataProblems };
  const photos = await photoProblems(parsed.source, (data ?? {}) as Partial<Site>, options.photosDir ?? PHOTOS_DIR, options.decodePhotos ?? true);
  const schema = await schemaProblems(parsed.source, data);
  // The cross-checks read the file's structure, so they wait until it matches the schema.
  if (schema.length > 0) return { ok: false, problems: sortProblems([...schema, ...photos]) };
  const { schema: schemaJson } = await siteValidator();
  const { site, problems: valueProblems } = ownerValues(data as Site, schemaJson, (path) => writtenAt(parsed.source!, path));
  const wordsDir = options.wordsDir ?? WORDS_DIR;
  // A language without its dictionary and without most of its texts is one total, that names both.
  const translations = translationProblems(parsed.source, site, schemaJson, await languagesWithoutWords(site.site.languages, wordsDir));
  const problems = [
    ...valueProblems.map(({ path, message }) => ({ file: name, ...locate(parsed.source!, path), message: `«${fieldName(path)}»: ${message}` })),
    ...translations.problems,
    ...(await languageFiles(parsed.source, site, { dir: wordsDir, told: translations.counted })),
    ...crossCheckProblems(parsed.source, site, options.now),
    ...photos,
  ];
  if (problems.length > 0) return { ok: false, problems: sortProblems(problems) };
  // An apartment commented out the old way: its warning says the figures still count it, once.
  const commentedOut = commentedApartmentWarnings(parsed.source, site);
  const calendars = options.calendarSetup ? await calendarSetupWarnings(parsed.source, site, options.calendarSetup) : [];
  return {
    ok: true,
    site,
    problems: [],
    warnings: sortProblems([
      ...guestVoiceWarnings(parsed.source, site, schemaJson),
      ...cleaningFeeWarnings(parsed.source, site),
      ...priceWarnings(parsed.source, site),
      ...lookAlikeNameWarnings(parsed.source, site),
      ...(commentedOut.length ? [] : figureWarnings(parsed.source, site)),
      ...hiddenApartmentWarnings(parsed.source, site, schemaJson),
      ...commentedOut,
      ...calendars,
    ]),
  };
}

/** After a passing check's warnings: that they stop nothing. */
export function warningsSummary(warnings: readonly Problem[]): string {
  const n = warnings.length;
  return `${n} ${n === 1 ? "aviso" : "avisos"}: la web se publica igual, pero conviene corregir${n === 1 ? "lo" : "los"} (docs/editar-contenido.md, «Los avisos»).`;
}

/** One line for a passing check: what the file holds. */
export function summary(site: Site): string {
  const places = site.placeCategories.reduce((total, category) => total + category.places.length, 0);
  const photos = new Set([
    ...site.apartments.flatMap((apartment) => apartment.photos.map((photo) => photo.file)),
    ...site.gallery.sections.flatMap((section) => section.photos.map((photo) => photo.file)),
    ...site.about.images.map((image) => image.file),
  ]).size;
  const hidden = site.apartments.filter((apartment) => apartment.hidden).map((apartment) => apartment.name);
  const away = hidden.length === 0 ? "" : ` (${hidden.length === 1 ? "1 fuera" : `${hidden.length} fuera`} de la web por un tiempo: ${hidden.join(", ")})`;
  return `contenido correcto: ${site.apartments.length} apartamentos${away}, ${places} sitios cercanos, ${photos} fotos, ${site.routes.length} páginas en ${site.site.languages.length === 1 ? "1 idioma" : `${site.site.languages.length} idiomas (${site.site.languages.join(", ")})`}, ${site.redirects.length} redirecciones`;
}

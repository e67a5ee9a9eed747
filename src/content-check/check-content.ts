/**
 * The content check's one core: site.yaml's text read with positions, validated against the schema,
 * cross-checked, every problem explained in Spanish at its line and column. It imports nothing of
 * Node's and reads no file: what it must know of the photos, the interface's words and the calendars
 * comes as facts, gathered by the shell that runs it — `npm run check`, the dev server and the build
 * (scripts/content/load-site.ts), or the owner's editor in the browser. So a mistake reads the same
 * wherever it is made. docs/decisions/052-one-content-core.md
 */
import type { Site } from "../generated/content-types.gen.ts";
import { calendarSetupWarnings, type CalendarFacts } from "./cross-check/calendar-setup.ts";
import { cleaningFeeWarnings } from "./cross-check/cleaning-fee.ts";
import { crossCheckProblems } from "./cross-check/cross-checks.ts";
import { figureWarnings } from "./cross-check/figure-facts.ts";
import { guestVoiceWarnings } from "./cross-check/guest-voice.ts";
import { commentedApartmentWarnings, hiddenApartmentWarnings } from "./cross-check/hidden-apartments.ts";
import { languageFiles, languagesWithoutWords, type Dictionaries } from "./cross-check/interface-words.ts";
import { lookAlikeNameWarnings } from "./cross-check/look-alike-names.ts";
import { photoProblems } from "./cross-check/photo-files.ts";
import type { PhotoFolder } from "./cross-check/photo-entries.ts";
import { translationProblems } from "./cross-check/translated-texts.ts";
import { commentInTextProblems, strayQuoteProblems } from "./read/comment-slips.ts";
import { contentText } from "./read/content-bytes.ts";
import { escapedCharacterProblems, rawCharacterProblems } from "./read/forbidden-characters.ts";
import { curlyQuoteProblems } from "./read/word-processor-slips.ts";
import { locate, parseYamlSource, toData, writtenAt } from "./read/yaml-source.ts";
import type { YamlSource } from "./read/parsed-source.ts";
import { ownerValues } from "./validate/owner-values.ts";
import { priceWarnings } from "./validate/prices.ts";
import { schemaProblems, type SiteValidator } from "./validate/schema-problems.ts";
import { sortProblems, type Problem } from "./wording/problem.ts";
import { fieldName } from "./wording/wording.ts";

/** What the check must know besides the text, gathered by whoever runs it. */
export type ContentFacts = {
  validator: SiteValidator;
  /** The interface's words of each language that has them. */
  words: Dictionaries;
  /** The photos folder: its entries, and what was measured of the photos the text names. */
  photos: PhotoFolder;
  /** Whether each calendar will be read (warnings only); left out, nothing is said of them. */
  calendars?: CalendarFacts;
  /** The moment the dates are checked against (a review's stay is not after today): now, unless a test says. */
  now?: Date;
};

/**
 * A correct file's site, with its warnings: what is worth a look but publishes as it is (a text
 * that speaks to the guests as «vosotros»). A wrong file's problems only: its warnings wait until
 * it is correct.
 */
export type CheckResult = { ok: true; site: Site; problems: []; warnings: Problem[] } | { ok: false; problems: Problem[] };

/** The text read as YAML with every node's position, and its data; or why it can't be read. */
export type ReadContent = { ok: true; source: YamlSource; data: unknown } | { ok: false; problems: Problem[] };

/**
 * The first stage: the text read and parsed with positions. A character that can't be in it, a
 * slip of syntax, a comment inside a text, a word processor's quotes: each is located and said.
 */
export function readContent(name: string, text: string): ReadContent {
  // A text pasted in the browser is bounded as a file is.
  const sized = contentText(new TextEncoder().encode(text), name);
  if ("problem" in sized) return { ok: false, problems: [sized.problem] };
  const characters = rawCharacterProblems(name, sized.text);
  if (characters.length > 0) return { ok: false, problems: characters };
  const parsed = parseYamlSource(name, sized.text);
  if (!parsed.source) return { ok: false, problems: parsed.problems };
  const source = parsed.source;
  const slips = [...escapedCharacterProblems(source), ...commentInTextProblems(source), ...strayQuoteProblems(source), ...curlyQuoteProblems(source)];
  if (slips.length > 0) return { ok: false, problems: sortProblems(slips) };
  const { data, problems } = toData(source);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, source, data };
}

/** The stages after reading: the schema, the owner's values, the cross-checks; then, if all passes, the warnings. */
export function checkRead({ source, data }: Extract<ReadContent, { ok: true }>, facts: ContentFacts): CheckResult {
  const photos = photoProblems(source, (data ?? {}) as Partial<Site>, facts.photos);
  const schema = schemaProblems(source, data, facts.validator);
  // The cross-checks read the file's structure, so they wait until it matches the schema.
  if (schema.length > 0) return { ok: false, problems: sortProblems([...schema, ...photos]) };
  const schemaJson = facts.validator.schema;
  const { site, problems: valueProblems } = ownerValues(data as Site, schemaJson, (path) => writtenAt(source, path));
  // A language without its dictionary and without most of its texts is one total, that names both.
  const translations = translationProblems(source, site, schemaJson, languagesWithoutWords(site.site.languages, facts.words));
  const problems = [
    ...valueProblems.map(({ path, message }) => ({ file: source.file, ...locate(source, path), message: `«${fieldName(path)}»: ${message}` })),
    ...translations.problems,
    ...languageFiles(source, site, facts.words, translations.counted),
    ...crossCheckProblems(source, site, facts.now),
    ...photos,
  ];
  if (problems.length > 0) return { ok: false, problems: sortProblems(problems) };
  // An apartment commented out the old way: its warning says the figures still count it, once.
  const commentedOut = commentedApartmentWarnings(source, site);
  return {
    ok: true,
    site,
    problems: [],
    warnings: sortProblems([
      ...guestVoiceWarnings(source, site, schemaJson),
      ...cleaningFeeWarnings(source, site),
      ...priceWarnings(source, site),
      ...lookAlikeNameWarnings(source, site),
      ...(commentedOut.length ? [] : figureWarnings(source, site)),
      ...hiddenApartmentWarnings(source, site, schemaJson),
      ...commentedOut,
      ...(facts.calendars ? calendarSetupWarnings(source, site, facts.calendars) : []),
    ]),
  };
}

/** The whole check of `text` (named `name` in its messages), with the facts it needs. */
export function checkContent(name: string, text: string, facts: ContentFacts): CheckResult {
  const read = readContent(name, text);
  return read.ok ? checkRead(read, facts) : read;
}

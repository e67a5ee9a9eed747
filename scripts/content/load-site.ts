/**
 * The content check as the terminal, the dev server and the build run it: the shell around the one
 * core (src/content-check/check-content.ts) that reads site.yaml, the photos folder, the interface's
 * dictionaries and this computer's calendar setup, and hands them to it as facts.
 */
import path from "node:path";
import { checkRead, readContent, type CheckResult, type ContentFacts } from "../../src/content-check/check-content.ts";
import type { Site } from "../../src/generated/content-types.gen.ts";
import { calendarFacts, type CalendarSetup } from "./calendar-facts.ts";
import { readDictionaries, WORDS_DIR } from "./dictionaries.ts";
import { photoFacts, PHOTOS_DIR } from "./photo-folder.ts";
import { readContentFile } from "./read-content-file.ts";
import { siteValidator } from "./validator.ts";

export const SITE_FILE = path.resolve(import.meta.dirname, "../../site.yaml");

export type LoadResult = CheckResult;

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
  return (await loadSiteWithFacts(file, options)).result;
}

/** loadSite's answer, with the text it read and the facts it gathered for the core (when it got that far). */
export async function loadSiteWithFacts(file = SITE_FILE, options: LoadOptions = {}): Promise<{ result: LoadResult; name: string; text?: string; facts?: ContentFacts }> {
  const name = options.displayName ?? (path.relative(process.cwd(), file) || file);
  const bytes = await readContentFile(file, name);
  if ("problem" in bytes) return { result: { ok: false, problems: [bytes.problem] }, name };
  const read = readContent(name, bytes.text);
  if (!read.ok) return { result: read, name, text: bytes.text };
  const data = (read.data ?? {}) as Partial<Site>;
  const languages = Array.isArray(data.site?.languages) ? data.site.languages.filter((code): code is string => typeof code === "string") : [];
  const setup = options.calendarSetup;
  const [validator, words, photos, calendars] = await Promise.all([
    siteValidator(),
    readDictionaries(languages, options.wordsDir ?? WORDS_DIR),
    photoFacts(options.photosDir ?? PHOTOS_DIR, data, options.decodePhotos ?? true),
    // Said of a correct file only: one whose apartments can't be read yet has none to say.
    setup ? calendarFacts(data as Site, setup).catch(() => undefined) : undefined,
  ]);
  const facts: ContentFacts = { validator, words, photos, calendars, now: options.now };
  return { result: checkRead(read, facts), name, text: bytes.text, facts };
}

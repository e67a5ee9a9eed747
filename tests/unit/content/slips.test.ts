/**
 * The owner's usual slips (slip-cases.ts): each gets one message, naming its cause and the
 * fix, at the line to change; the guide shows the same messages; and in a correct file no rule
 * sees a slip, so an explanation never stands in for a different mistake.
 */
import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApartmentAvailability } from "../../../src/booking/availability.ts";
import { EXAMPLE_FILE } from "../../../scripts/availability/example-addresses.ts";
import type { CalendarSetup } from "../../../scripts/content/calendar-facts.ts";
import { slipsInEveryLine } from "../../../src/content-check/read/syntax-slips.ts";
import { unusualSite } from "../build/unusual-site.ts";
import { GUIDE, wording } from "../support/owner-guide.ts";
import { contentChecker, makeWordsDir } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";
import { SLIPS } from "./slip-cases.ts";

const site = SiteText.real();

const { check, photosDir } = contentChecker("slips", { inBrowser: true });

const located = (problems: readonly { line: number; col: number; message: string }[]): string[] => problems.map((problem) => `${problem.line}:${problem.col}: ${problem.message}`);

async function problemsOf(name: string, text: string): Promise<string[]> {
  return located((await check(name, text)).problems);
}

let outside: string;
beforeAll(async () => {
  outside = await mkdtemp(path.join(os.tmpdir(), "slips-outside-"));
});
afterAll(() => rm(outside, { recursive: true, force: true }));

/**
 * What is outside site.yaml, as the check reads it on the owner's computer: the case's .env (none
 * when it brings none), what `npm run availability` published (nothing unless it says), the real
 * .env.example, and no variable of this machine's environment.
 */
async function calendarSetup(name: string, env?: string, published: Record<string, ApartmentAvailability> = {}): Promise<CalendarSetup> {
  const dir = path.join(outside, name);
  await mkdir(path.join(dir, "availability"), { recursive: true });
  if (env !== undefined) await writeFile(path.join(dir, ".env"), env);
  for (const [slug, data] of Object.entries(published)) await writeFile(path.join(dir, "availability", `${slug}.json`), JSON.stringify(data));
  return { envFile: path.join(dir, ".env"), env: {}, exampleFile: EXAMPLE_FILE, availabilityDir: path.join(dir, "availability") };
}

/** What the check says of a file: its problems, and a correct file's warnings. */
async function messagesOf(
  name: string,
  text: string,
  outsideFiles: { env?: string; published?: Record<string, ApartmentAvailability>; dictionaries?: Record<string, string>; now?: Date } = {},
): Promise<{ problems: string[]; warnings: string[] }> {
  // A slip in the interface words is checked with its files in a copy of their folder.
  const words = outsideFiles.dictionaries ? await makeWordsDir(outsideFiles.dictionaries) : undefined;
  try {
    const result = await check(name, text, {
      calendarSetup: await calendarSetup(name, outsideFiles.env, outsideFiles.published),
      ...(words ? { wordsDir: words.dir } : {}),
      ...(outsideFiles.now ? { now: outsideFiles.now } : {}),
    });
    return { problems: located(result.problems), warnings: result.ok ? located(result.warnings) : [] };
  } finally {
    await words?.cleanup();
  }
}

describe("a slip of the owner", () => {
  it.each(Object.keys(SLIPS))("%s: one message, with its cause and fix, at the line to change", async (name) => {
    const { text, problems, warnings = [], env, published, dictionaries, now } = SLIPS[name]!.make(site);
    // The slip is in site.yaml, or in what the check reads beside it.
    expect(text !== site.text || env !== undefined || published !== undefined).toBe(true);
    expect([...problems, ...warnings]).toHaveLength(1);
    expect(await messagesOf(name, text, { env, published, dictionaries, now })).toEqual({ problems, warnings });
  });

  it("never hears advice to delete or rename something", () => {
    for (const { make } of Object.values(SLIPS)) {
      const { problems, warnings = [] } = make(site);
      for (const problem of [...problems, ...warnings]) expect(problem).not.toMatch(/\bb[oó]rra|cambia su nombre|renombra/i);
    }
  });

  it("is in the guide, with the message the check prints", () => {
    const guide = wording(GUIDE);
    const missing = Object.entries(SLIPS).flatMap(([name, { make }]) =>
      [...make(site).problems, ...(make(site).warnings ?? [])]
        .map((problem) => wording(problem.slice(problem.indexOf(": ") + 2)))
        .filter((message) => !guide.includes(message))
        .map((message) => `${name}: ${message}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("the slip rules on correct files", () => {
  it("see nothing in site.yaml", () => {
    expect(slipsInEveryLine(site.text)).toEqual([]);
  });

  it("see nothing in a file with the longest, deepest and most unusual content", () => {
    expect(slipsInEveryLine(unusualSite(site.text).text)).toEqual([]);
  });
});

describe("a photo whose extension has other capitals on disk", () => {
  it("is found: «05.jpg» in site.yaml is the camera's «05.JPG»", async () => {
    const file = site.get<string>(["apartments", 0, "photos", 4, "file"]);
    const upper = file.replace(/\.jpg$/, ".JPG");
    await rename(path.join(photosDir(), file), path.join(photosDir(), upper));
    try {
      expect(await problemsOf("upper-extension", site.text)).toEqual([]);
    } finally {
      await rename(path.join(photosDir(), upper), path.join(photosDir(), file));
    }
  });

  it("is found the other way round: «05.JPG» in site.yaml is «05.jpg» on disk", async () => {
    const path = ["apartments", 0, "photos", 4, "file"];
    const edit = site.replaceValue(path, site.get<string>(path).replace(/\.jpg$/, ".JPG"));
    expect(await problemsOf("upper-in-yaml", edit.site.text)).toEqual([]);
  });
});

describe("a photo whose name has an accent, stored one way on disk and the other in site.yaml", () => {
  // «á» as one character (NFC: a phone, Windows) or as «a» and an accent after it (NFD: macOS's
  // file names): they look the same everywhere, and are the same name.
  const composed = "edificio/Fábrica de harinas/Salón.jpg";
  const decomposed = composed.normalize("NFD");
  const photoPath = ["apartments", 0, "photos", 4, "file"];

  /** The check of site.yaml naming the photo as `written`, with the photo on disk as `stored`. */
  async function checked(label: string, written: string, stored: string): Promise<string[]> {
    expect(written).not.toBe(stored);
    const file = path.join(photosDir(), stored);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(path.join(photosDir(), ".stand-in.jpg"), file);
    try {
      return await problemsOf(label, site.replaceValue(photoPath, JSON.stringify(written)).site.text);
    } finally {
      await rm(path.join(photosDir(), "edificio", stored.split("/")[1]!), { recursive: true, force: true });
    }
  }

  it("is found: written as typed, stored as macOS stores it", async () => {
    expect(await checked("accent-composed-in-yaml", composed, decomposed)).toEqual([]);
  });

  it("is found the other way round", async () => {
    expect(await checked("accent-decomposed-in-yaml", decomposed, composed)).toEqual([]);
  });
});

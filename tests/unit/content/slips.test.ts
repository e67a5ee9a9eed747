/**
 * The owner's usual slips (slip-cases.ts): each gets one message, naming its cause and the
 * fix, at the line to change; the guide shows the same messages; and in a correct file no rule
 * sees a slip, so an explanation never stands in for a different mistake.
 */
import { readFileSync } from "node:fs";
import { rename } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { slipsInEveryLine } from "../../../scripts/content/messages/syntax-slips.ts";
import { unusualSite } from "../build/unusual-site.ts";
import { contentChecker, makeWordsDir, ROOT } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";
import { SLIPS } from "./slip-cases.ts";

const site = SiteText.real();
const GUIDE = readFileSync(path.join(ROOT, "docs/editar-contenido.md"), "utf8");

const { check, photosDir } = contentChecker("slips");

const located = (problems: readonly { line: number; col: number; message: string }[]): string[] => problems.map((problem) => `${problem.line}:${problem.col}: ${problem.message}`);

async function problemsOf(name: string, text: string): Promise<string[]> {
  return located((await check(name, text)).problems);
}

/** What the check says of a file: its problems, and a correct file's warnings. */
async function messagesOf(name: string, text: string, dictionaries?: Record<string, string>): Promise<{ problems: string[]; warnings: string[] }> {
  // A slip in the interface words is checked with its files in a copy of their folder.
  const words = dictionaries ? await makeWordsDir(dictionaries) : undefined;
  try {
    const result = await check(name, text, words ? { wordsDir: words.dir } : {});
    return { problems: located(result.problems), warnings: result.ok ? located(result.warnings) : [] };
  } finally {
    await words?.cleanup();
  }
}

/** What varies with the owner's content (quoted names and lines, numbers) set aside: the wording. */
function wording(message: string): string {
  return message
    .replace(/«[^«»]*(«[^«»]*»[^«»]*)*»/g, "«…»")
    .replace(/\d+/g, "N")
    .replace(/\s+/g, " ");
}

describe("a slip of the owner", () => {
  it.each(Object.keys(SLIPS))("%s: one message, with its cause and fix, at the line to change", async (name) => {
    const { text, problems, warnings = [], dictionaries } = SLIPS[name]!.make(site);
    expect(text).not.toBe(site.text);
    expect([...problems, ...warnings]).toHaveLength(1);
    expect(await messagesOf(name, text, dictionaries)).toEqual({ problems, warnings });
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

/**
 * `npm run generate` writes src/generated only when the check passes, and
 * writes it atomically: a wrong site.yaml leaves the last good version byte for
 * byte, and a reader never sees half a file.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { link, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateAll } from "../../../scripts/content/generate/generate-all.ts";
import { loadSite } from "../../../scripts/content/load-site.ts";
import { fillCountTokens } from "../../../src/content-check/cross-check/count-tokens.ts";
import { countWordsOf } from "../../../scripts/content/dictionaries.ts";
import { SCHEMA_PATH } from "../../../scripts/content/validator.ts";
import { inLanguage } from "../../../src/site/from-content/one-language.ts";
import { GENERATED_DIR, writeGenerated } from "../../../scripts/content/generate/write-generated.ts";
import type { PhotoManifest } from "../../../scripts/photos/variants.ts";
import { WORD_PARTS } from "../../../src/labels/word-parts.ts";
import type { Site as Content } from "../../../src/generated/content-types.gen.ts";
import type { Site } from "../../../src/generated/site-types.gen.ts";
import { makeContentDir, ROOT } from "./helpers.ts";
import { MISTAKES } from "./mistake-cases.ts";
import { SiteText } from "./site-edits.ts";

type Snapshot = Map<string, { bytes: Buffer; mtimeMs: number; ino: number }>;

/** What `npm run generate` writes: the content's types as written and in one language, the languages and their words, the data, the photos, the booked nights, the editor's settings. */
const MODULES = ["availability.gen.ts", "content-types.gen.ts", "editor-config.gen.ts", "languages.gen.ts", "photos.gen.ts", "site-types.gen.ts", "site.gen.ts", "word-groups.gen.ts", "words.gen.ts"];
const DATA_START = "export const sites: Record<Language, Site> = ";

async function snapshot(dir: string): Promise<Snapshot> {
  const files: Snapshot = new Map();
  if (!existsSync(dir)) return files;
  for (const name of (await readdir(dir)).sort()) {
    const file = path.join(dir, name);
    const info = await stat(file);
    if (info.isFile()) files.set(name, { bytes: await readFile(file), mtimeMs: info.mtimeMs, ino: info.ino });
  }
  return files;
}

const MEDIA_DIR = path.join(ROOT, "public/media");
const MANIFEST = path.join(ROOT, ".cache/photos-manifest.json");

describe("generateAll with a wrong content file", () => {
  let content: Awaited<ReturnType<typeof makeContentDir>>;
  beforeAll(async () => {
    content = await makeContentDir();
    if (!existsSync(path.join(GENERATED_DIR, "site.gen.ts"))) {
      await promisify(execFile)("npm", ["run", "generate"], { cwd: ROOT, timeout: 300_000 });
    }
  }, 300_000);
  afterAll(async () => {
    await content?.cleanup();
  });

  // One of each kind, each an edited copy of site.yaml: YAML syntax, schema, cross-check, photo file.
  it.each(["yaml-indent", "unknown-key", "duplicate-slug", "missing-photo"])(
    "%s: writes nothing, src/generated stays byte-identical",
    async (name) => {
      const mistake = MISTAKES[name]!(SiteText.real());
      const file = await content.write(name, mistake.text);
      const before = await snapshot(GENERATED_DIR);
      expect([...before.keys()]).toEqual(expect.arrayContaining(MODULES));
      const mediaBefore = existsSync(MEDIA_DIR) ? (await readdir(MEDIA_DIR)).sort() : [];
      const manifestBefore = existsSync(MANIFEST) ? await readFile(MANIFEST) : undefined;

      const result = await generateAll(file);

      expect(result.load.ok).toBe(false);
      // Refused for that mistake, and only for it (checked against the real photos/).
      expect(result.load.problems.map(({ line, col, message }) => `${line}:${col}: ${message}`)).toEqual(mistake.problems);
      expect(result.written).toEqual([]);
      expect(result.photos).toBeUndefined();
      const after = await snapshot(GENERATED_DIR);
      expect([...after.keys()]).toEqual([...before.keys()]); // no file added (no leftover .tmp) or removed
      for (const [file, { bytes, mtimeMs, ino }] of before) {
        const now = after.get(file)!;
        expect(now.bytes.equals(bytes), `${file} changed`).toBe(true);
        expect(now.mtimeMs, `${file} was rewritten`).toBe(mtimeMs);
        expect(now.ino, `${file} was replaced`).toBe(ino);
      }
      // Nor are the photo variants touched.
      expect(existsSync(MEDIA_DIR) ? (await readdir(MEDIA_DIR)).sort() : []).toEqual(mediaBefore);
      expect(existsSync(MANIFEST) ? await readFile(MANIFEST) : undefined).toEqual(manifestBefore);
    },
  );
});

describe("writeGenerated", () => {
  let dir: string;
  let site: Content;
  const manifest: PhotoManifest = {
    "mirador/01.jpg": { hash: "0123456789abcdef", width: 2000, height: 1333, color: "#8a6f4e", variants: [{ width: 400, url: "/media/mirador-01-0123456789-400.webp" }] },
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "site-generated-"));
    const load = await loadSite(path.join(ROOT, "site.yaml"));
    if (!load.ok) throw new Error("site.yaml should pass the check");
    site = load.site;
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes the nine modules into the given folder, complete, with no temporary file left", async () => {
    const written = await writeGenerated(site, manifest, {}, dir);
    expect(written.map((file) => path.relative(dir, file)).sort()).toEqual(MODULES);
    expect((await readdir(dir)).sort()).toEqual(MODULES);
    const data = await readFile(path.join(dir, "site.gen.ts"), "utf8");
    expect(data).toMatch(/^\/\/ generated from site\.yaml/);
    expect(data).toContain('import type { Language } from "./languages.gen.ts";');
    expect(data).toContain('import type { Site } from "./site-types.gen.ts";');
    const start = data.indexOf(DATA_START) + DATA_START.length;
    const sites = JSON.parse(data.slice(start, data.indexOf("};\n", start) + 1)) as Record<string, Site>;
    // The data as site.yaml has it, in each of its languages, with its counts ({apartments})
    // filled in in that language's words, and without the calendars: their variable names and
    // the owner's notes are not the site's to publish.
    const withoutCalendars = { ...site, apartments: site.apartments.map(({ calendar: _calendar, ...apartment }) => apartment) };
    expect(site.apartments.some((apartment) => apartment.calendar)).toBe(true);
    expect(Object.keys(sites)).toEqual(site.site.languages);
    const schema = JSON.parse(await readFile(SCHEMA_PATH, "utf8")) as Parameters<typeof inLanguage>[1];
    const [main, ...others] = site.site.languages;
    const expected = async (language: string): Promise<Site> => fillCountTokens(inLanguage(withoutCalendars, schema, language) as Site, await countWordsOf(language));
    expect(sites[main!]).toEqual(await expected(main!));
    expect(JSON.stringify(sites[main!])).not.toMatch(/\{apartments(Number)?\}/);
    for (const language of others) {
      // Another language: its texts, and its pages under /<language>/; the old addresses are the main language's only.
      const { routes, navigation, redirects, ...rest } = sites[language]!;
      const { routes: mainRoutes, navigation: _navigation, redirects: _redirects, ...restExpected } = await expected(language);
      expect(rest).toEqual(restExpected);
      expect(routes).toEqual(mainRoutes.map((route) => ({ ...route, path: route.path === "/" ? `/${language}` : `/${language}${route.path}` })));
      expect(navigation.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]).filter((path) => path !== undefined).every((path) => path === `/${language}` || path.startsWith(`/${language}/`))).toBe(true);
      expect(redirects).toEqual([]);
      expect(rest.site.tagline).not.toBe(sites[main!]!.site.tagline);
    }
    expect(data).not.toMatch(/_ICAL|calendar/);
    const languages = await readFile(path.join(dir, "languages.gen.ts"), "utf8");
    expect(languages).toContain(`export const LANGUAGES = ${JSON.stringify(site.site.languages)} as const;`);
    for (const language of site.site.languages) expect(languages).toContain(`import * as words_${language} from "../labels/words/${language}.ts";`);
    // Each part of the words, one export in every language, under the name src/labels/words.ts passes on.
    const words = await readFile(path.join(dir, "words.gen.ts"), "utf8");
    for (const [part, name] of Object.entries(WORD_PARTS)) expect(words).toContain(`export const ${name}: Record<Language, Words[${JSON.stringify(part)}]> = `);
    // The content as written keeps a block per language where a page has one text.
    expect(await readFile(path.join(dir, "content-types.gen.ts"), "utf8")).toMatch(/export interface Site \{/);
    const photos = await readFile(path.join(dir, "photos.gen.ts"), "utf8");
    expect(photos).toContain('"mirador/01.jpg"');
    expect(photos).not.toContain("0123456789abcdef"); // the cache hash stays out of the site
    expect(await readFile(path.join(dir, "site-types.gen.ts"), "utf8")).toMatch(/export interface Site \{/);
  });

  it("a second call with the same data writes nothing", async () => {
    const before = await snapshot(dir);
    expect(await writeGenerated(site, manifest, {}, dir)).toEqual([]);
    const after = await snapshot(dir);
    for (const [file, { mtimeMs, ino }] of before) {
      expect(after.get(file)!.mtimeMs).toBe(mtimeMs);
      expect(after.get(file)!.ino).toBe(ino);
    }
  });

  it("replaces a changed file by renaming a complete new one over it: a reader of the old one keeps it whole", async () => {
    const target = path.join(dir, "site.gen.ts");
    await writeFile(target, "// an older version\n");
    const reader = path.join(dir, "..", `${path.basename(dir)}-reader.ts`);
    await link(target, reader); // stands for a process that has the old file open
    try {
      const oldIno = (await stat(target)).ino;
      const written = await writeGenerated(site, manifest, {}, dir);
      expect(written).toEqual([target]); // only the changed file
      expect((await stat(target)).ino).not.toBe(oldIno); // a new file, not the old one truncated and refilled
      expect(await readFile(reader, "utf8")).toBe("// an older version\n");
      expect(await readFile(target, "utf8")).toContain(DATA_START);
      expect((await readdir(dir)).sort()).toEqual(MODULES);
    } finally {
      await rm(reader, { force: true });
    }
  });

  it("if one file can't be written, none is replaced: the previous set stays in place", async () => {
    const changed: Content = { ...site, site: { ...site.site, tagline: { es: "desde 2024", en: "since 2024" } } };
    const otherManifest: PhotoManifest = { ...manifest, "mirador/02.jpg": { ...manifest["mirador/01.jpg"]!, hash: "fedcba9876543210" } };
    const before = await snapshot(dir);
    // The staging file of photos.gen.ts (written after site.gen.ts) can't be created: a folder is in its way.
    const blocker = path.join(dir, `photos.gen.ts.${process.pid}.tmp`);
    await mkdir(blocker);
    try {
      await expect(writeGenerated(changed, otherManifest, {}, dir)).rejects.toThrow();
      const after = await snapshot(dir);
      for (const name of MODULES) {
        expect(after.get(name)!.bytes.equals(before.get(name)!.bytes), `${name} changed`).toBe(true);
      }
    } finally {
      await rm(blocker, { recursive: true, force: true });
    }
    // Once the way is clear, the same call goes through.
    const written = await writeGenerated(changed, otherManifest, {}, dir);
    expect(written.map((file) => path.basename(file)).sort()).toEqual(["photos.gen.ts", "site.gen.ts"]);
    const data = await readFile(path.join(dir, "site.gen.ts"), "utf8");
    expect(data).toContain('"tagline": "desde 2024"');
    expect(data).toContain('"tagline": "since 2024"');
  });
});

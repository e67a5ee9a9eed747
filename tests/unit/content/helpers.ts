import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { WORDS_DIR } from "../../../scripts/content/dictionaries.ts";
import { loadSiteWithFacts, type LoadOptions, type LoadResult } from "../../../scripts/content/load-site.ts";
import { browserChecker, said, type BrowserCheck } from "./browser-check.ts";
import type { RawSite } from "./mistake-cases.ts";
import { SiteText } from "./site-edits.ts";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const FIXTURES = path.join(ROOT, "tests/fixtures");

/** Every photo the content names, read from the data (quoted or not). */
function photoFiles(site: SiteText): Set<string> {
  const raw = site.data<RawSite>();
  return new Set([...raw.apartments.flatMap((apartment) => apartment.photos), ...raw.gallery.sections.flatMap((section) => section.photos), ...raw.about.images].map((photo) => photo.file));
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a few hundred bytes whose header declares `width` × `height` pixels (RGB): the first
 * rows are there, the rest never comes. Decoded, it would ask for width × height × 3 bytes.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, not interlaced
  const rows = deflateSync(Buffer.alloc(4 * (1 + width * 3)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", header), pngChunk("IDAT", rows), pngChunk("IEND", Buffer.alloc(0))]);
}

/**
 * What an attacker (or an unlucky copy) leaves in photos/ under a photo's name, in `pruebas/`:
 * a link to a file outside the folder, a link inside it (allowed), a broken link, a folder, a
 * named pipe (whose opening waits for a writer forever) and a small PNG declaring 16000 × 16000
 * pixels. Made here, not kept in tests/fixtures: git keeps neither pipes nor the links' targets.
 */
async function addTraps(dir: string): Promise<void> {
  const traps = path.join(dir, "pruebas");
  await symlink(path.join(FIXTURES, "photos", "pequena.jpg"), path.join(traps, "fuera.jpg"));
  await symlink(path.join("..", ".stand-in.jpg"), path.join(traps, "dentro.jpg"));
  await symlink(path.join(traps, "no-existe.jpg"), path.join(traps, "roto.jpg"));
  await mkdir(path.join(traps, "carpeta.jpg"));
  execFileSync("mkfifo", [path.join(traps, "tuberia.jpg")]);
  await writeFile(path.join(traps, "enorme.png"), pixelBombPng(16000, 16000));
}

/**
 * A throw-away photos/ folder with a stand-in image (1800 × 1200) for every photo the real
 * site.yaml names (each a link to one image inside the folder), plus `pruebas/`: a copy of
 * tests/fixtures/photos, where the too-small and the unreadable photos live (a copy, since a
 * link leading out of photos/ is refused), and the traps of addTraps. The mistake cases never
 * depend on the owner's real photos, and a photo line the owner adds to site.yaml gets its
 * stand-in too.
 *
 * Its path is the same on every run (one per test file and checkout): the check remembers each
 * photo's width by path in .cache/photo-widths.json, and a new random folder each run added a
 * hundred entries there that nothing ever removed.
 */
export async function makePhotosDir(name: string): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const checkout = createHash("sha256").update(ROOT).digest("hex").slice(0, 8);
  const dir = path.join(os.tmpdir(), `site-photos-${name}-${checkout}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const standIn = path.join(dir, ".stand-in.jpg");
  await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#a86" } }).jpeg().toFile(standIn);
  for (const file of photoFiles(SiteText.real())) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await symlink(standIn, path.join(dir, file));
  }
  await cp(path.join(FIXTURES, "photos"), path.join(dir, "pruebas"), { recursive: true });
  await addTraps(dir);
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A throw-away folder for edited copies of site.yaml: `write(name, text)` puts `text` in
 * `<dir>/<name>/site.yaml`, so every copy is called site.yaml, as the owner's file is.
 */
export async function makeContentDir(): Promise<{ dir: string; write: (name: string, text: string) => Promise<string>; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "site-content-"));
  const write = async (name: string, text: string): Promise<string> => {
    const file = path.join(dir, name, "site.yaml");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    return file;
  };
  return { dir, write, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A throw-away copy of the interface words' folder (src/labels/words) with `files` added to it
 * (`{ "fr.ts": "…" }`): a dictionary the owner's helper would add, never written in the real one.
 */
export async function makeWordsDir(files: Readonly<Record<string, string>>): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "site-words-"));
  await cp(WORDS_DIR, dir, { recursive: true });
  await Promise.all(Object.entries(files).map(([file, text]) => writeFile(path.join(dir, file), text)));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The terminal's check of `file` (loadSite, as `npm run check` runs it); with `inBrowser`, the same
 * text checked by the core in Chromium with the facts the terminal gathered must say the same
 * problems and warnings, at the same lines and columns. A file that can't be read as text (its
 * bytes: the same core function in both) has no text to hand the browser.
 */
export async function checkInBoth(file: string, options: LoadOptions, inBrowser?: BrowserCheck): Promise<LoadResult> {
  const { result, name, text, facts } = await loadSiteWithFacts(file, options);
  if (inBrowser && text !== undefined) {
    // Read problems come before any fact is needed.
    const browser = await inBrowser(name, text, facts ?? { words: {}, photos: new Map() });
    expect(browser, "the check in the browser says what the terminal's says").toEqual(said(result));
  }
  return result;
}

/**
 * For a test file that checks edited copies of site.yaml: a stand-in photos folder and a content
 * folder made before its tests and removed after them, and `check(name, text)`, which checks
 * `text` as site.yaml (named so in the messages) against those photos — with `inBrowser`, in
 * the terminal's way and in Chromium's, which must agree.
 */
export function contentChecker(name: string, { inBrowser = false } = {}): { check: (label: string, text: string, options?: LoadOptions) => Promise<LoadResult>; photosDir: () => string } {
  const browser = inBrowser ? browserChecker() : undefined;
  let photos: Awaited<ReturnType<typeof makePhotosDir>> | undefined;
  let content: Awaited<ReturnType<typeof makeContentDir>> | undefined;
  beforeAll(async () => {
    [photos, content] = await Promise.all([makePhotosDir(name), makeContentDir()]);
  });
  afterAll(async () => {
    await Promise.all([photos?.cleanup(), content?.cleanup()]);
  });
  return {
    check: async (label, text, options = {}) => checkInBoth(await content!.write(label, text), { displayName: "site.yaml", photosDir: photos!.dir, ...options }, browser?.check),
    photosDir: () => photos!.dir,
  };
}

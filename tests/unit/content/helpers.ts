import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { RawSite } from "./mistake-cases.ts";
import { SiteText } from "./site-edits.ts";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const FIXTURES = path.join(ROOT, "tests/fixtures");

/** Every photo the content names, read from the data (quoted or not). */
function photoFiles(site: SiteText): Set<string> {
  const raw = site.data<RawSite>();
  return new Set([...raw.apartments.flatMap((apartment) => apartment.photos), ...raw.gallery.photos, ...raw.about.images].map((photo) => photo.file));
}

/**
 * A throw-away photos/ folder with a stand-in image (1800 × 1200) for every photo the real
 * site.yaml names, plus `pruebas/` → tests/fixtures/photos, where the too-small and the
 * unreadable photos live. The mistake cases never depend on the owner's real photos, and a
 * photo line the owner adds to site.yaml gets its stand-in too.
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
  await symlink(path.join(FIXTURES, "photos"), path.join(dir, "pruebas"));
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

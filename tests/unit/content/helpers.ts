import { mkdir, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const FIXTURES = path.join(ROOT, "tests/fixtures");

/**
 * A throw-away photos/ folder with a stand-in image (1800 × 1200) for every
 * photo tests/fixtures/base-site.yaml names, plus `pruebas/` →
 * tests/fixtures/photos, where the too-small and the unreadable photo live.
 * The fixtures never depend on the owner's real photos.
 */
export async function makePhotosDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "site-photos-"));
  const standIn = path.join(dir, ".stand-in.jpg");
  await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#a86" } }).jpeg().toFile(standIn);
  const base = await readFile(path.join(FIXTURES, "base-site.yaml"), "utf8");
  const files = new Set([...base.matchAll(/file: ([a-z0-9_/.-]+\.jpg)/g)].map((match) => match[1]!));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await symlink(standIn, path.join(dir, file));
  }
  await symlink(path.join(FIXTURES, "photos"), path.join(dir, "pruebas"));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

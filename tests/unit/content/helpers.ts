import { mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const FIXTURES = path.join(ROOT, "tests/fixtures");
export const REAL_PHOTOS = path.join(ROOT, "photos");

/**
 * A throw-away photos/ folder: the real photo folders (symlinked, nothing is
 * copied) plus `pruebas/` → tests/fixtures/photos, where the too-small and the
 * unreadable photo live. Fixtures name those as `pruebas/<file>`.
 */
export async function makePhotosDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "site-photos-"));
  for (const entry of await readdir(REAL_PHOTOS)) await symlink(path.join(REAL_PHOTOS, entry), path.join(dir, entry));
  await symlink(path.join(FIXTURES, "photos"), path.join(dir, "pruebas"));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

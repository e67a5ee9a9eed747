import { cp, mkdir, mkdtemp, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * A copy of what the site is made from (content, code, configs) in a temporary folder, with
 * node_modules linked and the photo variants already made reused, as on the owner's machine. Tests
 * that run the real build or the real dev server change files there, never in the checkout.
 * src/generated is left out: the copy makes its own from its own site.yaml.
 */
export async function copyProject(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  for (const entry of ["site.yaml", "package.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "src", "scripts", "schema", "public", "photos"]) {
    await cp(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, filter: (source) => !source.includes(`${path.sep}src${path.sep}generated`) });
  }
  await mkdir(path.join(dir, ".cache"));
  await cp(path.join(ROOT, ".cache/photos-manifest.json"), path.join(dir, ".cache/photos-manifest.json")).catch(() => undefined);
  await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

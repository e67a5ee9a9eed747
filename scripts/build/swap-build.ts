import { access, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";

/**
 * The published build (`build/`), the folder a build is made in, and the place the previous build
 * waits while the new one is put in its place. Staging and previous live in .cache/ (gitignored, same
 * disk as build/, so a rename moves a whole folder in one step).
 */
export type BuildFolders = { target: string; staging: string; previous: string };

export function buildFolders(root: string): BuildFolders {
  const cache = path.join(root, ".cache");
  return { target: path.join(root, "build"), staging: path.join(cache, "build-next"), previous: path.join(cache, "build-previous") };
}

async function exists(folder: string): Promise<boolean> {
  return access(folder).then(
    () => true,
    () => false,
  );
}

/**
 * Undoes what a build killed half-way left behind, before a new one starts. Killed between the two
 * renames of `swapIn`, there is no build/ and the previous one waits in `previous`: it goes back.
 * Killed after them, build/ is the new build (a rename is all or nothing) and `previous` is only
 * left to delete. A staging folder is always a build that never finished.
 * Returns true when it had to put the previous build back.
 */
export async function recoverInterruptedSwap({ target, staging, previous }: BuildFolders): Promise<boolean> {
  let restored = false;
  if (await exists(previous)) {
    if (await exists(target)) await rm(previous, { recursive: true, force: true });
    else {
      await rename(previous, target);
      restored = true;
    }
  }
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(staging), { recursive: true });
  return restored;
}

/**
 * Puts the finished staging folder in place of build/: two renames, so build/ is at every moment
 * either the whole previous build or the whole new one (or, for the instant between them, absent,
 * which `recoverInterruptedSwap` repairs on the next run). Run after `recoverInterruptedSwap`.
 */
export async function swapIn({ target, staging, previous }: BuildFolders): Promise<void> {
  const hadTarget = await exists(target);
  if (hadTarget) await rename(target, previous);
  try {
    await rename(staging, target);
  } catch (error) {
    if (hadTarget) await rename(previous, target);
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}

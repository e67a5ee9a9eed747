import { readdir } from "node:fs/promises";
import path from "node:path";
import { editDistance, nearest } from "./hints.ts";

const IMAGE = /\.(jpe?g|png|webp|avif)$/i;

async function entries(dir: string): Promise<{ files: string[]; folders: string[] }> {
  const list = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return {
    files: list.filter((entry) => !entry.isDirectory() && IMAGE.test(entry.name) && !entry.name.startsWith(".")).map((entry) => entry.name),
    folders: list.filter((entry) => entry.isDirectory() && !entry.name.startsWith(".")).map((entry) => entry.name),
  };
}

function closest(word: string, candidates: readonly string[]): string | undefined {
  return [...candidates].sort((a, b) => editDistance(word.toLowerCase(), a.toLowerCase()) - editDistance(word.toLowerCase(), b.toLowerCase()) || a.localeCompare(b))[0];
}

/**
 * The file in photos/ that `name` (a path site.yaml names, which isn't there) most likely means:
 * the same name with its extension in other capitals (`05.JPG` from the camera, written `05.jpg`)
 * as `exact`, else the closest name in its folder (or in the folder it likely meant, if the folder
 * is misspelt) as `closest`; `missingFolder` if no folder is near the one named.
 */
export async function photoNamed(photosDir: string, name: string): Promise<{ exact?: string; closest?: string; missingFolder?: string }> {
  const folder = path.posix.dirname(name);
  const base = path.posix.basename(name);
  const parts = folder === "." ? [] : folder.split("/");
  let actual = "";
  for (const part of parts) {
    const { folders } = await entries(path.join(photosDir, actual));
    const found = folders.includes(part) ? part : nearest(part, folders);
    if (!found) return { missingFolder: actual ? `${actual}/${part}` : part };
    actual = actual ? `${actual}/${found}` : found;
  }
  const { files } = await entries(path.join(photosDir, actual));
  // Only the capitals may differ, and the folder must be the one named: anything else is a guess to show, not to use.
  const sameName = actual === parts.join("/") ? files.find((file) => file !== base && file.toLowerCase() === base.toLowerCase() && file.replace(IMAGE, "") === base.replace(IMAGE, "")) : undefined;
  if (sameName) return { exact: actual ? `${actual}/${sameName}` : sameName };
  const near = closest(base, files.filter((file) => file !== base));
  return near ? { closest: actual ? `${actual}/${near}` : near } : {};
}

import { constants } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * The file a host without rules serves at a page's address with a trailing slash: `about.html`
 * is `/about`, and `about/index.html` answers `/about/`. GitHub Pages serves the second only when it
 * exists (a folder without index.html answers 404, and some of its servers send `/about` to
 * `/about/` when the folder exists), so every page gets both, the same bytes: its canonical link
 * names `/about` on either. `entry` is the page's file relative to the client folder; the site's
 * root (`index.html`) has no folder to copy into.
 */
export function folderCopyOf(entry: string): string | undefined {
  const file = entry.split(path.sep).join("/");
  if (file === "index.html" || file.endsWith("/index.html") || !file.endsWith(".html")) return undefined;
  return `${file.slice(0, -".html".length)}/index.html`;
}

/**
 * Writes each page's folder copy (folderCopyOf) beside it. `entries`: the files of the addresses
 * the site answers (its pages and the old addresses' redirect pages), not the not-found pages.
 */
export async function writeFolderCopies(clientDir: string, entries: readonly string[]): Promise<string[]> {
  const written: string[] = [];
  for (const entry of entries) {
    const copy = folderCopyOf(entry);
    if (!copy) continue;
    await mkdir(path.join(clientDir, path.dirname(copy)), { recursive: true });
    // COPYFILE_EXCL: a copy never replaces a file the build wrote for its own reasons.
    await copyFile(path.join(clientDir, entry), path.join(clientDir, copy), constants.COPYFILE_EXCL);
    written.push(copy);
  }
  return written;
}

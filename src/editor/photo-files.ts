/**
 * The repository's photos as the editor knows them: the files under photos/ in the branch's tree,
 * each with its size. A photo already published isn't opened in the browser, so its width isn't
 * measured; its name, its place and its size are checked as the terminal checks them.
 */
import type { PhotoEntry, PhotoFolder } from "../content-check/cross-check/photo-entries.ts";
import type { TreeFile } from "./session.ts";

/** Each file under photos/, by its path in the repository, with its size in bytes. */
export type PhotoFiles = readonly (readonly [path: string, bytes: number])[];

const PHOTOS = "photos/";

/** The photos of a snapshot's tree, as the check and the draft keep them. */
export function photoFilesOf(files: ReadonlyMap<string, TreeFile>): PhotoFiles {
  return [...files].filter(([path]) => path.startsWith(PHOTOS)).map(([path, file]) => [path, file.size] as const);
}

/** The photos folder as the check knows it: each file with its size, and every folder above one. */
export function photoFolderOf(files: PhotoFiles): PhotoFolder {
  const folder = new Map<string, PhotoEntry>();
  for (const [path, bytes] of files) {
    if (!path.startsWith(PHOTOS)) continue;
    const parts = path.slice(PHOTOS.length).split("/");
    for (let depth = 1; depth < parts.length; depth++) folder.set(parts.slice(0, depth).join("/"), { kind: "folder" });
    folder.set(parts.join("/"), { kind: "file", bytes });
  }
  return folder;
}

/**
 * The photos the owner added from the device and hasn't published yet: each by the path it will
 * have in the repository («photos/mirador/26.jpg»), with its bytes and what was measured of it.
 * The check knows them as it knows the repository's photos (addedPhotoFacts), and a new photo is
 * named as the owner names them: the next number of its folder.
 */
import type { PhotoEntry, PhotoFolder } from "../../content-check/cross-check/photo-entries.ts";
import type { PhotoFiles } from "../photo-files.ts";

/** A photo from the device, measured when it was chosen. */
export type AddedPhoto = { bytes: Uint8Array; type: string; width: number; height: number; url: string /* an object URL of its bytes, for its thumbnail */ };

/** The added photos, by their path in the repository («photos/mirador/26.jpg»). */
export type AddedPhotos = ReadonlyMap<string, AddedPhoto>;

const PHOTOS = "photos/";

/**
 * The added photos as the check knows a photos folder (as photoFolderOf makes it from the
 * repository's tree): each file with its size, width and height, and every folder above one. Merged
 * after the repository's, an added photo is checked as the terminal checks a photo on disk.
 */
export function addedPhotoFacts(added: AddedPhotos): PhotoFolder {
  const folder = new Map<string, PhotoEntry>();
  for (const [path, photo] of added) {
    if (!path.startsWith(PHOTOS)) continue;
    const parts = path.slice(PHOTOS.length).split("/");
    for (let depth = 1; depth < parts.length; depth++) folder.set(parts.slice(0, depth).join("/"), { kind: "folder" });
    folder.set(parts.join("/"), { kind: "file", bytes: photo.bytes.length, width: photo.width, height: photo.height });
  }
  return folder;
}

/** The extension a new photo's name gets, by its type: lower case, «.jpg» for a JPEG. */
const EXTENSIONS: Readonly<Record<string, string>> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/avif": "avif" };

/** The extension for a photo of type `type`, or from its own name (`named`) when the browser gave no type. */
export function photoExtension(type: string, named: string): string | undefined {
  const byType = EXTENSIONS[type];
  if (byType) return byType;
  const own = /\.(jpe?g|png|webp|avif)$/i.exec(named)?.[1]?.toLowerCase();
  return own === "jpeg" ? "jpg" : own;
}

/** The folder (inside photos/) most of `files` are in; undefined when none is in one. */
export function usualFolder(files: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const file of files) {
    const slash = file.lastIndexOf("/");
    if (slash > 0) counts.set(file.slice(0, slash), (counts.get(file.slice(0, slash)) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [folder, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = folder;
  return best;
}

/**
 * The path of a new photo in `folder` (inside photos/), named as the owner's photos there are: the
 * number after the highest one, with as many digits («26.jpg» after «25.jpg», «01.jpg» in an empty
 * folder). Never a path the repository, the added photos or site.yaml (`named`, as its «file:»
 * lines write them) already has, in any case of letters.
 */
export function newPhotoPath(folder: string, extension: string, { files, added, named }: { files: PhotoFiles; added: AddedPhotos; named: readonly string[] }): string {
  const taken = new Set([...files.map(([path]) => path), ...added.keys(), ...named.map((file) => `${PHOTOS}${file}`)].map((path) => path.toLowerCase()));
  const prefix = `${PHOTOS}${folder}/`.toLowerCase();
  let highest = 0;
  let digits = 2;
  for (const path of taken) {
    if (!path.startsWith(prefix)) continue;
    const number = /^(\d{1,6})\.[a-z0-9]+$/.exec(path.slice(prefix.length))?.[1];
    if (!number) continue;
    highest = Math.max(highest, Number(number));
    digits = Math.max(digits, number.length);
  }
  for (let next = highest + 1; ; next++) {
    const path = `${PHOTOS}${folder}/${String(next).padStart(digits, "0")}.${extension}`;
    if (!taken.has(path.toLowerCase())) return path;
  }
}

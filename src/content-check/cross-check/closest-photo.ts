import { formatProblem } from "../validate/photo-format.ts";
import { nearest } from "../wording/wording.ts";
import type { PhotoFolder } from "./photo-entries.ts";

/** The extensions of the formats the site takes (the schema's «photoFile» says the same). */
export const PHOTO_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;

/** The visible entries right inside `dir` of the folder ("" is the folder itself). */
function entries(folder: PhotoFolder, dir: string): { files: string[]; otherFormats: string[]; folders: string[] } {
  const prefix = dir ? `${dir}/` : "";
  const inside = [...folder].filter(([name]) => name.startsWith(prefix) && !name.slice(prefix.length).includes("/") && !name.slice(prefix.length).startsWith("."));
  const visible = inside.filter(([, entry]) => entry.kind !== "folder").map(([name]) => name.slice(prefix.length));
  return {
    files: visible.filter((name) => PHOTO_EXTENSION.test(name)),
    // Pictures the site can't take («IMG_4032.HEIC»): never suggested, but said when they are the one named.
    otherFormats: visible.filter((name) => formatProblem(name) !== undefined),
    folders: inside.filter(([, entry]) => entry.kind === "folder").map(([name]) => name.slice(prefix.length)),
  };
}

/**
 * A name as the owner reads it: «á» is one character whether the computer stored it so (NFC, as
 * typed on a phone or in Windows) or as «a» and an accent after it (NFD, as macOS writes file
 * names). Both look the same on every screen, so they are the same name.
 */
const asRead = (name: string): string => name.normalize("NFC");

/** A file name without its extension, spaces and case: «05 .JPEG» and «05.jpg» are the same stem. */
const stem = (name: string): string => asRead(name).replace(PHOTO_EXTENSION, "").replace(/\s+/g, "").toLowerCase();

/**
 * The file `base` likely means: the same name with another extension or stray spaces (even if
 * another line shows it too: the gallery often repeats an apartment's photo), else, among the
 * files no line of site.yaml uses, a name a few letters away (suggesting one already shown
 * elsewhere would have the owner break that line).
 */
function closest(base: string, files: readonly string[], free: readonly string[]): string | undefined {
  return files.find((file) => stem(file) === stem(base)) ?? nearest(base, free);
}

/** At most this many of a folder's unused photos are named when none is close to the name written. */
const UNUSED_SHOWN = 3;

/**
 * The file of the photos folder that `name` (a path site.yaml names, which isn't there) most likely means:
 * the same name with its extension in other capitals (`05.JPG` from the camera, written `05.jpg`),
 * or with its accents stored the other way (asRead), as `exact`; the same name in a format the site
 * can't take (the iPhone's «IMG_4032.HEIC») as `otherFormat`; else, among the files of its folder (or of the folder it likely meant, if the folder
 * is misspelt) that no line of site.yaml uses (`used`), the closest name as `closest`, or, with no
 * close name, those unused files as `unused` (a new photo from the phone, «IMG_2026….jpg», that
 * the owner meant to name); `missingFolder` if no folder is near the one named.
 */
export function photoNamed(
  photos: PhotoFolder,
  name: string,
  used: ReadonlySet<string> = new Set(),
): { exact?: string; otherFormat?: string; closest?: string; unused?: string[]; missingFolder?: string } {
  const slash = name.lastIndexOf("/");
  const base = name.slice(slash + 1);
  const parts = name.slice(0, Math.max(slash, 0)).split("/").filter((part) => part !== "" && part !== ".");
  let actual = "";
  for (const part of parts) {
    const { folders } = entries(photos, actual);
    const found = folders.find((folder) => asRead(folder) === asRead(part)) ?? nearest(part, folders);
    if (!found) return { missingFolder: actual ? `${actual}/${part}` : part };
    actual = actual ? `${actual}/${found}` : found;
  }
  const { files, otherFormats } = entries(photos, actual);
  const inFolder = (file: string): string => (actual ? `${actual}/${file}` : file);
  // Only the extension's capitals and how the accents are stored may differ, and the folder must be
  // the one named: anything else is a guess to show, not to use.
  const sameFolder = asRead(actual) === asRead(parts.join("/"));
  const sameName = sameFolder ? files.find((file) => inFolder(file) !== name && asRead(file).toLowerCase() === asRead(base).toLowerCase() && asRead(file).replace(PHOTO_EXTENSION, "") === asRead(base).replace(PHOTO_EXTENSION, "")) : undefined;
  if (sameName) return { exact: inFolder(sameName) };
  // «IMG_4032.jpg» written, the iPhone's «IMG_4032.HEIC» there: the photo meant, in a format the site can't take.
  const sameStem = (file: string): boolean => asRead(file).replace(/\.[^.]*$/, "").toLowerCase() === asRead(base).replace(/\.[^.]*$/, "").toLowerCase();
  const otherFormat = sameFolder ? otherFormats.find(sameStem) : undefined;
  if (otherFormat) return { otherFormat: inFolder(otherFormat) };
  const shown = new Set([...used].flatMap((file) => [asRead(file), asRead(file).toLowerCase()]));
  const free = files.filter((file) => file !== base && !shown.has(asRead(inFolder(file))) && !shown.has(asRead(inFolder(file)).toLowerCase()));
  const near = closest(base, files.filter((file) => file !== base), free);
  if (near) return { closest: inFolder(near) };
  return free.length ? { unused: free.sort().slice(0, UNUSED_SHOWN).map(inFolder) } : {};
}

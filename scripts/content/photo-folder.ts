/**
 * The photos folder as this computer has it: every entry listed (links followed where they really
 * lead), and the photos site.yaml names measured — width and height from the header, decoded once
 * whole to find one cut short or damaged. The check's rules (src/content-check) read these facts.
 */
import { lstat, open, readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { Site } from "../../src/generated/content-types.gen.ts";
import { checkedPhotoReferences, usedPhotoNames } from "../../src/content-check/cross-check/photo-files.ts";
import type { PhotoEntry } from "../../src/content-check/cross-check/photo-entries.ts";
import { findPhoto, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from "../../src/content-check/cross-check/photo-limits.ts";
import { isHeic } from "../../src/content-check/validate/photo-format.ts";
import { eachLimited, limiter } from "../shared/concurrency.ts";
import { writeFileAtomically } from "../shared/write-atomically.ts";

/**
 * The folder the owner drops photos into; every `file:` in site.yaml is
 * relative to it. SITE_PHOTOS_DIR points it elsewhere (the CLI tests use it).
 */
export const PHOTOS_DIR = path.resolve(process.env.SITE_PHOTOS_DIR ?? path.resolve(import.meta.dirname, "../../photos"));

/**
 * Photos decoded at a time. Each at the pixel limit holds up to a few hundred MB while it is read,
 * so memory is bounded by this, not by how many photos site.yaml lists.
 */
export const PHOTO_CONCURRENCY = 2;

/** Files measured at a time (a header read each, the decoding limited apart). */
const LOOKUP_CONCURRENCY = 16;

/** An entry of the folder on this disk: a file also says where it really is and when it last changed. */
type DiskEntry = Exclude<PhotoEntry, { kind: "file" }> | (Extract<PhotoEntry, { kind: "file" }> & { real: string; mtimeMs: number });

export type DiskFolder = Map<string, DiskEntry>;

/**
 * Every entry of `dir`, by its path inside it. stat() only reads the folder entry, so a named pipe
 * or a device is listed as «special» without ever being opened, which could wait forever. A link
 * is its target when that is inside the folder (a folder linked twice is listed once).
 */
export async function listPhotoFolder(dir: string): Promise<DiskFolder> {
  const folder: DiskFolder = new Map();
  const root = await realpath(dir).catch(() => undefined);
  if (!root) return folder;
  const isInside = (real: string): boolean => {
    const relative = path.relative(root, real);
    return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
  };
  const walked = new Set<string>([root]);
  const walk = async (real: string, prefix: string): Promise<void> => {
    const names = await readdir(real).catch(() => []);
    for (const name of names) {
      const key = prefix ? `${prefix}/${name}` : name;
      const at = path.join(real, name);
      const link = (await lstat(at).catch(() => undefined))?.isSymbolicLink();
      const target = link ? await realpath(at).catch(() => undefined) : at;
      if (!target) {
        folder.set(key, { kind: "broken-link" });
        continue;
      }
      if (link && !isInside(target)) {
        folder.set(key, { kind: "link-outside" });
        continue;
      }
      const info = await stat(target).catch(() => undefined);
      if (!info) folder.set(key, { kind: "broken-link" });
      else if (info.isDirectory()) {
        folder.set(key, { kind: "folder" });
        if (!walked.has(target)) {
          walked.add(target);
          await walk(target, key);
        }
      } else if (info.isFile()) folder.set(key, { kind: "file", bytes: info.size, real: target, mtimeMs: info.mtimeMs });
      else folder.set(key, { kind: "special" });
    }
  };
  await walk(root, "");
  return folder;
}

/** The photo `name` of site.yaml as a file on this disk, or why it can't be used. */
export async function resolvePhoto(photosDir: string, name: string, used?: ReadonlySet<string>): Promise<{ real: string; size: number; mtimeMs: number } | { problem: string }> {
  const folder = await listPhotoFolder(photosDir);
  const found = findPhoto(folder, name, used);
  if ("problem" in found) return found;
  const entry = folder.get(found.name);
  return entry?.kind === "file" ? { real: entry.real, size: entry.bytes, mtimeMs: entry.mtimeMs } : { problem: `la foto «${name}» no está en la carpeta photos/` };
}

/** Whole decodes, a few at a time. */
const decoding = limiter(PHOTO_CONCURRENCY);

/**
 * Sizes of photos already read in full, by real path, size and modification time: decoding an
 * image is by far the slowest part of a check, so an unchanged photo is not opened again.
 */
const WIDTH_CACHE = path.resolve(import.meta.dirname, "../../.cache/photo-widths.json");
type WidthCache = Record<string, { size: number; mtimeMs: number; width: number; height?: number }>;

/** Whether the file at `real` starts as a HEIC does (only its first bytes are read). */
async function fileIsHeic(real: string): Promise<boolean> {
  const file = await open(real, "r");
  try {
    const bytes = new Uint8Array(64);
    const { bytesRead } = await file.read(bytes, 0, bytes.length, 0);
    return isHeic(bytes.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

type FileEntry = Extract<DiskEntry, { kind: "file" }>;

/**
 * What a file is as a picture: its width and height from the header, decoded once (unless over the
 * pixel limit, or `decode` is false: then not remembered as checked); a HEIC, or unreadable.
 */
async function measure(entry: FileEntry, cache: WidthCache, decode: boolean): Promise<Partial<FileEntry>> {
  const { real, bytes: size, mtimeMs } = entry;
  const known = cache[real];
  if (known && known.size === size && known.mtimeMs === mtimeMs && known.height !== undefined) return { width: known.width, height: known.height };
  try {
    if (await fileIsHeic(real)) return { heic: true };
    const sharp = (await import("sharp")).default;
    const { width = 0, height = 0 } = await sharp(real).metadata();
    // Over the limit, the size alone is the answer: such a photo is never decoded.
    if (width * height > MAX_PHOTO_PIXELS || !decode) return { width, height };
    // The header alone would pass a photo cut short while copying: decode it all once, so a
    // truncated or corrupt file is reported here and never published half grey. Shrunk while it
    // is decoded (every byte is still read), so only a thumbnail is held, not the whole photo.
    await decoding(() => sharp(real, { failOn: "truncated", limitInputPixels: MAX_PHOTO_PIXELS }).resize({ width: 64 }).raw().toBuffer());
    cache[real] = { size, mtimeMs, width, height };
    return { width, height };
  } catch {
    return { damaged: true };
  }
}

/**
 * The folder at `dir` with the photos `site` names measured (`decode`: each decoded whole once; false
 * reads sizes from headers only). Looked up many at a time, decoded a few at a time: peak memory
 * depends on PHOTO_CONCURRENCY, not on how many photos there are.
 */
export async function photoFacts(dir: string, site: Partial<Site>, decode = true): Promise<DiskFolder> {
  const folder = await listPhotoFolder(dir);
  const refs = checkedPhotoReferences(site);
  const used = usedPhotoNames(refs);
  const names = new Set(refs.flatMap((reference) => {
    const found = findPhoto(folder, reference.file, used);
    return "problem" in found || found.entry.bytes > MAX_PHOTO_BYTES ? [] : [found.name];
  }));
  // A cache that can't be read is no cache: the photos are read again.
  const read = await readFile(WIDTH_CACHE, "utf8")
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => null);
  const cache = (read && typeof read === "object" && !Array.isArray(read) ? read : {}) as WidthCache;
  const before = JSON.stringify(cache);
  await eachLimited([...names], LOOKUP_CONCURRENCY, async (name) => {
    const entry = folder.get(name);
    if (entry?.kind === "file") folder.set(name, { ...entry, ...(await measure(entry, cache, decode)) });
  });
  if (JSON.stringify(cache) !== before) await writeFileAtomically(WIDTH_CACHE, JSON.stringify(cache));
  return folder;
}

import { open, readFile } from "node:fs/promises";
import path from "node:path";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { eachLimited, limiter } from "../../shared/concurrency.ts";
import { LOOKUP_CONCURRENCY, MAX_PHOTO_PIXELS, PHOTO_CONCURRENCY, pixelProblem, resolvePhoto, type PhotoFile } from "./photo-limits.ts";
import { heicProblem, isHeic } from "./photo-format.ts";
import { PHOTO_EXTENSION } from "../messages/closest-photo.ts";

/** Whole decodes, a few at a time. */
const decoding = limiter(PHOTO_CONCURRENCY);
import type { Problem } from "../problem.ts";
import { writeFileAtomically } from "../../shared/write-atomically.ts";
import { locate, type PathSegment, type YamlSource } from "../read/yaml-source.ts";

/**
 * The folder the owner drops photos into; every `file:` in site.yaml is
 * relative to it. SITE_PHOTOS_DIR points it elsewhere (the CLI tests use it).
 */
export const PHOTOS_DIR = path.resolve(process.env.SITE_PHOTOS_DIR ?? path.resolve(import.meta.dirname, "../../../photos"));

/**
 * The narrowest original that still looks sharp where it is shown: apartment
 * photos fill the home page's hero, gallery photos the lightbox, history
 * images a column of text.
 */
const MIN_WIDTH = { apartment: 1600, gallery: 1200, about: 800 } as const;

export type PhotoReference = { file: string; path: PathSegment[]; use: keyof typeof MIN_WIDTH };

function list<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Every photo reference in the file, with where it is written. Tolerates a
 * file that failed the schema, so a missing photo is reported with the rest.
 */
export function photoReferences(site: Partial<Site>): PhotoReference[] {
  const refs: PhotoReference[] = [];
  const add = (photos: unknown, base: PathSegment[], use: PhotoReference["use"]): void =>
    list(photos as { file?: unknown }[]).forEach((photo, j) => {
      if (typeof photo?.file === "string" && photo.file !== "") refs.push({ file: photo.file, path: [...base, j, "file"], use });
    });
  list(site.apartments).forEach((apartment, i) => add(apartment?.photos, ["apartments", i, "photos"], "apartment"));
  list(site.gallery?.sections).forEach((section, i) => add(section?.photos, ["gallery", "sections", i, "photos"], "gallery"));
  add(site.about?.images, ["about", "images"], "about");
  return refs;
}

/**
 * Sizes of photos already read in full, by real path, size and modification time: decoding an
 * image is by far the slowest part of a check, so an unchanged photo is not opened again.
 */
const WIDTH_CACHE = path.resolve(import.meta.dirname, "../../../.cache/photo-widths.json");
type WidthCache = Record<string, { size: number; mtimeMs: number; width: number; height?: number }>;

/**
 * Width and height of a regular file (resolvePhoto said so), from its header; decoded once (unless
 * over the pixel limit, or `decode` is false: then not remembered as checked).
 */
async function readSize(photo: PhotoFile, cache: WidthCache, decode: boolean): Promise<{ width: number; height: number }> {
  const { real, size, mtimeMs } = photo;
  const known = cache[real];
  if (known && known.size === size && known.mtimeMs === mtimeMs && known.height !== undefined) return { width: known.width, height: known.height };
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
}

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

async function problemFor(reference: PhotoReference, photosDir: string, cache: WidthCache, decode: boolean, used: ReadonlySet<string>): Promise<string | undefined> {
  const photo = await resolvePhoto(photosDir, reference.file, used);
  if ("problem" in photo) return photo.problem;
  let width: number;
  try {
    // Its size can be read, but its picture can't: said before, whether or not photos are decoded (dev doesn't).
    const known = cache[photo.real];
    const unchanged = known?.size === photo.size && known.mtimeMs === photo.mtimeMs;
    if (!unchanged && (await fileIsHeic(photo.real))) return heicProblem(reference.file);
    const size = await readSize(photo, cache, decode);
    const tooBig = pixelProblem(reference.file, size.width, size.height);
    if (tooBig) return tooBig;
    width = size.width;
  } catch {
    return `la foto «${reference.file}» no se puede leer: el archivo está dañado o no es una imagen; vuelve a exportarla en JPG`;
  }
  const min = MIN_WIDTH[reference.use];
  if (!width || width < min) {
    return `la foto «${reference.file}» es demasiado pequeña (${width ?? 0} px de ancho) para donde se muestra: necesita al menos ${min} px; usa el original de la cámara o del móvil`;
  }
  return undefined;
}

/** Photos that are missing, unreadable or too small for where they are shown. */
export async function photoProblems(source: YamlSource, site: Partial<Site>, photosDir: string, decode = true): Promise<Problem[]> {
  // A name in a format the site doesn't take («IMG_4032.HEIC») is the schema's to say, once.
  const refs = photoReferences(site).filter((reference) => PHOTO_EXTENSION.test(reference.file));
  // A cache that can't be read is no cache: the photos are read again.
  const read = await readFile(WIDTH_CACHE, "utf8")
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => null);
  const cache = (read && typeof read === "object" && !Array.isArray(read) ? read : {}) as WidthCache;
  const before = JSON.stringify(cache);
  // Looked up many at a time, decoded a few at a time (`decoding`): peak memory depends on
  // PHOTO_CONCURRENCY, not on how many photos there are.
  const messages: (string | undefined)[] = [];
  // A missing photo's suggestion is never a file another line already shows.
  const used = new Set(refs.flatMap((reference) => [reference.file, reference.file.toLowerCase()]));
  await eachLimited([...refs.keys()], LOOKUP_CONCURRENCY, async (i) => {
    messages[i] = await problemFor(refs[i]!, photosDir, cache, decode, used);
  });
  if (JSON.stringify(cache) !== before) await writeFileAtomically(WIDTH_CACHE, JSON.stringify(cache));
  return refs.flatMap((reference, i) => (messages[i] ? [{ file: source.file, ...locate(source, reference.path), message: messages[i] }] : []));
}

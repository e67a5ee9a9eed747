import { createHash } from "node:crypto";
import { access, mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp, type SharpOptions } from "sharp";
import { variantUrl } from "../../src/site/picture-sources.ts";
import { MAX_PHOTO_PIXELS, pixelProblem } from "../../src/content-check/cross-check/photo-limits.ts";
import { PHOTO_CONCURRENCY, PHOTOS_DIR, resolvePhoto } from "../content/photo-folder.ts";
import { eachLimited, limiter } from "../shared/concurrency.ts";
import { writeFileAtomically } from "../shared/write-atomically.ts";

/** Served variants; written into public/ so Vite serves them in dev and copies them into the build. */
export const MEDIA_DIR = path.resolve(import.meta.dirname, "../../public/media");
const MEDIA_URL = "/media";
const MANIFEST = path.resolve(import.meta.dirname, "../../.cache/photos-manifest.json");

/** Widths made from every original (never wider than the original itself). */
export const WIDTHS = [400, 800, 1200, 1800] as const;
const WEBP = { quality: 72, effort: 4 } as const;
/** Bumped whenever the variants change, so a cache from an older pipeline is not reused. */
const PIPELINE_VERSION = `1:${WIDTHS.join(",")}:${WEBP.quality}`;

type PhotoVariant = { width: number; url: string };
/** The JPEG a shared link shows (Open Graph): link previews in messaging apps don't all read WebP. */
type ShareImage = { url: string; width: number; height: number };
type PhotoInfo = {
  /** Content hash of the original (and pipeline version): names the variants, keys the cache. */
  hash: string;
  width: number;
  height: number;
  /** Dominant colour, painted while the image loads. */
  color: string;
  variants: PhotoVariant[];
  share?: ShareImage;
  /** The original's size and modification time when it was hashed: unchanged, it isn't read again. */
  source?: { size: number; mtimeMs: number };
};
export type PhotoManifest = Record<string, PhotoInfo>;

function baseName(file: string): string {
  // «mirador/Salón 1.JPG» → «mirador-salon-1»: letters without their accents, anything else a dash;
  // a name with no such letter at all («写真.jpg») is just «foto» (the hash keeps names apart).
  const plain = file.replace(/\.[a-z]+$/i, "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return plain.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "foto";
}

/** The last run's manifest; one that can't be read is no cache (the variants are made again). */
async function readManifest(file: string): Promise<PhotoManifest> {
  try {
    const manifest = JSON.parse(await readFile(file, "utf8")) as unknown;
    if (!manifest || typeof manifest !== "object" || Array.isArray(manifest)) return {};
    return Object.fromEntries(Object.entries(manifest).filter(([, info]) => typeof (info as PhotoInfo)?.hash === "string" && Array.isArray((info as PhotoInfo).variants))) as PhotoManifest;
  } catch {
    return {};
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Every decoder here refuses more than MAX_PHOTO_PIXELS: the check refuses such a photo first, and
 * this holds even if the file changed since, or generate runs on its own.
 */
const load = (original: Buffer, options: SharpOptions = {}): Sharp => sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS, ...options });

async function makeVariants(file: string, original: Buffer, hash: string, mediaDir: string): Promise<PhotoInfo> {
  const image = load(original, { failOn: "error" }).rotate();
  const { width = 0, height = 0, orientation } = await image.metadata();
  const [w, h] = orientation && orientation >= 5 ? [height, width] : [width, height];
  const { dominant } = await load(original).stats();
  const widths: number[] = WIDTHS.filter((candidate) => candidate <= w);
  if (widths.length === 0) widths.push(w);
  const variants: PhotoVariant[] = [];
  const stem = `${MEDIA_URL}/${baseName(file)}-${hash.slice(0, 10)}`;
  for (const width of widths) {
    const url = variantUrl(stem, width);
    await load(original).rotate().resize({ width, withoutEnlargement: true }).webp(WEBP).toFile(path.join(mediaDir, path.basename(url)));
    variants.push({ width, url });
  }
  const hex = (n: number): string => n.toString(16).padStart(2, "0");
  return { hash, width: w, height: h, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, variants };
}

/** Width of the share JPEG: what Open Graph previews ask for (1200 × 630 and up). */
const SHARE_WIDTH = 1200;

async function makeShareImage(file: string, original: Buffer, hash: string, mediaDir: string): Promise<ShareImage> {
  const name = `${baseName(file)}-${hash.slice(0, 10)}-share.jpg`;
  const { width, height } = await load(original).rotate().resize({ width: SHARE_WIDTH, withoutEnlargement: true }).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(mediaDir, name));
  return { url: `${MEDIA_URL}/${name}`, width, height };
}

export type BuildResult = { manifest: PhotoManifest; made: number; reused: number; deferred: number };

/** A photo whose variants dev makes when the browser first asks for one (see vite-photo-plugin.ts). */
type PendingPhoto = { file: string; hash: string; share: boolean };
/** Pending photos by the file name of each of their variants. */
type PendingList = Record<string, PendingPhoto>;
const PENDING = path.resolve(import.meta.dirname, "../../.cache/photos-pending.json");

/** Painted under a photo whose colour dev hasn't read yet (a warm grey, like the building's stone). */
const PENDING_COLOR = "#9a9084";

/**
 * What the variants of a photo not yet made will be called and measure, from its header alone:
 * the same names and sizes makeVariants gives them.
 */
async function plannedVariants(file: string, original: Buffer, hash: string, share: boolean): Promise<PhotoInfo> {
  const { width = 0, height = 0, orientation } = await sharp(original).metadata();
  const [w, h] = orientation && orientation >= 5 ? [height, width] : [width, height];
  const widths: number[] = WIDTHS.filter((candidate) => candidate <= w);
  if (widths.length === 0) widths.push(w);
  const stem = `${MEDIA_URL}/${baseName(file)}-${hash.slice(0, 10)}`;
  const info: PhotoInfo = { hash, width: w, height: h, color: PENDING_COLOR, variants: widths.map((width) => ({ width, url: variantUrl(stem, width) })) };
  if (!share) return info;
  const shareWidth = Math.min(SHARE_WIDTH, w);
  return { ...info, share: { url: `${MEDIA_URL}/${baseName(file)}-${hash.slice(0, 10)}-share.jpg`, width: shareWidth, height: Math.round((h * shareWidth) / w) } };
}

/** The manifest's writes, one after another (photos made on demand finish in any order). */
let manifestWrites: Promise<void> = Promise.resolve();

function recordInManifest(manifestFile: string, file: string, info: PhotoInfo): Promise<void> {
  manifestWrites = manifestWrites.then(async () => {
    const manifest = await readManifest(manifestFile);
    manifest[file] = info;
    await writeFileAtomically(manifestFile, JSON.stringify(manifest, null, 1));
  });
  return manifestWrites;
}

/** Photos being made on demand, by content hash: a page asking for four widths of one photo makes it once. */
const making = new Map<string, Promise<boolean>>();
/** At most PHOTO_CONCURRENCY photos are made at once, as in a build. */
const limited = limiter(PHOTO_CONCURRENCY);

/**
 * Makes the variant called `name` (and the rest of its photo's) if dev left it for later: true
 * once the file is in the media folder, false if no pending photo has a variant of that name, or
 * the photo changed since (the content check then runs again and lists it anew).
 */
export async function makePendingVariant(name: string, { photosDir = PHOTOS_DIR, mediaDir = MEDIA_DIR, manifestFile = MANIFEST, pendingFile = PENDING } = {}): Promise<boolean> {
  const pending = await readJson<PendingList>(pendingFile);
  const photo = pending?.[name];
  if (!photo) return false;
  if (await exists(path.join(mediaDir, name))) return true;
  let job = making.get(photo.hash);
  if (!job) {
    job = limited(async () => {
      const resolved = await resolvePhoto(photosDir, photo.file);
      if ("problem" in resolved) return false;
      const original = await readFile(resolved.real);
      const hash = createHash("sha256").update(PIPELINE_VERSION).update(original).digest("hex");
      if (hash !== photo.hash) return false;
      const info = { ...(await makeVariants(photo.file, original, hash, mediaDir)), source: { size: resolved.size, mtimeMs: resolved.mtimeMs } };
      const made = photo.share ? { ...info, share: await makeShareImage(photo.file, original, hash, mediaDir) } : info;
      // With its real colour, for the build to reuse: a build finds these files and makes nothing.
      await recordInManifest(manifestFile, photo.file, made);
      return true;
    }).finally(() => making.delete(photo.hash));
    making.set(photo.hash, job);
  }
  return (await job) && exists(path.join(mediaDir, name));
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/**
 * Makes the responsive variants of every referenced photo. A photo whose
 * content hash is already in the manifest (under any name), with its files present, is not
 * touched: a rebuild with unchanged photos does no image work. Variants no
 * photo uses any more are removed, so the build ships only what is referenced.
 */
export async function buildVariants(
  files: readonly string[],
  photosDir = PHOTOS_DIR,
  {
    mediaDir = MEDIA_DIR,
    manifestFile = MANIFEST,
    pendingFile = PENDING,
    shareFiles = [],
    onDemand = false,
  }: {
    mediaDir?: string;
    manifestFile?: string;
    pendingFile?: string;
    shareFiles?: readonly string[];
    /** Dev: a photo not made yet is only planned, and made when the browser asks for it (makePendingVariant). */
    onDemand?: boolean;
  } = {},
): Promise<BuildResult> {
  const shared = new Set(shareFiles);
  await mkdir(mediaDir, { recursive: true });
  // Keyed by content: a photo renamed, moved or used twice is recognised and not made again.
  const previousManifest = await readManifest(manifestFile);
  const previous = new Map(Object.values(previousManifest).map((info) => [info.hash, info]));
  const manifest: PhotoManifest = {};
  const pending: PendingList = {};
  let made = 0;
  let reused = 0;
  let deferred = 0;
  // A few at a time, whatever the number of cores: each photo at the pixel limit holds a few hundred MB.
  await eachLimited([...new Set(files)], PHOTO_CONCURRENCY, async (file) => {
    // The same rules as the check: a regular file inside photos/ (a named pipe would block the
    // read forever, a link could lead anywhere), within the pixel limit before it is decoded.
    const photo = await resolvePhoto(photosDir, file);
    if ("problem" in photo) throw new Error(photo.problem);
    const source = { size: photo.size, mtimeMs: photo.mtimeMs };
    const present = async (url: string) => exists(path.join(mediaDir, path.basename(url)));
    // The same file as last time (size and modification time), with its variants there: nothing to read.
    const known = previousManifest[file];
    if (known?.source?.size === source.size && known.source.mtimeMs === source.mtimeMs && (!shared.has(file) || known.share)) {
      const urls = [...known.variants, ...(known.share ? [known.share] : [])].map((variant) => variant.url);
      if ((await Promise.all(urls.map(present))).every(Boolean)) {
        const { share: _share, ...unshared } = known;
        manifest[file] = shared.has(file) ? known : unshared;
        reused++;
        return;
      }
    }
    const original = await readFile(photo.real);
    const { width = 0, height = 0 } = await sharp(original).metadata();
    const tooBig = pixelProblem(file, width, height);
    if (tooBig) throw new Error(tooBig);
    const hash = createHash("sha256").update(PIPELINE_VERSION).update(original).digest("hex");
    const cached = previous.get(hash);
    if (cached && (await Promise.all(cached.variants.map((v) => present(v.url)))).every(Boolean)) {
      const { share, ...info } = cached;
      const shareReady = share && (await present(share.url));
      manifest[file] = shared.has(file) ? { ...info, source, share: shareReady ? share : await makeShareImage(file, original, hash, mediaDir) } : { ...info, source };
      reused++;
      return;
    }
    if (onDemand) {
      const planned = await plannedVariants(file, original, hash, shared.has(file));
      manifest[file] = planned;
      for (const url of [...planned.variants, ...(planned.share ? [planned.share] : [])].map((v) => v.url)) pending[path.basename(url)] = { file, hash, share: shared.has(file) };
      deferred++;
      return;
    }
    const info = { ...(await makeVariants(file, original, hash, mediaDir)), source };
    manifest[file] = shared.has(file) ? { ...info, share: await makeShareImage(file, original, hash, mediaDir) } : info;
    made++;
  });
  await manifestWrites;
  const keep = new Set(Object.values(manifest).flatMap((info) => [...info.variants, ...(info.share ? [info.share] : [])].map((v) => path.basename(v.url))));
  for (const name of await readdir(mediaDir)) if (!keep.has(name)) await rm(path.join(mediaDir, name));
  // Planned photos stay out of the manifest (their colour is a stand-in) until they are made.
  const planned = new Set(Object.values(pending).map((photo) => photo.file));
  const finished = Object.fromEntries(Object.entries(manifest).filter(([file]) => !planned.has(file)));
  await writeFileAtomically(manifestFile, JSON.stringify(finished, null, 1));
  if (onDemand) await writeFileAtomically(pendingFile, JSON.stringify(pending));
  return { manifest, made, reused, deferred };
}

import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildVariants, WIDTHS } from "../../../scripts/photos/variants.ts";
import { pixelBombPng } from "../content/helpers.ts";

let dir: string;
const photos = () => path.join(dir, "photos");
const options = () => ({ mediaDir: path.join(dir, "media"), manifestFile: path.join(dir, "manifest.json") });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "variants-"));
  await mkdir(path.join(photos(), "piso"), { recursive: true });
  await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#c06040" } }).jpeg().toFile(path.join(photos(), "piso/01.jpg"));
  await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#4060c0" } }).jpeg().toFile(path.join(photos(), "piso/02.jpg"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("photo variants", () => {
  it("makes a WebP per width up to the original's, with its size and dominant colour", async () => {
    const { manifest, made, reused } = await buildVariants(["piso/01.jpg", "piso/02.jpg"], photos(), options());
    expect({ made, reused }).toEqual({ made: 2, reused: 0 });
    const big = manifest["piso/01.jpg"]!;
    expect(big).toMatchObject({ width: 1800, height: 1200 });
    expect(big.variants.map((v) => v.width)).toEqual([...WIDTHS]);
    expect(big.color).toMatch(/^#[0-9a-f]{6}$/);
    // Never wider than the original: a 1000 px photo gets 400 and 800 only.
    expect(manifest["piso/02.jpg"]!.variants.map((v) => v.width)).toEqual([400, 800]);
    for (const variant of big.variants) {
      const file = path.join(options().mediaDir, path.basename(variant.url));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(variant.width);
    }
    // Only variants are written: no original in the served folder.
    expect((await readdir(options().mediaDir)).every((name) => name.endsWith(".webp"))).toBe(true);
  });

  it("a second run with unchanged photos does no image work (cache hit by content hash)", async () => {
    const before = await stat(path.join(options().mediaDir, (await readdir(options().mediaDir))[0]!));
    const { made, reused } = await buildVariants(["piso/01.jpg", "piso/02.jpg"], photos(), options());
    expect({ made, reused }).toEqual({ made: 0, reused: 2 });
    const after = await stat(path.join(options().mediaDir, (await readdir(options().mediaDir))[0]!));
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });

  it("a photo renamed or moved is recognised by its content: no image work", async () => {
    await writeFile(path.join(photos(), "piso/salon.jpg"), await readFile(path.join(photos(), "piso/02.jpg")));
    const { manifest, made, reused } = await buildVariants(["piso/01.jpg", "piso/salon.jpg"], photos(), options());
    expect({ made, reused }).toEqual({ made: 0, reused: 2 });
    expect(manifest["piso/salon.jpg"]!.variants.map((v) => v.width)).toEqual([400, 800]);
  });

  it("a cache file that can't be read only means the variants are made again", async () => {
    await writeFile(options().manifestFile, "{ roto");
    const { made } = await buildVariants(["piso/01.jpg"], photos(), options());
    expect(made).toBe(1);
  });

  it("a changed photo is made again, and variants no photo uses any more are removed", async () => {
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#30a050" } }).jpeg().toFile(path.join(photos(), "piso/01.jpg"));
    const { manifest, made, reused } = await buildVariants(["piso/01.jpg"], photos(), options());
    expect({ made, reused }).toEqual({ made: 1, reused: 0 });
    const names = (await readdir(options().mediaDir)).sort();
    expect(names).toEqual(manifest["piso/01.jpg"]!.variants.map((v) => path.basename(v.url)).sort());
  });

  it("a photo shown when a page is shared also gets a 1200 px JPEG, made once", async () => {
    const first = await buildVariants(["piso/01.jpg"], photos(), { ...options(), shareFiles: ["piso/01.jpg"] });
    const share = first.manifest["piso/01.jpg"]!.share!;
    expect(share.url).toMatch(/-share\.jpg$/);
    const meta = await sharp(path.join(options().mediaDir, path.basename(share.url))).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "jpeg", width: share.width, height: share.height });
    expect(share.width).toBe(1200);
    const again = await buildVariants(["piso/01.jpg"], photos(), { ...options(), shareFiles: ["piso/01.jpg"] });
    expect(again.manifest["piso/01.jpg"]!.share).toEqual(share);
    expect(again.made).toBe(0);
    // No longer shared: its JPEG goes with the other unused files.
    await buildVariants(["piso/01.jpg"], photos(), options());
    expect(await readdir(options().mediaDir)).not.toContain(path.basename(share.url));
  });

  it("an unreadable photo fails loudly rather than producing an empty variant", async () => {
    await writeFile(path.join(photos(), "piso/roto.jpg"), "no es una imagen");
    await expect(buildVariants(["piso/roto.jpg"], photos(), options())).rejects.toThrow();
  });
});

/**
 * generate holds the check's rules itself: the photo could change between the check and the
 * variants, and buildVariants can be called on its own. Nothing is written for a refused photo.
 */
describe("photo variants refuse what is not a photo inside photos/", () => {
  let own: string;
  const ownPhotos = () => path.join(own, "photos");
  const ownOptions = () => ({ mediaDir: path.join(own, "media"), manifestFile: path.join(own, "manifest.json") });
  beforeAll(async () => {
    own = await mkdtemp(path.join(os.tmpdir(), "variants-refused-"));
    await mkdir(ownPhotos());
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#808080" } }).jpeg().toFile(path.join(own, "fuera.jpg"));
  });
  afterAll(async () => {
    await rm(own, { recursive: true, force: true });
  });

  it("a photo over the pixel limit, from its header, naming its size", async () => {
    await writeFile(path.join(ownPhotos(), "enorme.png"), pixelBombPng(16000, 16000));
    await expect(buildVariants(["enorme.png"], ownPhotos(), ownOptions())).rejects.toThrow("16000 × 16000 píxeles (256 megapíxeles), y el máximo es 50 megapíxeles");
  });

  it("a named pipe, without waiting on it", async () => {
    execFileSync("mkfifo", [path.join(ownPhotos(), "tuberia.jpg")]);
    await expect(buildVariants(["tuberia.jpg"], ownPhotos(), ownOptions())).rejects.toThrow("es un archivo especial");
  }, 2000);

  it("a link to a file outside the folder", async () => {
    await symlink(path.join(own, "fuera.jpg"), path.join(ownPhotos(), "enlace.jpg"));
    await expect(buildVariants(["enlace.jpg"], ownPhotos(), ownOptions())).rejects.toThrow("es un enlace a un archivo de fuera de la carpeta photos/");
    await expect(readdir(ownOptions().mediaDir)).resolves.toEqual([]);
  });
});

describe("photo variants of unchanged files", () => {
  it("are reused without reading the originals: same size and modification time is the same photo", async () => {
    const file = path.join(photos(), "piso/02.jpg");
    // A whole second, which utimes can set again exactly.
    const mtime = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await utimes(file, mtime, mtime);
    const first = await buildVariants(["piso/02.jpg"], photos(), options());
    const { size } = await stat(file);
    // Another image of exactly the same size, given the old modification time: only reading it would tell.
    const other = await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#40c060" } }).jpeg().toBuffer();
    const same = Buffer.alloc(size);
    other.copy(same, 0, 0, Math.min(size, other.length));
    await writeFile(file, same);
    await utimes(file, mtime, mtime);
    const second = await buildVariants(["piso/02.jpg"], photos(), options());
    expect({ made: second.made, reused: second.reused }).toEqual({ made: 0, reused: 1 });
    expect(second.manifest["piso/02.jpg"]).toEqual(first.manifest["piso/02.jpg"]);
    // Touched (as a copy or an edit does), it is read again and found changed.
    await utimes(file, new Date(), new Date());
    await sharp(other).toFile(file);
    const third = await buildVariants(["piso/02.jpg"], photos(), options());
    expect(third.made).toBe(1);
  });
});


describe("photo variants of files named as a phone or a person names them", () => {
  it("publish under names of their own, plain letters, digits and dashes: «Salón 1.JPG», «写真.jpeg»", async () => {
    const own = await mkdtemp(path.join(os.tmpdir(), "variants-names-"));
    try {
      await mkdir(path.join(own, "photos", "Piso Nuevo"), { recursive: true });
      await sharp({ create: { width: 900, height: 600, channels: 3, background: "#336633" } }).jpeg().toFile(path.join(own, "photos", "Piso Nuevo", "Salón 1.JPG"));
      await sharp({ create: { width: 900, height: 600, channels: 3, background: "#663333" } }).jpeg().toFile(path.join(own, "photos", "写真.jpeg"));
      const { manifest } = await buildVariants(["Piso Nuevo/Salón 1.JPG", "写真.jpeg"], path.join(own, "photos"), { mediaDir: path.join(own, "media"), manifestFile: path.join(own, "manifest.json") });
      expect(manifest["Piso Nuevo/Salón 1.JPG"]!.variants[0]!.url).toMatch(/^\/media\/piso-nuevo-salon-1-[0-9a-f]{10}-400\.webp$/);
      expect(manifest["写真.jpeg"]!.variants[0]!.url).toMatch(/^\/media\/foto-[0-9a-f]{10}-400\.webp$/);
      expect((await readdir(path.join(own, "media"))).every((name) => /^[a-z0-9-]+\.webp$/.test(name))).toBe(true);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it("are made from a name whose accents the disk stores apart (as macOS does), under the name site.yaml writes", async () => {
    const own = await mkdtemp(path.join(os.tmpdir(), "variants-accents-"));
    try {
      // On disk «Fábrica/Salón.jpg» as «a» + accent; in site.yaml as typed, «á» as one character.
      const stored = "Fábrica/Salón.jpg".normalize("NFD");
      const written = "Fábrica/Salón.jpg".normalize("NFC");
      await mkdir(path.join(own, "photos", path.dirname(stored)), { recursive: true });
      await sharp({ create: { width: 900, height: 600, channels: 3, background: "#336633" } }).jpeg().toFile(path.join(own, "photos", stored));
      const { manifest } = await buildVariants([written], path.join(own, "photos"), { mediaDir: path.join(own, "media"), manifestFile: path.join(own, "manifest.json") });
      expect(Object.keys(manifest)).toEqual([written]);
      expect(manifest[written]!.variants[0]!.url).toMatch(/^\/media\/fabrica-salon-[0-9a-f]{10}-400\.webp$/);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });
});

/**
 * The rules every photo goes through before it is opened (check and generate alike): a regular
 * file whose real path is inside photos/, within the pixel limit, decoded a few at a time.
 */
import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, pixelProblem } from "../../../src/content-check/cross-check/photo-limits.ts";
import { resolvePhoto } from "../../../scripts/content/photo-folder.ts";
import { eachLimited } from "../../../scripts/shared/concurrency.ts";

let dir: string;
const photos = () => path.join(dir, "photos");
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "photo-limits-"));
  await mkdir(path.join(photos(), "piso"), { recursive: true });
  await writeFile(path.join(photos(), "piso", "01.jpg"), "a photo");
  await writeFile(path.join(dir, "secreto.jpg"), "outside");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("resolvePhoto", () => {
  it("follows a link that stays inside photos/ to the real file", async () => {
    await symlink(path.join("piso", "01.jpg"), path.join(photos(), "portada.jpg"));
    const photo = await resolvePhoto(photos(), "portada.jpg");
    expect(photo).toMatchObject({ real: path.join(photos(), "piso", "01.jpg"), size: "a photo".length });
  });

  it("refuses a link inside photos/ that leads out of it, through a linked folder too", async () => {
    await symlink(dir, path.join(photos(), "arriba"));
    expect(await resolvePhoto(photos(), "arriba/secreto.jpg")).toEqual({
      problem: "la foto «arriba/secreto.jpg» es un enlace a un archivo de fuera de la carpeta photos/; copia la foto dentro de photos/ en vez de enlazarla",
    });
  });

  it("accepts photos/ itself being a link (the owner keeps the photos on another disk)", async () => {
    const linked = path.join(dir, "fotos-enlazadas");
    await symlink(photos(), linked);
    expect(await resolvePhoto(linked, "piso/01.jpg")).toMatchObject({ real: path.join(photos(), "piso", "01.jpg") });
  });

  it("refuses a name that climbs out of the folder", async () => {
    expect(await resolvePhoto(photos(), "../secreto.jpg")).toEqual({ problem: "la foto «../secreto.jpg» debe estar dentro de la carpeta photos/" });
  });

  it(`refuses a file over ${MAX_PHOTO_BYTES / 1024 / 1024} MB, saying its size, without reading it`, async () => {
    const file = path.join(photos(), "grande.jpg");
    await writeFile(file, "");
    // A sparse file: its size is set, nothing is written.
    await truncate(file, MAX_PHOTO_BYTES + 1024 * 1024);
    expect(await resolvePhoto(photos(), "grande.jpg")).toEqual({
      problem: `la foto «grande.jpg» ocupa 51,0 MB y el máximo es ${MAX_PHOTO_BYTES / 1024 / 1024} MB; expórtala en JPG con calidad normal`,
    });
  });
});

describe("pixelProblem", () => {
  it("accepts a photo at the limit and refuses one pixel row more", () => {
    // 8660 × 5773 is 49 994 180 pixels: the largest 3:2 photo within 50 megapixels.
    expect(8660 * 5773).toBeLessThanOrEqual(MAX_PHOTO_PIXELS);
    expect(pixelProblem("a.jpg", 8660, 5773)).toBeUndefined();
    expect(pixelProblem("b.jpg", 10_000, 5001)).toBe(
      "la foto «b.jpg» es demasiado grande: 10000 × 5001 píxeles (50,01 megapíxeles), y el máximo es 50 megapíxeles (8660 × 5773); expórtala más pequeña, por ejemplo a 4000 px de ancho",
    );
  });

  it("accepts a 48 MP phone photo (8064 × 6048)", () => {
    expect(pixelProblem("movil.jpg", 8064, 6048)).toBeUndefined();
  });
});

describe("eachLimited", () => {
  it("never runs more than `limit` tasks at once, and runs them all", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited(Array.from({ length: 20 }, (_, i) => i), 2, async (i) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1 + (i % 3)));
      done.push(i);
      running--;
    });
    expect(most).toBe(2);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});

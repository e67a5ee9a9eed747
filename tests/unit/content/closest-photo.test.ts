/**
 * A photo site.yaml names that isn't in photos/: which file the message points to. Never one
 * another line already shows (the owner would rename it and break that line).
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoNamed } from "../../../src/content-check/cross-check/closest-photo.ts";
import { listPhotoFolder, resolvePhoto } from "../../../scripts/content/photo-folder.ts";

let dir: string;
const used = new Set(["mirador/01.jpg", "mirador/02.jpg", "mirador/03.jpg", "mirador/04.jpg", "mirador/25.jpg"]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "closest-photo-"));
  await mkdir(path.join(dir, "mirador"));
  for (const name of ["01.jpg", "02.jpg", "03.jpg", "04.jpg", "25.jpg", "05.jpeg", "06 .jpg", "07.JPG"]) await writeFile(path.join(dir, "mirador", name), "");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the photo a missing name most likely means", () => {
  it("the same name with only the extension's capitals changed is the photo itself", async () => {
    expect(photoNamed(await listPhotoFolder(dir), "mirador/07.jpg", used)).toEqual({ exact: "mirador/07.JPG" });
  });

  it("the same name with its accents stored the other way (a Mac's «a» + accent) is the photo itself, never a look-alike suggestion", async () => {
    await mkdir(path.join(dir, "Fábrica".normalize("NFD")));
    await writeFile(path.join(dir, "Fábrica".normalize("NFD"), "Salón.jpg".normalize("NFD")), "");
    try {
      const typed = "Fábrica/Salón.jpg".normalize("NFC");
      expect(photoNamed(await listPhotoFolder(dir), typed)).toEqual({ exact: typed.normalize("NFD") });
      // Shown by a line that writes it as typed: not among the photos no line uses.
      expect(photoNamed(await listPhotoFolder(dir), "Fábrica/otra.jpg", new Set([typed]))).toEqual({});
    } finally {
      await rm(path.join(dir, "Fábrica".normalize("NFD")), { recursive: true });
    }
  });

  it("the same name with another extension, or with a stray space, is the one named", async () => {
    expect(photoNamed(await listPhotoFolder(dir), "mirador/05.jpg", used)).toEqual({ closest: "mirador/05.jpeg" });
    expect(photoNamed(await listPhotoFolder(dir), "mirador/06.jpg", used)).toEqual({ closest: "mirador/06 .jpg" });
  });

  it("never a photo another line uses, however close its name", async () => {
    // 25.jpg is one letter from 26.jpg, but shown elsewhere.
    const named = photoNamed(await listPhotoFolder(dir), "mirador/26.jpg", new Set([...used, "mirador/05.jpeg", "mirador/06 .jpg", "mirador/07.JPG"]));
    expect(named).toEqual({});
  });

  it("with no close name, the photos of the folder no line uses: the phone's new photo", async () => {
    await writeFile(path.join(dir, "mirador", "IMG_20260512_183045.jpg"), "");
    const all = new Set([...used, "mirador/05.jpeg", "mirador/06 .jpg", "mirador/07.JPG"]);
    expect(photoNamed(await listPhotoFolder(dir), "mirador/26.jpg", all)).toEqual({ unused: ["mirador/IMG_20260512_183045.jpg"] });
    expect(await resolvePhoto(dir, "mirador/26.jpg", all)).toEqual({
      problem: "la foto «mirador/26.jpg» no está en la carpeta photos/; en esa carpeta hay una foto que no usa ninguna línea: «mirador/IMG_20260512_183045.jpg»; si es esa, escribe su nombre en site.yaml",
    });
    await rm(path.join(dir, "mirador", "IMG_20260512_183045.jpg"));
  });
});

/**
 * Photos in a format the site can't publish (slip-cases.ts has the iPhone's HEIC, mistake-cases.ts
 * a RAW and a TIFF, with their messages). Here: what is taken for a HEIC by its bytes, and that dev,
 * which reads photos' sizes only, says it too.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { formatProblem, heicProblem, isHeic } from "../../../src/content-check/validate/photo-format.ts";
import { contentChecker, FIXTURES } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("photo-format");

/** The start of an ISO media file: its «ftyp» box with `major` and `compatible` brands. */
function ftyp(major: string, compatible: string[]): Uint8Array {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${brands}`, 4, "latin1");
  return box;
}

describe("a HEIC, by its first bytes", () => {
  it("an iPhone's photo (HEVC), whatever its name", async () => {
    expect(isHeic(await readFile(path.join(FIXTURES, "photos", "IMG_4032.HEIC")))).toBe(true);
    expect(isHeic(await readFile(path.join(FIXTURES, "photos", "IMG_4033.jpg")))).toBe(true);
  });

  it.each([
    ["heic", ["mif1", "heic"]],
    ["heix", ["mif1"]],
    ["mif1", ["heic", "miaf"]],
    ["msf1", ["hevc"]],
  ])("brands %s + %j: a HEIC", (major, compatible) => {
    expect(isHeic(ftyp(major, compatible))).toBe(true);
  });

  it.each([
    ["avif", ["mif1", "miaf"]],
    ["mif1", ["avif", "miaf"]],
    ["isom", ["mp41"]],
  ])("brands %s + %j: not one (an AVIF, which the site reads; a video)", (major, compatible) => {
    expect(isHeic(ftyp(major, compatible))).toBe(false);
  });

  it("a JPEG, a PNG, a file too short: not one", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#a86" } }).jpeg().toBuffer();
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#a86" } }).avif().toBuffer();
    expect([jpeg, avif, Buffer.from("ftyp"), Buffer.alloc(0)].map((bytes) => isHeic(bytes))).toEqual([false, false, false, false]);
  });
});

describe("a photo's format by its extension", () => {
  it.each([
    ["mirador/IMG_4032.HEIC", heicProblem("mirador/IMG_4032.HEIC")],
    ["mirador/IMG_4032.heif", heicProblem("mirador/IMG_4032.heif")],
    ["mirador/PXL_2026.dng", expect.stringContaining("es un archivo RAW de cámara (DNG)")],
    ["mirador/escaneo.TIFF", expect.stringContaining("está en formato TIFF")],
    ["mirador/animada.gif", expect.stringContaining("está en formato GIF")],
    ["mirador/01.jpg", undefined],
    ["mirador/01.webp", undefined],
  ])("%s", (name, problem) => {
    expect(formatProblem(name)).toEqual(problem);
  });
});

describe("an iPhone's HEIC renamed «.jpg», in npm run dev (photos read for their size only)", () => {
  it("is said as in npm run check, not left to fail when the page asks for it", async () => {
    const named = "pruebas/IMG_4033.jpg";
    const edit = site.replaceValue(["apartments", 0, "photos", 2, "file"], named);
    const result = await check("heic-in-dev", edit.site.text, { decodePhotos: false });
    expect(result.problems.map((problem) => `${problem.line}:${problem.col}: ${problem.message}`)).toEqual([`${edit.at.line}:${edit.at.col}: ${heicProblem(named)}`]);
  });
});

/**
 * Dev makes photo variants when the browser first asks for them: generating plans every photo's
 * variants (names and sizes, from its header) without making any, and a request for one of those
 * names makes that photo's variants — once, however many widths are asked for at once — with
 * the same names and sizes a build gives them, recorded for the build to reuse.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildVariants, makePendingVariant } from "../../../scripts/photos/variants.ts";

let dir: string;
const photosDir = () => path.join(dir, "photos");
const lazy = () => ({ photosDir: photosDir(), mediaDir: path.join(dir, "media"), manifestFile: path.join(dir, "manifest.json"), pendingFile: path.join(dir, "pending.json") });
const full = () => ({ mediaDir: path.join(dir, "full-media"), manifestFile: path.join(dir, "full-manifest.json") });
const FILES = ["piso/01.jpg", "piso/02.jpg"];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "on-demand-"));
  await mkdir(path.join(photosDir(), "piso"), { recursive: true });
  await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#c06040" } }).jpeg().toFile(path.join(photosDir(), "piso/01.jpg"));
  await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#4060c0" } }).jpeg().toFile(path.join(photosDir(), "piso/02.jpg"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("photo variants on demand", () => {
  it("are planned, not made: the same names and sizes a build gives them, and no file yet", async () => {
    const planned = await buildVariants(FILES, photosDir(), { ...lazy(), shareFiles: ["piso/01.jpg"], onDemand: true });
    expect({ made: planned.made, reused: planned.reused, deferred: planned.deferred }).toEqual({ made: 0, reused: 0, deferred: 2 });
    expect(await readdir(lazy().mediaDir)).toEqual([]);
    const built = await buildVariants(FILES, photosDir(), { ...full(), shareFiles: ["piso/01.jpg"] });
    for (const file of FILES) {
      const { color: _planned, ...plannedInfo } = planned.manifest[file]!;
      const { color: _built, source: _source, ...builtInfo } = built.manifest[file]!;
      expect(plannedInfo).toEqual(builtInfo);
    }
    // Planned photos stay out of the manifest a build reuses: their colour is a stand-in.
    expect(JSON.parse(await readFile(lazy().manifestFile, "utf8"))).toEqual({});
  });

  it("are made at the first request for any of them, once, and recorded with their real colour", async () => {
    const { manifest } = await buildVariants(FILES, photosDir(), { ...lazy(), shareFiles: ["piso/01.jpg"], onDemand: true });
    const names = [...manifest["piso/01.jpg"]!.variants, manifest["piso/01.jpg"]!.share!].map((variant) => path.basename(variant.url));
    // A page asks for every width at once.
    expect(await Promise.all(names.map((name) => makePendingVariant(name, lazy())))).toEqual(names.map(() => true));
    expect((await readdir(lazy().mediaDir)).sort()).toEqual([...names].sort());
    const times = await Promise.all(names.map(async (name) => (await stat(path.join(lazy().mediaDir, name))).mtimeMs));
    // Each file written once: asked again, nothing is made again.
    expect(await makePendingVariant(names[0]!, lazy())).toBe(true);
    expect(await Promise.all(names.map(async (name) => (await stat(path.join(lazy().mediaDir, name))).mtimeMs))).toEqual(times);
    const recorded = JSON.parse(await readFile(lazy().manifestFile, "utf8")) as Record<string, { color: string }>;
    const built = JSON.parse(await readFile(full().manifestFile, "utf8")) as Record<string, { color: string }>;
    expect(recorded["piso/01.jpg"]).toEqual(built["piso/01.jpg"]);
    // A build now finds it made.
    const { made, reused } = await buildVariants(FILES, photosDir(), { ...lazy(), shareFiles: ["piso/01.jpg"] });
    expect({ made, reused }).toEqual({ made: 1, reused: 1 });
  });

  it("make nothing for a name no photo will have, or a path out of the folder", async () => {
    await buildVariants(FILES, photosDir(), { ...lazy(), onDemand: true });
    for (const name of ["otra-0123456789-400.webp", "../manifest.json", "piso-02-0000000000-400.webp"]) expect(await makePendingVariant(name, lazy())).toBe(false);
  });

  it("make nothing for a photo changed since it was planned (it is planned again at the next check)", async () => {
    const { manifest } = await buildVariants(["piso/02.jpg"], photosDir(), { ...lazy(), onDemand: true });
    const name = path.basename(manifest["piso/02.jpg"]!.variants[0]!.url);
    await rm(path.join(lazy().mediaDir, name), { force: true });
    await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#40c060" } }).jpeg().toFile(path.join(photosDir(), "piso/02.jpg"));
    expect(await makePendingVariant(name, lazy())).toBe(false);
  });
});

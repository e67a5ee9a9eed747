/**
 * `npm run bench:scale`: the owner's loop on a site grown well past today's — 12 apartments with
 * 50 photos each (600 distinct photos, made here as camera-sized JPEGs) and 60 nearby places —
 * in a copy of the project in a temporary folder, as a fresh clone: `npm run check` cold and warm,
 * the first `npm run dev` until its first page is served, and `npm run build` cold and warm, with a
 * cold build of half the photos to show the cost grows in line with them. Writes its section of
 * benchmarks/RESULTS.md and exits 1 when a budget is missed. A benchmark, not a test: the figures
 * depend on the machine (these budgets are for the 2-core machine the project is built on).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eachLimited } from "../shared/concurrency.ts";
import { writeResultsSection } from "./results-file.ts";
import { scaledPhoto, scaledSite } from "./scaled-site.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const APARTMENTS = 12;
const PHOTOS_PER_APARTMENT = 50;
const PLACES = 60;
const DEV_PORT = 5399;

export const SCALE_BUDGETS = { warmCheckSeconds: 1, firstDevSeconds: 30, warmBuildSeconds: 15, coldBuildGrowth: 2.3 } as const;

/** Film grain laid over every photo (tiled): its noise is what makes a JPEG as heavy as a phone's. */
const GRAIN = { size: 509, pixels: randomBytes(509 * 509) };

/** A photo like a phone's: 2400–4000 px wide, soft random shapes under grain (2–6 MB), each different. */
async function makePhoto(file: string, index: number): Promise<void> {
  const width = 2400 + ((index * 97) % 1601);
  const height = Math.round((width * 2) / 3);
  const shapes = { width: Math.ceil(width / 16), height: Math.ceil(height / 16), channels: 3 as const };
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(randomBytes(shapes.width * shapes.height * 3), { raw: shapes })
    .resize(width, height, { kernel: "cubic" })
    .composite([{ input: GRAIN.pixels, raw: { width: GRAIN.size, height: GRAIN.size, channels: 1 }, tile: true, blend: "soft-light" }])
    .jpeg({ quality: 85 })
    .toFile(file);
}

/** A fresh clone's worth of the project in `dir`: what the site is made of, with node_modules linked. */
async function copyProject(dir: string): Promise<void> {
  for (const entry of ["site.yaml", "package.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "src", "scripts", "schema", "public", "photos"]) {
    await cp(path.join(ROOT, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}src${path.sep}generated`) && !source.includes(`${path.sep}public${path.sep}media`),
    });
  }
  await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
}

/** Runs a command in `dir`, its output kept in the bench's log; seconds it took, or a thrown error with the log's end. */
async function timed(dir: string, log: string[], command: string, args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: dir, env: { ...process.env, NO_COLOR: "1", SITE_PHOTOS_DIR: path.join(dir, "photos") } });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const seconds = (performance.now() - started) / 1000;
  log.push(`$ ${command} ${args.join(" ")} (${seconds.toFixed(1)} s, exit ${code})\n${output}`);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${output.slice(-2000)}`);
  return seconds;
}

/** `npm run dev` from a fresh state until its first page answers 200, then stopped. */
async function firstDevPage(dir: string, log: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn("npm", ["run", "dev", "--", "--port", String(DEV_PORT), "--strictPort"], { cwd: dir, detached: true, env: { ...process.env, NO_COLOR: "1", SITE_PHOTOS_DIR: path.join(dir, "photos") } });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run dev ended:\n${output.slice(-2000)}`);
      const status = await fetch(`http://127.0.0.1:${DEV_PORT}/`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      if (performance.now() - started > 600_000) throw new Error(`npm run dev served nothing in 10 minutes:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return (performance.now() - started) / 1000;
  } finally {
    log.push(`$ npm run dev\n${output}`);
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((resolve) => child.once("close", resolve));
  }
}

/** Back to a fresh clone's state: no caches, no photo variants, nothing generated, no build. */
async function fresh(dir: string): Promise<void> {
  for (const entry of [".cache", "public/media", "src/generated", "build"]) await rm(path.join(dir, entry), { recursive: true, force: true });
}

const dir = await mkdtemp(path.join(os.tmpdir(), "bench-scale-"));
const log: string[] = [];
try {
  await copyProject(dir);
  const original = await readFile(path.join(ROOT, "site.yaml"), "utf8");
  console.log(`bench:scale en ${dir}: ${APARTMENTS * PHOTOS_PER_APARTMENT} fotos nuevas…`);
  const made = performance.now();
  const indexes = Array.from({ length: APARTMENTS * PHOTOS_PER_APARTMENT }, (_, i) => i);
  await eachLimited(indexes, os.availableParallelism(), (i) =>
    makePhoto(path.join(dir, "photos", scaledPhoto(Math.floor(i / PHOTOS_PER_APARTMENT) + 1, (i % PHOTOS_PER_APARTMENT) + 1)), i),
  );
  console.log(`fotos hechas en ${((performance.now() - made) / 1000).toFixed(0)} s`);

  const node = process.execPath;
  const check = ["--import", "tsx", "scripts/check.ts"];
  const build = ["--import", "tsx", "scripts/build.ts"];
  // Half the photos first: a cold build of 300, then everything at 600.
  await writeFile(path.join(dir, "site.yaml"), scaledSite(original, { apartments: APARTMENTS / 2, photosPerApartment: PHOTOS_PER_APARTMENT, places: PLACES }));
  await fresh(dir);
  const coldBuildHalf = await timed(dir, log, node, build);
  console.log(`build en frío, ${(APARTMENTS / 2) * PHOTOS_PER_APARTMENT} fotos: ${coldBuildHalf.toFixed(1)} s`);

  await writeFile(path.join(dir, "site.yaml"), scaledSite(original, { apartments: APARTMENTS, photosPerApartment: PHOTOS_PER_APARTMENT, places: PLACES }));
  await fresh(dir);
  const coldCheck = await timed(dir, log, node, check);
  const warmCheck = await timed(dir, log, node, check);
  const summary = /contenido correcto: .*/.exec(log.at(-1) ?? "")?.[0] ?? "";
  console.log(`check: ${coldCheck.toFixed(2)} s en frío, ${warmCheck.toFixed(2)} s después (${summary})`);
  await fresh(dir);
  const firstDev = await firstDevPage(dir, log);
  console.log(`primera página de npm run dev: ${firstDev.toFixed(1)} s`);
  await fresh(dir);
  const coldBuild = await timed(dir, log, node, build);
  const warmBuild = await timed(dir, log, node, build);
  console.log(`build: ${coldBuild.toFixed(1)} s en frío, ${warmBuild.toFixed(1)} s después`);

  const photos = APARTMENTS * PHOTOS_PER_APARTMENT;
  const growth = coldBuild / coldBuildHalf;
  const perPhoto = ((coldBuild - coldBuildHalf) / (photos / 2)) * 1000;
  const rows: [string, string, string, boolean][] = [
    ["`npm run check`, cold (every photo decoded once)", `${coldCheck.toFixed(2)} s`, "—", true],
    ["`npm run check`, warm", `${warmCheck.toFixed(2)} s`, `< ${SCALE_BUDGETS.warmCheckSeconds} s`, warmCheck < SCALE_BUDGETS.warmCheckSeconds],
    ["first `npm run dev` page, fresh clone", `${firstDev.toFixed(1)} s`, `< ${SCALE_BUDGETS.firstDevSeconds} s`, firstDev < SCALE_BUDGETS.firstDevSeconds],
    [`\`npm run build\`, cold, ${photos / 2} photos`, `${coldBuildHalf.toFixed(1)} s`, "—", true],
    [`\`npm run build\`, cold, ${photos} photos`, `${coldBuild.toFixed(1)} s`, `≤ ${SCALE_BUDGETS.coldBuildGrowth}× the ${photos / 2}-photo build (linear)`, growth <= SCALE_BUDGETS.coldBuildGrowth],
    ["`npm run build`, warm", `${warmBuild.toFixed(1)} s`, `< ${SCALE_BUDGETS.warmBuildSeconds} s`, warmBuild < SCALE_BUDGETS.warmBuildSeconds],
  ];
  const missed = rows.filter(([, , , met]) => !met);
  const section = [
    "## Scale",
    "",
    `Written by \`npm run bench:scale\` on ${new Date().toISOString().slice(0, 10)} (${os.availableParallelism()} cores): a copy of the project as a fresh clone, its site grown to ${APARTMENTS} apartments with ${PHOTOS_PER_APARTMENT} photos each (${photos} distinct JPEGs made by the bench, 2400–4000 px wide, about as hard to compress as phone photos) and ${PLACES} nearby places (the gallery and the history page keep the shipped photos); ${summary || "the check's summary is in the log"}. One run each; «cold» starts with no cache, no photo variants and nothing generated, as a fresh clone.`,
    "",
    "| step | time | budget |",
    "| --- | --- | --- |",
    ...rows.map(([step, time, budget, met]) => `| ${step} | ${time} | ${budget}${met ? "" : " **missed**"} |`),
    "",
    `Cold build growth from ${photos / 2} to ${photos} photos: ${growth.toFixed(2)}× (about ${perPhoto.toFixed(0)} ms per added photo: four WebP widths and a decode; the rest is the fixed cost of building the pages).`,
    "",
    missed.length ? `Missed: ${missed.map(([step]) => step).join("; ")}.` : "All budgets met.",
    "",
  ].join("\n");
  await writeResultsSection("scale", section);
  console.log(section);
  if (missed.length) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await writeFile(path.join(os.tmpdir(), "bench-scale.log"), log.join("\n\n"));
  await rm(dir, { recursive: true, force: true });
}

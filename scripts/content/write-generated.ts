import { readFile } from "node:fs/promises";
import path from "node:path";
import { compile } from "json-schema-to-typescript";
import type { ApartmentAvailability } from "../../src/booking/availability.ts";
import type { Site } from "../../src/generated/site-types.gen.ts";
import type { PhotoManifest } from "../photos/variants.ts";
import { fillCountTokens } from "./count-tokens.ts";
import { SCHEMA_PATH } from "./schema-problems.ts";
import { writeFilesAtomically } from "./write-atomically.ts";

export const GENERATED_DIR = path.resolve(import.meta.dirname, "../../src/generated");

const BANNER = "// generated from site.yaml by `npm run generate` — do not edit: change site.yaml and regenerate.\n";

async function typesModule(): Promise<string> {
  const schema = JSON.parse(await readFile(SCHEMA_PATH, "utf8"));
  const types = await compile(schema, "Site", { bannerComment: "", additionalProperties: false, unreachableDefinitions: true, format: true });
  return BANNER + types;
}

/**
 * The site's data, without what it must not publish: the calendars' variable names and the
 * owner's private notes (their booked nights reach the site through availability.gen.ts).
 */
function dataModule(site: Site): string {
  const published: Site = { ...site, apartments: site.apartments.map(({ calendar: _calendar, ...apartment }) => apartment) as Site["apartments"] };
  return `${BANNER}import type { Site } from "./site-types.gen.ts";\n\nexport const site: Site = ${JSON.stringify(fillCountTokens(published), null, 2)};\n`;
}

function availabilityModule(availability: Record<string, ApartmentAvailability>): string {
  return `${BANNER}import type { ApartmentAvailability } from "../booking/availability.ts";

/** Booked nights per apartment, from the last \`npm run availability\` (none for an apartment without a calendar or data). */
export const availability: Record<string, ApartmentAvailability> = ${JSON.stringify(availability)};\n`;
}

function photosModule(manifest: PhotoManifest): string {
  return `${BANNER}/** A photo as served: its size, the colour shown while it loads, its responsive WebP variants and, where needed, a JPEG to share. */
export type PhotoInfo = {
  width: number;
  height: number;
  color: string;
  variants: { width: number; url: string }[];
  /** A JPEG for link previews (Open Graph), on the photos a page shows when shared. */
  share?: { url: string; width: number; height: number };
};

export const photos: Record<string, PhotoInfo> = ${JSON.stringify(
    Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)).map(([file, { hash: _hash, source: _source, ...info }]) => [file, info])),
    null,
    1,
  )};\n`;
}

/**
 * Writes src/generated/*.gen.ts, all or none (writeFilesAtomically), and returns the files it
 * changed. A file whose content is unchanged is not written, so the dev server's watcher sleeps on.
 */
export async function writeGenerated(site: Site, manifest: PhotoManifest, availability: Record<string, ApartmentAvailability> = {}, dir = GENERATED_DIR): Promise<string[]> {
  const files: Record<string, string> = {
    "site-types.gen.ts": await typesModule(),
    "site.gen.ts": dataModule(site),
    "photos.gen.ts": photosModule(manifest),
    "availability.gen.ts": availabilityModule(availability),
  };
  const changed: [string, string][] = [];
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(dir, name);
    if ((await readFile(target, "utf8").catch(() => undefined)) !== content) changed.push([target, content]);
  }
  await writeFilesAtomically(changed);
  return changed.map(([target]) => target);
}

/**
 * The generated modules type-check, the real data (the site in each language) fits the generated
 * `Site` type, and that type is strict enough to refuse a wrong object (it is not `any`); the
 * content as written (content-types.gen.ts) holds a block per language where a page holds one
 * text: one `tsc --noEmit` over src/generated/*.gen.ts and two small files.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { GENERATED_DIR } from "../../../scripts/content/generate/write-generated.ts";
import { ROOT } from "./helpers.ts";

let dir: string;
let output: { code: number | null; stdout: string; stderr: string };

const generated = (name: string): string => JSON.stringify(path.join(GENERATED_DIR, name));

/** Must compile: every `@ts-expect-error` here must meet an error, or tsc reports it as unused. */
const GOOD = `import type { Site as Content } from ${generated("content-types.gen.ts")};
import type { Site } from ${generated("site-types.gen.ts")};
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from ${generated("languages.gen.ts")};
import { sites } from ${generated("site.gen.ts")};
import { photos, type PhotoInfo } from ${generated("photos.gen.ts")};

export const site: Site = sites[DEFAULT_LANGUAGE];
export const english: Site = sites.en;
export const every: Site[] = LANGUAGES.map((language) => sites[language]);
export const maxGuests: number = site.apartments[0].capacity.max;
export const first: PhotoInfo | undefined = photos[site.apartments[0].photos[0].file];
export const tagline: string = english.site.tagline;

export const wrongType: Site = {
  ...site,
  // @ts-expect-error capacity.max is a number, not a text
  apartments: [{ ...site.apartments[0], capacity: { max: "seis", recommended: 4 } }],
};
// @ts-expect-error «taglin» is not a key of site
export const typo: Site["site"] = { ...site.site, taglin: "desde 2023" };
// @ts-expect-error «required» fields can't be left out
export const missing: Site = { ...site, routes: undefined };
// @ts-expect-error an apartment needs at least one photo
export const noPhotos: Site["apartments"][number]["photos"] = [];
// @ts-expect-error a page in one language holds its texts, not a block per language
export const blockInPage: Site["site"] = { ...site.site, tagline: { es: "desde 2023", en: "since 2023" } };
// @ts-expect-error the content as written holds a block per language, not one text
export const textInContent: Content["site"]["tagline"] = "desde 2023";
export const translated: Content["site"]["tagline"] = { es: "desde 2023", en: "since 2023" };
// @ts-expect-error a language the site doesn't have
export const french: Language = "fr";
// @ts-expect-error no site in a language the site doesn't have
export const frenchSite: Site = sites.fr;
`;

/** Must not compile: the same mistakes without the markers, to see tsc does report them. */
const BAD = `import type { Site } from ${generated("site-types.gen.ts")};
import { sites } from ${generated("site.gen.ts")};

export const wrongKind: Site["routes"][number] = { ...sites.es.routes[0], kind: "blog" };
export const wrongSlider: Site["apartmentSlider"] = { animationSeconds: "0.5" };
`;

beforeAll(async () => {
  expect(existsSync(path.join(GENERATED_DIR, "site.gen.ts")), "run `npm run generate` first").toBe(true);
  dir = await mkdtemp(path.join(os.tmpdir(), "site-types-"));
  await writeFile(path.join(dir, "good.ts"), GOOD);
  await writeFile(path.join(dir, "bad.ts"), BAD);
  await writeFile(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        lib: ["ES2023"],
        module: "ESNext",
        moduleResolution: "Bundler",
        types: [],
        strict: true,
        noUncheckedIndexedAccess: true,
        verbatimModuleSyntax: true,
        isolatedModules: true,
        allowImportingTsExtensions: true,
        noEmit: true,
        skipLibCheck: false,
      },
      files: [path.join(dir, "good.ts"), path.join(dir, "bad.ts")],
      include: [path.join(GENERATED_DIR, "*.gen.ts")],
    }),
  );
  output = await new Promise((resolve) => {
    execFile(path.join(ROOT, "node_modules/.bin/tsc"), ["--noEmit", "-p", path.join(dir, "tsconfig.json"), "--pretty", "false"], { cwd: dir, timeout: 20_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr });
    });
  });
}, 30_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** `file(line,col): error TSxxxx: …` lines; tsc names files relative to its folder, the temp one. */
function errors(): string[] {
  return output.stdout.split("\n").filter((line) => line.includes("error TS"));
}

it("the generated modules and the real data type-check, and each @ts-expect-error meets its error", () => {
  const elsewhere = errors().filter((line) => !line.startsWith("bad.ts("));
  expect(elsewhere).toEqual([]);
  expect(output.stderr).toBe("");
});

it("the Site type is strict: the wrong objects in bad.ts are refused (so it is not `any`)", () => {
  const bad = errors().filter((line) => line.startsWith("bad.ts("));
  expect(bad.map((line) => line.replace(/:.*$/, ""))).toEqual(["bad.ts(4,75)", "bad.ts(5,55)"]);
  expect(bad.every((line) => line.includes("error TS2322"))).toBe(true);
  expect(output.code).toBe(2); // tsc: errors found, nothing emitted
});

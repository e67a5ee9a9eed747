/**
 * `npm run build` as the owner runs it — the real script, React Router and postbuild — on a copy
 * of the project in a temporary folder, with one site.yaml that is unusual but valid
 * (unusual-site.ts):
 * - whatever passes the check builds: every page in every language and every old address is in
 *   the result, texts escaped, and no file the table of output names (src/site/output-names.ts)
 *   doesn't know;
 * - a good build replaces build/ whole; a build that fails (a mistake in site.yaml, its own code,
 *   a page the prerenderer refuses) leaves build/ byte for byte as it was and tells the owner why
 *   in Spanish, in one line, with the details in .cache/build.log.
 * Two full builds (10–60 s each here): the good one, and the one that fails while prerendering.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { loadSite } from "../../../scripts/content/load-site.ts";
import { formatProblem } from "../../../src/content-check/wording/problem.ts";
import { priceWords } from "../../../src/labels/words.ts";
import { EDITOR_PATH, HERO_PHOTOS_PATH, NOT_FOUND_FILE, NOT_FOUND_PATH, pageFileOf, prerenderFilesOf, redirectFilesOf, RESERVED_OUTPUTS, SEO_FILES } from "../../../src/site/output-names.ts";
import { MISTAKES } from "../content/mistake-cases.ts";
import { SiteText } from "../content/site-edits.ts";
import { copyProject } from "../support/project-copy.ts";
import { MARKUP, MAX_DEPTH, MAX_PATH, MAX_PART, SEASON_END_YEAR, UNICODE, unusualSite, type Redirect, type Route } from "./unusual-site.ts";

type Run = { code: number | null; stdout: string; stderr: string };

const BUILD_MS = 240_000;
const LOCATED = /^site\.yaml:\d+:\d+: \S/;
const STACK = /^\s+at |node:internal|Error:|\.[jt]s:\d+:\d+\)?$/m;
/** The one line a failed build ends with (scripts/build.ts). */
const FAILED = /^no se ha podido construir la web: .+\. build\/ no se ha tocado; los detalles están en \.cache\/build\.log$/;

let project: string;
/** The nights the owner blocks: three, a month from now. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const BLOCK = [day(30), day(33)] as const;

/** `npm run build` in the copy (the command npm runs, without npm's own lines). */
function runBuild(): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  delete env.SITE_PHOTOS_DIR;
  delete env.SITE_BUILD_DIR;
  delete env.DEBUG;
  // The editor's API as outside GitHub Actions: github.com's, the repository asked of the owner.
  delete env.GITHUB_API_URL;
  delete env.GITHUB_REPOSITORY;
  return new Promise((resolve) => {
    execFile(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: project, env, timeout: BUILD_MS }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr });
    });
  });
}

/** Every file and folder below `dir`, with a hash of each file's bytes. */
async function fingerprint(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, full);
    result[name] = entry.isDirectory() ? "dir" : createHash("sha256").update(await readFile(full)).digest("hex");
  }
  return result;
}

const exists = (file: string) => access(file).then(() => true, () => false);
const lines = (text: string) => text.split("\n").filter((line) => line.trim() !== "");

let good: Run;
let previous: Record<string, string>;
let site: ReturnType<typeof unusualSite>;
let routes: Route[];
let redirects: Redirect[];
/** site.languages, the main one first. */
let languages: string[];
const client = () => path.join(project, "build", "client");
/** Where a main-language address is in `language`: its folder, /en/…, for any but the main one. */
const at = (address: string, language: string): string => (language === languages[0] ? address : address === "/" ? `/${language}` : `/${language}${address}`);
beforeAll(async () => {
  project = await copyProject("npm-run-build");
  site = unusualSite(await readFile(path.join(project, "site.yaml"), "utf8"));
  // The owner's blocks, never read by `npm run availability`: one beside a platform's calendar
  // (whose read is damaged, below), one on an apartment with no other calendar.
  const withBlocks = parseDocument(site.text);
  withBlocks.setIn(["apartments", 0, "calendar", "blocks"], withBlocks.createNode([{ checkIn: BLOCK[0], checkOut: BLOCK[1], note: "Familia García" }]));
  withBlocks.setIn(["apartments", 2, "calendar"], withBlocks.createNode({ blocks: [{ checkIn: BLOCK[0], checkOut: BLOCK[1] }] }));
  await writeFile(path.join(project, "site.yaml"), withBlocks.toString({ lineWidth: 0 }));
  let written: { site: { languages: string[] } };
  ({ routes, redirects, ...written } = parseDocument(site.text).toJSON() as { routes: Route[]; redirects: Redirect[]; site: { languages: string[] } });
  languages = written.site.languages;
  // A damaged availability file (a date that isn't one, as a hand edit or a bad cache republished
  // by --offline leaves): skipped with a warning, never a failed build.
  await mkdir(path.join(project, "availability"), { recursive: true });
  await writeFile(path.join(project, "availability/mirador.json"), JSON.stringify({ booked: [["2026-13-45", "2026-12-05"]], window: { from: "2026-10-01", to: "2028-04-01" }, madeAt: "2026-10-01T08:00:00.000Z", updatedAt: "2026-10-01T08:00:00.000Z", feeds: [{ platform: "Airbnb", readAt: "2026-10-01T08:00:00.000Z" }] }));
  // A leftover of an older build: a good build must replace build/ whole, not add to it.
  await mkdir(path.join(project, "build/client"), { recursive: true });
  await writeFile(path.join(project, "build/client/pagina-vieja.html"), "vieja");
  good = await runBuild();
  previous = await fingerprint(path.join(project, "build"));
}, BUILD_MS);
afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

describe("npm run build", () => {
  it("replaces build/ with the whole new site, and says so in Spanish", async () => {
    expect(good.stderr, good.stdout).toBe("");
    expect(good.code).toBe(0);
    expect(lines(good.stdout).at(-1)).toMatch(
      new RegExp(`^web lista en build/: ${routes.length * languages.length} páginas \\(${routes.length} en cada uno de ${languages.length} idiomas\\), ${redirects.length} redirecciones, en \\d+ s \\(detalles en \\.cache/build\\.log\\)$`),
    );
    expect(good.stdout).not.toMatch(STACK);
    expect(good.stdout).toMatch(/^site\.yaml:\d+:\d+: aviso: availability\/mirador\.json, la disponibilidad publicada de «Mirador[^\n]*, está dañado y no se publica/m);
    expect(previous["client/availability.json"] ?? "{}").not.toContain("2026-13-45");
    // The blocks of site.yaml are published as booked at once, whatever the calendars' reads.
    const [mirador, , calicanto] = (parseDocument(site.text).toJSON() as { apartments: { slug: string }[] }).apartments;
    const published = JSON.parse(await readFile(path.join(client(), "availability.json"), "utf8")) as Record<string, [string, string][]>;
    expect(published).toEqual({ [mirador!.slug]: [[...BLOCK]], [calicanto!.slug]: [[...BLOCK]] });
    expect(previous["client/index.html"]).toBeDefined();
    expect(previous["client/404.html"]).toBeDefined();
    expect(languages.length).toBeGreaterThan(1);
    for (const language of languages.slice(1)) {
      expect(previous[`client/${language}.html`], language).toBeDefined();
      expect(previous[`client/${language}/404.html`], language).toBeDefined();
    }
    expect(previous["serve.json"]).toBeDefined();
    expect(previous["client/pagina-vieja.html"]).toBeUndefined();
    // Prices where the owner gave them: the apartment's table, its card, the business's priceRange.
    const priced = parseDocument(site.text).toJSON().apartments.at(-1) as { slug: string };
    const pricedPage = routes.find((route) => route.kind === "apartment" && route.apartment === priced.slug)!;
    const pricedHtml = await readFile(path.join(client(), `${pricedPage.path.slice(1)}.html`), "utf8");
    expect(pricedHtml).toContain(`<th scope="row">Todo el año &lt;b&gt;&amp;amp;&quot;&#x27;&lt;/b&gt;<span class="rates-table__period">1 ene 2020 – 31 dic ${SEASON_END_YEAR}</span></th>`);
    expect(pricedHtml).toContain('<td>72,50\u00a0€<span class="rates-table__weekend">viernes y sábado: 90\u00a0€</span></td><td>2 noches</td>');
    expect(pricedHtml).toContain("Limpieza final: 25,50\u00a0€ por estancia.");
    const listHtml = await readFile(path.join(client(), `${routes.find((route) => route.kind === "apartment-list")!.path.slice(1)}.html`), "utf8");
    expect(listHtml).toContain("desde 72,50\u00a0€ / noche");
    expect(await readFile(path.join(client(), "index.html"), "utf8")).toContain('"priceRange":"72,50\u00a0€–90\u00a0€ por noche"');
    // The same prices on the English page, in its words and as English writes money.
    const englishHtml = await readFile(path.join(client(), `${at(pricedPage.path, "en").slice(1)}.html`), "utf8");
    expect(englishHtml).toContain('<html lang="en"');
    expect(englishHtml).toContain(`<th scope="row">All year &lt;b&gt;&amp;amp;&quot;&#x27;&lt;/b&gt;<span class="rates-table__period">`);
    expect(englishHtml).toContain(`<td>€72.50<span class="rates-table__weekend">${priceWords.en.weekendPrice.replace("{price}", "€90")}</span></td>`);
    expect(englishHtml).toContain(priceWords.en.cleaning.replace("{price}", "€25.50"));
    expect(englishHtml).not.toMatch(/Todo el año|por estancia|noches/);
    // Nothing of the build is left beside it.
    expect(await exists(path.join(project, ".cache/build-next"))).toBe(false);
    expect(await exists(path.join(project, ".cache/build-previous"))).toBe(false);
  });

  it("with a mistake in site.yaml lists it, located, and leaves build/ byte-identical — also after a build killed between its two renames", async () => {
    const original = await readFile(path.join(project, "site.yaml"), "utf8");
    await writeFile(path.join(project, "site.yaml"), MISTAKES["duplicate-slug"]!(SiteText.real()).text);
    // A build killed after moving build/ aside and before moving the new one in.
    await rename(path.join(project, "build"), path.join(project, ".cache/build-previous"));
    try {
      const run = await runBuild();
      expect(run.code).not.toBe(0);
      const said = lines(run.stderr);
      expect(said.length).toBeGreaterThan(1);
      expect(said.slice(0, -1).every((line) => LOCATED.test(line)), run.stderr).toBe(true);
      expect(said.at(-1)).toMatch(/^No se ha construido la web \(\d+ problemas? en site\.yaml\): .*build\/ no se ha tocado\.$/);
      expect(run.stderr + run.stdout).not.toMatch(STACK);
      expect(await fingerprint(path.join(project, "build"))).toEqual(previous);
    } finally {
      await writeFile(path.join(project, "site.yaml"), original);
    }
  }, BUILD_MS);

  it("when its own code fails (a module that does not load) says so in one Spanish line and leaves build/ byte-identical", async () => {
    const module = path.join(project, "scripts/content/generate/generate-all.ts");
    const original = await readFile(module, "utf8");
    await writeFile(module, `throw new Error("módulo roto de prueba");\n${original}`);
    try {
      const run = await runBuild();
      expect(run.code).not.toBe(0);
      expect(lines(run.stderr)).toHaveLength(1);
      expect(run.stderr.trim()).toMatch(FAILED);
      expect(run.stderr + run.stdout).not.toMatch(STACK);
      expect(await fingerprint(path.join(project, "build"))).toEqual(previous);
      expect(await readFile(path.join(project, ".cache/build.log"), "utf8")).toContain("módulo roto de prueba");
    } finally {
      await writeFile(module, original);
    }
  }, BUILD_MS);

  it("when a page can't be prerendered says which in one Spanish line, keeps the details in the log, and leaves build/ byte-identical", async () => {
    const config = path.join(project, "react-router.config.ts");
    const original = await readFile(config, "utf8");
    // A path the prerenderer refuses (a broken percent-encoding), as a route React Router can't render would be.
    const refused = "/pagina-%E0%A4%A";
    expect(original).toContain("prerender: () => [");
    await writeFile(config, original.replace("prerender: () => [", `prerender: () => [${JSON.stringify(refused)}, `));
    try {
      const run = await runBuild();
      expect(run.code).not.toBe(0);
      expect(lines(run.stderr)).toHaveLength(1);
      expect(run.stderr.trim()).toMatch(FAILED);
      expect(run.stderr).toContain(`la página «${refused}`);
      expect(run.stderr + run.stdout).not.toMatch(STACK);
      expect(await fingerprint(path.join(project, "build"))).toEqual(previous);
      // The details the owner was pointed to: the tool's own error.
      expect(await readFile(path.join(project, ".cache/build.log"), "utf8")).toMatch(/URIError/);
      expect(await exists(path.join(project, ".cache/build-next"))).toBe(false);
    } finally {
      await writeFile(config, original);
    }
  }, BUILD_MS);
});

describe("an unusual but valid site.yaml", () => {
  it("is at the schema's limits", () => {
    const deepest = site.chain.at(-1)!;
    expect(deepest.length).toBe(MAX_PATH);
    expect(deepest.split("/").slice(1)).toHaveLength(MAX_DEPTH);
    expect(Math.max(...deepest.split("/").map((p) => p.length))).toBe(MAX_PART);
    expect(site.longFrom.length).toBe(MAX_PATH);
    expect(site.longFrom.split("/").slice(1)).toHaveLength(MAX_DEPTH);
  });

  it("passes the check", async () => {
    const result = await loadSite(path.join(project, "site.yaml"), { displayName: "site.yaml" });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("builds", () => {
    expect(`${good.stdout}${good.stderr}`).not.toMatch(/ENAMETOOLONG|EEXIST|^\s+at /m);
    expect(good.code, good.stderr).toBe(0);
  });

  it("has every page, in every language, as its own HTML, with its texts escaped", async () => {
    for (const language of languages) {
      for (const route of routes) {
        const address = at(route.path, language);
        const html = await readFile(path.join(client(), pageFileOf(address)), "utf8");
        expect(html, address).toContain(`<html lang="${language}"`);
        expect(html, address).not.toContain('http-equiv="refresh"');
        expect(html, address).toContain(`<link rel="canonical" href="`);
        expect(html, address).toContain(UNICODE);
        expect(html, address).not.toContain(MARKUP);
        expect(html, address).not.toContain("<script>alert(1)");
      }
      const notFound = await readFile(path.join(client(), language === languages[0] ? NOT_FOUND_FILE : `${language}/${NOT_FOUND_FILE}`), "utf8");
      expect(notFound, language).toContain(`<html lang="${language}"`);
      expect(notFound, language).not.toContain('http-equiv="refresh"');
    }
  });

  it("has the owner's editor in every language, out of search engines, allowed to reach GitHub's API and no other host, in no frame", async () => {
    const rules = JSON.parse(await readFile(path.join(project, "build", "serve.json"), "utf8")) as { pages: Record<string, { csp: string }> };
    for (const language of languages) {
      const address = at(EDITOR_PATH, language);
      const html = await readFile(path.join(client(), pageFileOf(address)), "utf8");
      expect(html, address).toContain(`<html lang="${language}"`);
      expect(html, address).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html, address).toContain("connect-src 'self' https://api.github.com;");
      expect(rules.pages[address]?.csp, address).toMatch(/connect-src 'self' https:\/\/api\.github\.com;.*worker-src 'self'; frame-src 'none';.*frame-ancestors 'none'$/);
    }
    for (const route of routes) expect(rules.pages[route.path]?.csp, route.path).toContain("connect-src 'self';");
    expect(await readFile(path.join(client(), SEO_FILES.sitemap), "utf8")).not.toContain(EDITOR_PATH);
  });

  it("has every old address as a redirect page and a host rule", async () => {
    const rules = await readFile(path.join(client(), "_redirects"), "utf8");
    for (const redirect of redirects) {
      const html = await readFile(path.join(client(), pageFileOf(redirect.from)), "utf8");
      expect(html, redirect.from).toContain(`url=${redirect.to}"`);
      expect(rules.split("\n"), redirect.from).toContain(`${redirect.from} ${redirect.to} 301`);
    }
  });

  it("writes no file the table of output names doesn't know", async () => {
    // The other languages' pages, not-found page, editor, hero photos and web manifest, under their folder.
    const otherLanguages = languages.slice(1).flatMap((language) => [
      ...routes.flatMap((route) => prerenderFilesOf(at(route.path, language))),
      ...prerenderFilesOf(at(EDITOR_PATH, language)),
      ...prerenderFilesOf(at(NOT_FOUND_PATH, language)),
      at(HERO_PHOTOS_PATH, language).slice(1),
      `${at(HERO_PHOTOS_PATH, language).slice(1)}.data`,
      at(`/${SEO_FILES.manifest}`, language).slice(1),
    ]);
    const known = new Set([
      ...RESERVED_OUTPUTS.map((output) => output.name),
      ...routes.flatMap((route) => prerenderFilesOf(route.path)),
      ...redirects.flatMap((redirect) => redirectFilesOf(redirect.from)),
      ...otherLanguages,
    ]);
    const reservedFolders = RESERVED_OUTPUTS.filter((output) => output.folder).map((output) => output.name);
    const entries = await readdir(client(), { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(client(), path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    const unknown = files.filter((file) => !known.has(file) && !reservedFolders.includes(file.split("/")[0]!));
    expect(unknown).toEqual([]);
  });
});

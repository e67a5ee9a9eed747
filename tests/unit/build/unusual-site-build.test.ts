/**
 * Whatever passes the check builds. One site.yaml that is unusual but valid — the longest and
 * deepest addresses the schema allows, an old address of the maximum length, old addresses inside
 * a page's folder, an apartment without a listing, unicode and markup characters in every kind of
 * text — is checked, then built for real (`npm run build`: React Router's prerender and postbuild)
 * in a copy of the project, and every page and redirect must be in the result, with nothing the
 * table of output names (src/site/output-names.ts) doesn't know. One full build: 20–60 s here.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { loadSite } from "../../../scripts/content/load-site.ts";
import { formatProblem } from "../../../scripts/content/problem.ts";
import { NOT_FOUND_FILE, pageFileOf, prerenderFilesOf, RESERVED_OUTPUTS } from "../../../src/site/output-names.ts";
import { ROOT } from "../content/helpers.ts";

const BUILD_MS = 240_000;

/** The schema's limits on an address (schema/site.schema.json, $defs.path). */
const MAX_PART = 60;
const MAX_DEPTH = 6;
const MAX_PATH = 200;

/** Letters and marks from several scripts, an emoji with a joiner, and HTML's special characters. */
const UNICODE = "Ñandú 🧑‍🍳 中文 عربي Ελληνικά";
const MARKUP = `<b>&amp;"'</b>`;

/** An address part of exactly `length` characters, readable: "nivel-1-xxxx…". */
const part = (name: string, length: number): string => `${name}-${"x".repeat(length - name.length - 1)}`;

type Route = { path: string; label: string; kind: string; description: string; apartment?: string };
type Redirect = { from: string; to: string };

/** The edits, made on the real site.yaml with the YAML library so the owner's own changes stay. */
function unusualSite(text: string): { text: string; chain: string[]; longFrom: string } {
  const doc = parseDocument(text);
  const routes = doc.getIn(["routes"]) as { toJSON(): Route[] };
  const pages = routes.toJSON();
  const description = (n: number) => `Página de prueba ${n} — ${UNICODE}: direcciones largas, textos raros y ${MARKUP} en todo.`;

  // Six levels, each a page (a page's parent must be one): 60, 60, 60, 5, 5 and 4 characters, 200 in all.
  const lengths = [MAX_PART, MAX_PART, MAX_PART, 5, 5, MAX_PATH - 3 * MAX_PART - 10 - MAX_DEPTH];
  const chain = lengths.map((_, i) => `/${lengths.slice(0, i + 1).map((l, j) => part(`n${j + 1}`, l)).join("/")}`);
  chain.forEach((path, i) => doc.addIn(["routes"], doc.createNode({ path, label: `Nivel ${i + 1} ${UNICODE} ${MARKUP}`, kind: "about", description: description(i + 1) })));

  // An old address at every limit at once: six parts, 200 characters, not a page.
  const longFrom = `/${[part("a1", 60), part("a2", 60), part("a3", 40), part("a4", 20), part("a5", 7), part("a6", MAX_PATH - 60 - 60 - 40 - 20 - 7 - MAX_DEPTH)].join("/")}`;
  const apartmentPage = pages.find((route) => route.kind === "apartment")!;
  const listPage = apartmentPage.path.slice(0, apartmentPage.path.lastIndexOf("/")) || "/";
  const redirects: Redirect[] = [
    { from: longFrom, to: chain.at(-1)! },
    // Inside a page's folder (apartment-list/…), and beside a page in it.
    { from: `${listPage}/antiguo`, to: apartmentPage.path },
    { from: `${apartmentPage.path}-2019`, to: apartmentPage.path },
    { from: `${chain[3]}/viejo`, to: chain[3]! },
  ];
  for (const redirect of redirects) doc.addIn(["redirects"], doc.createNode(redirect, { flow: true }));

  // An apartment without a listing: its form offers WhatsApp and e-mail instead.
  const listed = Object.keys((doc.getIn(["booking", "listings"]) as { toJSON(): Record<string, string> }).toJSON());
  doc.deleteIn(["booking", "listings", listed[0]!]);

  doc.setIn(["site", "name"], `Casa Cuna ${UNICODE}`);
  doc.setIn(["site", "tagline"], `desde 2023 ${MARKUP}`);
  pages.forEach((route, i) => doc.setIn(["routes", i, "label"], `${route.label} ${UNICODE}`));
  const apartments = doc.getIn(["apartments"]) as { toJSON(): { name: string; summary: string }[] };
  apartments.toJSON().forEach((apartment, i) => {
    doc.setIn(["apartments", i, "name"], `${apartment.name} «${UNICODE}»`);
    doc.setIn(["apartments", i, "summary"], `${apartment.summary} ${MARKUP} ${UNICODE}`);
  });
  const features = doc.getIn(["features"]) as { toJSON(): { name: string }[] };
  features.toJSON().forEach((feature, i) => doc.setIn(["features", i, "name"], `${feature.name} ${UNICODE}`));
  doc.setIn(["about", "paragraphs", 0], `${UNICODE} ${MARKUP} </script><script>alert(1)</script> — un párrafo con de todo.`);
  doc.setIn(["contact", "intro"], `Escríbenos ${UNICODE} ${MARKUP}`);
  return { text: doc.toString({ lineWidth: 0 }), chain, longFrom };
}

let project: string;
let site: ReturnType<typeof unusualSite>;
let routes: Route[];
let redirects: Redirect[];
let build: { code: number | null; output: string };
const client = () => path.join(project, "build", "client");

/** What the build needs, copied; node_modules linked; photo variants already made are reused. */
async function copyProject(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "unusual-build-"));
  for (const entry of ["package.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "src", "scripts", "schema", "public", "photos"]) {
    await cp(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, filter: (source) => !source.includes(`${path.sep}src${path.sep}generated`) });
  }
  await mkdir(path.join(dir, ".cache"));
  await cp(path.join(ROOT, ".cache/photos-manifest.json"), path.join(dir, ".cache/photos-manifest.json")).catch(() => undefined);
  await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

beforeAll(async () => {
  project = await copyProject();
  site = unusualSite(await readFile(path.join(ROOT, "site.yaml"), "utf8"));
  await writeFile(path.join(project, "site.yaml"), site.text);
  const data = parseDocument(site.text).toJSON() as { routes: Route[]; redirects: Redirect[] };
  ({ routes, redirects } = data);
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  delete env.SITE_BUILD_DIR;
  delete env.SITE_PHOTOS_DIR;
  build = await new Promise((resolve) => {
    execFile("npm", ["run", "build"], { cwd: project, env, timeout: BUILD_MS, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, output: `${stdout}\n${stderr}` });
    });
  });
}, BUILD_MS + 30_000);

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
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
    expect(build.output).not.toMatch(/ENAMETOOLONG|EEXIST|^\s+at /m);
    expect(build.code, build.output.slice(-3000)).toBe(0);
  });

  it("has every page as its own HTML, with its texts escaped", async () => {
    for (const route of routes) {
      const html = await readFile(path.join(client(), pageFileOf(route.path)), "utf8");
      expect(html, route.path).not.toContain('http-equiv="refresh"');
      expect(html, route.path).toContain(`<link rel="canonical" href="`);
      expect(html, route.path).toContain(UNICODE);
      expect(html, route.path).not.toContain(MARKUP);
      expect(html, route.path).not.toContain("<script>alert(1)");
    }
    const notFound = await readFile(path.join(client(), NOT_FOUND_FILE), "utf8");
    expect(notFound).not.toContain('http-equiv="refresh"');
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
    const known = new Set([
      ...RESERVED_OUTPUTS.map((output) => output.name),
      ...routes.flatMap((route) => prerenderFilesOf(route.path)),
      ...redirects.map((redirect) => pageFileOf(redirect.from)),
    ]);
    const reservedFolders = RESERVED_OUTPUTS.filter((output) => output.folder).map((output) => output.name);
    const entries = await readdir(client(), { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(client(), path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    const unknown = files.filter((file) => !known.has(file) && !reservedFolders.includes(file.split("/")[0]!));
    expect(unknown).toEqual([]);
  });
});

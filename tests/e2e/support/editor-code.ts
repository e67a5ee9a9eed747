import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { staticImportsOf } from "../../../scripts/build/static-imports.ts";
import { EDITOR_PATH } from "../../../src/site/output-names.ts";
import { addressIn, LANGUAGES } from "./site-data.ts";

/**
 * The owner's editor's code in the build, and what each public page can load: read from the built
 * files, the way the browser follows them. A page loads the modules its HTML names (its entry
 * script's list), what they import, and the parts they import on demand (`import("./x.js")`, with
 * the files Vite's loader preloads for them); it never loads another page's route module, which
 * only the route table (manifest-*.js) names for a navigation.
 */
export const CLIENT = path.resolve(import.meta.dirname, "../../../build/client");

/** The editor's pages, in every language. */
export const EDITOR_PAGES = LANGUAGES.map((language) => addressIn(EDITOR_PATH, language));

const code = (href: string): string => readFileSync(path.join(CLIENT, href), "utf8");

/** The files a module asks for on demand: its dynamic imports, the lists Vite preloads with them, and its workers. */
function loadedOnDemand(href: string): string[] {
  const text = code(href);
  const base = new URL(href, "https://site.invalid/");
  const relative = [...text.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)|new URL\(\s*["'`]((?:\.{1,2})?\/[^"'`]+\.js)["'`]/g)].map((match) => new URL(match[1] ?? match[2]!, base).pathname);
  const preloaded = [...text.matchAll(/"(\/assets\/[^"]+\.(?:js|css))#?"/g)].map((match) => match[1]!);
  return [...relative, ...preloaded];
}

/** Every file `roots` lead to: their static imports and (unless told) what they load on demand, to the end (not the route table's pages). */
export function reachedFrom(roots: readonly string[], { onDemand = true } = {}): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const href = pending.pop()!;
    if (reached.has(href)) continue;
    reached.add(href);
    if (!href.endsWith(".js") || /\/manifest-[\w-]+\.js$/.test(href)) continue;
    pending.push(...staticImportsOf(code(href), href), ...(onDemand ? loadedOnDemand(href) : []));
  }
  return reached;
}

/** The build's HTML pages (folder copies aside), each with its address. */
export function builtPages(): { file: string; address: string; html: string }[] {
  const files = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html") && !file.endsWith("/index.html"));
  return files.map((file) => ({ file, address: file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`, html: readFileSync(path.join(CLIENT, file), "utf8") }));
}

/** The site's files a page's HTML names: its stylesheets, its icons, and the modules its entry script imports. */
export function namedBy(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="(\/assets\/[^"#]+)|"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? match[2]!);
}

/**
 * The editor's own code: its page's route module and styles, and all its module brings
 * (CodeMirror, the content check's worker, its styles) beyond the shell its page loads up front,
 * as every page does (React, React Router, the site's shared parts).
 */
export function editorCode(): Set<string> {
  const assets = readdirSync(path.join(CLIENT, "assets"));
  const named = (name: string) => assets.filter((file) => file.startsWith(`${name}-`)).map((file) => `/assets/${file}`);
  const route = named("editor-page");
  const page = builtPages().find((built) => built.address === EDITOR_PAGES[0]);
  if (route.length === 0 || !page) throw new Error("the build has no editor");
  const upFront = reachedFrom(namedBy(page.html).filter((file) => !route.includes(file)), { onDemand: false });
  // The preview draws the site's own pages: the parts public pages reach as well are theirs, not the editor's.
  const publicParts = new Set(builtPages().filter((built) => !EDITOR_PAGES.includes(built.address)).flatMap((built) => [...reachedFrom(namedBy(built.html))]));
  return new Set([...route, ...[...reachedFrom(route)].filter((file) => !upFront.has(file) && !publicParts.has(file))]);
}

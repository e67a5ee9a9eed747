/**
 * Gives each prerendered page its one script: the islands' (src/entry.client.tsx; the editor's
 * page its own, src/islands/editor-entry.ts), which hydrates the parts a traveller can touch, each
 * in its own root, after the page's load event (docs/decisions/054-islands.md). React Router's
 * scripts are taken out: no route table, no page data, no module preloaded up front (the dev
 * server keeps them: they load the islands' script there). Public pages also get speculation rules: the browser
 * fetches a page of the site ahead when the visitor is about to follow a link to it (a pointer
 * over it, a press), so that a page change, now a page load, starts from the cache.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

/** Vite's manifest of the browser's build: each entry's source file and the file it became. */
type ViteManifest = Record<string, { file: string; isEntry?: boolean; src?: string }>;

/** Where each page's script is: `/assets/…js`. */
export type PageScripts = { site: string; editor: string };

/** The two entries' files, from the build's manifest (build/client/.vite/manifest.json). */
export async function pageScriptsOf(manifestFile: string, entries: { site: string; editor: string }): Promise<PageScripts> {
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as ViteManifest;
  const fileOf = (source: string): string => {
    const entry = manifest[source];
    if (!entry?.isEntry) throw new Error(`${path.basename(manifestFile)}: no entry for ${source}`);
    return `/${entry.file}`;
  };
  return { site: fileOf(entries.site), editor: fileOf(entries.editor) };
}

/**
 * Same-site pages fetched ahead when the visitor is about to follow a link to one (`moderate`: a
 * pointer resting on it, a press); never the editor, never a file (a photo, the calendar's data).
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/*.*" } }, { not: { href_matches: "/*editar" } }, { not: { selector_matches: "[download], [target=_blank]" } }] },
      eagerness: "moderate",
    },
  ],
});

/**
 * The page's script, asked for once the page's load event has fired and the photos in view are
 * painted (at once if that has all happened): before then the phone's bandwidth and main thread are
 * the photos', the stylesheets' and the font's (decision 006). A photo in view may be decoded and
 * painted a frame or more after the load event: the script waits for their decoding, then for the
 * next frame, so that it never comes before the page's largest paint; a hidden tab, which draws no
 * frame, starts it a second later. Inline, hashed in the page's Content-Security-Policy like every
 * inline script.
 */
function startAfterLoad(script: string): string {
  return [
    `let started = false;`,
    `const start = () => { if (!started) { started = true; import(${JSON.stringify(script)}); } };`,
    `const inView = () => [...document.images].filter((image) => image.complete && image.getBoundingClientRect().top < innerHeight);`,
    `const afterPaint = () => { setTimeout(start, 1000); Promise.all(inView().map((image) => image.decode().catch(() => {}))).then(() => requestAnimationFrame(() => setTimeout(start))); };`,
    `document.readyState === "complete" ? afterPaint() : addEventListener("load", afterPaint, { once: true });`,
  ].join(" ");
}

/** What React Router's <Scripts> writes: its context and data stream (inline), its entry module, and a preload link per module. */
const ROUTER_SCRIPTS = [
  /<link rel="modulepreload" href="[^"]+"\/>/g,
  /<script>window\.__reactRouterContext = [\s\S]*?<\/script>/g,
  /<script>window\.__reactRouterContext\.streamController\.(?:enqueue\([\s\S]*?\)|close\(\));<\/script>/g,
  /<script type="module" async="">[\s\S]*?<\/script>/g,
];

/**
 * React Router writes a stylesheet some lazily loaded code also needs with a `#` at the end, so
 * that the route's link, which goes when the route goes, isn't taken for that code's. No route
 * goes here: the page keeps every link for good, under the one address the loader of a part's code
 * looks for, so that it never adds a second copy (decision 054).
 */
const MARKED_STYLESHEET = /(<link rel="stylesheet" href="[^"#]+)#"/g;

/** Anything left of React Router's scripts once they are taken out: a page must never carry two programs. */
const LEFT_OF_THE_ROUTER = /<link rel="modulepreload"|__reactRouter|<script type="module"/;

/**
 * The page without React Router's scripts, with its own (and, on a public page, the speculation
 * rules) before `</body>`. Throws when something of React Router's is left (a new shape after an
 * upgrade), so that the build fails instead of shipping a page with two programs.
 */
export function withIslandsScript(built: string, page: string, script: string, { speculate }: { speculate: boolean }): string {
  const html = ROUTER_SCRIPTS.reduce((text, pattern) => text.replace(pattern, ""), built).replace(MARKED_STYLESHEET, "$1\"");
  if (LEFT_OF_THE_ROUTER.test(html)) throw new Error(`${page}: something of React Router's scripts is left on the page`);
  const end = html.lastIndexOf("</body>");
  if (end === -1) throw new Error(`${page}: no </body>`);
  const tags = `<script type="module">${startAfterLoad(script)}</script>${speculate ? `<script type="speculationrules">${SPECULATION_RULES}</script>` : ""}`;
  return `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

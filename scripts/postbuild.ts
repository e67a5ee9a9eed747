/**
 * After `react-router build`: what a static host needs besides the pages.
 * - each page as `path.html`, not `path/index.html`: one address without trailing slash on every host;
 * - 404.html (and en/404.html for each other language), the prerendered not-found pages, which
 *   hosts serve with status 404;
 * - one small HTML page per old address (meta refresh + canonical), for hosts without redirect rules;
 * - every page and old address also as `path/index.html`, the same file: hosts without rules
 *   (GitHub Pages) answer `/path/` with it rather than 404 (folder-copies.ts); the root 404.html sends
 *   a visitor under /en/ to en/404.html there (not-found-language.ts);
 * - sitemap.xml, robots.txt and each language's web manifest (en/site.webmanifest…), from site.yaml;
 * - the JSON-LD of each page (structured-data-tags.ts);
 * - each page's one script, the islands' (islands-script.ts), and the speculation rules; not React
 *   Router's route table, page data (`.data` files) or the build's manifest, which no page uses;
 * - a Content-Security-Policy per page (hashes of its inline scripts; the editor's lets it reach GitHub's API), as a <meta> in
 *   the page and as a header in `_headers` (Netlify, Cloudflare Pages) and build/serve.json (`npm start`'s server);
 * - `_redirects` and the same 301s in serve.json;
 * - build/nginx.conf: the same headers, 301s and 404 for nginx.
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../src/generated/languages.gen.ts";
import { shellWords } from "../src/labels/words.ts";
import { sites } from "../src/generated/site.gen.ts";
import { flattenPages, urlPathOf } from "./build/flat-pages.ts";
import { writeFolderCopies } from "./build/folder-copies.ts";
import { withLanguageNotFound } from "./build/not-found-language.ts";
import { headersFile, hostingRules, redirectPage, redirectsFile, type PageHeaders } from "./build/host-files.ts";
import { nginxConfig } from "./build/nginx-config.ts";
import { addressIn, crumbsFor, isEditorPath, notFoundPathIn } from "../src/site/routing.ts";
import { EDITOR_API_BASE } from "../src/generated/editor-config.gen.ts";
import { HOST_FILES, notFoundFilesOf, pageFileOf, SEO_FILES, SPA_FALLBACK_FILE } from "../src/site/output-names.ts";
import { structuredDataFor } from "../src/site/structured-data.ts";
import { EDITOR_ENTRY } from "./build/editor-entry-chunk.ts";
import { pageScriptsOf, withIslandsScript } from "./build/islands-script.ts";
import { withStructuredData } from "./build/structured-data-tags.ts";
import { contentSecurityPolicy, withCspMeta } from "./build/security-headers.ts";
import { robotsTxt, sitemapXml, webManifest } from "./build/seo-files.ts";
import { runCli } from "./shared/run-cli.ts";

// The folder to finish: scripts/build.ts passes its staging folder; build/ when run by hand.
const BUILD = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../build"));
const CLIENT = path.join(BUILD, "client");
/** The main language's site: the old addresses and the robots file are its. */
const site = sites[DEFAULT_LANGUAGE];
/** Each language's not-found page: 404.html, en/404.html. */
const NOT_FOUND_FILES = notFoundFilesOf(LANGUAGES.map((language) => (language === DEFAULT_LANGUAGE ? "" : addressIn("/", language).slice(1))));

/** Every HTML file of the build, with the URL path it answers. */
async function htmlPages(): Promise<{ file: string; entry: string; urlPath: string }[]> {
  const entries = await readdir(CLIENT, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith(".html"))
    .map((entry) => ({
      file: path.join(CLIENT, entry),
      entry,
      urlPath: urlPathOf(entry, NOT_FOUND_FILES),
    }));
}

await runCli(async () => {
  // Each language's not-found page, prerendered at /404 and /en/404, becomes 404.html and
  // en/404.html with the other pages (flattenPages). Unknown paths get them, not an SPA shell with status 200.
  await rm(path.join(CLIENT, SPA_FALLBACK_FILE), { force: true });
  await flattenPages(CLIENT);

  // Each page's script, by the build's manifest; then the manifest and React Router's data files, which no page uses, go.
  const viteDir = path.join(CLIENT, ".vite");
  const scripts = await pageScriptsOf(path.join(viteDir, "manifest.json"), { site: "src/entry.client.tsx", editor: EDITOR_ENTRY });
  await rm(viteDir, { recursive: true });
  for (const entry of await readdir(CLIENT, { recursive: true })) if (entry.endsWith(".data")) await rm(path.join(CLIENT, entry));
  // The pages React renders (every route and the 404 page), before the redirect pages join them.
  for (const { file, entry, urlPath } of await htmlPages()) {
    const editor = urlPath !== "" && isEditorPath(urlPath);
    const html = withIslandsScript(await readFile(file, "utf8"), entry, editor ? scripts.editor : scripts.site, { speculate: !editor });
    await writeFile(file, urlPath ? withStructuredData(html, structuredDataFor(urlPath, crumbsFor(urlPath))) : html);
  }
  // GitHub Pages serves 404.html for every unknown address: under /en/, it sends the visitor on to en/404.html.
  const rootNotFound = path.join(CLIENT, NOT_FOUND_FILES[LANGUAGES.indexOf(DEFAULT_LANGUAGE)]!);
  const otherLanguages = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  await writeFile(rootNotFound, withLanguageNotFound(await readFile(rootNotFound, "utf8"), otherLanguages.map((language) => ({ folder: `${addressIn("/", language)}/`, address: notFoundPathIn(language) }))));

  for (const redirect of site.redirects) {
    const file = path.join(CLIENT, pageFileOf(redirect.from));
    await mkdir(path.dirname(file), { recursive: true });
    // "wx": an old address never replaces a page or a file the site needs; the check refuses
    // such an address (src/content-check/cross-check/output-collisions.ts), and this stops the build if one got through.
    await writeFile(file, redirectPage(redirect.to, site.site.baseUrl, DEFAULT_LANGUAGE, shellWords[DEFAULT_LANGUAGE].redirect), { flag: "wx" });
  }

  await writeFile(path.join(CLIENT, SEO_FILES.sitemap), sitemapXml(sites, LANGUAGES), { flag: "wx" });
  await writeFile(path.join(CLIENT, SEO_FILES.robots), robotsTxt(site), { flag: "wx" });
  // Each language's manifest beside its home page: /site.webmanifest, /en/site.webmanifest.
  for (const language of LANGUAGES) {
    const manifest = path.join(CLIENT, addressIn(`/${SEO_FILES.manifest}`, language).slice(1));
    await mkdir(path.dirname(manifest), { recursive: true });
    await writeFile(manifest, JSON.stringify(webManifest(sites[language], language, addressIn("/", language)), null, 2), { flag: "wx" });
  }

  const pages: PageHeaders[] = [];
  // The owner's editor talks to GitHub's API, as the build's environment names it (scripts/content/generate/editor-config.ts).
  const editorPolicy = { apiOrigin: new URL(EDITOR_API_BASE).origin };
  for (const { file, entry, urlPath } of await htmlPages()) {
    const html = await readFile(file, "utf8");
    const editor = urlPath && isEditorPath(urlPath) ? editorPolicy : undefined;
    await writeFile(file, withCspMeta(html, editor));
    pages.push({ path: urlPath, file: entry, csp: contentSecurityPolicy(html, { forHeader: true, editor }) });
  }
  // Every address also with a trailing slash on hosts without rules (folder-copies.ts): after the CSP, so each copy carries it.
  await writeFolderCopies(CLIENT, pages.filter((page) => page.path).map((page) => page.file));
  await writeFile(path.join(CLIENT, HOST_FILES.headers), headersFile(pages), { flag: "wx" });
  await writeFile(path.join(CLIENT, HOST_FILES.redirects), redirectsFile(site.redirects, NOT_FOUND_FILES), { flag: "wx" });
  await writeFile(path.join(BUILD, "serve.json"), JSON.stringify(hostingRules(site.redirects, pages), null, 2));
  await writeFile(path.join(BUILD, "nginx.conf"), nginxConfig(site.redirects, pages));
  const pageCount = LANGUAGES.reduce((total, language) => total + sites[language].routes.length, 0);
  console.log(`postbuild: ${pageCount} páginas en ${LANGUAGES.length} idiomas, ${site.redirects.length} redirecciones, ${NOT_FOUND_FILES.join(", ")}, sitemap, CSP por página`);
  return 0;
});

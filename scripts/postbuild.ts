/**
 * After `react-router build`: what a static host needs besides the pages.
 * - 404.html, the prerendered not-found page, which hosts serve with status 404;
 * - one small HTML page per old address (meta refresh + canonical), for hosts without redirect rules;
 * - `_redirects` (Netlify, Cloudflare Pages) and build/serve.json (`npm start`) with real 301s.
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { runCli } from "./content/run-cli.ts";
import { site } from "../src/generated/site.gen.ts";
import { redirectPage, redirectsFile, serveConfig } from "./build/host-files.ts";
import { NOT_FOUND_PATH } from "../src/site/not-found.ts";

const BUILD = path.resolve(import.meta.dirname, "../build");
const CLIENT = path.join(BUILD, "client");

await runCli(async () => {
  const notFoundDir = path.join(CLIENT, NOT_FOUND_PATH);
  await rename(path.join(notFoundDir, "index.html"), path.join(CLIENT, "404.html"));
  await rm(notFoundDir, { recursive: true, force: true });
  // Unknown paths get 404.html, not an SPA shell with status 200.
  await rm(path.join(CLIENT, "__spa-fallback.html"), { force: true });
  for (const redirect of site.redirects) {
    const dir = path.join(CLIENT, redirect.from);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "index.html"), redirectPage(redirect.to, site.site.baseUrl));
  }
  await writeFile(path.join(CLIENT, "_redirects"), redirectsFile(site.redirects));
  await writeFile(path.join(BUILD, "serve.json"), JSON.stringify(serveConfig(site.redirects), null, 2));
  const pages = site.routes.length;
  const html = await readFile(path.join(CLIENT, "index.html"), "utf8");
  if (!html.includes("<title>")) throw new Error("build/client/index.html has no <title>");
  console.log(`postbuild: ${pages} páginas, ${site.redirects.length} redirecciones, 404.html`);
  return 0;
});

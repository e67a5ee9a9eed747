import { readdir, rename, rmdir } from "node:fs/promises";
import path from "node:path";
import { NOT_FOUND_FILE } from "../../src/site/output-names.ts";

export { pageFileOf } from "../../src/site/output-names.ts";

/**
 * Turns every `page/index.html` below the root into `page.html`. A page then has one address,
 * without trailing slash, on every host: Cloudflare Pages, Netlify and GitHub Pages serve `/about`
 * from `about.html` with no redirect, while `about/index.html` would be served at `/about/` (and
 * `/about` redirected there). The local server (scripts/preview/server.ts) and nginx find `about.html` the same way.
 */
export async function flattenPages(clientDir: string): Promise<void> {
  const nested = (await readdir(clientDir, { recursive: true })).filter((entry) => entry.endsWith(`${path.sep}index.html`));
  // Deepest first, so that a page's folder is emptied before its parent's is looked at.
  nested.sort((a, b) => b.split(path.sep).length - a.split(path.sep).length);
  for (const entry of nested) {
    const dir = path.join(clientDir, path.dirname(entry));
    await rename(path.join(clientDir, entry), `${dir}.html`);
    // The folder may still hold other pages (apartment-list/mirador.html): then it stays.
    await rmdir(dir).catch(() => undefined);
  }
}

/**
 * The URL path a page file answers: index.html → /, about.html → /about; a not-found page
 * (404.html, en/404.html: `notFoundFiles`) answers none ("").
 */
export function urlPathOf(entry: string, notFoundFiles: readonly string[] = [NOT_FOUND_FILE]): string {
  if (entry === "index.html") return "/";
  if (notFoundFiles.includes(entry.split(path.sep).join("/"))) return "";
  return `/${entry.split(path.sep).join("/").replace(/\.html$/, "")}`;
}

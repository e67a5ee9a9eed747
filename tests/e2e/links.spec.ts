import { existsSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LinkChecker, LinkState } from "linkinator";
import { routes, site } from "./site-data.ts";

const CLIENT = path.resolve(import.meta.dirname, "../../build/client");
const BASE = new URL(site.site.baseUrl);

test.describe("links", () => {
  test("linkinator, crawling the served site, finds no broken internal link, image or #fragment", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).host;
    const result = await new LinkChecker().check({
      path: `${baseURL}/`,
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      timeout: 15_000,
      // Offline, other hosts can't answer (maps, WhatsApp, the listings, the site's public address in
      // canonical/og: tags): those are not this site's files; mailto: and tel: are not fetched at all.
      linksToSkip: async (link) => !link.startsWith("http") || new URL(link).host !== origin,
    });
    const checked = result.links.filter((link) => link.state === LinkState.OK);
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    expect(broken.map((link) => `${link.status ?? "?"} ${link.url} (on ${link.parent})`)).toEqual([]);
    // It did crawl: every page, and the responsive variants from srcset, not just the first one.
    for (const route of routes) expect(checked.map((link) => new URL(link.url).pathname)).toContain(route.path);
    expect(checked.filter((link) => /\/media\/.+-\d+\.webp$/.test(link.url)).length).toBeGreaterThan(site.apartments.length * 2);
  });

  /** The build's own file for a site path: / → index.html, /about → about.html, /media/x.webp → media/x.webp. */
  function fileFor(pathname: string): string | null {
    const local = path.join(CLIENT, decodeURIComponent(pathname));
    for (const candidate of [pathname === "/" ? path.join(CLIENT, "index.html") : local, `${local}.html`]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return null;
  }

  const decode = (value: string): string =>
    value
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");

  /** Every address an HTML file points at: href, src, each srcset candidate, og:/twitter: images and a meta refresh. */
  function referencesIn(html: string): string[] {
    const found: string[] = [];
    for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) found.push(decode(match[1]!));
    for (const match of html.matchAll(/\ssrcset="([^"]*)"/gi)) {
      for (const candidate of decode(match[1]!).split(",")) found.push(candidate.trim().split(/\s+/)[0]!);
    }
    for (const match of html.matchAll(/<meta [^>]*(?:property|name)="(?:og:image|twitter:image)"[^>]*content="([^"]*)"/g)) found.push(decode(match[1]!));
    for (const match of html.matchAll(/<meta http-equiv="refresh" content="\d+;\s*url=([^"]*)"/gi)) found.push(decode(match[1]!));
    return found.filter(Boolean);
  }

  test("every local file an HTML file of the build refers to exists, 404 and redirect pages included", async () => {
    const pages = (await readdir(CLIENT, { recursive: true })).filter((entry) => entry.endsWith(".html"));
    expect(pages.length).toBe(routes.length + 1 + site.redirects.length);
    const missing: string[] = [];
    let checked = 0;
    for (const page of pages) {
      const html = await readFile(path.join(CLIENT, page), "utf8");
      const pageUrl = new URL(page === "index.html" || page === "404.html" ? "/" : `/${page.replace(/\.html$/, "")}`, BASE);
      for (const reference of referencesIn(html)) {
        const url = new URL(reference, pageUrl);
        if (url.protocol !== "https:" && url.protocol !== "http:") continue; // mailto:, tel:
        if (url.host !== BASE.host) continue; // another site
        checked++;
        const file = fileFor(url.pathname);
        if (!file) {
          missing.push(`${page}: ${reference}`);
          continue;
        }
        // A link to a part of a page (#contenido): that page has the id.
        if (url.hash && file.endsWith(".html")) {
          const target = await readFile(file, "utf8");
          if (!target.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) missing.push(`${page}: ${reference} (no such id)`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(pages.length * 10);
  });
});

import { mkdir, mkdtemp, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flattenPages, pageFileOf, urlPathOf } from "../../../scripts/build/flat-pages.ts";
import { headersFile, hostingRules, redirectsFile, type PageHeaders } from "../../../scripts/build/host-files.ts";
import { nginxConfig } from "../../../scripts/build/nginx-config.ts";

const redirects = [
  { from: "/hometwo", to: "/" },
  { from: "/broker", to: "/contact" },
];
const pages: PageHeaders[] = [
  { path: "/", file: "index.html", csp: "script-src 'self' 'sha256-home'; frame-ancestors 'none'" },
  { path: "/about", file: "about.html", csp: "script-src 'self' 'sha256-about'; frame-ancestors 'none'" },
  { path: "/apartment-list/mirador", file: "apartment-list/mirador.html", csp: "script-src 'self' 'sha256-m'; frame-ancestors 'none'" },
  { path: "", file: "404.html", csp: "script-src 'self' 'sha256-404'; frame-ancestors 'none'" },
  // The redirect pages, for hosts without redirect rules.
  { path: "/hometwo", file: "hometwo.html", csp: "script-src 'self'; frame-ancestors 'none'" },
  { path: "/broker", file: "broker.html", csp: "script-src 'self'; frame-ancestors 'none'" },
  // The English pages, under /en/, with their own not-found page.
  { path: "/en", file: "en.html", csp: "script-src 'self' 'sha256-en'; frame-ancestors 'none'" },
  { path: "/en/about", file: "en/about.html", csp: "script-src 'self' 'sha256-en-about'; frame-ancestors 'none'" },
  { path: "", file: "en/404.html", csp: "script-src 'self' 'sha256-en-404'; frame-ancestors 'none'" },
];
const NOT_FOUND_FILES = ["404.html", "en/404.html"];

describe("flat pages", () => {
  it("turns every page/index.html into page.html, keeping folders that still hold pages", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "flat-"));
    for (const file of ["index.html", "about/index.html", "apartment-list/index.html", "apartment-list/mirador/index.html", "assets/app.js"]) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), file);
    }
    await flattenPages(dir);
    expect((await readdir(dir, { recursive: true })).sort()).toEqual(
      ["about.html", "apartment-list", "apartment-list.html", path.join("apartment-list", "mirador.html"), "assets", path.join("assets", "app.js"), "index.html"].sort(),
    );
  });

  it("maps files and addresses both ways", () => {
    expect(["index.html", "about.html", "apartment-list/mirador.html", "404.html"].map((entry) => urlPathOf(entry))).toEqual(["/", "/about", "/apartment-list/mirador", ""]);
    // Each language's not-found page answers no address; the English pages are under /en.
    expect(["en.html", path.join("en", "about.html"), path.join("en", "404.html"), "404.html"].map((entry) => urlPathOf(entry, NOT_FOUND_FILES))).toEqual(["/en", "/en/about", "", ""]);
    // Not told it is a not-found page, en/404.html would be a page at /en/404.
    expect(urlPathOf(path.join("en", "404.html"))).toBe("/en/404");
    expect(["/", "/about", "/apartment-list/mirador"].map(pageFileOf)).toEqual(["index.html", "about.html", "apartment-list/mirador.html"]);
  });
});

describe("_headers and _redirects (Netlify, Cloudflare Pages)", () => {
  const blocks = headersFile(pages).trim().split("\n\n");

  it("every response gets the common headers and refuses to be framed; each page adds its own CSP", () => {
    expect(blocks[0]).toMatch(/^\/\*\n/);
    for (const header of ["Referrer-Policy: ", "X-Content-Type-Options: nosniff", "Permissions-Policy: ", "Content-Security-Policy: frame-ancestors 'none'"]) {
      expect(blocks[0]).toContain(`  ${header}`);
    }
    expect(blocks).toContain("/about\n  Content-Security-Policy: script-src 'self' 'sha256-about'; frame-ancestors 'none'");
    expect(blocks).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    // Netlify and Cloudflare Pages answer only over HTTPS: HSTS for a year, subdomains included.
    expect(blocks[0]).toContain("  Strict-Transport-Security: max-age=31536000; includeSubDomains");
    // 404.html answers no address of its own: the fallback rule covers it.
    expect(blocks.filter((block) => block.includes("sha256-404") || block.includes("sha256-en-404"))).toEqual([]);
    expect(blocks).toContain("/en/about\n  Content-Security-Policy: script-src 'self' 'sha256-en-about'; frame-ancestors 'none'");
  });

  it("one permanent redirect a line", () => {
    expect(redirectsFile(redirects)).toBe("/hometwo / 301\n/broker /contact 301\n");
  });

  it("then each other language's not-found page for the addresses under its folder (the main one's 404.html is the host's own fallback)", () => {
    expect(redirectsFile(redirects, NOT_FOUND_FILES)).toBe("/hometwo / 301\n/broker /contact 301\n/en/* /en/404.html 404\n");
  });
});

describe("serve.json (the local server's rules)", () => {
  it("the 301s, each page's file and CSP by address (redirect pages left to the 301s), and the not-found page", () => {
    const rules = hostingRules(redirects, pages);
    expect(rules.redirects).toEqual({ "/hometwo": "/", "/broker": "/contact" });
    expect(rules.pages["/about"]).toEqual({ file: "about.html", csp: pages[1]!.csp });
    expect(Object.keys(rules.pages)).toEqual(["/", "/about", "/apartment-list/mirador", "/en", "/en/about"]);
    // Each language's not-found page with the folder it answers for, the deepest first.
    expect(rules.notFound).toEqual([
      { folder: "/en/", file: "en/404.html", csp: pages[8]!.csp },
      { folder: "/", file: "404.html", csp: pages[3]!.csp },
    ]);
  });

  it("refuses a build without 404.html rather than serve unknown addresses with nothing", () => {
    expect(() => hostingRules(redirects, pages.filter((page) => page.path))).toThrow(/404\.html/);
    // Another language's not-found page is no fallback for the main language's addresses.
    expect(() => hostingRules(redirects, pages.filter((page) => page.file !== "404.html"))).toThrow(/404\.html/);
  });
});

describe("nginx.conf", () => {
  const config = nginxConfig(redirects, pages);
  const locations = [...config.matchAll(/^location (.+?) \{/gm)].map((match) => match[1]);

  it("declares each location once (nginx refuses a duplicate)", () => {
    expect(new Set(locations).size).toBe(locations.length);
  });

  it("answers each old address with a 301, and only that", () => {
    expect(config).toContain("location = /hometwo { return 301 /; }");
    expect(config).toContain("location = /broker { return 301 /contact; }");
    expect(config).not.toContain("try_files /hometwo.html");
  });

  it("serves each page from its file with its own CSP and every common header", () => {
    const about = config.match(/location = \/about \{[^}]*\}/)![0];
    expect(about).toContain(`add_header Content-Security-Policy "${pages[1]!.csp}" always;`);
    expect(about).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(about).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(about).toContain("try_files /about.html =404;");
    expect(config.match(/location = \/apartment-list\/mirador \{[^}]*\}/)![0]).toContain("try_files /apartment-list/mirador.html =404;");
    expect(config.match(/location = \/404\.html \{[^}]*\}/)![0]).toContain("sha256-404");
    expect(config.match(/location = \/en\/about \{[^}]*\}/)![0]).toContain("try_files /en/about.html =404;");
  });

  it("under /en/, unknown addresses get the English not-found page, itself no address of its own", () => {
    const english404 = config.match(/location = \/en\/404\.html \{[^}]*\}/)![0];
    expect(english404).toContain("sha256-en-404");
    expect(english404).toContain("internal;");
    expect(config.match(/location \/en\/ \{[^}]*\}/)![0]).toContain("error_page 404 /en/404.html;");
  });

  it("drops a trailing slash, sends /about.html to /about, serves 404.html for unknown addresses, and caches hashed files for a year", () => {
    expect(config).toContain("rewrite ^/([a-z0-9/-]+)/$ /$1 permanent;");
    expect(config).toContain("location ~ ^(/[a-z0-9/-]+)\\.html$ { return 301 $1; }");
    expect(config).toContain("location = /index.html { return 301 /; }");
    expect(config).toContain("error_page 404 /404.html;");
    expect(config.match(/location \/assets\/ \{[^}]*\}/)![0]).toContain("public, max-age=31536000, immutable");
  });

  it("never serves the host files or dotfiles, and sends HSTS only when the request came over HTTPS", () => {
    expect(config).toContain("location = /_headers { return 404; }");
    expect(config).toContain("location = /_redirects { return 404; }");
    expect(config).toContain("location ~ /\\. { return 404; }");
    expect(config).toContain('set $hsts "";');
    expect(config).toContain('if ($https = "on") { set $hsts "max-age=31536000; includeSubDomains"; }');
    // In every location that adds headers: nginx drops the others' add_header there.
    const withHeaders = [...config.matchAll(/^location [^{]+\{\n[^}]*\}/gm)].map((match) => match[0]);
    expect(withHeaders.length).toBeGreaterThan(4);
    for (const block of withHeaders) expect(block).toContain('add_header Strict-Transport-Security "$hsts" always;');
    // And at the server's level, for the 301s and 400s that come from locations without headers.
    expect(config).toMatch(/^add_header Strict-Transport-Security "\$hsts" always;$/m);
    expect(config).toMatch(/^add_header X-Content-Type-Options "nosniff" always;$/m);
  });
});

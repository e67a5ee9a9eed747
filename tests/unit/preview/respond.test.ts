import { describe, expect, it } from "vitest";
import type { HostingRules } from "../../../scripts/build/host-files.ts";
import { contentTypeOf, respond } from "../../../scripts/preview/respond.ts";

/** A Spanish site with its English pages under /en/: each language its not-found page, the deepest folder first (as hostingRules writes them). */
const rules: HostingRules = {
  redirects: { "/hometwo": "/" },
  pages: {
    "/": { file: "index.html", csp: "csp-home" },
    "/about": { file: "about.html", csp: "csp-about" },
    "/en": { file: "en.html", csp: "csp-en" },
    "/en/about": { file: "en/about.html", csp: "csp-en-about" },
  },
  notFound: [
    { folder: "/en/", file: "en/404.html", csp: "csp-en-404" },
    { folder: "/", file: "404.html", csp: "csp-404" },
  ],
};
const files = new Set(["index.html", "about.html", "404.html", "en.html", "en/about.html", "en/404.html", "_headers", "_redirects", ".env", "assets/app.js", "media/a.webp", "robots.txt", "about.data"]);
const answer = (target: string, method = "GET") => respond(method, target, rules, (relative) => files.has(relative));
const summary = (target: string, method = "GET") => {
  const a = answer(target, method);
  return a.kind === "redirect" ? `301 ${a.location}` : a.kind === "file" ? `${a.status} ${a.file}` : `${a.status}`;
};

describe("the local server's answers", () => {
  it("pages by their one address, with their own CSP; other files as they are", () => {
    expect(summary("/")).toBe("200 index.html");
    expect(summary("/about?x=1")).toBe("200 about.html");
    expect(answer("/about").headers["Content-Security-Policy"]).toBe("csp-about");
    expect(summary("/about.data")).toBe("200 about.data");
    expect(summary("//about")).toBe("200 about.html");
    expect(summary("http://127.0.0.1:4173/about")).toBe("200 about.html");
  });

  it("301s: old addresses, .html, trailing slashes, index.html", () => {
    expect(summary("/hometwo")).toBe("301 /");
    expect(summary("/about.html")).toBe("301 /about");
    expect(summary("/about/")).toBe("301 /about");
    expect(summary("/index.html")).toBe("301 /");
  });

  it("404 with the not-found page: unknown paths, /404, /404.html, host files, dotfiles, folders", () => {
    for (const target of ["/nope", "/404", "/404.html", "/_headers", "/_redirects", "/.env", "/.env.html", "/assets", "/a%5c..%5cabout.html"]) {
      expect(summary(target), target).toBe("404 404.html");
      expect(answer(target).headers["Content-Security-Policy"]).toBe("csp-404");
    }
  });

  it("an English address gets the English pages, and the English not-found page; every other address the Spanish one", () => {
    expect(summary("/en")).toBe("200 en.html");
    expect(summary("/en/about")).toBe("200 en/about.html");
    expect(answer("/en/about").headers["Content-Security-Policy"]).toBe("csp-en-about");
    expect(summary("/en/")).toBe("301 /en");
    expect(summary("/en/about/")).toBe("301 /en/about");
    expect(summary("/en/about.html")).toBe("301 /en/about");
    // A language's index.html is its home page; «.» and «..» inside the site are resolved as nginx does.
    expect(summary("/en/index.html")).toBe("301 /en");
    expect(summary("/en/../")).toBe("200 index.html");
    expect(summary("/en/./about")).toBe("200 en/about.html");
    expect(summary("/en/%2e%2e/about")).toBe("200 about.html");
    for (const target of ["/en/nope", "/en/404", "/en/404.html", "/en/a/b", "/en/.env"]) {
      expect(summary(target), target).toBe("404 en/404.html");
      expect(answer(target).headers["Content-Security-Policy"], target).toBe("csp-en-404");
    }
    // Only the folder /en/ is English: /english, /enx are the main language's addresses.
    for (const target of ["/english", "/enx/about", "/es/nope"]) expect(summary(target), target).toBe("404 404.html");
  });

  it("400 for what can't be read or would leave the folder; 405 for anything but GET and HEAD", () => {
    for (const target of ["/%00", "/about%00", "/%zz", "/%", "/%E0%A4%A", "/..%2fpackage.json", "/%2e%2e/package.json", "/assets/../../package.json", "/en/../../package.json", "about", "*"]) {
      expect(summary(target), target).toBe("400");
    }
    expect(summary("/about", "HEAD")).toBe("200 about.html");
    expect(summary("/about", "POST")).toBe("405");
    expect(answer("/about", "DELETE").headers["Allow"]).toBe("GET, HEAD");
  });

  it("a year of caching for hashed files only; the security headers on every answer, HSTS on none", () => {
    expect(answer("/assets/app.js").headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(answer("/media/a.webp").headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(answer("/robots.txt").headers["Cache-Control"]).toBeUndefined();
    for (const target of ["/", "/nope", "/%00", "/hometwo", "/assets/app.js"]) {
      expect(answer(target).headers["X-Content-Type-Options"], target).toBe("nosniff");
      expect(answer(target).headers["Content-Security-Policy"], target).toMatch(/frame-ancestors 'none'|csp-/);
      expect(answer(target).headers["Strict-Transport-Security"], target).toBeUndefined();
    }
  });

  it("content types by extension", () => {
    expect(contentTypeOf("a.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeOf("assets/a.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeOf("media/a.webp")).toBe("image/webp");
    expect(contentTypeOf("about.data")).toBe("application/octet-stream");
  });
});

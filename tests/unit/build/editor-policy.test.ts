/**
 * The owner's editor has its own Content-Security-Policy: it may talk to GitHub's API (the one
 * the build's environment names) and to no other host, show photos the owner picks (blob:), and
 * check the text in a worker of its own; like every page it refuses to be framed, by every host's
 * rules.
 */
import { describe, expect, it } from "vitest";
import { headersFile, type PageHeaders } from "../../../scripts/build/host-files.ts";
import { nginxConfig } from "../../../scripts/build/nginx-config.ts";
import { contentSecurityPolicy, withCspMeta } from "../../../scripts/build/security-headers.ts";

const HTML = '<html><head><meta charSet="utf-8"/></head><body><script>go()</script></body></html>';
const directives = (csp: string) => Object.fromEntries(csp.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1).join(" ")]));
const editor = { apiOrigin: "https://api.github.com" };

describe("the editor page's policy", () => {
  it("connects to the site and the API only, shows blob: photos, runs its own worker, frames nothing and is framed by no one", () => {
    const header = directives(contentSecurityPolicy(HTML, { forHeader: true, editor }));
    expect(header).toMatchObject({
      "connect-src": "'self' https://api.github.com",
      "img-src": "'self' data: blob:",
      "worker-src": "'self'",
      "frame-src": "'none'",
      "frame-ancestors": "'none'",
      "default-src": "'self'",
    });
    expect(header["script-src"]).toMatch(/^'self' 'sha256-[\w+/=]+'$/);
    // A <meta> can't say frame-ancestors (browsers ignore it there): the host's header does.
    expect(withCspMeta(HTML, editor)).toContain("connect-src 'self' https://api.github.com; worker-src 'self'; frame-src 'none';");
    expect(withCspMeta(HTML, editor)).not.toContain("frame-ancestors");
  });

  it("is the editor's alone: a public page reaches no host but its own", () => {
    const page = directives(contentSecurityPolicy(HTML, { forHeader: true }));
    expect(page["connect-src"]).toBe("'self'");
    expect(page["img-src"]).toBe("'self' data:");
    expect(page["worker-src"]).toBeUndefined();
  });

  it("reaches every host: _headers and nginx send it at /editar and /en/editar, with frame-ancestors 'none'", () => {
    const csp = contentSecurityPolicy(HTML, { forHeader: true, editor });
    const pages: PageHeaders[] = [
      { path: "/", file: "index.html", csp: contentSecurityPolicy(HTML, { forHeader: true }) },
      { path: "/editar", file: "editar.html", csp },
      { path: "/en/editar", file: "en/editar.html", csp },
      { path: "", file: "404.html", csp: contentSecurityPolicy(HTML, { forHeader: true }) },
    ];
    const blocks = headersFile(pages).trim().split("\n\n");
    expect(blocks[0]).toContain("Content-Security-Policy: frame-ancestors 'none'");
    for (const address of ["/editar", "/en/editar"]) {
      expect(blocks).toContain(`${address}\n  Content-Security-Policy: ${csp}`);
      const location = nginxConfig([], pages).split("\n\n").flatMap((part) => part.split(/\n(?=location )/)).find((part) => part.startsWith(`location = ${address} {`));
      expect(location, address).toContain(`add_header Content-Security-Policy "${csp}" always;`);
      expect(location, address).toContain("frame-ancestors 'none'");
    }
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { contentSecurityPolicy } from "../../../scripts/build/security-headers.ts";
import { EDITOR_API_BASE } from "../../../src/generated/editor-config.gen.ts";
import { EDITOR_PATH } from "../../../src/site/output-names.ts";
import { addressIn, allRoutes, LANGUAGES, MISSING_PATH, routes, site, siteIn, wordsIn } from "./site-data.ts";

/**
 * One table of HTTP cases for every server the build configures: the local server (npm start, the
 * browser tests) and nginx with the generated nginx.conf (tests/e2e/hosting.spec.ts). Each case is
 * sent byte for byte as written (node:http, no URL clean-up: a browser or fetch would turn `%2e%2e`
 * into `..` and resolve it before sending).
 */

const CLIENT = path.resolve(import.meta.dirname, "../../../build/client");

export type HostingCase = {
  name: string;
  method?: "GET" | "HEAD" | "POST";
  path: string;
  status: number;
  /** Where a 301 points (a path). */
  location?: string;
  /** Headers that must be there: exact text, or a pattern. */
  headers?: Record<string, string | RegExp>;
  /** Text the body must hold, and text it must not. */
  body?: string;
  notInBody?: string;
};

export type HostingResponse = { status: number; headers: Record<string, string>; body: string };

/** Sends `method path` exactly as written to 127.0.0.1:port. */
export function send(port: number, method: string, target: string, extraHeaders: Record<string, string> = {}): Promise<HostingResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, method, path: target, headers: extraHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]));
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** A page's header CSP, computed again from its built HTML: the server must send exactly this one. */
const cspOf = (file: string) => contentSecurityPolicy(readFileSync(path.join(CLIENT, file), "utf8"), { forHeader: true });

const SECURITY: Record<string, string | RegExp> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "content-security-policy": /frame-ancestors 'none'/,
};

/** The cases, from the build at hand and site.yaml (so a new page or redirect changes no line here). */
export function hostingCases(): HostingCase[] {
  const page = routes.find((route) => route.path !== "/")!.path;
  const pageFile = `${page.slice(1)}.html`;
  const moved = site.redirects[0]!;
  const script = readdirSync(path.join(CLIENT, "assets")).find((file) => file.endsWith(".js"))!;
  const photo = readdirSync(path.join(CLIENT, "media"))[0]!;
  const notFound = { status: 404, headers: { ...SECURITY, "content-type": /^text\/html/, "content-security-policy": cspOf("404.html") }, body: wordsIn(LANGUAGES[0]).shell.notFound.title };
  // Each other language: its home page, a page, and its own not-found page for its addresses.
  const languageCases: HostingCase[] = LANGUAGES.slice(1).flatMap((language) => {
    const home = addressIn("/", language);
    const file404 = `${language}/404.html`;
    const notFoundHere = { status: 404, headers: { ...SECURITY, "content-type": /^text\/html/, "content-security-policy": cspOf(file404) }, body: wordsIn(language).shell.notFound.title };
    const inner = siteIn(language).routes.find((route) => route.path !== home)!.path;
    return [
      { name: `${language}: its home page`, path: home, status: 200, headers: { ...SECURITY, "content-type": /^text\/html/, "content-security-policy": cspOf(`${language}.html`) }, body: `<html lang="${language}"` },
      { name: `${language}: its home page with a trailing slash`, path: `${home}/`, status: 301, location: home, headers: SECURITY },
      { name: `${language}: a page, with its own CSP`, path: inner, status: 200, headers: { ...SECURITY, "content-security-policy": cspOf(`${inner.slice(1)}.html`) } },
      { name: `${language}: an unknown address gets its own not-found page`, path: addressIn(MISSING_PATH, language), ...notFoundHere },
      { name: `${language}: its /404 is no page`, path: addressIn("/404", language), ...notFoundHere },
      { name: `${language}: its 404.html is no page`, path: `/${file404}`, ...notFoundHere },
      { name: `${language}: its index.html is its home page`, path: `${home}/index.html`, status: 301, location: home, headers: SECURITY },
      { name: `${language}: a dotfile under it gets its not-found page`, path: `${home}/.env`, ...notFoundHere },
      { name: `${language}: «..» back out of its folder is the main home page`, path: `${home}/../`, status: 200, body: `<html lang="${LANGUAGES[0]}"` },
      { name: `${language}: «..» above the site`, path: `${home}/../../package.json`, status: 400 },
    ];
  });
  // Every page that has a folder beside it (the list and its apartments, a language's home and its
  // pages): its address, with a slash, as .html and as the folder's index.html.
  const addresses = allRoutes.map((route) => route.path);
  const folderCases: HostingCase[] = addresses
    .filter((address) => address !== "/" && addresses.some((other) => other.startsWith(`${address}/`)))
    .flatMap((address) => [
      { name: `a page with a folder: ${address}`, path: address, status: 200, headers: { ...SECURITY, "content-security-policy": cspOf(`${address.slice(1)}.html`) } },
      { name: `a page with a folder, with a slash: ${address}/`, path: `${address}/`, status: 301, location: address, headers: SECURITY },
      { name: `a page with a folder, as .html: ${address}.html`, path: `${address}.html`, status: 301, location: address, headers: SECURITY },
      { name: `a page with a folder, as its index.html: ${address}/index.html`, path: `${address}/index.html`, status: 301, location: address, headers: SECURITY },
    ]);
  // The owner's editor in each language: its own policy (GitHub's API, nothing framed), refusing frames as every page does.
  const editorCases: HostingCase[] = LANGUAGES.map((language) => addressIn(EDITOR_PATH, language)).flatMap((address) => {
    const csp = contentSecurityPolicy(readFileSync(path.join(CLIENT, `${address.slice(1)}.html`), "utf8"), { forHeader: true, editor: { apiOrigin: new URL(EDITOR_API_BASE).origin } });
    return [
      { name: `the editor, with its own CSP: ${address}`, path: address, status: 200, headers: { ...SECURITY, "content-type": /^text\/html/, "content-security-policy": csp } },
      { name: `the editor with a trailing slash: ${address}/`, path: `${address}/`, status: 301, location: address, headers: SECURITY },
    ];
  });
  const hostFile = (name: string) => readFileSync(path.join(CLIENT, name), "utf8").trim();
  return [
    { name: "home page", path: "/", status: 200, headers: { ...SECURITY, "content-type": /^text\/html/, "content-security-policy": cspOf("index.html") }, body: `<html lang="es"` },
    { name: "a page, with its own CSP", path: page, status: 200, headers: { ...SECURITY, "content-type": /^text\/html/, "content-security-policy": cspOf(pageFile) } },
    // (node:http never reads a HEAD's body: that there is none is checked on the socket, tests/unit/preview/server.test.ts.)
    { name: "HEAD of a page: its headers", method: "HEAD", path: page, status: 200, headers: { ...SECURITY, "content-security-policy": cspOf(pageFile) } },
    { name: "POST is not served", method: "POST", path: page, status: 405 },
    { name: "a page's .html address", path: `${page}.html`, status: 301, location: page, headers: SECURITY },
    { name: "a page with a trailing slash", path: `${page}/`, status: 301, location: page, headers: SECURITY },
    { name: "index.html", path: "/index.html", status: 301, location: "/", headers: SECURITY },
    { name: "an old address", path: moved.from, status: 301, location: moved.to, headers: SECURITY },
    { name: "an unknown address", path: MISSING_PATH, ...notFound },
    { name: "/404 is no page", path: "/404", ...notFound },
    { name: "/404.html is no page", path: "/404.html", ...notFound },
    { name: "_headers is the host's, not a visitor's", path: "/_headers", ...notFound, notInBody: hostFile("_headers") },
    { name: "_redirects is the host's, not a visitor's", path: "/_redirects", ...notFound, notInBody: hostFile("_redirects") },
    { name: "dotfiles", path: "/.env", ...notFound },
    { name: "dot-folders", path: "/.git/config", ...notFound },
    { name: "a folder: no listing", path: "/assets", ...notFound },
    { name: "a backslash is no separator", path: "/assets%5c..%5c..%5cpackage.json", ...notFound },
    { name: "a backslash is no way to another site", path: "/%5Cevil.example/", ...notFound },
    { name: "a tab is no way to another site", path: "/%09/evil.example/", ...notFound },
    { name: "a tab before a .html", path: "/%09/evil.example.html", ...notFound },
    { name: "a CR in a .html address", path: "/x%0dSet-Cookie:a=b.html", ...notFound },
    { name: "a character beyond Latin-1 with a trailing slash", path: "/%E2%82%AC/", ...notFound },
    { name: "NUL", path: "/%00", status: 400, headers: { "x-content-type-options": "nosniff" } },
    { name: "NUL inside a name", path: "/about%00.html", status: 400 },
    { name: "malformed percent-encoding", path: "/%zz", status: 400 },
    { name: "a lone percent", path: "/%", status: 400 },
    { name: "encoded .. out of the folder", path: "/..%2f..%2fpackage.json", status: 400 },
    { name: "%2e%2e out of the folder", path: "/%2e%2e/%2e%2e/package.json", status: 400 },
    { name: ".. from a folder, out of the site", path: "/assets/..%2f..%2f..%2fpackage.json", status: 400 },
    { name: "a script: a year of caching", path: `/assets/${script}`, status: 200, headers: { ...SECURITY, "content-type": /javascript/, "cache-control": "public, max-age=31536000, immutable" } },
    { name: "a photo: a year of caching", path: `/media/${photo}`, status: 200, headers: { "content-type": /^image\//, "cache-control": "public, max-age=31536000, immutable" } },
    { name: "robots.txt", path: "/robots.txt", status: 200, headers: { ...SECURITY, "content-type": /^text\/plain/ }, body: "Sitemap:" },
    ...languageCases,
    ...folderCases,
    ...editorCases,
  ];
}

/** What is wrong with a response for its case (empty when right); HSTS is never sent over plain http. */
export function mismatches(testCase: HostingCase, response: HostingResponse, port: number): string[] {
  const wrong: string[] = [];
  if (response.status !== testCase.status) wrong.push(`status ${response.status}, expected ${testCase.status}`);
  if (testCase.location !== undefined) {
    const base = `http://127.0.0.1:${port}`;
    const target = response.headers["location"] ? new URL(response.headers["location"], base) : null;
    if (target && target.origin !== base) wrong.push(`Location ${response.headers["location"]} leaves the site`);
    const location = target?.pathname ?? "(none)";
    if (location !== testCase.location) wrong.push(`Location ${location}, expected ${testCase.location}`);
  }
  for (const [name, expected] of Object.entries(testCase.headers ?? {})) {
    const actual = response.headers[name];
    if (actual === undefined || (typeof expected === "string" ? actual !== expected : !expected.test(actual))) wrong.push(`${name}: ${actual ?? "(none)"}, expected ${expected}`);
  }
  if (response.headers["strict-transport-security"] !== undefined) wrong.push("Strict-Transport-Security sent over plain http");
  if (testCase.body !== undefined && !response.body.includes(testCase.body)) wrong.push(`body without ${JSON.stringify(testCase.body)}`);
  if (testCase.notInBody !== undefined && response.body.includes(testCase.notInBody)) wrong.push(`body with ${JSON.stringify(testCase.notInBody)}`);
  return wrong;
}

import path from "node:path";
import { HOST_FILES } from "../../src/site/output-names.ts";
import type { HostingRules } from "../build/host-files.ts";
import { COMMON_HEADERS, IMMUTABLE } from "../build/security-headers.ts";

/**
 * What the local server answers a request with, decided without touching the network: the same
 * rules the build writes for every host (build/serve.json, _headers, nginx.conf), so `npm start`,
 * the browser tests and nginx agree (tests/e2e/support/hosting-cases.ts runs one table against both).
 */
export type Answer =
  | { kind: "file"; status: 200 | 404; file: string; headers: Record<string, string> }
  | { kind: "redirect"; status: 301; location: string; headers: Record<string, string> }
  | { kind: "refuse"; status: 400 | 405; body: string; headers: Record<string, string> };

/** Files the build writes for a host to read, never for a visitor (Netlify and Cloudflare hide them too). */
const HOST_FILE_NAMES = new Set<string>(Object.values(HOST_FILES));

const FRAME_NONE = "frame-ancestors 'none'";

/** The alphabet of the site's addresses (schema/site.schema.json $defs.path), the only ones redirected to; nginx.conf uses the same. */
const SITE_PATH = /^\/[a-z0-9/-]+$/;

/** Whether `relative` (a path inside the client folder, `/` separated) is a regular file. */
export type FileCheck = (relative: string) => boolean;

/**
 * The URL's path, decoded and its `.` and `..` segments resolved, as nginx reads it (`/en/../`
 * is `/`); null when it can't be read or would leave the site's folder: malformed
 * percent-encoding, a NUL, a `..` above the root (also written `%2e%2e` or `..%2f`), no leading
 * slash.
 */
function decodedPath(target: string): string | null {
  // A proxy's absolute form (`GET http://host/about`) names the same path.
  const raw = target.replace(/^https?:\/\/[^/?#]*/i, "").split(/[?#]/, 1)[0]!;
  if (!raw.startsWith("/")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  // Several slashes are one, as nginx reads them; a last «.» or «..» leaves the folder's slash.
  const segments = decoded.split("/").slice(1);
  const resolved: string[] = [];
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    if (segment === "..") {
      if (resolved.length === 0) return null;
      resolved.pop();
    } else if (segment !== "." && (segment !== "" || last)) resolved.push(segment);
    if (last && (segment === "." || segment === "..")) resolved.push("");
  }
  return `/${resolved.join("/")}`.replace(/\/{2,}/g, "/");
}

/** A path a visitor may be served a file from: no dotfile or dot-folder, no host file, no backslash. */
function servable(decoded: string): boolean {
  const segments = decoded.split("/").slice(1);
  if (segments.some((segment) => segment.startsWith(".") || segment.includes("\\"))) return false;
  return !(segments.length === 1 && HOST_FILE_NAMES.has(segments[0]!));
}

/** The headers of an answer that is no page: the common ones, and no framing. */
export const FALLBACK_HEADERS: Readonly<Record<string, string>> = { ...COMMON_HEADERS, "Content-Security-Policy": FRAME_NONE };

export function respond(method: string, target: string, rules: HostingRules, isFile: FileCheck): Answer {
  const base = { ...FALLBACK_HEADERS };
  if (method !== "GET" && method !== "HEAD") return { kind: "refuse", status: 405, body: "Método no permitido\n", headers: { ...base, Allow: "GET, HEAD" } };
  const urlPath = decodedPath(target);
  if (urlPath === null) return { kind: "refuse", status: 400, body: "Dirección no válida\n", headers: base };

  // The not-found page of the address's language: en/404.html under /en/, 404.html elsewhere.
  // rules.notFound runs from the deepest folder to "/", which every address is under.
  const page404 = rules.notFound.find((candidate) => urlPath.startsWith(candidate.folder))!;
  const notFound: Answer = { kind: "file", status: 404, file: page404.file, headers: { ...COMMON_HEADERS, "Content-Security-Policy": page404.csp } };
  const redirect = (location: string): Answer => ({ kind: "redirect", status: 301, location, headers: base });

  // A not-found page answers no address of its own, under either name.
  if (rules.notFound.some((candidate) => urlPath === `/${candidate.file}` || `${urlPath}.html` === `/${candidate.file}`)) return notFound;
  const moved = rules.redirects[urlPath];
  if (moved) return redirect(moved);
  // One address a page: no trailing slash, no .html. Only for addresses written as the site writes
  // its own (SITE_PATH): anything else (`/\evil.com/`, a tab, `/€/`) would make a Location a browser
  // reads as another site, or one Node refuses to send.
  // A folder's index.html is the folder's page (the home page of a language: /en/index.html is /en).
  if (urlPath === "/index.html" || urlPath.endsWith("/index.html")) {
    const folder = urlPath.slice(0, -"/index.html".length) || "/";
    return folder === "/" || SITE_PATH.test(folder) ? redirect(folder) : notFound;
  }
  let end = urlPath.length;
  while (end > 1 && urlPath[end - 1] === "/") end--;
  const trailing = end < urlPath.length ? urlPath.slice(0, end) : undefined;
  if (trailing !== undefined) return SITE_PATH.test(trailing) ? redirect(trailing) : notFound;
  const html = /^(\/.+)\.html$/.exec(urlPath)?.[1];
  if (html !== undefined) return SITE_PATH.test(html) && servable(urlPath) ? redirect(html) : notFound;

  const page = rules.pages[urlPath];
  if (page) return { kind: "file", status: 200, file: page.file, headers: { ...COMMON_HEADERS, "Content-Security-Policy": page.csp } };
  const relative = urlPath.slice(1);
  if (!relative || !servable(urlPath) || !isFile(relative)) return notFound;
  const hashed = /^(assets|media)\//.test(relative);
  return { kind: "file", status: 200, file: relative, headers: hashed ? { ...base, "Cache-Control": IMMUTABLE } : base };
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
};

/** The Content-Type of a file by its extension (React Router's `.data` and anything unknown: bytes). */
export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** Text compresses well; photos and fonts are compressed already. */
export function compressible(file: string): boolean {
  const type = contentTypeOf(file);
  return /^text\/|json|xml|svg/.test(type) || file.endsWith(".data");
}

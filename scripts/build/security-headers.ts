import { createHash } from "node:crypto";

/** Hosts the page may frame: the map provider, and only after the visitor asks for the map. */
const MAP_FRAME_SOURCES = ["https://www.google.com", "https://maps.google.com"];

/** Long-lived caching for files whose name carries their content hash. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * HTTPS only, for a year, subdomains included: sent by hosts that serve only HTTPS (`_headers`) and
 * by nginx when the request came over HTTPS; never by the local http server (docs/deploy.md).
 */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Headers every response gets (the CSP differs per page: it carries that page's script hashes). */
export const COMMON_HEADERS: Record<string, string> = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Every inline executable <script> of a page (JSON-LD is data, not code, and needs no hash). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*"application\/ld\+json"/.test(attributes)) continue;
    scripts.push(match[2]!);
  }
  return scripts;
}

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** What sets the owner's editor's policy apart: the one host besides the site it talks to, GitHub's API (its origin). */
export type EditorPolicy = { apiOrigin: string };

/**
 * The page's Content-Security-Policy: scripts only from the site itself and
 * the exact inline scripts of this page (by hash; no 'unsafe-inline'), no
 * plugins, no <base> hijack, frames only from the map provider.
 * `forHeader` adds frame-ancestors, which browsers ignore in a <meta>.
 * The owner's editor (`editor`) may also talk to GitHub's API and nothing else, show the photos
 * the owner picks (blob:), and check the text in a worker of its own; it frames nothing.
 */
export function contentSecurityPolicy(html: string, { forHeader, editor }: { forHeader: boolean; editor?: EditorPolicy }): string {
  const hashes = [...new Set(inlineScripts(html).map(sha256))];
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // React sets per-element colours (style attributes); no stylesheet comes from elsewhere.
    "style-src 'self' 'unsafe-inline'",
    editor ? "img-src 'self' data: blob:" : "img-src 'self' data:",
    "font-src 'self'",
    editor ? `connect-src 'self' ${editor.apiOrigin}` : "connect-src 'self'",
    ...(editor ? ["worker-src 'self'", "frame-src 'none'"] : [`frame-src ${MAP_FRAME_SOURCES.join(" ")}`]),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(forHeader ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join("; ");
}

/** Puts the page's CSP in a <meta> right after the charset, for hosts that can't send headers. */
export function withCspMeta(html: string, editor?: EditorPolicy): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html, { forHeader: false, editor })}"/>`;
  const charset = html.match(/<meta charSet="utf-8"\/?>/i);
  if (!charset) throw new Error("page without <meta charset>: cannot place the CSP");
  return html.replace(charset[0], `${charset[0]}${meta}`);
}

import type { Redirect } from "../../src/generated/site-types.gen.ts";
import { labels } from "../../src/labels.ts";
import { escapeMarkup } from "../../src/site/escape-markup.ts";
import { COMMON_HEADERS, IMMUTABLE } from "./security-headers.ts";

/** A page's CSP, with the URL path it answers (empty for 404.html) and its file in the build. */
export type PageHeaders = { path: string; file: string; csp: string };

/** A page that sends the visitor (and search engines, via canonical) to the new address. */
export function redirectPage(to: string, baseUrl: string): string {
  const href = escapeMarkup(to);
  const canonical = escapeMarkup(`${baseUrl}${to}`);
  return `<!doctype html>
<html lang="es">
<head>
<meta charSet="utf-8">
<title>${labels.redirect.title}</title>
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${canonical}">
<meta name="robots" content="noindex">
</head>
<body>
<p>${labels.redirect.title}. <a href="${href}">${labels.redirect.link}</a></p>
</body>
</html>
`;
}

/** Netlify / Cloudflare Pages redirect rules: one permanent redirect per line. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`).join("\n") + "\n";
}

/**
 * Netlify / Cloudflare Pages header rules: common headers everywhere, each page its own CSP.
 * Both hosts join the values of a header that several rules set with a comma, which for a CSP
 * means "enforce both": every response refuses to be framed, and a page adds its own policy.
 */
export function headersFile(pages: readonly PageHeaders[]): string {
  const block = (pattern: string, headers: Record<string, string>): string =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return (
    [
      block("/*", { ...COMMON_HEADERS, "Content-Security-Policy": "frame-ancestors 'none'" }),
      block("/assets/*", { "Cache-Control": IMMUTABLE }),
      block("/media/*", { "Cache-Control": IMMUTABLE }),
      ...pages.filter((page) => page.path).map((page) => block(page.path, { "Content-Security-Policy": page.csp })),
    ].join("\n\n") + "\n"
  );
}

/** Configuration for `serve` (npm start): clean URLs without trailing slash, the same 301s and headers. */
export function serveConfig(redirects: readonly Redirect[], pages: readonly PageHeaders[]) {
  const headers = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }));
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    redirects: redirects.map((redirect) => ({ source: redirect.from, destination: redirect.to, type: 301 })),
    headers: [
      { source: "**", headers: headers({ ...COMMON_HEADERS, "Content-Security-Policy": "frame-ancestors 'none'" }) },
      { source: "assets/**", headers: headers({ "Cache-Control": IMMUTABLE }) },
      { source: "media/**", headers: headers({ "Cache-Control": IMMUTABLE }) },
      // serve matches header rules against the file it sends (about.html), 404.html included.
      ...pages.map((page) => ({ source: page.file, headers: headers({ "Content-Security-Policy": page.csp }) })),
    ],
  };
}

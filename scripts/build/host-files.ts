import type { Redirect } from "../../src/generated/site-types.gen.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A page that sends the visitor (and search engines, via canonical) to the new address. */
export function redirectPage(to: string, baseUrl: string): string {
  const href = escapeHtml(to);
  const canonical = escapeHtml(`${baseUrl}${to}`);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Redirigiendo…</title>
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${canonical}">
<meta name="robots" content="noindex">
</head>
<body>
<p><a href="${href}">Esta página ha cambiado de dirección: ir a la página nueva</a></p>
</body>
</html>
`;
}

/** Netlify / Cloudflare Pages redirect rules: one permanent redirect per line. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`).join("\n") + "\n";
}

/** Configuration for `serve` (npm start): clean URLs without trailing slash, and the same 301s. */
export function serveConfig(redirects: readonly Redirect[]) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    redirects: redirects.map((redirect) => ({ source: redirect.from, destination: redirect.to, type: 301 })),
  };
}

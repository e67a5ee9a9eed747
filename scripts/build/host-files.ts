import type { Redirect } from "../../src/generated/site-types.gen.ts";
import type { Words } from "../../src/labels/dictionary.ts";
import { escapeMarkup } from "../../src/site/escape-markup.ts";
import { COMMON_HEADERS, HSTS, IMMUTABLE } from "./security-headers.ts";

/** A page's CSP, with the URL path it answers (empty for 404.html) and its file in the build. */
export type PageHeaders = { path: string; file: string; csp: string };

/** A page that sends the visitor (and search engines, via canonical) to the new address, in the main language (the old addresses were its). */
export function redirectPage(to: string, baseUrl: string, language: string, words: Words["shell"]["redirect"]): string {
  const href = escapeMarkup(to);
  const canonical = escapeMarkup(`${baseUrl}${to}`);
  return `<!doctype html>
<html lang="${escapeMarkup(language)}">
<head>
<meta charSet="utf-8">
<title>${escapeMarkup(words.title)}</title>
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${canonical}">
<meta name="robots" content="noindex">
</head>
<body>
<p>${escapeMarkup(words.title)}. <a href="${href}">${escapeMarkup(words.link)}</a></p>
</body>
</html>
`;
}

/**
 * Netlify / Cloudflare Pages redirect rules: one permanent redirect per line; then, for Netlify,
 * each other language's not-found page for the addresses under its folder (Cloudflare Pages
 * finds the nearest 404.html by itself, and skips a rule with a status it doesn't take).
 */
export function redirectsFile(redirects: readonly Redirect[], notFoundFiles: readonly string[] = []): string {
  const moved = redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`);
  const notFound = notFoundFiles.filter((file) => notFoundFolderOf(file) !== "/").map((file) => `${notFoundFolderOf(file)}* /${file} 404`);
  return [...moved, ...notFound].join("\n") + "\n";
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
      // Netlify and Cloudflare Pages serve HTTPS only (http is redirected), so HSTS always applies.
      block("/*", { ...COMMON_HEADERS, "Strict-Transport-Security": HSTS, "Content-Security-Policy": "frame-ancestors 'none'" }),
      block("/assets/*", { "Cache-Control": IMMUTABLE }),
      block("/media/*", { "Cache-Control": IMMUTABLE }),
      ...pages.filter((page) => page.path).map((page) => block(page.path, { "Content-Security-Policy": page.csp })),
    ].join("\n\n") + "\n"
  );
}

/**
 * What the local server (scripts/preview/server.ts: `npm start`, the browser tests) needs of a build,
 * written to build/serve.json: the 301s, each page's file and CSP by address, and the not-found
 * page's. The common headers and the caching rule live in the server's code (security-headers.ts).
 */
export type HostingRules = {
  redirects: Record<string, string>;
  pages: Record<string, { file: string; csp: string }>;
  /**
   * Each language's not-found page, with the folder of addresses it answers for ("/" for the main
   * language's 404.html, "/en/" for en/404.html), the deepest folder first.
   */
  notFound: { folder: string; file: string; csp: string }[];
};

/** The folder of addresses a not-found page answers for: 404.html → "/", en/404.html → "/en/". */
export function notFoundFolderOf(file: string): string {
  return file.includes("/") ? `/${file.slice(0, file.lastIndexOf("/"))}/` : "/";
}

export function hostingRules(redirects: readonly Redirect[], pages: readonly PageHeaders[]): HostingRules {
  const moved = new Set(redirects.map((redirect) => redirect.from));
  const notFound = pages.filter((page) => !page.path);
  if (!notFound.some((page) => notFoundFolderOf(page.file) === "/")) throw new Error("no 404.html among the pages: the server would have nothing to answer unknown addresses with");
  return {
    redirects: Object.fromEntries(redirects.map((redirect) => [redirect.from, redirect.to])),
    // A redirect page answers its old address only where a host can't redirect: here the 301 does.
    pages: Object.fromEntries(pages.filter((page) => page.path && !moved.has(page.path)).map((page) => [page.path, { file: page.file, csp: page.csp }])),
    notFound: notFound.map((page) => ({ folder: notFoundFolderOf(page.file), file: page.file, csp: page.csp })).sort((a, b) => b.folder.length - a.folder.length),
  };
}

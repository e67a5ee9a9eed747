/**
 * A host that serves only the root 404.html for every unknown address (GitHub Pages) shows the
 * main language's not-found page under /en/ too. This script, put in that page alone, sends a
 * visitor under another language's folder to that language's own not-found page at once. Hosts
 * with rules (Netlify, Cloudflare Pages, nginx, the local server) serve en/404.html there
 * themselves, so it never runs on them. Its hash joins the page's CSP like any inline script.
 */
export function languageNotFoundScript(pages: readonly { folder: string; address: string }[]): string {
  const checks = pages.map(({ folder, address }) => `if(p.indexOf(${JSON.stringify(folder)})===0){location.replace(${JSON.stringify(address)});return}`);
  return `<script>(function(){var p=location.pathname;${checks.join("")}})()</script>`;
}

/** The root not-found page with languageNotFoundScript first in its head, before anything else runs. */
export function withLanguageNotFound(html: string, pages: readonly { folder: string; address: string }[]): string {
  if (pages.length === 0) return html;
  const charset = html.match(/<meta charSet="utf-8"\/?>/i);
  if (!charset) throw new Error("not-found page without <meta charset>: cannot place its language switch");
  return html.replace(charset[0], `${charset[0]}${languageNotFoundScript(pages)}`);
}

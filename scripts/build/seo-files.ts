import type { Language } from "../../src/generated/languages.gen.ts";
import type { Site } from "../../src/generated/site-types.gen.ts";
import { escapeMarkup } from "../../src/site/escape-markup.ts";

/**
 * Every real page in every language (not the redirects, not the 404s), each with its versions in
 * every language and the main one as x-default, as Google reads hreflang from a sitemap. No
 * <lastmod>: the build can't tell which pages changed, and a date that moves on every build for
 * every page teaches search engines to ignore it.
 */
export function sitemapXml(sites: Readonly<Record<Language, Site>>, languages: readonly Language[]): string {
  const main = sites[languages[0]!];
  const url = (site: Site, path: string): string => escapeMarkup(`${site.site.baseUrl}${path}`);
  const entries = languages.flatMap((language) =>
    sites[language].routes.map((route, i) => {
      const alternates = languages.map((other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(sites[other], sites[other].routes[i]!.path)}"/>`);
      const fallback = `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(main, main.routes[i]!.path)}"/>`;
      return [`  <url>`, `    <loc>${url(sites[language], route.path)}</loc>`, ...(languages.length > 1 ? [...alternates, fallback] : []), `  </url>`].join("\n");
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.site.baseUrl}/sitemap.xml\n`;
}

/**
 * The installable site's card in one language (one per language, beside its home page: a phone
 * installing the site from an English page names it in English and opens the English home page).
 */
export function webManifest(site: Site, language: Language, home: string) {
  return {
    name: site.site.name,
    short_name: site.site.name,
    description: site.site.description,
    lang: language,
    start_url: home,
    display: "standalone",
    background_color: "#fbf7f1",
    theme_color: "#9a3d1f",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}

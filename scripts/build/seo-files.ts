import type { Site } from "../../src/generated/site-types.gen.ts";
import { escapeMarkup } from "../../src/site/escape-markup.ts";

/**
 * Every real page (not the redirects, not the 404). No <lastmod>: the build can't tell which pages
 * changed, and a date that moves on every build for every page teaches search engines to ignore it.
 */
export function sitemapXml(site: Site): string {
  const urls = site.routes
    .map((route) => `  <url><loc>${escapeMarkup(`${site.site.baseUrl}${route.path}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.site.baseUrl}/sitemap.xml\n`;
}

export function webManifest(site: Site) {
  return {
    name: site.site.name,
    short_name: site.site.name,
    description: site.site.description,
    lang: site.site.language,
    start_url: "/",
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

import type { PageInfo } from "./types";

/**
 * The <head> tags of a page, from its PageInfo: title, description, canonical, its versions in the
 * other languages (hreflang, with the main language as x-default), social cards (the JSON-LD is
 * added by the build: scripts/build/structured-data-tags.ts).
 */
export function pageMeta(page: PageInfo | undefined) {
  if (!page) return [];
  const main = page.alternates[0];
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.canonical },
    ...page.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.language, href: alternate.url })),
    ...(main ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: main.url }] : []),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: page.ogLocale },
    ...page.alternates.filter((alternate) => alternate.language !== page.language).map((alternate) => ({ property: "og:locale:alternate", content: alternate.ogLocale })),
    { property: "og:site_name", content: page.siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.canonical },
    { property: "og:image", content: page.image.url },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(page.image.width) },
    { property: "og:image:height", content: String(page.image.height) },
    { property: "og:image:alt", content: page.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: page.image.url },
    { name: "twitter:image:alt", content: page.image.alt },
  ];
}

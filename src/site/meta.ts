import type { PageInfo } from "./types";

/** The <head> tags of a page, from its PageInfo: title, description, canonical, social cards (the JSON-LD is added by the build: scripts/build/structured-data-tags.ts). */
export function pageMeta(page: PageInfo | undefined) {
  if (!page) return [];
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.canonical },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "es_ES" },
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

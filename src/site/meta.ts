import type { PageInfo } from "./types";

/** The <head> tags of a page, from its PageInfo. */
export function pageMeta(page: PageInfo | undefined) {
  if (!page) return [];
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.canonical },
  ];
}

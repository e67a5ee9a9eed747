/**
 * What a lookup in the site's data found, or the build stopped, saying what it missed. The
 * content check holds every reference of site.yaml (a page's apartment, an apartment's features,
 * a slideshow's photos) before a page is drawn, so a lookup that finds nothing is a mistake of the
 * code's: it fails the prerender where it happens, not as a page that says «undefined».
 */
export function found<Item>(item: Item | undefined, missing: string): Item {
  if (item === undefined) throw new Error(missing);
  return item;
}

import { photos } from "../../../src/generated/photos.gen.ts";
import { site } from "../../../src/generated/site.gen.ts";
import { fillTokens } from "../../../src/site/format.ts";

// Where a page of a kind lives: the site's own lookups, to find pages (never to check them).
export { apartmentPath, pathOfKind } from "../../../src/site/routing.ts";

/**
 * What the tests know of the content: read from site.yaml (through the generated module), never
 * written out, so the owner editing a text, a count or a name breaks no test that isn't about it.
 */
export { site };

/** Every real page of the site. */
export const routes = site.routes;

/** An address that is no page: the host answers with the not-found page and status 404. */
export { MISSING_PAGE as MISSING_PATH } from "../../../scripts/screenshots/still-page.ts";

/** The name of the page at a path: its label in `routes`, what the menu, breadcrumb and title say. */
export function pageLabel(path: string): string {
  const route = site.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`site.yaml has no page at ${path}`);
  return route.label;
}

type MenuLink = { label: string; path: string };
/** The main menu as a visitor reads it: each link named as its page; a dropdown without a page by its own label. */
export const menu: { label: string; path?: string; children?: MenuLink[] }[] = site.navigation.map((item) => ({
  label: item.path ? pageLabel(item.path) : item.label!,
  ...(item.path ? { path: item.path } : {}),
  ...(item.children ? { children: item.children.map((child) => ({ label: pageLabel(child.path), path: child.path })) } : {}),
}));

export function trailFor(path: string): string[] {
  const parts = path.split("/").filter(Boolean);
  const trail: string[] = [];
  for (let depth = 0; depth <= parts.length; depth++) {
    const prefix = `/${parts.slice(0, depth).join("/")}`;
    const route = site.routes.find((candidate) => candidate.path === prefix);
    if (route) trail.push(route.label);
  }
  return trail;
}

/** The apartment a test of one apartment page uses: the first with a listing and the most photos. */
export const sampleApartment = [...site.apartments].filter((apartment) => apartment.slug in site.booking.listings).sort((a, b) => b.photos.length - a.photos.length)[0]!;

/** Apartments booked through the listing site, and those the owner books directly. */
export const listedApartments = site.apartments.filter((apartment) => apartment.slug in site.booking.listings);
export const unlistedApartments = site.apartments.filter((apartment) => !(apartment.slug in site.booking.listings));

/** The rules an apartment page shows: its own sections in place of the shared ones, times filled in. */
export function rulesOf(slug: string): { title: string; paragraphs: string[] }[] {
  const apartment = site.apartments.find((candidate) => candidate.slug === slug)!;
  return site.rules.sections.map((shared) => {
    const section = apartment.rules?.find((own) => own.id === shared.id) ?? shared;
    return { title: section.title, paragraphs: section.paragraphs.map((text) => fillTokens(text, site.rules.times)) };
  });
}

/** The variants (URL and width) of the photo one of whose variant URLs this is. */
export function variantsOf(url: string): { url: string; width: number }[] | undefined {
  return Object.values(photos).find((info) => info.variants.some((variant) => variant.url === url))?.variants;
}

/** The URL of every variant of a photo. */
export function variantUrls(file: string): string[] {
  return photos[file]!.variants.map((variant) => variant.url);
}

/** A figure of the home page's band as written there: a year as is (1912, never 1.912), a quantity grouped as Spanish does. */
export function figureText(figure: { value: number; year?: boolean }): string {
  return figure.year ? String(figure.value) : new Intl.NumberFormat("es").format(figure.value);
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../src/generated/languages.gen.ts";
import { photos } from "../../../src/generated/photos.gen.ts";
import { sites } from "../../../src/generated/site.gen.ts";
import type { Site } from "../../../src/generated/site-types.gen.ts";
import type { Words } from "../../../src/labels/dictionary.ts";
import * as spanish from "../../../src/labels/words/es.ts";
import * as english from "../../../src/labels/words/en.ts";
import { addressIn, languageOf } from "../../../src/site/routing.ts";
import { fillTokens } from "../../../src/site/format.ts";

// Where a page of a kind lives: the site's own lookups, to find pages (never to check them).
import { pathOfKind as pathOfKindIn } from "../../../src/site/routing.ts";
export { addressIn, LANGUAGES, DEFAULT_LANGUAGE, type Language };
export { fill, plural } from "../../../src/labels/dictionary.ts";

/**
 * What the tests know of the content: read from site.yaml (through the generated module), never
 * written out, so the owner editing a text, a count or a name breaks no test that isn't about it.
 * `site` is the site in its main language (Spanish), at the addresses of site.yaml; `siteIn(en)`
 * the English one, its pages under /en/.
 */
export const site: Site = sites[DEFAULT_LANGUAGE];
export const siteIn = (language: Language): Site => sites[language];

/** The interface's words of each language (src/labels/words/): the tests find controls by them. */
export const dictionaries: Record<string, Words> = { es: spanish, en: english };
export const wordsIn = (language: Language): Words => dictionaries[language]!;
/** The main language's shell and form words, as most tests use them. */
export const labels = spanish.shell;
export const bookingMessages = spanish.shell.booking;

/** The page of a kind in a language (the main one by default). */
export const pathOfKind = (kind: Site["routes"][number]["kind"], language: Language = DEFAULT_LANGUAGE): string => pathOfKindIn(kind, language);

/** An apartment's page in a language (the main one by default). */
export const apartmentPath = (slug: string, language: Language = DEFAULT_LANGUAGE): string => sites[language].routes.find((route) => route.kind === "apartment" && route.apartment === slug)!.path;

/** Every real page of the site in its main language. */
export const routes = site.routes;

/** Every real page in every language, each with its language. */
export const allRoutes = LANGUAGES.flatMap((language) => sites[language].routes.map((route) => ({ ...route, language })));

/** An address that is no page: the host answers with the not-found page and status 404. */
export { MISSING_PAGE as MISSING_PATH } from "../../../scripts/screenshots/still-page.ts";

/** The name of the page at a path (in the path's language): its label in `routes`, what the menu, breadcrumb and title say. */
export function pageLabel(path: string): string {
  const route = sites[languageOf(path)].routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`site.yaml has no page at ${path}`);
  return route.label;
}

type MenuLink = { label: string; path: string };
type Menu = { label: string; path?: string; children?: MenuLink[] }[];
/** The main menu as a visitor reads it, in a language: each link named as its page; a dropdown without a page by its own label. */
export const menuIn = (language: Language): Menu =>
  sites[language].navigation.map((item) => ({
    label: item.path ? pageLabel(item.path) : item.label!,
    ...(item.path ? { path: item.path } : {}),
    ...(item.children ? { children: item.children.map((child) => ({ label: pageLabel(child.path), path: child.path })) } : {}),
  }));
export const menu: Menu = menuIn(DEFAULT_LANGUAGE);

/** The breadcrumb trail of a page, in its language. */
export function trailFor(path: string): string[] {
  const routesHere = sites[languageOf(path)].routes;
  const parts = path.split("/").filter(Boolean);
  const trail: string[] = [];
  for (let depth = 0; depth <= parts.length; depth++) {
    const prefix = `/${parts.slice(0, depth).join("/")}`;
    const route = routesHere.find((candidate) => candidate.path === prefix);
    if (route) trail.push(route.label);
  }
  return trail;
}


/** The apartment a test of one apartment page uses: the first with a listing and the most photos. */
export const sampleApartment = [...site.apartments].filter((apartment) => apartment.slug in site.booking.listings).sort((a, b) => b.photos.length - a.photos.length)[0]!;

/** Apartments booked through the listing site, and those the owner books directly. */
export const listedApartments = site.apartments.filter((apartment) => apartment.slug in site.booking.listings);
export const unlistedApartments = site.apartments.filter((apartment) => !(apartment.slug in site.booking.listings));

/** The rules an apartment page shows, in a language: its own sections in place of the shared ones, times filled in. */
export function rulesOf(slug: string, language: Language = DEFAULT_LANGUAGE): { title: string; paragraphs: string[] }[] {
  const here = sites[language];
  const apartment = here.apartments.find((candidate) => candidate.slug === slug)!;
  return here.rules.sections.map((shared) => {
    const section = apartment.rules?.find((own) => own.id === shared.id) ?? shared;
    return { title: section.title, paragraphs: section.paragraphs.map((text) => fillTokens(text, here.rules.times)) };
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

/** A figure of the home page's band as written there: a year as is (1912, never 1.912), a quantity grouped as the language does. */
export function figureText(figure: { value: number; year?: boolean }): string {
  return figureTextIn(figure, DEFAULT_LANGUAGE);
}
export function figureTextIn(figure: { value: number; year?: boolean }, language: Language): string {
  return figure.year ? String(figure.value) : new Intl.NumberFormat(dictionaries[language]!.language.locale).format(figure.value);
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A template of the interface («Ver foto {i}») as a pattern any value of its marks matches. */
export function templatePattern(template: string): RegExp {
  return new RegExp(`^${escapeRegExp(template).replace(/\\\{[a-zA-Z]+\\\}/g, ".+")}$`);
}

/** Every gallery photo, section after section, in the order the page and its viewer show them. */
export const galleryPhotos = (of: Site) => of.gallery.sections.flatMap((section) => section.photos);

/**
 * What the site publishes of a checked content, made the one way for the build (`npm run generate`
 * writes it into src/generated) and for the owner's editor (its preview, in the browser): the site
 * in each of its languages, the apartments taken off it, and the calendars it shows.
 */
import type { ApartmentAvailability } from "../../booking/availability.ts";
import { fillCountTokens, type CountWords } from "../../content-check/cross-check/count-tokens.ts";
import type { SchemaNode } from "../../content-check/validate/schema-walk.ts";
import type { Site as ContentSite } from "../../generated/content-types.gen.ts";
import type { Site } from "../../generated/site-types.gen.ts";
import { addressUnder } from "../output-names.ts";
import { inLanguage } from "./one-language.ts";
import { shownSite, type HiddenApartment } from "./shown-site.ts";

/**
 * The site in a language other than the main one, with its pages at their addresses in that
 * language: each page of site.yaml under /<language>/ (`/about` is `/en/about`, `/` is `/en`). The
 * old addresses redirect to the main language's pages only.
 */
function atAddressesOf(site: Site, language: string): Site {
  const at = (path: string): string => addressUnder(path, language);
  return {
    ...site,
    routes: site.routes.map((route) => ({ ...route, path: at(route.path) })) as Site["routes"],
    navigation: site.navigation.map((item) => ({
      ...item,
      ...(item.path !== undefined ? { path: at(item.path) } : {}),
      ...(item.children ? { children: item.children.map((child) => ({ ...child, path: at(child.path) })) } : {}),
    })) as Site["navigation"],
    redirects: [],
  };
}

/**
 * The site's data in each of its languages, without what it must not publish: the apartments
 * taken off it (shown-site.ts), the calendars' variable names and the owner's private notes (their
 * booked nights reach the site with the calendars: publishedCalendars). The counts in the texts
 * count the apartments shown, in each language's words (`counting`, by language).
 */
export function publishedSites(
  content: ContentSite,
  schema: SchemaNode,
  counting: Readonly<Record<string, CountWords>>,
): { sites: Record<string, Site>; hiddenApartments: Record<string, HiddenApartment[]> } {
  const { site: shown, hidden } = shownSite(content);
  const published = { ...shown, apartments: shown.apartments.map(({ calendar: _calendar, ...apartment }) => apartment) };
  const sites: Record<string, Site> = {};
  const hiddenApartments: Record<string, HiddenApartment[]> = {};
  const [main] = shown.site.languages;
  for (const language of shown.site.languages) {
    const words = counting[language];
    if (!words) throw new Error(`no words to count with in ${language}`);
    const site = fillCountTokens(inLanguage(published, schema, language) as Site, words);
    sites[language] = language === main ? site : atAddressesOf(site, language);
    hiddenApartments[language] = hidden.map((apartment) => ({ ...apartment, path: language === main ? apartment.path : addressUnder(apartment.path, language) }));
  }
  return { sites, hiddenApartments };
}

/**
 * The calendars the site publishes: the booked nights of the apartments shown (`availability`, the
 * owner's blocks already joined: owner-blocks.ts), and which of them have a calendar in site.yaml,
 * data or not (the rest of a calendar's setup is not published).
 */
export function publishedCalendars(
  content: ContentSite,
  availability: Readonly<Record<string, ApartmentAvailability>>,
): { availability: Record<string, ApartmentAvailability>; calendarApartments: string[] } {
  const { site: shown } = shownSite(content);
  const shownSlugs = new Set(shown.apartments.map((apartment) => apartment.slug));
  return {
    availability: Object.fromEntries(Object.entries(availability).filter(([slug]) => shownSlugs.has(slug))),
    calendarApartments: shown.apartments.filter((apartment) => apartment.calendar).map((apartment) => apartment.slug),
  };
}

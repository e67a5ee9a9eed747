/** An apartment page's slice of site.yaml, in the page's language (built in its loader, at build time). */
import type { Apartment } from "../../generated/site-types.gen";
import { apartmentBySlug, relatedCards } from "../apartment-cards";
import { availabilityInfo } from "../availability-info";
import { bookingConfig } from "../booking-config";
import { contactChannels } from "../contact-channels";
import { fillTokens } from "../format";
import { found } from "../found";
import { mapInfo } from "../map-info";
import { pageInfo } from "../page-info";
import { picture } from "../pictures";
import { ratesTable } from "../price-info";
import { apartmentReviews } from "../reviews";
import { languageOf, routeFor, siteIn } from "../routing";
import { staySummary } from "../stay-summary";
import { APARTMENT_FIELDS_NOT_AS_WRITTEN, type ApartmentDetail, type Language } from "../types";

/** Shared rules with this apartment's own sections in place of the shared ones, times filled in. */
function rulesFor(apartment: Apartment, language: Language): ApartmentDetail["rules"] {
  const { rules } = siteIn(language);
  return rules.sections.map((shared) => {
    const section = apartment.rules?.find((own) => own.id === shared.id) ?? shared;
    return { ...section, paragraphs: section.paragraphs.map((text) => fillTokens(text, rules.times)) as typeof section.paragraphs };
  });
}

/** `value` without the fields `keys`. */
function without<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const dropped: readonly PropertyKey[] = keys;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.includes(key))) as Omit<T, K>;
}

function apartmentDetail(slug: string, language: Language): ApartmentDetail {
  const apartment = apartmentBySlug(slug, language);
  const { features } = siteIn(language);
  // Every field as written, but those the page has in another form or elsewhere.
  const asWritten = without(apartment, APARTMENT_FIELDS_NOT_AS_WRITTEN);
  return {
    ...asWritten,
    features: apartment.features.map((id) => {
      const feature = found(features.find((candidate) => candidate.id === id), `no feature «${id}» in site.yaml (${language}), listed by ${slug}`);
      return { id: feature.id, name: feature.name, icon: feature.icon };
    }),
    photos: apartment.photos.map((photo) => picture(photo.file, photo.alt)),
    rules: rulesFor(apartment, language),
    related: relatedCards(apartment, language),
  };
}

/**
 * The page's data: what the parts that run in the browser draw. The parts left as the build wrote
 * them (ServedAsIs: the description, features, prices, the calendar's months, reviews and rules)
 * take theirs from apartmentServedParts, in the server's render only, so none of it travels in the
 * page's hydration data (docs/decisions/029-parts-served-as-they-are.md).
 */
export function apartmentPageData(slug: string, language: Language) {
  const { name, photos, related } = apartmentDetail(slug, language);
  return {
    apartment: { slug, name, photos, related },
    slider: siteIn(language).apartmentSlider,
    contact: contactChannels(language),
    booking: bookingConfig(language),
    map: mapInfo(language),
    calendar: availabilityInfo(slug, language),
    summary: staySummary(apartmentBySlug(slug, language), language),
    /** Whether the page has a reviews part: the browser keeps the same parts the build drew. */
    reviewed: apartmentReviews(slug, language) !== null,
  };
}

/** The parts of an apartment's page drawn at build only (see apartmentPageData). */
export function apartmentServedParts(slug: string, language: Language) {
  return {
    apartment: apartmentDetail(slug, language),
    rates: ratesTable(apartmentBySlug(slug, language), language),
    reviews: apartmentReviews(slug, language),
  };
}

/** An apartment page's route data at `path`: what its loader gives at build time, and the editor's preview in the browser. */
export function apartmentRouteData(path: string) {
  return { page: pageInfo(path), ...apartmentPageData(routeFor(path, "apartment").apartment, languageOf(path)) };
}

import { wordsIn } from "../labels/dictionary";
/**
 * schema.org JSON-LD for search engines, written into each page by the build (postbuild) from site.yaml:
 * the building as a LodgingBusiness holding each apartment as an Apartment,
 * and a BreadcrumbList for every page.
 */
import type { Apartment } from "../generated/site-types.gen";
import { DEFAULT_LANGUAGE } from "../generated/languages.gen";
import { shellWords } from "../labels/words";
import { priceRange } from "./price-info";
import { phoneDigits } from "./format";
import { found } from "./found";
import { pictureSrc } from "./picture-sources";
import { picture } from "./pictures";
import { addressIn, apartmentPath, languageOf, siteIn } from "./routing";
import type { Crumb, Language } from "./types";

type JsonLd = Record<string, unknown>;

/** The site's public addresses: the same in every language (site.baseUrl is a fact). */
const absolute = (path: string): string => `${siteIn(languageOf(path)).site.baseUrl}${path}`;

/** A photo as search engines get it: the variant an <img> without srcset shows (1200 px), as an absolute URL. */
function photoUrl(file: string): string {
  return absolute(pictureSrc(picture(file, "")));
}

/** One business, whatever the language of the page that describes it (its @id is the main language's home page). */
const businessId = (): string => `${absolute("/")}#alojamiento`;

function apartmentLd(apartment: Apartment, language: Language): JsonLd {
  const site = siteIn(language);
  const words = wordsIn(shellWords, language);
  return {
    "@type": "Apartment",
    // One id per apartment across languages: its page in the main language.
    "@id": `${absolute(apartmentPath(apartment.slug, DEFAULT_LANGUAGE))}#apartamento`,
    name: apartment.name,
    description: apartment.summary,
    url: absolute(apartmentPath(apartment.slug, language)),
    numberOfRooms: apartment.rooms,
    numberOfBedrooms: apartment.rooms,
    numberOfBathroomsTotal: apartment.bathrooms,
    occupancy: { "@type": "QuantitativeValue", minValue: 1, maxValue: apartment.capacity.max, unitCode: "C62" },
    amenityFeature: apartment.features.map((id) => ({
      "@type": "LocationFeatureSpecification",
      name: found(site.features.find((feature) => feature.id === id), `no feature «${id}» in site.yaml (${language}), listed by ${apartment.slug}`).name,
      value: true,
    })),
    image: apartment.photos.slice(0, 6).map((photo) => photoUrl(photo.file)),
    identifier: [
      { "@type": "PropertyValue", propertyID: words.nrua, value: apartment.registration.nrua },
      { "@type": "PropertyValue", propertyID: words.licenceId, value: apartment.registration.licence },
    ],
  };
}

/** The building and its apartments, described in a language. */
function lodgingBusiness(language: Language, apartments: readonly Apartment[] = siteIn(language).apartments): JsonLd {
  const site = siteIn(language);
  const { address, geo } = site.site;
  const range = priceRange(site.apartments, language);
  return {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    "@id": businessId(),
    inLanguage: language,
    name: site.site.name,
    description: site.site.description,
    url: absolute(addressIn("/", language)),
    telephone: phoneDigits(site.contact.phone),
    email: site.contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.town,
      addressRegion: address.province,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    // The owner's own map link, when there is one: search engines show it as the place's map.
    ...(address.mapUrl ? { hasMap: address.mapUrl } : {}),
    checkinTime: site.rules.times.checkIn,
    checkoutTime: site.rules.times.checkOut,
    petsAllowed: false,
    smokingAllowed: false,
    image: site.apartments.map((apartment) => photoUrl(apartment.photos[0].file)),
    sameAs: [site.site.social.url],
    // Only where the owner gives prices, from the seasons not yet over.
    ...(range ? { priceRange: range } : {}),
    containsPlace: apartments.map((apartment) => apartmentLd(apartment, language)),
  };
}

function breadcrumbList(crumbs: readonly Crumb[], language: Language): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    inLanguage: language,
    itemListElement: crumbs.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.label, item: absolute(crumb.path) })),
  };
}

/** What a page says about itself, in its language: every page of site.yaml its trail; home and apartment pages the building too. A hidden apartment's address, nothing. */
export function structuredDataFor(path: string, crumbs: readonly Crumb[]): JsonLd[] {
  const language = languageOf(path);
  const site = siteIn(language);
  const route = site.routes.find((candidate) => candidate.path === path);
  if (!route) return [];
  const data = [breadcrumbList(crumbs, language)];
  if (route.kind === "home" || route.kind === "apartment-list") data.push(lodgingBusiness(language));
  if (route.kind === "apartment") data.push(lodgingBusiness(language, site.apartments.filter((apartment) => apartment.slug === route.apartment)));
  return data;
}

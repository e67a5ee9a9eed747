/**
 * schema.org JSON-LD for search engines, written into each page by the build (postbuild) from site.yaml:
 * the building as a LodgingBusiness holding each apartment as an Apartment,
 * and a BreadcrumbList for every page.
 */
import type { Apartment } from "../generated/site-types.gen";
import { priceRange } from "./price-info";
import { site } from "../generated/site.gen";
import { labels } from "../labels";
import { phoneDigits } from "./format";
import { pictureSrc } from "./picture-sources";
import { picture } from "./pictures";
import { apartmentPath } from "./routing";
import type { Crumb } from "./types";

type JsonLd = Record<string, unknown>;

const absolute = (path: string): string => `${site.site.baseUrl}${path}`;

/** A photo as search engines get it: the variant an <img> without srcset shows (1200 px), as an absolute URL. */
function photoUrl(file: string): string {
  return absolute(pictureSrc(picture(file, "")));
}

const BUSINESS_ID = `${site.site.baseUrl}/#alojamiento`;

function apartmentLd(apartment: Apartment): JsonLd {
  return {
    "@type": "Apartment",
    "@id": `${absolute(apartmentPath(apartment.slug))}#apartamento`,
    name: apartment.name,
    description: apartment.summary,
    url: absolute(apartmentPath(apartment.slug)),
    numberOfRooms: apartment.rooms,
    numberOfBedrooms: apartment.rooms,
    numberOfBathroomsTotal: apartment.bathrooms,
    occupancy: { "@type": "QuantitativeValue", minValue: 1, maxValue: apartment.capacity.max, unitCode: "C62" },
    amenityFeature: apartment.features.map((id) => ({
      "@type": "LocationFeatureSpecification",
      name: site.features.find((feature) => feature.id === id)!.name,
      value: true,
    })),
    image: apartment.photos.slice(0, 6).map((photo) => photoUrl(photo.file)),
    identifier: [
      { "@type": "PropertyValue", propertyID: labels.nrua, value: apartment.registration.nrua },
      { "@type": "PropertyValue", propertyID: labels.licenceId, value: apartment.registration.licence },
    ],
  };
}

/** The building and its apartments. */
function lodgingBusiness(apartments: readonly Apartment[] = site.apartments): JsonLd {
  const { address, geo } = site.site;
  const range = priceRange(site.apartments);
  return {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    "@id": BUSINESS_ID,
    name: site.site.name,
    description: site.site.description,
    url: absolute("/"),
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
    image: site.apartments.map((apartment) => photoUrl(apartment.photos[0]!.file)),
    sameAs: [site.site.social.url],
    // Only where the owner gives prices, from the seasons not yet over.
    ...(range ? { priceRange: range } : {}),
    containsPlace: apartments.map(apartmentLd),
  };
}

function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.label, item: absolute(crumb.path) })),
  };
}

/** What a page says about itself: every page its trail; home and apartment pages the building too. */
export function structuredDataFor(path: string, crumbs: readonly Crumb[]): JsonLd[] {
  const route = site.routes.find((candidate) => candidate.path === path);
  const data = [breadcrumbList(crumbs)];
  if (route?.kind === "home" || route?.kind === "apartment-list") data.push(lodgingBusiness());
  if (route?.kind === "apartment") data.push(lodgingBusiness(site.apartments.filter((apartment) => apartment.slug === route.apartment)));
  return data;
}

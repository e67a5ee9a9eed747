import type { Apartment } from "../generated/site-types.gen";
import { site } from "../generated/site.gen";
import { picture } from "./pictures";
import { priceFrom } from "./price-info";
import { apartmentPath } from "./routing";
import type { ApartmentCard } from "./types";

export function apartmentBySlug(slug: string): Apartment {
  return site.apartments.find((apartment) => apartment.slug === slug)!;
}

/** An apartment as a card links to it: the home page, the list, the related apartments. */
export function apartmentCard(apartment: Apartment): ApartmentCard {
  const first = apartment.photos[0]!;
  const price = priceFrom(apartment);
  return {
    ...(price ? { priceFrom: price } : {}),
    slug: apartment.slug,
    name: apartment.name,
    summary: apartment.summary,
    path: apartmentPath(apartment.slug),
    rooms: apartment.rooms,
    beds: apartment.beds,
    bathrooms: apartment.bathrooms,
    capacity: apartment.capacity,
    picture: picture(first.file, first.alt),
  };
}

/** The cards of the apartments an apartment names as related. */
export function relatedCards(apartment: Apartment): ApartmentCard[] {
  return apartment.related.map((slug) => apartmentCard(apartmentBySlug(slug)));
}

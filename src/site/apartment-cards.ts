import type { Apartment } from "../generated/site-types.gen";
import { found } from "./found";
import { picture } from "./pictures";
import { directPriceFrom, priceFrom } from "./price-info";
import { apartmentPath, siteIn } from "./routing";
import type { ApartmentCard, Language } from "./types";

export function apartmentBySlug(slug: string, language: Language): Apartment {
  return found(
    siteIn(language).apartments.find((apartment) => apartment.slug === slug),
    `no apartment «${slug}» in site.yaml (${language})`,
  );
}

/** An apartment as a card links to it, in a language: the home page, the list, the related apartments. */
export function apartmentCard(apartment: Apartment, language: Language): ApartmentCard {
  const first = apartment.photos[0];
  const price = priceFrom(apartment, language);
  const direct = directPriceFrom(apartment, language);
  return {
    ...(price ? { priceFrom: price } : {}),
    ...(direct ? { directFrom: direct } : {}),
    slug: apartment.slug,
    name: apartment.name,
    summary: apartment.summary,
    path: apartmentPath(apartment.slug, language),
    rooms: apartment.rooms,
    beds: apartment.beds,
    bathrooms: apartment.bathrooms,
    capacity: apartment.capacity,
    picture: picture(first.file, first.alt),
  };
}

/** The cards of the apartments an apartment names as related. */
export function relatedCards(apartment: Apartment, language: Language): ApartmentCard[] {
  return apartment.related.map((slug) => apartmentCard(apartmentBySlug(slug, language), language));
}

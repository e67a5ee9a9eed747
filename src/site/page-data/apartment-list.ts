import { apartmentCard, relatedCards } from "../apartment-cards";
import { staySearchData } from "../booking-config";
import { siteIn } from "../routing";
import type { Language } from "../types";

/** The apartment list's slice of site.yaml, in a language: each apartment's card with the cards of its related ones. */
export function apartmentListData(language: Language) {
  return {
    entries: siteIn(language).apartments.map((apartment) => ({ card: apartmentCard(apartment, language), related: relatedCards(apartment, language) })),
    search: staySearchData(language),
  };
}

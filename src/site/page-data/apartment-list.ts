import { apartmentCard } from "../apartment-cards";
import { staySearchData } from "../booking-config";
import { siteIn } from "../routing";
import type { Language } from "../types";

/** The apartment list's slice of site.yaml, in a language: each apartment's card, once. */
export function apartmentListData(language: Language) {
  return {
    cards: siteIn(language).apartments.map((apartment) => apartmentCard(apartment, language)),
    search: staySearchData(language),
  };
}

import { site } from "../../generated/site.gen";
import { apartmentCard, relatedCards } from "../apartment-cards";

/** The apartment list's slice of site.yaml: each apartment's card with the cards of its related ones. */
export function apartmentListData() {
  return { entries: site.apartments.map((apartment) => ({ card: apartmentCard(apartment), related: relatedCards(apartment) })) };
}

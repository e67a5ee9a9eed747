import { apartmentCard } from "../apartment-cards";
import { mainMenu } from "../navigation";
import { siteIn } from "../routing";
import type { Crumb, Language } from "../types";

/**
 * What a lost visitor is offered, in a language: the main menu's own pages (not every page of its
 * dropdowns: the footer lists those) and the apartments as cards, what most visitors came for.
 */
export function notFoundData(language: Language): { links: Crumb[]; apartments: ReturnType<typeof apartmentCard>[] } {
  return {
    links: mainMenu(language).flatMap((item) => (item.path ? [{ label: item.label, path: item.path }] : [])),
    apartments: siteIn(language).apartments.map((apartment) => apartmentCard(apartment, language)),
  };
}

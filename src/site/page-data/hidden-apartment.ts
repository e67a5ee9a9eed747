import { apartmentCard } from "../apartment-cards";
import { found } from "../found";
import { hiddenApartmentAt, languageOf, pathOfKind, routeFor, siteIn } from "../routing";
import type { Crumb } from "../types";

/**
 * What the address of an apartment taken off the site for a while offers, in its language: its
 * name (the page says it can't be booked for now), the apartment list and the contact page as
 * buttons, and the apartments shown as cards. Nothing else of the hidden apartment.
 */
export function hiddenApartmentData(path: string): { name: string; links: Crumb[]; apartments: ReturnType<typeof apartmentCard>[] } {
  const language = languageOf(path);
  const { name } = found(hiddenApartmentAt(path), `no apartment taken off the site at ${path}`);
  // Each button named as its page, as the menu names it; a site without one of them leads to its home page (pathOfKind).
  const links = [pathOfKind("apartment-list", language), pathOfKind("contact", language)].filter((link, i, all) => all.indexOf(link) === i).map((link) => ({ label: routeFor(link).label, path: link }));
  return { name, links, apartments: siteIn(language).apartments.map((apartment) => apartmentCard(apartment, language)) };
}

import { siteIn } from "./routing";
import type { Language, MapInfo } from "./types";

/** The building's address and position: the map of the home and apartment pages, the address on the contact page. */
export function mapInfo(language: Language): MapInfo {
  const { address, geo } = siteIn(language).site;
  // Only the owner's link travels with the page: the search link is made where it is shown (mapHref).
  return { address: `${address.street}, ${address.postalCode} ${address.town}, ${address.province}`, ...(address.mapUrl ? { mapUrl: address.mapUrl } : {}), latitude: geo.latitude, longitude: geo.longitude };
}

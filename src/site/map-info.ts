import { site } from "../generated/site.gen";
import { mapHref } from "./format";
import type { MapInfo } from "./types";

/** The building's address and position: the map of the home and apartment pages, the address on the contact page. */
export function mapInfo(): MapInfo {
  const { address, geo } = site.site;
  const written = `${address.street}, ${address.postalCode} ${address.town}, ${address.province}`;
  return { address: written, link: mapHref(written, address.mapUrl), latitude: geo.latitude, longitude: geo.longitude };
}

import { site } from "../generated/site.gen";
import type { MapInfo } from "./types";

/** The building on the map of the home, apartment and contact pages. */
export function mapInfo(): MapInfo {
  const { address, geo } = site.site;
  return { address: `${address.street}, ${address.postalCode} ${address.town}, ${address.province}`, latitude: geo.latitude, longitude: geo.longitude };
}

import { site } from "../../generated/site.gen";
import { mapInfo } from "../map-info";

/** The contact page's slice of site.yaml: the ways to reach the owner and the building's address. */
export function contactData() {
  const { address, mapUrl } = mapInfo();
  return { contact: site.contact, address, mapUrl };
}

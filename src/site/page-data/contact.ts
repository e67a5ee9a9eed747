import { mapInfo } from "../map-info";
import { siteIn } from "../routing";
import type { Language } from "../types";

/** The contact page's slice of site.yaml, in a language: the ways to reach the owner and the building's address. */
export function contactData(language: Language) {
  const { address, mapUrl } = mapInfo(language);
  return { contact: siteIn(language).contact, address, mapUrl };
}

import { site } from "../generated/site.gen";
import { contactChannels } from "./contact-channels";
import { mainMenu } from "./navigation";
import type { LayoutData } from "./types";

/** The shell's slice, loaded once by the root route for every page. */
export function layoutData(): LayoutData {
  const { address } = site.site;
  return {
    name: site.site.name,
    tagline: site.site.tagline,
    navigation: mainMenu(),
    social: site.site.social,
    contact: contactChannels(),
    address: `${address.street}, ${address.postalCode} ${address.town} (${address.province})`,
    registrations: site.apartments.map(({ name, registration }) => ({ name, ...registration })),
    preloaderMs: site.site.preloaderMs,
  };
}

import type { BookingConfig } from "../booking/types";
import { availability } from "../generated/availability.gen";
import { AVAILABILITY_PATH } from "./output-names";
import { pathOfKind, siteIn } from "./routing";
import type { Language } from "./types";

/** What the availability form needs, in the page's language, and nothing more. */
export function bookingConfig(language: Language): BookingConfig {
  const site = siteIn(language);
  return {
    language,
    timeZone: site.site.timeZone,
    listingSite: site.booking.listingSite,
    listings: site.booking.listings,
    defaultGuests: site.booking.defaultGuests,
    apartments: site.apartments.map((apartment) => ({ slug: apartment.slug, name: apartment.name, maxGuests: apartment.capacity.max, ...(apartment.rates ? { rates: apartment.rates } : {}) })),
    contact: { whatsapp: site.contact.whatsapp, email: site.contact.email },
    contactPage: pathOfKind("contact", language),
    availabilityPath: Object.keys(availability).length > 0 ? AVAILABILITY_PATH : null,
    withCalendar: Object.keys(availability),
  };
}

import type { BookingConfig } from "../booking/types";
import { site } from "../generated/site.gen";
import { availability } from "../generated/availability.gen";
import { AVAILABILITY_PATH } from "./output-names";
import { pathOfKind } from "./routing";

/** What the availability form needs, and nothing more. */
export function bookingConfig(): BookingConfig {
  return {
    timeZone: site.site.timeZone,
    listingSite: site.booking.listingSite,
    listings: site.booking.listings,
    defaultGuests: site.booking.defaultGuests,
    apartments: site.apartments.map((apartment) => ({ slug: apartment.slug, name: apartment.name, maxGuests: apartment.capacity.max, ...(apartment.rates ? { rates: apartment.rates } : {}) })),
    contact: { whatsapp: site.contact.whatsapp, email: site.contact.email },
    contactPage: pathOfKind("contact"),
    availabilityPath: Object.keys(availability).length > 0 ? AVAILABILITY_PATH : null,
    withCalendar: Object.keys(availability),
  };
}

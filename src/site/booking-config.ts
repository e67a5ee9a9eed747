import type { BookingConfig } from "../booking/types";
import { site } from "../generated/site.gen";
import { pathOfKind } from "./routing";

/** What the availability form needs, and nothing more. */
export function bookingConfig(): BookingConfig {
  return {
    timeZone: site.site.timeZone,
    listingSite: site.booking.listingSite,
    listings: site.booking.listings,
    defaultGuests: site.booking.defaultGuests,
    apartments: site.apartments.map((apartment) => ({ slug: apartment.slug, name: apartment.name, maxGuests: apartment.capacity.max })),
    contact: { whatsapp: site.contact.whatsapp, email: site.contact.email },
    contactPage: pathOfKind("contact"),
  };
}

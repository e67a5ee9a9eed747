import { knowsFreeNights, type ApartmentAvailability } from "../booking/availability";
import type { BookingConfig } from "../booking/types";
import { AVAILABILITY_PATH } from "./output-names";
import { apartmentPath, pathOfKind, siteIn } from "./routing";
import { siteSource } from "./site-source";
import type { Language } from "./types";

/**
 * What the build knows of each calendar of site.yaml: how far its published nights reach, and
 * whether every feed was read (never, for the owner's blocks alone). An apartment whose data is
 * missing or was skipped as damaged has a calendar the answers can't read (`until` null).
 */
export function calendarFacts(published: Readonly<Record<string, ApartmentAvailability>> = siteSource().availability, withCalendar: readonly string[] = siteSource().calendarApartments): BookingConfig["calendars"] {
  return Object.fromEntries(
    withCalendar.map((slug) => {
      const data = published[slug];
      if (!data) return [slug, { until: null, complete: false, updatedAt: null }];
      return [slug, { until: data.window.to, complete: knowsFreeNights(data), updatedAt: data.updatedAt, ...(data.feeds.length === 0 ? { ownerOnly: true as const } : {}) }];
    }),
  );
}

/** What the availability form needs, in the page's language, and nothing more. */
export function bookingConfig(language: Language): BookingConfig {
  const site = siteIn(language);
  return {
    language,
    timeZone: site.site.timeZone,
    listingSite: site.booking.listingSite,
    listings: site.booking.listings,
    defaultGuests: site.booking.defaultGuests,
    ...(site.booking.directDiscount ? { directDiscount: site.booking.directDiscount } : {}),
    apartments: site.apartments.map((apartment) => ({ slug: apartment.slug, name: apartment.name, maxGuests: apartment.capacity.max, ...(apartment.rates ? { rates: apartment.rates } : {}) })),
    contact: { whatsapp: site.contact.whatsapp, email: site.contact.email },
    contactPage: pathOfKind("contact", language),
    searchPage: pathOfKind("apartment-list", language),
    availabilityPath: Object.keys(siteSource().availability).length > 0 ? AVAILABILITY_PATH : null,
    calendars: calendarFacts(),
  };
}

/** What the stay search needs: the form's slice, and each apartment's page to link its answer to. */
export function staySearchData(language: Language): { config: BookingConfig; apartmentPaths: Record<string, string> } {
  return {
    config: bookingConfig(language),
    apartmentPaths: Object.fromEntries(siteIn(language).apartments.map((apartment) => [apartment.slug, apartmentPath(apartment.slug, language)])),
  };
}

import type { Language } from "../generated/languages.gen";
import type { Apartment, Booking, Contact, Rates } from "../generated/site-types.gen";

/**
 * What the visitor has typed or chosen, as the form holds it: anything at all, since the page can
 * be edited (a guest count of NaN, 0 or 2.5, an apartment the select doesn't list, a date "abc").
 */
export type BookingForm = {
  apartment: string;
  guests: number;
  checkIn: string;
  checkOut: string;
};

export type BookingField = "apartment" | "guests" | "checkIn" | "checkOut";

export type BookingProblem = { field: BookingField; message: string };

/**
 * The apartments and rules the form needs: a slice of site.yaml, sent with the page. `listings`
 * maps an apartment's slug to its listing id; an apartment missing there is booked by enquiry.
 */
export type BookingConfig = Pick<Booking, "listingSite" | "listings" | "defaultGuests" | "directDiscount"> & {
  /** The page's language: the form's messages and the enquiry it writes are in it. */
  language: Language;
  /** Where "today" is reckoned: the apartments' time zone, not the visitor's. */
  timeZone: string;
  apartments: (Pick<Apartment, "slug" | "name"> & { maxGuests: Apartment["capacity"]["max"]; rates?: Rates })[];
  contact: Pick<Contact, "whatsapp" | "email">;
  /** The contact page: where the form leads a browser that runs no script (nothing else can check dates there). */
  contactPage: string;
  /** The page with the stay search (the apartment list), where a group puts apartments together. */
  searchPage: string;
  /** Where the booked nights of the apartments with a calendar are published; null when none has any. */
  availabilityPath: string | null;
  /** The apartments with a calendar in site.yaml, and what the build knew of each (an apartment missing here publishes none). */
  calendars: Record<string, CalendarFacts>;
};

/**
 * What the build knew of one apartment's published calendar: the end of the nights it covers
 * (`until`, the morning after the last night; null when no data could be published: never read,
 * or a damaged file skipped), and whether every one of its platform feeds has been read at least
 * once (when one never was, a night without a booking may still be taken there), and when the
 * oldest of them was (`updatedAt`: a «libre» from an old read says its age). `ownerOnly`: the
 * calendar is the owner's blocks of site.yaml alone, no platform's (never `complete`).
 */
export type CalendarFacts = { until: string | null; complete: boolean; updatedAt: string | null; ownerOnly?: true };

/**
 * Booked nights per apartment, as /availability.json publishes them (half-open ranges of nights,
 * sorted and merged). An apartment with a calendar but no entry here has none that could be
 * read: its answer is «consúltanos», never free.
 */
export type BookedNights = Record<string, [string, string][]>;

declare const validated: unique symbol;

/** A booking that passed every rule; only these can become a link or an enquiry. */
export type ValidBooking = BookingForm & { readonly [validated]: true };

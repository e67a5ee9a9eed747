/** What the visitor has typed or chosen, as the form holds it. */
export type BookingForm = {
  apartment: string;
  guests: number;
  checkIn: string;
  checkOut: string;
};

export type BookingField = "checkIn" | "checkOut";

export type BookingProblem = { field: BookingField; message: string };

/** The apartments and rules the form needs: a slice of site.yaml, sent with the page. */
export type BookingConfig = {
  timeZone: string;
  listingSite: string;
  /** Apartment slug → listing id; an apartment missing here is booked by enquiry. */
  listings: Record<string, string>;
  defaultGuests: number;
  apartments: { slug: string; name: string; maxGuests: number }[];
  contact: { whatsapp: string; email: string };
  /** The contact page: where the form leads a browser that runs no script (nothing else can check dates there). */
  contactPage: string;
};

declare const validated: unique symbol;

/** A booking that passed every rule; only these can become a link or an enquiry. */
export type ValidBooking = BookingForm & { readonly [validated]: true };

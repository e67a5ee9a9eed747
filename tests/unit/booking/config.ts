import type { BookingConfig } from "../../../src/booking/types.ts";

/** A booking slice shaped like the real one (tests of the real data live in booking-data.test.ts). */
export const config: BookingConfig = {
  language: "es",
  timeZone: "Europe/Madrid",
  listingSite: "https://www.listings.example",
  listings: { mirador: "111", "san-isidro": "222" },
  defaultGuests: 1,
  apartments: [
    { slug: "mirador", name: "Mirador", maxGuests: 6 },
    { slug: "san-isidro", name: "San Isidro", maxGuests: 6 },
    {
      slug: "calicanto",
      name: "Calicanto",
      maxGuests: 6,
      rates: {
        taxesIncluded: true,
        cleaningFee: 30,
        seasons: [
          { name: "temporada baja", from: "2027-01-07", to: "2027-06-30", nightly: 80, weekend: 95, minNights: 2 },
          { name: "verano", from: "2027-07-01", to: "2027-08-31", nightly: 110, minNights: 5 },
        ],
      },
    },
    { slug: "fabrica-harinas", name: "Fábrica de Harinas", maxGuests: 6 },
  ],
  contact: { whatsapp: "+34 600 000 000", email: "reservas@example.com" },
  contactPage: "/contact",
  searchPage: "/apartment-list",
  availabilityPath: null,
  calendars: {},
};

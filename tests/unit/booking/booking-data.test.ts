import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../src/generated/languages.gen.ts";
import { sites } from "../../../src/generated/site.gen.ts";
import { bookingConfig } from "../../../src/site/booking-config.ts";

/** The booking slice the form gets, against site.yaml itself: what the owner writes is what the form uses, in each language. */
describe.each(LANGUAGES)("the real booking slice from site.yaml (%s)", (language) => {
  const site = sites[language];
  const config = bookingConfig(language);

  it("is in the page's language", () => {
    expect(config.language).toBe(language);
  });

  it("offers every apartment, in order, with its own capacity as the most guests", () => {
    expect(config.apartments).toEqual(
      site.apartments.map((apartment) => ({ slug: apartment.slug, name: apartment.name, maxGuests: apartment.capacity.max, ...(apartment.rates ? { rates: apartment.rates } : {}) })),
    );
  });

  it("sends only listed apartments to the listing site, and the owner's WhatsApp and e-mail for the rest", () => {
    expect(config.listings).toEqual(site.booking.listings);
    for (const slug of Object.keys(config.listings)) expect(config.apartments.map((apartment) => apartment.slug)).toContain(slug);
    expect(config.listingSite).toBe(site.booking.listingSite);
    expect(config.listingSite).toMatch(/^https:\/\/[^/]+$/);
    expect(config.contact).toEqual({ whatsapp: site.contact.whatsapp, email: site.contact.email });
  });

  it("counts days in the site's time zone, starts at the default guests, and falls back to the contact page in its language", () => {
    expect(config.timeZone).toBe(site.site.timeZone);
    expect(config.defaultGuests).toBe(site.booking.defaultGuests);
    expect(config.contactPage).toBe(site.routes.find((route) => route.kind === "contact")!.path);
    expect(config.contactPage.startsWith(language === "es" ? "/" : `/${language}/`)).toBe(true);
  });
});

describe("the booking slice's facts are the same in every language", () => {
  it("only the apartments' names (and the seasons' names) may differ", () => {
    const [main, ...others] = LANGUAGES.map((language) => bookingConfig(language));
    for (const other of others) {
      expect(other.listings).toEqual(main!.listings);
      expect(other.contact).toEqual(main!.contact);
      expect(other.apartments.map((apartment) => [apartment.slug, apartment.maxGuests])).toEqual(main!.apartments.map((apartment) => [apartment.slug, apartment.maxGuests]));
    }
  });
});

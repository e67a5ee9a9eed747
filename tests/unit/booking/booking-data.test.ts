import { describe, expect, it } from "vitest";
import { bookingConfig } from "../../../src/site/booking-config.ts";

describe("the real booking slice from site.yaml", () => {
  const config = bookingConfig();

  it("Mirador and San Isidro have listings; Calicanto and Fábrica de Harinas do not", () => {
    expect(Object.keys(config.listings).sort()).toEqual(["mirador", "san-isidro"]);
    expect(config.apartments.map((apartment) => apartment.slug)).toEqual(["mirador", "san-isidro", "calicanto", "fabrica-harinas"]);
  });

  it("every apartment takes at most 6 guests, the default is 1, the zone is Madrid", () => {
    expect(config.apartments.every((apartment) => apartment.maxGuests === 6)).toBe(true);
    expect(config.defaultGuests).toBe(1);
    expect(config.timeZone).toBe("Europe/Madrid");
    expect(config.listingSite).toMatch(/^https:\/\//);
  });
});

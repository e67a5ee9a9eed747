import { describe, expect, it } from "vitest";
import type { ApartmentAvailability } from "../../../src/booking/availability.ts";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { staleFeeds } from "../../../scripts/availability/feed-ages.ts";
import { loadSite } from "../../../scripts/content/load-site.ts";

const NOW = new Date("2026-11-26T10:00:00Z");
const hoursAgo = (hours: number): string => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const data = (feeds: ApartmentAvailability["feeds"]): ApartmentAvailability => ({ booked: [], window: { from: "2026-11-26", to: "2028-05-26" }, madeAt: NOW.toISOString(), updatedAt: null, feeds });

describe("calendars that stay broken", async () => {
  const load = await loadSite(undefined, { decodePhotos: false });
  if (!load.ok) throw new Error("site.yaml should pass");
  const site: Site = structuredClone(load.site);
  site.apartments[0]!.calendar = { feeds: [{ platform: "Airbnb", env: "MIRADOR_AIRBNB_ICAL" }, { platform: "Booking.com", env: "MIRADOR_BOOKING_ICAL" }] };
  site.apartments[1]!.calendar = { feeds: [{ platform: "Airbnb", env: "SAN_ISIDRO_AIRBNB_ICAL" }] };

  it("a feed read within the day is fine; one older than a day, or never read, is said in Spanish with its apartment and platform", () => {
    const published = {
      mirador: data([
        { platform: "Airbnb", readAt: hoursAgo(3) },
        { platform: "Booking.com", readAt: hoursAgo(30) },
      ]),
    };
    expect(staleFeeds(site, published, NOW)).toEqual([
      "Mirador · Booking.com: su calendario no se ha podido leer desde el 25/11/2026 a las 05:00 (hace 30 h); la web muestra las noches ocupadas de entonces. Mira por qué falla en el último «Publicar la web» (pestaña Actions).",
      "San Isidro · Airbnb: su calendario no se ha leído nunca, y la web no marca sus noches ocupadas. Comprueba que su dirección esté en el secreto CALENDARIOS con el nombre SAN_ISIDRO_AIRBNB_ICAL, y mira por qué falla en el último «Publicar la web» (pestaña Actions).",
    ]);
    expect(staleFeeds(site, { mirador: data([{ platform: "Airbnb", readAt: hoursAgo(1) }, { platform: "Booking.com", readAt: hoursAgo(24) }]), "san-isidro": data([{ platform: "Airbnb", readAt: hoursAgo(2) }]) }, NOW)).toEqual([]);
  });
});

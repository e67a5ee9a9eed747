/**
 * The data layer reads one swappable source (src/site/site-source.ts): for the length of a draw,
 * every page's data comes from the source swapped in, and the generated site is back after it,
 * whether the draw returned or threw.
 */
import { describe, expect, it } from "vitest";
import { availability, calendarApartments } from "../../../src/generated/availability.gen.ts";
import { photos } from "../../../src/generated/photos.gen.ts";
import { hiddenApartments, sites } from "../../../src/generated/site.gen.ts";
import type { Site } from "../../../src/generated/site-types.gen.ts";
import { bookedNights } from "../../../src/site/page-data/availability.ts";
import { apartmentPageData } from "../../../src/site/page-data/apartment.ts";
import { homeData } from "../../../src/site/page-data/home.ts";
import { hiddenApartmentAt, siteIn } from "../../../src/site/routing.ts";
import { siteSource, withSiteSource, type SiteSource } from "../../../src/site/site-source.ts";

const [mirador] = sites.es.apartments;
if (!mirador) throw new Error("site.yaml has no apartment");

/** The Spanish site renamed, its first apartment taken off it and given a calendar with one booked week. */
function otherSource(): SiteSource {
  const renamed = (site: Site): Site => ({ ...site, site: { ...site.site, name: "Casa de prueba" } });
  return {
    sites: { es: renamed(sites.es), en: renamed(sites.en) },
    hiddenApartments: { es: [{ slug: "escondido", name: "Escondido", path: "/escondido" }], en: [] },
    photos,
    availability: { [mirador!.slug]: { booked: [["2027-01-10", "2027-01-17"]], window: { from: "2027-01-01", to: "2028-07-01" }, madeAt: "2027-01-01T00:00:00Z", updatedAt: "2027-01-01T00:00:00Z", feeds: [{ platform: "Airbnb", readAt: "2027-01-01T00:00:00Z" }] } },
    calendarApartments: [mirador!.slug],
  };
}

/** What the pages read of the generated site, as they read it. */
function generatedAsRead() {
  expect(siteSource()).toEqual({ sites, hiddenApartments, photos, availability, calendarApartments });
  expect(siteIn("es").site.name).toBe(sites.es.site.name);
  expect(homeData("es").name).toBe(sites.es.site.name);
  expect(hiddenApartmentAt("/escondido")).toBeUndefined();
  expect(bookedNights()).toEqual(Object.fromEntries(Object.entries(availability).map(([slug, data]) => [slug, data.booked])));
}

describe("the site source", () => {
  it("is the generated site unless a draw swaps another in", () => {
    generatedAsRead();
  });

  it("swapped in, is what siteIn and the pages' data read while the draw runs; the generated site is back after it", () => {
    const drawn = withSiteSource(otherSource(), () => ({
      name: siteIn("es").site.name,
      home: homeData("es").name,
      hidden: hiddenApartmentAt("/escondido")?.name,
      booked: bookedNights(),
      calendar: apartmentPageData(mirador.slug, "es").calendar?.months.map((month) => month.days).join(""),
    }));
    expect(drawn.name).toBe("Casa de prueba");
    expect(drawn.home).toBe("Casa de prueba");
    expect(drawn.hidden).toBe("Escondido");
    expect(drawn.booked).toEqual({ [mirador.slug]: [["2027-01-10", "2027-01-17"]] });
    // January 2027 from the 1st: nine free nights, the booked week, then free again.
    expect(drawn.calendar?.slice(0, 20)).toBe(`${"f".repeat(9)}${"b".repeat(7)}ffff`);
    generatedAsRead();
  });

  it("is the generated site again after a draw that throws", () => {
    expect(() =>
      withSiteSource(otherSource(), () => {
        expect(siteIn("es").site.name).toBe("Casa de prueba");
        throw new Error("the draw failed");
      }),
    ).toThrow("the draw failed");
    generatedAsRead();
  });

  it("refuses a draw that awaits, which would read the generated site after its first step", () => {
    expect(() => withSiteSource(otherSource(), async () => siteIn("es").site.name)).toThrow(/synchronous/);
    generatedAsRead();
  });

  it("swaps back in the order the draws end, one inside another", () => {
    const outer = otherSource();
    const inner: SiteSource = { ...outer, sites: { ...outer.sites, es: { ...outer.sites.es, site: { ...outer.sites.es.site, name: "Otra casa" } } } };
    const names = withSiteSource(outer, () => [siteIn("es").site.name, withSiteSource(inner, () => siteIn("es").site.name), siteIn("es").site.name]);
    expect(names).toEqual(["Casa de prueba", "Otra casa", "Casa de prueba"]);
    generatedAsRead();
  });
});

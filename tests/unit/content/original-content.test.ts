import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

/**
 * The content the site started with, as the original site had it (SPEC.md). Checked on
 * tests/fixtures/base-site.yaml, the copy of site.yaml the tests keep: the owner may add a bar or
 * a photo to site.yaml without breaking a test, and a regeneration of the fixtures that lost
 * content would show here.
 */
type Raw = {
  apartments: { slug: string; photos: { file: string; alt: string }[]; capacity: { max: number; recommended: number }; features: string[] }[];
  placeCategories: { id: string; places: { distance?: string }[] }[];
  gallery: { photos: { alt: string }[] };
  redirects: { from: string }[];
  booking: { listings: Record<string, string> };
};
const raw = parse(readFileSync(path.resolve(import.meta.dirname, "../../fixtures/base-site.yaml"), "utf8"), { maxAliasCount: 100 }) as Raw;

describe("the original site's content", () => {
  it("four apartments with 25, 26, 13 and 13 photos, for up to 6 people (4 recommended) and 10 features each", () => {
    expect(raw.apartments.map((apartment) => [apartment.slug, apartment.photos.length])).toEqual([
      ["mirador", 25],
      ["san-isidro", 26],
      ["calicanto", 13],
      ["fabrica-harinas", 13],
    ]);
    for (const apartment of raw.apartments) {
      expect(apartment.capacity).toEqual({ max: 6, recommended: 4 });
      expect(apartment.features).toHaveLength(10);
    }
  });

  it("nearby places: 8 food shops, 4 for breakfast, 13 bars and restaurants, 4 pharmacies, 4 health centres (no distance)", () => {
    expect(raw.placeCategories.map((category) => [category.id, category.places.length])).toEqual([
      ["compra-alimentos", 8],
      ["desayunar", 4],
      ["bares-restaurantes", 13],
      ["farmacias", 4],
      ["centros-sanitarios", 4],
    ]);
    expect(raw.placeCategories.at(-1)!.places.every((place) => !place.distance)).toBe(true);
  });

  it("about 80 gallery photos, each described; Mirador and San Isidro have listings; the 11 old addresses redirect", () => {
    expect(raw.gallery.photos).toHaveLength(80);
    expect(raw.gallery.photos.every((photo) => photo.alt.trim().length > 10)).toBe(true);
    expect(Object.keys(raw.booking.listings)).toEqual(["mirador", "san-isidro"]);
    expect(raw.redirects.map((redirect) => redirect.from).sort()).toEqual(
      ["/hometwo", "/homethree", "/apartment-grid", "/apartment-details", "/news", "/news-details", "/places", "/places-details", "/classification", "/broker", "/trending"].sort(),
    );
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The content the site started with holds what the original site had (its pages, apartments,
 * places and photos). Checked on
 * tests/fixtures/original-content.json, an inventory of the first site.yaml taken once and frozen
 * (counts and names, not a copy of the file): site.yaml belongs to the owner, who may add a bar,
 * a photo or an apartment without breaking a test, while this record that the move to site.yaml
 * carried every piece of the original over stays put. Retaking the inventory from a later
 * site.yaml that lost content shows here.
 */
type Inventory = {
  apartments: { slug: string; photos: number; capacity: { max: number; recommended: number }; features: number }[];
  placeCategories: { id: string; places: number; withDistance: number }[];
  gallery: { photos: number; shortestAlt: number };
  listings: string[];
  redirectsFrom: string[];
};
const original = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../fixtures/original-content.json"), "utf8")) as Inventory;

describe("the original site's content", () => {
  it("four apartments with 25, 26, 13 and 13 photos, for up to 6 people (4 recommended) and 10 features each", () => {
    expect(original.apartments.map((apartment) => [apartment.slug, apartment.photos])).toEqual([
      ["mirador", 25],
      ["san-isidro", 26],
      ["calicanto", 13],
      ["fabrica-harinas", 13],
    ]);
    for (const apartment of original.apartments) {
      expect(apartment.capacity).toEqual({ max: 6, recommended: 4 });
      expect(apartment.features).toBe(10);
    }
  });

  it("nearby places: 8 food shops, 4 for breakfast, 13 bars and restaurants, 4 pharmacies, 4 health centres (no distance)", () => {
    expect(original.placeCategories).toEqual([
      { id: "compra-alimentos", places: 8, withDistance: 8 },
      { id: "desayunar", places: 4, withDistance: 4 },
      { id: "bares-restaurantes", places: 13, withDistance: 13 },
      { id: "farmacias", places: 4, withDistance: 4 },
      { id: "centros-sanitarios", places: 4, withDistance: 0 },
    ]);
  });

  it("about 80 gallery photos, each described; Mirador and San Isidro have listings; the 11 old addresses redirect", () => {
    expect(original.gallery.photos).toBe(80);
    expect(original.gallery.shortestAlt).toBeGreaterThan(10);
    expect(original.listings).toEqual(["mirador", "san-isidro"]);
    expect([...original.redirectsFrom].sort()).toEqual(
      ["/hometwo", "/homethree", "/apartment-grid", "/apartment-details", "/news", "/news-details", "/places", "/places-details", "/classification", "/broker", "/trending"].sort(),
    );
  });
});

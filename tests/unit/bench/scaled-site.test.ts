import { mkdir, readFile, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scaledPhoto, scaledSite } from "../../../scripts/bench/scaled-site.ts";
import { contentChecker, ROOT } from "../content/helpers.ts";

const { check, photosDir } = contentChecker("scaled-site");

describe("the site bench:scale grows", () => {
  it("passes the check as the owner's would, in every language, with its apartments, photos, routes and places", async () => {
    const scale = { apartments: 3, photosPerApartment: 2, places: 7 };
    for (let apartment = 1; apartment <= scale.apartments; apartment++) {
      for (let photo = 1; photo <= scale.photosPerApartment; photo++) {
        const file = path.join(photosDir(), scaledPhoto(apartment, photo));
        await mkdir(path.dirname(file), { recursive: true });
        await symlink(path.join(photosDir(), ".stand-in.jpg"), file);
      }
    }
    const result = await check("scaled", scaledSite(await readFile(path.join(ROOT, "site.yaml"), "utf8"), scale));
    expect(result.problems).toEqual([]);
    if (!result.ok) return;
    expect(result.site.apartments.map((apartment) => apartment.photos.length)).toEqual([2, 2, 2]);
    expect(result.site.routes.filter((route) => route.kind === "apartment").map((route) => route.path)).toEqual(["/apartment-list/apartamento-1", "/apartment-list/apartamento-2", "/apartment-list/apartamento-3"]);
    expect(result.site.placeCategories.flatMap((category) => category.places)).toHaveLength(7);
  });
});

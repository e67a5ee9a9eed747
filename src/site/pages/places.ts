import { site } from "../../generated/site.gen";
import type { PlaceCategoryData } from "../types";

/** A places page's slice of site.yaml: one category of nearby places. */
export function placeCategory(id: string): PlaceCategoryData {
  const category = site.placeCategories.find((candidate) => candidate.id === id)!;
  return { title: category.title, intro: category.intro, places: category.places };
}

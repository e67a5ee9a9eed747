import { wordsIn } from "../../labels/dictionary";
import { languageFacts } from "../../labels/words";
import { found } from "../found";
import { siteIn } from "../routing";
import type { Language, PlaceCategoryData } from "../types";
import { numberFormat } from "../../labels/intl";

/** «1,2 km» as the language writes it («1.2 km» in English): the owner writes distances the Spanish way or the other. */
function distanceIn(distance: string, locale: string): string {
  const match = /^([0-9]+)(?:[,.]([0-9]+))? ?(m|km)$/.exec(distance.trim());
  if (!match) return distance;
  const value = Number(`${match[1]}.${match[2] ?? "0"}`);
  return `${numberFormat(locale, { maximumFractionDigits: 3 }).format(value)} ${match[3]}`;
}

/** A places page's slice of site.yaml, in a language: one category of nearby places. */
export function placeCategory(id: string, language: Language): PlaceCategoryData {
  const category = found(siteIn(language).placeCategories.find((candidate) => candidate.id === id), `no place category «${id}» in site.yaml (${language})`);
  const { locale } = wordsIn(languageFacts, language);
  return { title: category.title, intro: category.intro, places: category.places.map((place) => ({ ...place, distance: distanceIn(place.distance, locale) })) as PlaceCategoryData["places"] };
}

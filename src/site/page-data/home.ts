/**
 * The home page's slice of site.yaml, in a language. Like every module here it runs only in a
 * route loader, which React Router executes at build time: the browser receives the slice, never
 * the whole file.
 */
import { apartmentCard } from "../apartment-cards";
import { staySearchData } from "../booking-config";
import { contactChannels } from "../contact-channels";
import { firstSlideshowPhoto } from "../home-slideshow";
import { mapInfo } from "../map-info";
import { picture } from "../pictures";
import { HERO_PHOTOS_PATH } from "../output-names";
import { latestReviews } from "../reviews";
import { pageInfo } from "../page-info";
import { addressIn, languageOf, pathOfKind, routeFor, siteIn } from "../routing";
import type { Language } from "../types";

export function homeData(language: Language) {
  const site = siteIn(language);
  const about = routeFor(pathOfKind("about", language));
  const first = firstSlideshowPhoto(site);
  return {
    name: site.site.name,
    tagline: site.site.tagline,
    description: site.site.description,
    // The first photo comes with the page; the slideshow fetches the rest (in the page's language) once it starts.
    heroFirst: picture(first.file, first.alt),
    heroPhotosUrl: addressIn(HERO_PHOTOS_PATH, language),
    apartments: site.apartments.map((apartment) => apartmentCard(apartment, language)),
    contact: contactChannels(language),
    search: staySearchData(language),
    map: mapInfo(language),
    figures: site.figures ?? [],
    /** Whether the page has a reviews part (drawn at build only: homeServedParts). */
    reviewed: latestReviews(language) !== null,
    // The history link is named as its page, like the menu: one name for the page everywhere.
    links: { gallery: pathOfKind("gallery", language), about: { label: about.label, path: about.path } },
  };
}

/** The parts of the home page drawn at build only, inside ServedAsIs: never in the page's data. */
export function homeServedParts(language: Language) {
  return { reviews: latestReviews(language) };
}

/** The home page's route data at `path`: what its loader gives at build time, and the editor's preview in the browser. */
export function homeRouteData(path: string) {
  return { page: pageInfo(path), ...homeData(languageOf(path)) };
}

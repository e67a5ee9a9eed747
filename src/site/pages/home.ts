/**
 * The home page's slice of site.yaml. Like every module here it runs only in a route loader,
 * which React Router executes at build time: the browser receives the slice, never the whole file.
 */
import { site } from "../../generated/site.gen";
import { apartmentCard } from "../apartment-cards";
import { bookingConfig } from "../booking-config";
import { contactChannels } from "../contact-channels";
import { mapInfo } from "../map-info";
import { picture } from "../pictures";
import { HERO_PHOTOS_PATH } from "../output-names";
import { pathOfKind, routeFor } from "../routing";

export function homeData() {
  const about = routeFor(pathOfKind("about"));
  const first = site.apartments[0]!.photos[0]!;
  return {
    name: site.site.name,
    tagline: site.site.tagline,
    description: site.site.description,
    // The first photo comes with the page; the slideshow fetches the rest (HERO_PHOTOS_PATH) once it starts.
    heroFirst: picture(first.file, first.alt),
    heroPhotosUrl: HERO_PHOTOS_PATH,
    apartments: site.apartments.map(apartmentCard),
    contact: contactChannels(),
    booking: bookingConfig(),
    defaultApartment: site.apartments[0]!.slug,
    map: mapInfo(),
    figures: site.figures ?? [],
    locale: site.site.language,
    // The history link is named as its page, like the menu: one name for the page everywhere.
    links: { gallery: pathOfKind("gallery"), about: { label: about.label, path: about.path } },
  };
}

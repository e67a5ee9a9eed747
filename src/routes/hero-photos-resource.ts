import { heroPhotos } from "../site/page-data/hero-photos";
import { languageOf, pathOf } from "../site/routing";
import type { Route } from "./+types/hero-photos-resource";

// A resource route, prerendered to a static JSON file per language (/hero-photos.json,
// /en/hero-photos.json): the hero slideshow's photos, described in the page's language, off the
// page's first load.
export function loader({ request }: Route.LoaderArgs) {
  return Response.json(heroPhotos(languageOf(pathOf(request))));
}

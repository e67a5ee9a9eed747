import { heroPhotos } from "../site/pages/hero-photos";

// A resource route, prerendered to a static JSON file: the hero slideshow's photos, off the page's first load.
export function loader() {
  return Response.json(heroPhotos());
}

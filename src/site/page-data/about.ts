import { picture } from "../pictures";
import { siteIn } from "../routing";
import type { Language } from "../types";

/** The about page's slice of site.yaml, in a language: the building's history and its captioned photos. */
export function aboutData(language: Language) {
  const { about } = siteIn(language);
  return {
    historian: about.historian,
    paragraphs: about.paragraphs,
    images: about.images.map((image) => ({ ...picture(image.file, image.alt), caption: image.caption })),
  };
}

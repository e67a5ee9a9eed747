import { site } from "../../generated/site.gen";
import { picture } from "../pictures";

/** The about page's slice of site.yaml: the building's history and its captioned photos. */
export function aboutData() {
  const { about } = site;
  return {
    historian: about.historian,
    paragraphs: about.paragraphs,
    images: about.images.map((image) => ({ ...picture(image.file, image.alt), caption: image.caption })),
  };
}

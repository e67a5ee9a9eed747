/**
 * The home slideshow's list (`homeSlideshow`) names photos of the site by their file: each must be
 * one of them (its description comes from there), once.
 */
import type { Site } from "../../generated/content-types.gen.ts";
import { photoKey, sitePhotos } from "../../site/home-slideshow.ts";
import type { CommentedHints } from "../read/commented-out.ts";
import { nearest } from "../wording/wording.ts";
import type { PathSegment } from "../wording/problem.ts";

type Report = (path: PathSegment[], message: string) => void;

const NEW_PHOTO = "si es una foto nueva, añádela antes, con su «alt», a las fotos de un apartamento, de la galería o de la historia";

export function checkHomeSlideshow(site: Site, report: Report, lineOf: (path: PathSegment[]) => number, commented: Pick<CommentedHints, "apartment">): void {
  if (!site.homeSlideshow) return;
  const photos = sitePhotos(site);
  const files = [...photos.values()].map((photo) => photo.file);
  const seen = new Map<string, number>();
  site.homeSlideshow.forEach((file, i) => {
    const key = photoKey(file);
    if (!photos.has(key)) {
      // A photo of an apartment commented out with «#»: the switch is the fix, not another photo.
      const hint = file.includes("/") ? commented.apartment(file.slice(0, file.indexOf("/"))) : undefined;
      if (hint) return report(["homeSlideshow", i], hint);
      const guess = nearest(file, files);
      const what = `la foto «${file}» del pase de la portada no es ninguna de las fotos de site.yaml`;
      report(
        ["homeSlideshow", i],
        guess
          ? `${what}; la más parecida es «${guess}»: si es esa, escribe aquí su nombre tal como está en su línea «file:»; ${NEW_PHOTO}`
          : `${what}: aquí van fotos que ya están en un apartamento, en la galería o en la historia, escritas como en su línea «file:» (de allí toma su descripción); ${NEW_PHOTO}`,
      );
      return;
    }
    const first = seen.get(key);
    if (first !== undefined) {
      report(["homeSlideshow", i], `la foto «${file}» ya está en el pase de la portada, en la línea ${lineOf(["homeSlideshow", first])}: cada foto va una vez; quita una de las dos líneas`);
      return;
    }
    seen.set(key, i);
  });
}

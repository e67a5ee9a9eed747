import type { Site } from "../../generated/content-types.gen.ts";
import type { Problem } from "../wording/problem.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";
import { heicProblem } from "../validate/photo-format.ts";
import { PHOTO_EXTENSION } from "./closest-photo.ts";
import type { PhotoFolder } from "./photo-entries.ts";
import { findPhoto, pixelProblem } from "./photo-limits.ts";

/**
 * The narrowest original that still looks sharp where it is shown: apartment
 * photos fill the home page's hero, gallery photos the lightbox, history
 * images a column of text.
 */
export const MIN_WIDTH = { apartment: 1600, gallery: 1200, about: 800 } as const;

/** Where a photo is shown: what its narrowest width depends on. */
export type PhotoUse = keyof typeof MIN_WIDTH;

export type PhotoReference = { file: string; path: PathSegment[]; use: PhotoUse };

/** Why a photo `width` px wide is refused where it is shown (`use`), or undefined if it is wide enough. */
export function widthProblem(name: string, width: number, use: PhotoUse): string | undefined {
  const min = MIN_WIDTH[use];
  if (width && width >= min) return undefined;
  return `la foto «${name}» es demasiado pequeña (${width} px de ancho) para donde se muestra: necesita al menos ${min} px; usa el original de la cámara o del móvil`;
}

/** A photo whose picture can't be read. */
export const damagedProblem = (name: string): string => `la foto «${name}» no se puede leer: el archivo está dañado o no es una imagen; vuelve a exportarla en JPG`;

function list<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Every photo reference in the file, with where it is written. Tolerates a
 * file that failed the schema, so a missing photo is reported with the rest.
 */
export function photoReferences(site: Partial<Site>): PhotoReference[] {
  const refs: PhotoReference[] = [];
  const add = (photos: unknown, base: PathSegment[], use: PhotoReference["use"]): void =>
    list(photos as { file?: unknown }[]).forEach((photo, j) => {
      if (typeof photo?.file === "string" && photo.file !== "") refs.push({ file: photo.file, path: [...base, j, "file"], use });
    });
  list(site.apartments).forEach((apartment, i) => add(apartment?.photos, ["apartments", i, "photos"], "apartment"));
  list(site.gallery?.sections).forEach((section, i) => add(section?.photos, ["gallery", "sections", i, "photos"], "gallery"));
  add(site.about?.images, ["about", "images"], "about");
  return refs;
}

/** Why the photo `reference` names can't be shown, from what the folder's facts say of it; undefined when it can. */
function problemFor(reference: PhotoReference, folder: PhotoFolder, used: ReadonlySet<string>): string | undefined {
  const found = findPhoto(folder, reference.file, used);
  if ("problem" in found) return found.problem;
  const { entry } = found;
  // Its size can be read, but its picture can't: said before its size.
  if (entry.heic) return heicProblem(reference.file);
  if (entry.damaged) return damagedProblem(reference.file);
  // Not opened (a photo the repository already publishes, in the browser): nothing more to say of it.
  if (entry.width === undefined) return undefined;
  const tooBig = pixelProblem(reference.file, entry.width, entry.height ?? 0);
  if (tooBig) return tooBig;
  return widthProblem(reference.file, entry.width, reference.use);
}

/** The names the check looks for in the folder: those in a format the site takes («IMG_4032.HEIC» is the schema's to say, once). */
export function checkedPhotoReferences(site: Partial<Site>): PhotoReference[] {
  return photoReferences(site).filter((reference) => PHOTO_EXTENSION.test(reference.file));
}

/** The file names site.yaml's photo lines use, as written and in small letters: a suggestion is never one of them. */
export function usedPhotoNames(references: readonly PhotoReference[]): Set<string> {
  return new Set(references.flatMap((reference) => [reference.file, reference.file.toLowerCase()]));
}

/** Photos that are missing, unreadable or too small for where they are shown. */
export function photoProblems(source: YamlSource, site: Partial<Site>, folder: PhotoFolder): Problem[] {
  const refs = checkedPhotoReferences(site);
  const used = usedPhotoNames(refs);
  return refs.flatMap((reference) => {
    const message = problemFor(reference, folder, used);
    return message ? [{ file: source.file, ...locate(source, reference.path), message }] : [];
  });
}

/**
 * The photos of an apartment, of a section of the gallery or of the history page: each one's text
 * in each language (its «alt», and the history's «caption»), and photos added, taken out and
 * reordered (the first photo of an apartment is its main one). A photo is found by its «file».
 */
import { EditProblem, guarded, type EditResult, type YamlPath } from "./edit-result.ts";
import { dataAt } from "./edit-check.ts";
import { checkedLanguage, fieldLine, madeText, nestedLines, translatedLines } from "./new-lines.ts";
import { apartmentName, apartmentPath, has, listAt, siteData, type SiteData } from "./site-data.ts";
import { insertItem, moveItem, removeItem } from "./text-edits.ts";
import { setTranslation } from "./translated-text-edits.ts";

/** Which photos: an apartment's (by its slug), a gallery section's (by its position), or the history's images. */
export type PhotoList = { apartment: string } | { gallerySection: number } | { about: true };

/** A photo as the schema's «photo» has it; the history's images («captionedPhoto») also have a caption. */
export type NewPhoto = { file: string; alt: Record<string, string>; caption?: Record<string, string> };

type Photos = { path: YamlPath; name: string; captioned: boolean };

function photos(site: SiteData, list: PhotoList): Photos {
  if (!list || typeof list !== "object") throw new EditProblem("falta saber de qué fotos se trata");
  if ("apartment" in list) {
    const path = apartmentPath(site, list.apartment);
    return { path: [...path, "photos"], name: `las fotos de «${apartmentName(site, path)}»`, captioned: false };
  }
  if ("gallerySection" in list) {
    const sections = listAt(site, ["gallery", "sections"]);
    const index = list.gallerySection;
    if (typeof index !== "number" || !Number.isSafeInteger(index) || index < 0 || index >= sections.length) throw new EditProblem(`la galería no tiene un apartado ${String(index + 1)}`);
    const title = dataAt(sections[index], ["title", site.languages[0] ?? "es"]);
    return { path: ["gallery", "sections", index, "photos"], name: `las fotos del apartado «${String(title)}» de la galería`, captioned: false };
  }
  if ("about" in list && list.about === true) return { path: ["about", "images"], name: "las imágenes de la historia", captioned: true };
  throw new EditProblem("falta saber de qué fotos se trata");
}

function photoIndex(site: SiteData, list: Photos, file: unknown): number {
  const index = listAt(site, list.path).findIndex((photo) => dataAt(photo, ["file"]) === file);
  if (typeof file !== "string" || index < 0) throw new EditProblem(`no hay ninguna foto «${String(file)}» en ${list.name}`);
  return index;
}

/** One language's version of a photo's «alt» (what it shows) or, in the history's images, its «caption». */
export function setPhotoText(text: string, args: { list: PhotoList; file: string; field: "alt" | "caption"; language: string; value: string }): EditResult {
  return guarded(() => {
    const site = siteData(text);
    const list = photos(site, args.list);
    if (args.field !== "alt" && !(args.field === "caption" && list.captioned)) throw new EditProblem(`${list.name} llevan «alt»${list.captioned ? " y «caption»" : ""}, no «${String(args.field)}»`);
    return madeText(setTranslation(text, { path: [...list.path, photoIndex(site, list, args.file), args.field], language: checkedLanguage(args.language), value: args.value }));
  });
}

/** Adds a photo at `index` (the end when left out), written as the guide writes one: «- file:», then its texts in quotes. */
export function addPhoto(text: string, args: { list: PhotoList; photo: NewPhoto; index?: number }): EditResult {
  return guarded(() => {
    const site = siteData(text);
    const list = photos(site, args.list);
    const photo = args.photo;
    if (!photo || typeof photo.file !== "string") throw new EditProblem("falta el nombre de la foto («file»)");
    if (list.captioned && photo.caption === undefined) throw new EditProblem(`${list.name} llevan también su pie de foto («caption») en cada idioma`);
    if (!list.captioned && photo.caption !== undefined) throw new EditProblem(`${list.name} no llevan pie de foto («caption»), solo «alt»`);
    const quoted = { prefer: "double" } as const;
    const lines = [
      fieldLine("file", photo.file),
      ...nestedLines("alt", translatedLines(photo.alt, site.languages, quoted)),
      ...(photo.caption === undefined ? [] : nestedLines("caption", translatedLines(photo.caption, site.languages, quoted))),
    ];
    if (!has(site, list.path)) throw new EditProblem(`no existe la lista de ${list.name}`);
    return madeText(insertItem(text, list.path, lines, args.index));
  });
}

/** Takes a photo out of the list (its file stays in photos/). */
export function removePhoto(text: string, args: { list: PhotoList; file: string }): EditResult {
  return guarded(() => {
    const site = siteData(text);
    const list = photos(site, args.list);
    return madeText(removeItem(text, list.path, photoIndex(site, list, args.file)));
  });
}

/** Moves a photo to position `to` of its list (0, the first: an apartment's main photo). */
export function movePhoto(text: string, args: { list: PhotoList; file: string; to: number }): EditResult {
  return guarded(() => {
    const site = siteData(text);
    const list = photos(site, args.list);
    return madeText(moveItem(text, list.path, photoIndex(site, list, args.file), args.to));
  });
}

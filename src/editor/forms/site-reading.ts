/**
 * What the forms read of site.yaml to show its current values: read as the edits read it
 * (edits/site-data.ts, the `yaml` package with the check's bounds), so a form is usable exactly
 * when its edits can be made. The owner may be halfway through typing anything: every value is
 * read for what it is, and one of the wrong kind reads as empty rather than failing the form.
 */
import { dataAt } from "../edits/edit-check.ts";
import { guarded } from "../edits/edit-result.ts";
import { listAt, siteData, type SiteData } from "../edits/site-data.ts";
import type { PhotoList } from "../edits/photo-edits.ts";

/** The text read, or why the forms can't be used until it is fixed (said in Spanish, as the edits say it). */
export type SiteReading = { site: SiteData } | { problem: string };

export function readSite(text: string): SiteReading {
  let site: SiteData | undefined;
  const read = guarded(() => {
    site = siteData(text);
    return text;
  });
  return site ? { site } : { problem: "problem" in read ? read.problem : "" };
}

/** A value as a form field shows it: a text or a number as written, anything else empty. */
export function shown(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}

/** A text in each language, as far as it is one: its languages' texts. */
export function translations(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** A text in each language, in the site's first language (or any it has). */
export function firstLanguage(site: SiteData, value: unknown): string {
  const texts = translations(value);
  return texts[site.languages[0] ?? ""] ?? Object.values(texts)[0] ?? "";
}

export type Apartment = { slug: string; name: string; index: number };

/** The apartments with a slug, the forms' way to name one. */
export function apartments(site: SiteData): Apartment[] {
  return listAt(site, ["apartments"]).flatMap((apartment, index) => {
    const slug = dataAt(apartment, ["slug"]);
    if (typeof slug !== "string" || slug === "") return [];
    const name = dataAt(apartment, ["name"]);
    return [{ slug, name: typeof name === "string" && name !== "" ? name : slug, index }];
  });
}

/** A photo list the forms work on: whose photos, its name for the owner and for a commit, and where its photos are shown. */
export type PhotoListChoice = { key: string; list: PhotoList; label: { kind: "apartment" | "gallery" | "about"; name: string }; use: "apartment" | "gallery" | "about"; path: (string | number)[] };

/** Every list of photos the edits can change: each apartment's, each gallery section's, the history's images. */
export function photoLists(site: SiteData, { withAbout }: { withAbout: boolean }): PhotoListChoice[] {
  const lists: PhotoListChoice[] = apartments(site).map((apartment) => ({
    key: `apartment:${apartment.slug}`,
    list: { apartment: apartment.slug },
    label: { kind: "apartment", name: apartment.name },
    use: "apartment",
    path: ["apartments", apartment.index, "photos"],
  }));
  listAt(site, ["gallery", "sections"]).forEach((section, index) => {
    lists.push({
      key: `gallery:${index}`,
      list: { gallerySection: index },
      label: { kind: "gallery", name: firstLanguage(site, dataAt(section, ["title"])) || String(index + 1) },
      use: "gallery",
      path: ["gallery", "sections", index, "photos"],
    });
  });
  if (withAbout && Array.isArray(dataAt(site.data, ["about", "images"]))) {
    lists.push({ key: "about", list: { about: true }, label: { kind: "about", name: "" }, use: "about", path: ["about", "images"] });
  }
  return lists;
}

export type ListedPhoto = { file: string; alt: Record<string, string>; caption: Record<string, string> | undefined };

/** The photos of a list that have a file name: the edits find a photo by it. */
export function photosOf(site: SiteData, choice: PhotoListChoice): ListedPhoto[] {
  return listAt(site, choice.path).flatMap((photo) => {
    const file = dataAt(photo, ["file"]);
    if (typeof file !== "string" || file === "") return [];
    const caption = dataAt(photo, ["caption"]);
    return [{ file, alt: translations(dataAt(photo, ["alt"])), caption: caption === undefined ? undefined : translations(caption) }];
  });
}

/** How a commit message names a list of photos (Spanish, as every commit message is). */
export function photoListName(choice: PhotoListChoice): string {
  if (choice.label.kind === "apartment") return choice.label.name;
  if (choice.label.kind === "gallery") return `la galería (${choice.label.name})`;
  return "la historia";
}

/** What the tasks read of site.yaml's data to find their place: an apartment by its slug, the site's languages. */
import { EditProblem, type YamlPath } from "./edit-result.ts";
import { dataAt } from "./edit-check.ts";
import { dataOf, readForEdit } from "./edit-source.ts";

export type SiteData = { data: unknown; languages: string[] };

export function siteData(text: string): SiteData {
  const data = dataOf(readForEdit(text));
  const languages = dataAt(data, ["site", "languages"]);
  return { data, languages: Array.isArray(languages) ? languages.filter((code): code is string => typeof code === "string") : [] };
}

/** The list at `path` in the data; an empty one when there is none. */
export function listAt(site: SiteData, path: YamlPath): unknown[] {
  const list = dataAt(site.data, path);
  return Array.isArray(list) ? list : [];
}

/** The path of the apartment whose slug is `slug`. */
export function apartmentPath(site: SiteData, slug: unknown): YamlPath {
  const index = listAt(site, ["apartments"]).findIndex((apartment) => dataAt(apartment, ["slug"]) === slug);
  if (typeof slug !== "string" || index < 0) throw new EditProblem(`no hay ningún apartamento «${String(slug)}» en «apartments»`);
  return ["apartments", index];
}

/** The apartment's name as the owner reads it, for messages. */
export function apartmentName(site: SiteData, path: YamlPath): string {
  const name = dataAt(site.data, [...path, "name"]);
  return typeof name === "string" ? name : String(dataAt(site.data, [...path, "slug"]));
}

/** Whether the data has a value at `path`. */
export function has(site: SiteData, path: YamlPath): boolean {
  return dataAt(site.data, path) !== undefined;
}

/** A position in a list the task was given, proved to be one. */
export function checkedPosition(index: unknown, length: number, what: string): number {
  if (typeof index !== "number" || !Number.isSafeInteger(index) || index < 0 || index >= length) throw new EditProblem(`no existe ${what}`);
  return index;
}

/**
 * An apartment's prices (its «rates»): a season's price by night and for Friday and Saturday, its
 * dates and minimum stay, the cleaning fee; a season added or taken out. What the values must be
 * (a price with no thousands point, seasons without gaps) is the content check's to say, at the
 * line the form wrote.
 */
import { EditProblem, guarded, type EditResult, type YamlPath } from "./edit-result.ts";
import { fieldLine, madeText, nestedLines, translatedLines } from "./new-lines.ts";
import { apartmentName, apartmentPath, checkedPosition, has, listAt, siteData, type SiteData } from "./site-data.ts";
import { addKey, insertItem, removeItem, removeKey, setScalar } from "./text-edits.ts";

/** A season as the schema's «season» has it; `name` in each language. */
export type NewSeason = { name: Record<string, string>; from: string; to: string; nightly: number; weekend?: number; minNights: number };

type SeasonAt = { apartment: string; season: number };

const PRICE = { price: true } as const;
const DATE = { date: true } as const;

function checkedPrice(price: unknown): number {
  if (typeof price !== "number" || !Number.isFinite(price)) throw new EditProblem("el precio tiene que ser un número, en euros: «85» o «85.50»");
  return price;
}

function checkedDate(date: unknown): string {
  if (typeof date !== "string") throw new EditProblem("la fecha tiene que ser año-mes-día: «2027-01-07»");
  return date;
}

function checkedNights(nights: unknown): number {
  if (typeof nights !== "number" || !Number.isFinite(nights)) throw new EditProblem("la estancia mínima tiene que ser un número de noches");
  return nights;
}

function seasonPath(site: SiteData, { apartment, season }: SeasonAt): YamlPath {
  const path = apartmentPath(site, apartment);
  const seasons = [...path, "rates", "seasons"];
  if (!has(site, seasons)) throw new EditProblem(`«${apartmentName(site, path)}» no tiene precios («rates»)`);
  return [...seasons, checkedPosition(season, listAt(site, seasons).length, `la temporada ${String(season + 1)} de «${apartmentName(site, path)}»`)];
}

/** A season's price for each night («nightly») or for Friday and Saturday («weekend»; null takes it out). */
export function setSeasonPrice(text: string, args: SeasonAt & { night: "nightly" | "weekend"; price: number | null }): EditResult {
  return guarded(() => {
    const path = seasonPath(siteData(text), args);
    if (args.night !== "nightly" && args.night !== "weekend") throw new EditProblem("el precio es el de cada noche («nightly») o el de viernes y sábado («weekend»)");
    if (args.price === null) {
      if (args.night === "nightly") throw new EditProblem("el precio por noche no se puede quitar: cada temporada tiene el suyo");
      return has(siteData(text), [...path, "weekend"]) ? madeText(removeKey(text, path, "weekend")) : text;
    }
    return madeText(setScalar(text, [...path, args.night], checkedPrice(args.price), PRICE));
  });
}

/** A season's first night («from») and last night («to»). */
export function setSeasonDates(text: string, args: SeasonAt & { from: string; to: string }): EditResult {
  return guarded(() => {
    const path = seasonPath(siteData(text), args);
    const from = madeText(setScalar(text, [...path, "from"], checkedDate(args.from), DATE));
    return madeText(setScalar(from, [...path, "to"], checkedDate(args.to), DATE));
  });
}

/** A season's minimum stay, in nights. */
export function setMinNights(text: string, args: SeasonAt & { nights: number }): EditResult {
  return guarded(() => madeText(setScalar(text, [...seasonPath(siteData(text), args), "minNights"], checkedNights(args.nights))));
}

/** The cleaning fee, once a stay; null takes «cleaningFee» out (the cleaning goes in the price). */
export function setCleaningFee(text: string, args: { apartment: string; fee: number | null }): EditResult {
  return guarded(() => {
    const site = siteData(text);
    const path = apartmentPath(site, args.apartment);
    const rates = [...path, "rates"];
    if (!has(site, rates)) throw new EditProblem(`«${apartmentName(site, path)}» no tiene precios («rates»): añade antes una temporada`);
    if (args.fee === null) return has(site, [...rates, "cleaningFee"]) ? madeText(removeKey(text, rates, "cleaningFee")) : text;
    return madeText(setScalar(text, [...rates, "cleaningFee"], checkedPrice(args.fee), PRICE));
  });
}

/** A season's lines, as the guide writes them. */
function seasonLines(season: NewSeason, languages: readonly string[]): string[] {
  if (!season || typeof season !== "object") throw new EditProblem("faltan los datos de la temporada");
  return [
    ...nestedLines("name", translatedLines(season.name, languages)),
    fieldLine("from", checkedDate(season.from), DATE),
    fieldLine("to", checkedDate(season.to), DATE),
    fieldLine("nightly", checkedPrice(season.nightly), PRICE),
    ...(season.weekend === undefined ? [] : [fieldLine("weekend", checkedPrice(season.weekend), PRICE)]),
    fieldLine("minNights", checkedNights(season.minNights)),
  ];
}

/**
 * Adds a season to the apartment's prices, at `index` (the end when left out). An apartment
 * without prices gets its «rates», which say whether taxes are included: `taxesIncluded` is
 * needed then.
 */
export function addSeason(text: string, args: { apartment: string; season: NewSeason; index?: number; taxesIncluded?: boolean }): EditResult {
  return guarded(() => {
    const site = siteData(text);
    const path = apartmentPath(site, args.apartment);
    const lines = seasonLines(args.season, site.languages);
    const item = [`- ${lines[0] ?? ""}`, ...lines.slice(1).map((line) => (line === "" ? "" : `  ${line}`))];
    const rates = [...path, "rates"];
    if (!has(site, rates)) {
      if (typeof args.taxesIncluded !== "boolean") throw new EditProblem(`«${apartmentName(site, path)}» aún no tiene precios: di si llevan los impuestos incluidos («taxesIncluded»)`);
      return madeText(addKey(text, path, "rates", [fieldLine("taxesIncluded", args.taxesIncluded), ...nestedLines("seasons", item)]));
    }
    if (!has(site, [...rates, "seasons"])) return madeText(addKey(text, rates, "seasons", item));
    return madeText(insertItem(text, [...rates, "seasons"], lines, args.index));
  });
}

/** Takes a season out of the apartment's prices; the only one stays (without seasons, «rates» says nothing). */
export function removeSeason(text: string, args: SeasonAt): EditResult {
  return guarded(() => {
    const site = siteData(text);
    const path = seasonPath(site, args);
    if (listAt(site, path.slice(0, -1)).length === 1) {
      throw new EditProblem(`es la única temporada de «${apartmentName(site, path.slice(0, 2))}»: para que no tenga precios, quita su «rates» entero`);
    }
    return madeText(removeItem(text, path.slice(0, -1), args.season));
  });
}

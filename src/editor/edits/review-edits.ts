/**
 * The guests' reviews («reviews: list:»): one added with its fields, as the guide writes them, or
 * one taken out. A review is copied as the guest wrote it: its texts go in double quotes.
 */
import { EditProblem, guarded, type EditResult, type YamlPath } from "./edit-result.ts";
import { dataAt } from "./edit-check.ts";
import { fieldLine, madeText, nestedLines, translatedLines } from "./new-lines.ts";
import { checkedPosition, has, listAt, siteData, type SiteData } from "./site-data.ts";
import { insertItem, removeItem, setScalar } from "./text-edits.ts";

/** A review as the schema's «review» has it. */
export type NewReview = {
  guest: string;
  stay: string;
  apartment: string;
  source: string;
  url?: string;
  rating?: number;
  language: string;
  text: string;
  translations?: Record<string, string>;
};

const LIST = ["reviews", "list"];
/** The source of the reviews that reach the owner directly, counted in «reviews.direct». */
const DIRECT_SOURCE = "directo";
const QUOTED = { prefer: "double" } as const;

function reviewLines(review: NewReview, languages: readonly string[]): string[] {
  if (!review || typeof review !== "object") throw new EditProblem("faltan los datos de la opinión");
  const texts: [string, unknown][] = [
    ["guest", review.guest],
    ["stay", review.stay],
    ["apartment", review.apartment],
    ["source", review.source],
    ["language", review.language],
    ["text", review.text],
  ];
  for (const [key, value] of texts) if (typeof value !== "string") throw new EditProblem(`falta «${key}» de la opinión`);
  if (review.url !== undefined && typeof review.url !== "string") throw new EditProblem("la dirección de la opinión («url») tiene que ser un texto");
  if (review.rating !== undefined && (typeof review.rating !== "number" || !Number.isFinite(review.rating))) throw new EditProblem("la nota («rating») tiene que ser un número");
  return [
    fieldLine("guest", review.guest),
    fieldLine("stay", review.stay, { date: true }),
    fieldLine("apartment", review.apartment),
    fieldLine("source", review.source),
    ...(review.url === undefined ? [] : [fieldLine("url", review.url)]),
    ...(review.rating === undefined ? [] : [fieldLine("rating", review.rating)]),
    fieldLine("language", review.language),
    fieldLine("text", review.text, QUOTED),
    ...(review.translations === undefined ? [] : nestedLines("translations", translatedLines(review.translations, languages, QUOTED))),
  ];
}

/** Where the count of `source`'s reviews is: its «total» in «sources», or the direct ones'. */
function totalPath(site: SiteData, source: string): YamlPath | undefined {
  if (source === DIRECT_SOURCE) return has(site, ["reviews", "direct", "total"]) ? ["reviews", "direct", "total"] : undefined;
  const index = listAt(site, ["reviews", "sources"]).findIndex((entry) => dataAt(entry, ["id"]) === source);
  return index >= 0 && has(site, ["reviews", "sources", index, "total"]) ? ["reviews", "sources", index, "total"] : undefined;
}

/**
 * Adds a review among the others by its month, the most recent first, as the file lists them. Its
 * source's «total» counts every review of the period, so it can't be less than those listed: one
 * that was already all of them goes up by one with the new review.
 */
export function addReview(text: string, args: { review: NewReview }): EditResult {
  return guarded(() => {
    const site = siteData(text);
    if (!has(site, LIST)) throw new EditProblem("el archivo no tiene opiniones («reviews: list:»): añade el bloque «reviews» a mano, como explica la guía");
    const lines = reviewLines(args.review, site.languages);
    const reviews = listAt(site, LIST);
    const older = reviews.findIndex((review) => String(dataAt(review, ["stay"])) < args.review.stay);
    let newText = madeText(insertItem(text, LIST, lines, older < 0 ? undefined : older));
    const total = totalPath(site, args.review.source);
    const shown = reviews.filter((review) => dataAt(review, ["source"]) === args.review.source).length + 1;
    const counted = total ? dataAt(site.data, total) : undefined;
    if (total && typeof counted === "number" && counted < shown) newText = madeText(setScalar(newText, total, shown));
    return newText;
  });
}

/** Takes a review out of the list (its source's «total» stays: it counts the platform's reviews, not the listed ones). */
export function removeReview(text: string, args: { review: number }): EditResult {
  return guarded(() => {
    const site = siteData(text);
    const index = checkedPosition(args.review, listAt(site, LIST).length, `la opinión ${String(args.review + 1)} de «reviews.list»`);
    return madeText(removeItem(text, LIST, index));
  });
}

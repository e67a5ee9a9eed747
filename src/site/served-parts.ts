/**
 * The parts of a page drawn by the server's render only (ServedAsIs: description, features, prices,
 * rules, reviews): their data, for the page at `path`. Only the server's entry (src/entry.server.tsx)
 * calls this and hands it to the page through ServedPartsContext, so none of it travels in the
 * page's hydration data and the browser's bundle has none of this module.
 * docs/decisions/029-parts-served-as-they-are.md
 */
import { apartmentServedParts } from "./page-data/apartment";
import { homeServedParts } from "./page-data/home";
import { languageOf, siteIn } from "./routing";

export function servedPartsFor(path: string) {
  const language = languageOf(path);
  const route = siteIn(language).routes.find((candidate) => candidate.path === path);
  if (route?.kind === "apartment") return { kind: "apartment" as const, ...apartmentServedParts(route.apartment, language) };
  if (route?.kind === "home") return { kind: "home" as const, ...homeServedParts(language) };
  return null;
}

export type ServedParts = NonNullable<ReturnType<typeof servedPartsFor>>;

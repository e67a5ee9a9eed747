/**
 * Where each page lives: its language, its address, its breadcrumb trail, and the page of
 * site.yaml a path names. The main language's pages keep the addresses of site.yaml; another
 * language's are the same under /<language>/ (`/en/about`, `/en` for the home page), and the site
 * in that language (siteIn) already holds them there. Runs at build time, in route loaders and
 * the postbuild script.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../generated/languages.gen";
import type { Site, SitePage } from "../generated/site-types.gen";
import type { HiddenApartment } from "../generated/site.gen";
import { found } from "./found";
import { addressUnder, EDITOR_PATH, NOT_FOUND_PATH } from "./output-names";
import { siteSource } from "./site-source";
import type { Crumb } from "./types";

/** The site in one language: every text in it, every page at its address in it. */
export function siteIn(language: Language): Site {
  return siteSource().sites[language];
}

/** The apartments taken off the site for a while (site.yaml «hidden: true»), each with its page's address in `language`. */
export function hiddenApartmentsIn(language: Language): readonly HiddenApartment[] {
  return siteSource().hiddenApartments[language];
}

/** The apartment taken off the site whose page was at `path`, if any: that address says it isn't available for now. */
export function hiddenApartmentAt(path: string): HiddenApartment | undefined {
  return hiddenApartmentsIn(languageOf(path)).find((apartment) => apartment.path === path);
}

/** "/about/" and "/about" are the same page; the site's policy is no trailing slash. */
function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function pathOf(request: Request): string {
  return normalizePath(decodeURIComponent(new URL(request.url).pathname));
}

/** The language an address is in: /en and /en/… are English; every other address is in the main language. */
export function languageOf(path: string): Language {
  const first = path.split("/")[1] ?? "";
  return first !== DEFAULT_LANGUAGE && (LANGUAGES as readonly string[]).includes(first) ? (first as Language) : DEFAULT_LANGUAGE;
}

/** Where a main-language address is in `language`: /about → /en/about, / → /en. */
export function addressIn(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return addressUnder(path, language);
}

/** The main-language address of an address in any language: /en/about → /about, /en → /. */
function mainAddressOf(path: string): string {
  const language = languageOf(path);
  if (language === DEFAULT_LANGUAGE) return path;
  return path.slice(language.length + 1) || "/";
}

/** The not-found page of a language: /404, /en/404. */
export function notFoundPathIn(language: Language): string {
  return addressIn(NOT_FOUND_PATH, language);
}

/** Is this address a language's not-found page? */
export function isNotFoundPath(path: string): boolean {
  return mainAddressOf(path) === NOT_FOUND_PATH;
}

/** Is this address a language's editor (/editar, /en/editar)? */
export function isEditorPath(path: string): boolean {
  return mainAddressOf(path) === EDITOR_PATH;
}

/** The page an address shows: its own (a hidden apartment's says it isn't available; the editor), or its language's not-found page where site.yaml has none. */
export function shownPathOf(path: string): string {
  const language = languageOf(path);
  return siteIn(language).routes.some((route) => route.path === path) || hiddenApartmentAt(path) || isEditorPath(path) ? path : notFoundPathIn(language);
}

/** A page of a kind, with the fields its kind carries (an apartment page's slug, a legal page's which). */
export type PageOfKind<K extends SitePage["kind"]> = Extract<SitePage, { kind: K }>;

/** The page at `path`; of the kind `kind` when given (its loader's), with that kind's fields. Throws if there is none. */
export function routeFor(path: string): SitePage;
export function routeFor<K extends SitePage["kind"]>(path: string, kind: K): PageOfKind<K>;
export function routeFor(path: string, kind?: SitePage["kind"]): SitePage {
  const route = siteIn(languageOf(path)).routes.find((candidate) => candidate.path === path);
  if (!route || (kind && route.kind !== kind)) throw new Error(`no ${kind ?? ""} route at ${path}`);
  return route;
}

/** The page of a kind that links elsewhere point to (the gallery, the contact page…), in a language; its home page if there is none. */
export function pathOfKind(kind: SitePage["kind"], language: Language): string {
  return siteIn(language).routes.find((route) => route.kind === kind)?.path ?? addressIn("/", language);
}

export function apartmentPath(slug: string, language: Language): string {
  return found(
    siteIn(language).routes.find((route) => route.kind === "apartment" && route.apartment === slug),
    `no page of apartment «${slug}» in site.yaml (${language})`,
  ).path;
}

export function crumbsFor(path: string): Crumb[] {
  const routes = siteIn(languageOf(path)).routes;
  const trail: Crumb[] = [];
  const parts = path.split("/").filter(Boolean);
  for (let depth = 0; depth <= parts.length; depth++) {
    const prefix = `/${parts.slice(0, depth).join("/")}`;
    const route = routes.find((candidate) => candidate.path === prefix);
    if (route) trail.push({ label: route.label, path: route.path });
  }
  return trail;
}

export function canonicalFor(path: string): string {
  return `${siteIn(languageOf(path)).site.baseUrl}${path === "/" ? "/" : path}`;
}

/**
 * The same page in every language, the main one first: what the language switcher links to and
 * what `hreflang` names. A language's not-found page has the others' not-found pages.
 */
export function alternatesOf(path: string): { language: Language; path: string }[] {
  const main = mainAddressOf(path);
  return LANGUAGES.map((language) => ({ language, path: addressIn(main, language) }));
}


import { route, type RouteConfig } from "@react-router/dev/routes";
import { LANGUAGES } from "./generated/languages.gen";
import { hiddenApartments, sites } from "./generated/site.gen";
import { AVAILABILITY_PATH, EDITOR_PATH, HERO_PHOTOS_PATH } from "./site/output-names";
import { addressIn } from "./site/routing";

/**
 * One route per page of site.yaml and language, each drawn by the generic renderer of its kind
 * (the main language's at the addresses of site.yaml, the others' under /<language>/), and one per
 * hidden apartment's address and language, and the owner's editor in each language. Redirects
 * are not routes: the build writes them as static pages and host rules (scripts/postbuild.ts).
 */
export default [
  ...LANGUAGES.flatMap((language) => sites[language].routes.map((page) => route(page.path, `routes/${page.kind}-page.tsx`, { id: `page:${page.path}` }))),
  // An apartment taken off the site for a while: its address says so, in every language.
  ...LANGUAGES.flatMap((language) => hiddenApartments[language].map((apartment) => route(apartment.path, "routes/hidden-apartment-page.tsx", { id: `hidden:${apartment.path}` }))),
  ...LANGUAGES.map((language) => route(addressIn(HERO_PHOTOS_PATH, language).slice(1), "routes/hero-photos-resource.ts", { id: `hero-photos:${language}` })),
  route(AVAILABILITY_PATH.slice(1), "routes/availability-resource.ts", { id: "availability" }),
  // The owner's editor of site.yaml, in every language: linked from no page, in no sitemap.
  ...LANGUAGES.map((language) => route(addressIn(EDITOR_PATH, language).slice(1), "routes/editor-page.tsx", { id: `editor:${language}` })),
  route("*", "routes/not-found-page.tsx", { id: "not-found" }),
] satisfies RouteConfig;

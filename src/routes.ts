import { route, type RouteConfig } from "@react-router/dev/routes";
import { site } from "./generated/site.gen";
import { AVAILABILITY_PATH, HERO_PHOTOS_PATH } from "./site/output-names";

/**
 * One route per page of site.yaml, each drawn by the generic renderer of its
 * kind. Redirects are not routes: the build writes them as static pages and
 * host rules (scripts/postbuild.ts).
 */
export default [
  ...site.routes.map((page) => route(page.path, `pages/${page.kind}-page.tsx`, { id: `page:${page.path}` })),
  route(HERO_PHOTOS_PATH.slice(1), "pages/hero-photos-resource.ts", { id: "hero-photos" }),
  route(AVAILABILITY_PATH.slice(1), "pages/availability-resource.ts", { id: "availability" }),
  route("*", "pages/not-found-page.tsx", { id: "not-found" }),
] satisfies RouteConfig;

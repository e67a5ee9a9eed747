/**
 * Where each page lives: its address, its breadcrumb trail, and the page of site.yaml a path
 * names. Runs at build time, in route loaders and the postbuild script.
 */
import type { SitePage } from "../generated/site-types.gen";
import { site } from "../generated/site.gen";
import type { Crumb } from "./types";

/** "/about/" and "/about" are the same page; the site's policy is no trailing slash. */
function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function pathOf(request: Request): string {
  return normalizePath(decodeURIComponent(new URL(request.url).pathname));
}

export function routeFor(path: string, kind?: SitePage["kind"]): SitePage {
  const route = site.routes.find((candidate) => candidate.path === path);
  if (!route || (kind && route.kind !== kind)) throw new Error(`no ${kind ?? ""} route at ${path}`);
  return route;
}

/** The page of a kind that links elsewhere point to (the gallery, the contact page…); the home page if there is none. */
export function pathOfKind(kind: SitePage["kind"]): string {
  return site.routes.find((route) => route.kind === kind)?.path ?? "/";
}

export function apartmentPath(slug: string): string {
  return site.routes.find((route) => route.kind === "apartment" && route.apartment === slug)!.path;
}

export function crumbsFor(path: string): Crumb[] {
  const trail: Crumb[] = [];
  const parts = path.split("/").filter(Boolean);
  for (let depth = 0; depth <= parts.length; depth++) {
    const prefix = `/${parts.slice(0, depth).join("/")}`;
    const route = site.routes.find((candidate) => candidate.path === prefix);
    if (route) trail.push({ label: route.label, path: route.path });
  }
  return trail;
}

export function canonicalFor(path: string): string {
  return `${site.site.baseUrl}${path === "/" ? "/" : path}`;
}

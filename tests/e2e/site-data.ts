import { site } from "../../src/generated/site.gen.ts";

export { site };

/** Every real page of the site, from site.yaml. */
export const routes = site.routes;

export function trailFor(path: string): string[] {
  const parts = path.split("/").filter(Boolean);
  const trail: string[] = [];
  for (let depth = 0; depth <= parts.length; depth++) {
    const prefix = `/${parts.slice(0, depth).join("/")}`;
    const route = site.routes.find((candidate) => candidate.path === prefix);
    if (route) trail.push(route.label);
  }
  return trail;
}

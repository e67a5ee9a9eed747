/**
 * A page of the preview's site, with the data its route's loaders give it: the shell's (the root
 * route's), the page's own, and the parts the server's render draws (served-parts.ts), all read
 * from the preview's site source in one synchronous draw (withSiteSource). The functions the route
 * modules' loaders call (the browser's build drops the loaders themselves), so the preview's data
 * is the build's for the same content.
 */
import { layoutData } from "../../site/layout-data";
import { apartmentRouteData } from "../../site/page-data/apartment";
import { homeRouteData } from "../../site/page-data/home";
import type { Language } from "../../site/types";
import { apartmentPath, pathOfKind } from "../../site/routing";
import { servedPartsFor } from "../../site/served-parts";
import { withSiteSource, type SiteSource } from "../../site/site-source";

/** A page the preview draws: the home page, or an apartment's page (by its slug). */
export type PreviewPage = "home" | { apartment: string };

export type DrawnPage = {
  path: string;
  layout: ReturnType<typeof layoutData>;
  served: ReturnType<typeof servedPartsFor>;
  page: { kind: "home"; data: ReturnType<typeof homeRouteData> } | { kind: "apartment"; data: ReturnType<typeof apartmentRouteData> };
};

/** The page `page` in `language`, its data read from `source`; throws as a loader would (an apartment the site doesn't show). */
export function drawPage(source: SiteSource, language: Language, page: PreviewPage): DrawnPage {
  return withSiteSource(source, () => {
    const path = page === "home" ? pathOfKind("home", language) : apartmentPath(page.apartment, language);
    return {
      path,
      layout: layoutData(path),
      served: servedPartsFor(path),
      page: page === "home" ? { kind: "home", data: homeRouteData(path) } : { kind: "apartment", data: apartmentRouteData(path) },
    };
  });
}

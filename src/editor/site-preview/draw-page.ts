/**
 * A page of the preview's site, with the data its route's loaders give it: the shell's (the root
 * route's), the page's own, and the parts the server's render draws (served-parts.ts), all read
 * from the preview's site source in one synchronous draw (withSiteSource). The route modules'
 * own loaders, so the preview's data is the build's for the same content.
 */
import { loader as rootLoader } from "../../root";
import { loader as apartmentLoader } from "../../routes/apartment-page";
import { loader as homeLoader } from "../../routes/home-page";
import type { Language } from "../../site/types";
import { apartmentPath, pathOfKind } from "../../site/routing";
import { servedPartsFor } from "../../site/served-parts";
import { withSiteSource, type SiteSource } from "../../site/site-source";

/** A page the preview draws: the home page, or an apartment's page (by its slug). */
export type PreviewPage = "home" | { apartment: string };

/** The address the preview's requests are made at: never fetched, only read for its path. */
const PREVIEW_ORIGIN = "http://vista-previa.invalid";

/** What a route's loader gives for the page at `path`: it is asked with the page's request, and no params (the routes read the path). */
function load<Args extends { request: Request; params: object }, Data>(loader: (args: Args) => Data, path: string): Data {
  const args: Pick<Args, "request" | "params"> = { request: new Request(new URL(path, PREVIEW_ORIGIN)), params: {} as Args["params"] };
  return loader(args as Args);
}

export type DrawnPage = {
  path: string;
  layout: ReturnType<typeof rootLoader>;
  served: ReturnType<typeof servedPartsFor>;
  page: { kind: "home"; data: ReturnType<typeof homeLoader> } | { kind: "apartment"; data: ReturnType<typeof apartmentLoader> };
};

/** The page `page` in `language`, its data read from `source`; throws as a loader would (an apartment the site doesn't show). */
export function drawPage(source: SiteSource, language: Language, page: PreviewPage): DrawnPage {
  return withSiteSource(source, () => {
    const path = page === "home" ? pathOfKind("home", language) : apartmentPath(page.apartment, language);
    return {
      path,
      layout: load(rootLoader, path),
      served: servedPartsFor(path),
      page: page === "home" ? { kind: "home", data: load(homeLoader, path) } : { kind: "apartment", data: load(apartmentLoader, path) },
    };
  });
}

/** What every page says about itself: title, description, canonical address and its other languages, banner and share photo. */
import type { SitePage } from "../generated/site-types.gen";
import { languageFacts, shellWords } from "../labels/words";
import { found } from "./found";
import { firstSlideshowPhoto } from "./home-slideshow";
import { photoInfo, picture } from "./pictures";
import { fill, wordsIn } from "../labels/dictionary";
import { alternatesOf, canonicalFor, crumbsFor, hiddenApartmentAt, isNotFoundPath, languageOf, routeFor, siteIn } from "./routing";
import type { Crumb, Language, PageInfo, ShareImage } from "./types";

/** The breadcrumb banner draws from the first 41 apartment photos (image index 0 to 40). */
const BANNER_POOL = 41;

function titleFor(crumbs: readonly Crumb[], language: Language): string {
  return [...crumbs.map((crumb) => crumb.label), siteIn(language).site.titleSuffix].join(" - ");
}

/**
 * A stable pick: the same page gets the same banner in its HTML and after hydration, and in every
 * language. An apartment's page shows one of its own photos (a banner of another apartment would
 * mislead); every other page one of the first 41 apartment photos.
 */
function bannerFor(path: string, route: SitePage | undefined, language: Language): { file: string; alt: string } {
  const site = siteIn(language);
  const own = route?.kind === "apartment" ? site.apartments.find((apartment) => apartment.slug === route.apartment)?.photos : undefined;
  const pool = own?.length ? own : site.apartments.flatMap((apartment) => apartment.photos).slice(0, BANNER_POOL);
  // Hashed on the main language's address: the banner doesn't change with the language.
  const key = found(alternatesOf(path)[0], `no address of ${path} in the main language`).path;
  let hash = 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return found(pool[hash % pool.length], `no apartment photo for the banner of ${path}`);
}

/** The photo a shared link shows: an apartment page its apartment's first photo, every other page the home page's (its slideshow's first). */
function shareImageFor(route: SitePage | undefined, language: Language): ShareImage {
  const site = siteIn(language);
  const own = route?.kind === "apartment" ? site.apartments.find((apartment) => apartment.slug === route.apartment) : undefined;
  const photo = own ? own.photos[0] : firstSlideshowPhoto(site);
  const share = found(photoInfo(photo.file)?.share, `photo ${photo.file} has no JPEG to share: run npm run generate`);
  // A published photo's address is on the site; a photo not yet published (the editor's preview) has a whole address of its own.
  const url = share.url.startsWith("/") ? `${site.site.baseUrl}${share.url}` : share.url;
  return { url, width: share.width, height: share.height, alt: photo.alt };
}

export function pageInfo(path: string): PageInfo {
  const language = languageOf(path);
  const site = siteIn(language);
  const hidden = hiddenApartmentAt(path);
  const route = isNotFoundPath(path) || hidden ? undefined : routeFor(path);
  const home = found(
    site.routes.find((candidate) => candidate.kind === "home"),
    `no home page in site.yaml (${language})`,
  );
  // A hidden apartment's address keeps its place in the trail (the list's, its name's); the not-found page hangs from the home page.
  const crumbs = route ? crumbsFor(path) : hidden ? [...crumbsFor(path), { label: hidden.name, path }] : [...crumbsFor(home.path), { label: wordsIn(shellWords, language).notFound.title, path }];
  return {
    language,
    ogLocale: wordsIn(languageFacts, language).ogLocale,
    canonical: canonicalFor(path),
    // Every language's version of the page, for hreflang; the not-found pages have no address to name, and a hidden apartment's address is for no search engine.
    alternates: route ? alternatesOf(path).map((alternate) => ({ language: alternate.language, url: canonicalFor(alternate.path), ogLocale: wordsIn(languageFacts, alternate.language).ogLocale })) : [],
    crumbs,
    title: titleFor(crumbs, language),
    description: route?.description ?? (hidden ? fill(wordsIn(shellWords, language).hiddenApartment.text, { name: hidden.name }) : site.site.description),
    banner: picture(bannerFor(path, route, language).file, ""),
    image: shareImageFor(route, language),
    siteName: site.site.name,
  };
}

/** What every page says about itself: title, description, canonical address, banner and share photo. */
import type { SitePage } from "../generated/site-types.gen";
import { photos } from "../generated/photos.gen";
import { site } from "../generated/site.gen";
import { labels } from "../labels";
import { picture } from "./pictures";
import { NOT_FOUND_PATH } from "./output-names";
import { canonicalFor, crumbsFor, routeFor } from "./routing";
import type { Crumb, PageInfo, ShareImage } from "./types";

/** The breadcrumb banner draws from the first 41 apartment photos (image index 0 to 40). */
const BANNER_POOL = 41;

function titleFor(crumbs: readonly Crumb[]): string {
  return [...crumbs.map((crumb) => crumb.label), site.site.titleSuffix].join(" - ");
}

/**
 * A stable pick: the same page gets the same banner in its HTML and after hydration. An apartment's
 * page shows one of its own photos (a banner of another apartment would mislead); every other page
 * one of the first 41 apartment photos.
 */
function bannerFileFor(path: string, route: SitePage | undefined): string {
  const own = route?.kind === "apartment" ? site.apartments.find((apartment) => apartment.slug === route.apartment)?.photos : undefined;
  const pool = own?.length ? own : site.apartments.flatMap((apartment) => apartment.photos).slice(0, BANNER_POOL);
  let hash = 0;
  for (const char of path) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return pool[hash % pool.length]!.file;
}

/** The photo a shared link shows: an apartment page its apartment's first photo, every other page the home page's. */
function shareImageFor(route: SitePage | undefined): ShareImage {
  const own = route?.kind === "apartment" ? site.apartments.find((apartment) => apartment.slug === route.apartment) : undefined;
  const photo = (own ?? site.apartments[0]!).photos[0]!;
  const share = photos[photo.file]!.share!;
  return { url: `${site.site.baseUrl}${share.url}`, width: share.width, height: share.height, alt: photo.alt };
}

export function pageInfo(path: string): PageInfo {
  const route = path === NOT_FOUND_PATH ? undefined : routeFor(path);
  const crumbs = route ? crumbsFor(path) : [...crumbsFor("/"), { label: labels.notFound.title, path }];
  return {
    canonical: canonicalFor(path),
    crumbs,
    title: titleFor(crumbs),
    description: route?.description ?? site.site.description,
    banner: picture(bannerFileFor(path, route), ""),
    image: shareImageFor(route),
    siteName: site.site.name,
  };
}

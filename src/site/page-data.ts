/**
 * The slice of site.yaml each page needs. These functions run only in route
 * loaders, which React Router executes at build time (prerender): the browser
 * receives each page's slice, never the whole content file.
 */
import type { BookingConfig } from "../booking/types";
import type { Apartment, SitePage } from "../generated/site-types.gen";
import { site } from "../generated/site.gen";
import { labels } from "../labels";
import { fillTokens } from "./format";
import { NOT_FOUND_PATH } from "./not-found";
import { picture } from "./pictures";
import { featureIcon } from "./feature-icons";
import { photos } from "../generated/photos.gen";
import type { ApartmentCard, ApartmentDetail, Crumb, LayoutData, MapInfo, PageInfo, PlaceCategoryData, ShareImage } from "./types";

/** The breadcrumb banner draws from the first 41 apartment photos (image index 0 to 40). */
const BANNER_POOL = 41;

/** "/about/" and "/about" are the same page; the site's policy is no trailing slash. */
export function normalizePath(pathname: string): string {
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

export function titleFor(crumbs: readonly Crumb[]): string {
  return [...crumbs.map((crumb) => crumb.label), site.site.titleSuffix].join(" - ");
}

/** A stable pick: the same page gets the same banner in its HTML and after hydration. */
function bannerFileFor(path: string): string {
  const pool = site.apartments.flatMap((apartment) => apartment.photos).slice(0, BANNER_POOL);
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
    path,
    canonical: canonicalFor(path),
    crumbs,
    title: titleFor(crumbs),
    description: route?.description ?? site.site.description,
    banner: picture(bannerFileFor(path), ""),
    image: shareImageFor(route),
    siteName: site.site.name,
  };
}

export function layoutData(): LayoutData {
  const { address } = site.site;
  return {
    name: site.site.name,
    tagline: site.site.tagline,
    navigation: site.navigation,
    social: site.site.social,
    contact: site.contact,
    address: `${address.street}, ${address.postalCode} ${address.town} (${address.province})`,
    registrations: site.apartments.map(({ name, registration }) => ({ name, ...registration })),
    preloaderMs: site.site.preloaderMs,
  };
}

export function mapInfo(): MapInfo {
  const { address, geo } = site.site;
  const full = `${address.street}, ${address.postalCode} ${address.town}, ${address.province}`;
  return { address: full, query: full, latitude: geo.latitude, longitude: geo.longitude };
}

function apartmentPath(slug: string): string {
  return site.routes.find((route) => route.kind === "apartment" && route.apartment === slug)!.path;
}

function apartmentBySlug(slug: string): Apartment {
  return site.apartments.find((apartment) => apartment.slug === slug)!;
}

export function apartmentCard(apartment: Apartment): ApartmentCard {
  const first = apartment.photos[0]!;
  return {
    slug: apartment.slug,
    name: apartment.name,
    summary: apartment.summary,
    path: apartmentPath(apartment.slug),
    rooms: apartment.rooms,
    beds: apartment.beds,
    bathrooms: apartment.bathrooms,
    capacity: apartment.capacity,
    picture: picture(first.file, first.alt),
  };
}

/** Shared rules with this apartment's own sections in place of the shared ones, times filled in. */
export function rulesFor(apartment: Apartment): ApartmentDetail["rules"] {
  const times = site.rules.times;
  return site.rules.sections.map((shared) => {
    const section = apartment.rules?.find((own) => own.id === shared.id) ?? shared;
    return { ...section, paragraphs: section.paragraphs.map((text) => fillTokens(text, times)) as typeof section.paragraphs };
  });
}

export function apartmentDetail(slug: string): ApartmentDetail {
  const apartment = apartmentBySlug(slug);
  return {
    slug: apartment.slug,
    name: apartment.name,
    summary: apartment.summary,
    description: apartment.description,
    features: apartment.features.map((id) => {
      const feature = site.features.find((candidate) => candidate.id === id)!;
      return { id: feature.id, name: feature.name, icon: featureIcon(feature.icon) };
    }),
    photos: apartment.photos.map((photo) => picture(photo.file, photo.alt)),
    rules: rulesFor(apartment),
    registration: apartment.registration,
    capacity: apartment.capacity,
    related: apartment.related.map((other) => apartmentCard(apartmentBySlug(other))),
  };
}

export function placeCategory(id: string): PlaceCategoryData {
  const category = site.placeCategories.find((candidate) => candidate.id === id)!;
  return { id: category.id, title: category.title, intro: category.intro, places: category.places };
}

export function homeData() {
  const first = site.apartments[0]!.photos[0]!;
  return {
    name: site.site.name,
    tagline: site.site.tagline,
    description: site.site.description,
    // The first photo comes with the page; the slideshow fetches the rest (HERO_PHOTOS_PATH) once it starts.
    heroFirst: picture(first.file, first.alt),
    heroPhotosUrl: HERO_PHOTOS_PATH,
    apartments: site.apartments.map(apartmentCard),
    contact: site.contact,
    booking: bookingConfig(),
    defaultApartment: site.apartments[0]!.slug,
    map: mapInfo(),
    links: {
      gallery: site.routes.find((route) => route.kind === "gallery")?.path ?? "/",
      about: site.routes.find((route) => route.kind === "about")?.path ?? "/",
    },
  };
}

/** Where the prerendered list of the hero's photos is served. */
export const HERO_PHOTOS_PATH = "/hero-photos.json";

/** Every apartment photo, in order: the hero slideshow's slides. */
export function heroPhotos() {
  return site.apartments.flatMap((apartment) => apartment.photos.map((photo) => picture(photo.file, photo.alt)));
}

export function galleryData() {
  return { photos: site.gallery.photos.map((photo) => picture(photo.file, photo.alt)), licenseKey: site.gallery.licenseKey };
}

export function aboutData() {
  const { about } = site;
  return {
    title: about.title,
    historian: about.historian,
    paragraphs: about.paragraphs,
    images: about.images.map((image) => ({ ...picture(image.file, image.alt), caption: image.caption })),
  };
}

export function contactData() {
  return { contact: site.contact, address: mapInfo().address };
}

/** The pages a lost visitor is offered: every page in the main menu. */
export function onwardLinks(): Crumb[] {
  return site.navigation.flatMap((item) => [...(item.path ? [{ label: item.label, path: item.path }] : []), ...(item.children ?? [])]);
}

export function apartmentListData() {
  return {
    entries: site.apartments.map((apartment) => ({
      card: apartmentCard(apartment),
      related: apartment.related.map((slug) => apartmentCard(apartmentBySlug(slug))),
    })),
  };
}

export function apartmentPageData(slug: string) {
  return { apartment: apartmentDetail(slug), slider: site.apartmentSlider, contact: site.contact, booking: bookingConfig(), map: mapInfo() };
}

/** What the availability form needs, and nothing more. */
export function bookingConfig(): BookingConfig {
  return {
    timeZone: site.site.timeZone,
    listingSite: site.booking.listingSite,
    listings: site.booking.listings,
    defaultGuests: site.booking.defaultGuests,
    apartments: site.apartments.map((apartment) => ({ slug: apartment.slug, name: apartment.name, maxGuests: apartment.capacity.max })),
    contact: { whatsapp: site.contact.whatsapp, email: site.contact.email },
    contactPage: site.routes.find((route) => route.kind === "contact")?.path ?? "/",
  };
}

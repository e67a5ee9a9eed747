import type { IconNode } from "lucide";
import type { Apartment, Contact, Feature, NavItem, Place, RuleSection } from "../generated/site-types.gen";

/**
 * A photo ready to render: its variants (`stem-width.webp` for each width: see picture-sources.ts),
 * intrinsic size (no layout shift) and a colour to paint while loading.
 */
export type Picture = {
  stem: string;
  widths: number[];
  width: number;
  height: number;
  color: string;
  alt: string;
};

/** A gallery photo: the lightbox uses its largest variant (also the no-script link) and its smallest (thumbnail). */
export type GalleryPhoto = Picture;

export type Crumb = { label: string; path: string };

/** What every page knows about itself: the trail, title and description, and its banner photo. */
export type PageInfo = {
  path: string;
  /** Absolute URL of the page on the public site. */
  canonical: string;
  title: string;
  description: string;
  crumbs: Crumb[];
  banner: Picture;
  /** The photo shown when the page is shared (a JPEG: link previews don't all read WebP). */
  image: ShareImage;
  siteName: string;
};

export type ShareImage = { url: string; width: number; height: number; alt: string };

export type Registration = { name: string; nrua: string; licence: string };

/** What the shell (header, footer, preloader) needs on every page. */
export type LayoutData = {
  name: string;
  tagline: string;
  navigation: NavItem[];
  social: { name: string; url: string };
  contact: Contact;
  address: string;
  registrations: Registration[];
  preloaderMs: number;
};

export type ApartmentCard = {
  slug: string;
  name: string;
  summary: string;
  path: string;
  rooms: number;
  beds: number;
  bathrooms: number;
  capacity: Apartment["capacity"];
  picture: Picture;
};

export type MapInfo = { address: string; query: string; latitude: number; longitude: number };

/** A feature as an apartment page shows it: its name and the drawing of its icon. */
export type FeatureItem = Pick<Feature, "id" | "name"> & { icon: IconNode };

export type ApartmentDetail = {
  slug: string;
  name: string;
  summary: string;
  description: Apartment["description"];
  features: FeatureItem[];
  photos: Picture[];
  rules: RuleSection[];
  registration: Apartment["registration"];
  capacity: Apartment["capacity"];
  related: ApartmentCard[];
};

export type PlaceCategoryData = { id: string; title: string; intro: string; places: Place[] };

import type { PhotoInfo } from "../generated/photos.gen";
import type { Language } from "../generated/languages.gen";
import type { Apartment, Contact, Feature, PlaceCategory, RuleSection, SiteInfo, SitePage } from "../generated/site-types.gen";
import type { Words } from "../labels/dictionary";

/**
 * The shapes pages and components receive. Each is cut from the generated types (the schema's in
 * site-types.gen.ts, the photo manifest's in photos.gen.ts), so a field renamed or documented
 * there changes here too; only what the loaders compute (paths, titles, icons) is declared by hand.
 */

/**
 * A photo ready to render: its variants (`stem-width.webp` for each width: see picture-sources.ts),
 * intrinsic size (no layout shift) and a colour to paint while loading.
 */
export type Picture = Pick<PhotoInfo, "width" | "height" | "color"> & {
  stem: string;
  /** The published variants' widths, smallest first: at least one. */
  widths: [number, ...number[]];
  alt: string;
};

/** A link to a page of the site: a step of the breadcrumb trail, an entry of a list of pages. */
export type Crumb = Pick<SitePage, "label" | "path">;

/**
 * An entry of the main menu as drawn: a link named as its page (the page's `label` in `routes`),
 * or a dropdown of such links, named by its page or, without one, by its own `label`.
 */
export type NavItem = (Crumb & { children?: undefined }) | NavDropdown;

/** A dropdown of the main menu: its links, and its own page when it has one. */
export type NavDropdown = { label: string; path?: string; children: Crumb[] };

/** The owner's ways of being reached that a page links to (the contact page's intro text aside). */
export type ContactChannels = Pick<Contact, "phone" | "whatsapp" | "email">;

/** What every page knows about itself: the trail, title and description, and its banner photo. */
export type PageInfo = Pick<SitePage, "description"> & {
  language: Language;
  /** Open Graph's locale of the page («es_ES»). */
  ogLocale: string;
  /** The page in every language (itself included), for `hreflang` and `og:locale:alternate`; none for a not-found page. */
  alternates: { language: Language; url: string; ogLocale: string }[];
  /** Absolute URL of the page on the public site. */
  canonical: string;
  title: string;
  crumbs: Crumb[];
  banner: Picture;
  /** The photo shown when the page is shared (a JPEG: link previews don't all read WebP). */
  image: ShareImage;
  siteName: SiteInfo["name"];
};

export type ShareImage = NonNullable<PhotoInfo["share"]> & { alt: string };

/** An apartment's tourist registration numbers, under its name. */
export type Registration = Pick<Apartment, "name"> & Apartment["registration"];

/** A code of one of the site's languages (site.languages): «es», «en». */
export type { Language };

/** The same page in another language, as the language switcher links to it. */
export type Alternate = {
  language: Language;
  path: string;
  /** The language's name in itself: «English», «Español». */
  name: string;
};

/** What the shell (header, footer, preloader) needs on every page. */
export type LayoutData = Pick<SiteInfo, "name" | "tagline" | "social" | "preloaderMs"> & {
  /** The legal pages, linked from the footer. */
  legal: Crumb[];
  /** The page's language, its locale for Intl, which way it is written, and the shell's words in it. */
  language: Language;
  locale: string;
  direction: "ltr" | "rtl";
  words: Words["shell"];
  /** The shell's words its islands read in the browser (the page carries them): the groups of `words` they draw. */
  islandWords: Words["shell"];
  /** The page in each other language. */
  alternates: Alternate[];
  /** The page's own address, as the build draws it: the menus mark its link. */
  current: string;
  /** The home page in the page's language: where the error page leads. */
  home: string;
  /** The web manifest in the page's language (its name, its start page): /site.webmanifest, /en/site.webmanifest. */
  manifest: string;
  navigation: NavItem[];
  contact: ContactChannels;
  /** The building's address on one line. */
  address: string;
  registrations: Registration[];
  /** A page drawn without the site's header and footer (the owner's editor): it gives its own language to its parts. */
  bare?: true;
};

export type ApartmentCard = Pick<Apartment, "slug" | "name" | "summary" | "rooms" | "beds" | "bathrooms" | "capacity"> & {
  path: string;
  picture: Picture;
  /** «desde 80 € / noche», only when the owner gives prices. */
  priceFrom?: string;
  /** «desde 72 € / noche reservando directamente», only with prices and a discount for booking directly. */
  directFrom?: string;
};

/** A night's price as the table shows it, and the Friday's and Saturday's if it is another. */
type NightPrices = { nightly: string; weekend: string | null };

/** An apartment's current seasons as its page's price table shows them (src/site/price-info.ts). */
export type RatesTable = {
  /** `direct`: the same prices booked directly with the owner, when site.yaml gives a discount for it. */
  rows: ({ name: string; period: string; minimum: string; direct: NightPrices | null } & NightPrices)[];
  /** Cleaning, taxes, and that the prices are approximate. */
  notes: string[];
};

/** The building on a map: its address (shown, and what a maps link searches for) and where the embedded map centres. */
export type MapInfo = Pick<SiteInfo["geo"], "latitude" | "longitude"> & {
  address: string;
  /** The owner's exact map link (site.address.mapUrl), if any; without it, the address links to a maps search (mapHref). */
  mapUrl?: string;
};

/** A feature as an apartment page shows it: its name and its icon's name (the drawings come with the list's code). */
export type FeatureItem = Pick<Feature, "id" | "name" | "icon">;

/**
 * The fields of site.yaml's apartment its page doesn't take as written: those it has in another
 * form (features named with their icons, photos as pictures, the rules filled in, related
 * apartments as cards) and those it has elsewhere or never (prices: its prices table;
 * registration: the footer; the calendar is never published).
 */
export const APARTMENT_FIELDS_NOT_AS_WRITTEN = ["features", "photos", "rules", "related", "rates", "registration", "calendar"] as const satisfies readonly (keyof Apartment)[];

/**
 * An apartment as its page has it: every field of site.yaml's apartment as written, but those of
 * APARTMENT_FIELDS_NOT_AS_WRITTEN, the reworked ones in their page's form. A field added to the
 * schema reaches the page by itself: only the component that shows it names it.
 */
export type ApartmentDetail = Omit<Apartment, (typeof APARTMENT_FIELDS_NOT_AS_WRITTEN)[number]> & {
  features: FeatureItem[];
  photos: Picture[];
  /** The shared rules with this apartment's own sections in their place, times filled in. */
  rules: RuleSection[];
  related: ApartmentCard[];
};

export type PlaceCategoryData = Pick<PlaceCategory, "title" | "intro" | "places">;

/** A legal page as drawn: the owner's sections, and the parts the site writes itself. */
export type LegalPageData = {
  sections: { title: string; paragraphs: string[] }[];
  /** The storage page: what the site keeps in the browser (src/site/browser-storage.ts), a row each. */
  storage?: { caption: string; headings: string[]; rows: string[][] };
  /** The notice: each apartment's registration numbers, and the authority that supervises them (linked when site.yaml gives its address). */
  registrations?: { heading: string; apartments: Registration[]; supervisor: { label: string; name: string; url?: string } };
};

/** Shapes components draw exactly as the schema declares them; components take their types from here, never from src/generated. */
export type { ApartmentSlider, Figure, Place, RuleSection } from "../generated/site-types.gen";

/** An apartment's booked nights as its page shows them (src/site/availability-info.ts). */
export type AvailabilityInfo = {
  /** The columns' heads, Monday first, as Intl writes the page's language: «L» for «lunes». */
  weekdays: { short: string; long: string }[];
  /**
   * The months drawn, made at build time so that the page carries no date arithmetic: each with its
   * caption («Diciembre de 2026»), how many cells come before its 1st (Monday first) and one letter
   * per day: «p» past (before the data), «f» free, «b» booked.
   */
  months: { caption: string; offset: number; days: string }[];
  /** When the data was last read in full (ISO), and as the page says it; null when a feed was never read. */
  updatedAt: string | null;
  updatedText: string | null;
  /** Platforms whose calendar was never read: their nights are missing. */
  unread: string[];
  /** The calendar is the owner's blocks alone (no platform's): a night not marked may still be taken. */
  ownerOnly: boolean;
  /** Older than STALE_AFTER_HOURS when the page was built (the browser checks again with its own clock). */
  staleAtBuild: boolean;
};

/** An apartment's one-line summary for phones: the parts known at build, and what the page needs to add the first free night when it runs (src/site/stay-summary.ts). */
export type StaySummary = { parts: string[]; booked: [string, string][] | null; until: string | null; timeZone: string };

/** One review, every text in it ready to show. */
export type ReviewCard = {
  /** What the guest wrote, in the page's language: as written, or the owner's translation of it (then `original` holds the guest's words). */
  text: string;
  /** The language of `text` when it isn't the page's (a review with no translation into it). */
  lang?: string;
  /** When `text` is a translation: what says it is one («Traducción del inglés»), and the guest's own words, shown after it. */
  original?: { note: string; label: string; text: string; lang: string };
  byline: string;
  /** «5 de 5 en Airbnb», «enviada directamente». */
  source: string;
  /** The review where it was written. */
  link?: { href: string; label: string };
};

/** A selection of reviews with what the site says of it. */
export type ReviewsBlock = {
  heading: string;
  /** What this selection is: «Las 3 opiniones más recientes, de las 10 que mostramos». */
  intro: string;
  /** How all the reviews shown were chosen, and how they are known to come from guests who stayed. */
  about: string[];
  /** Each platform's overall rating, as text («4,8 de 5 en Airbnb, 37 opiniones»): never markup for search engines. */
  ratings: string[];
  reviews: ReviewCard[];
  /** The reviews page, where this selection shows only some. */
  all?: { href: string; label: string };
};

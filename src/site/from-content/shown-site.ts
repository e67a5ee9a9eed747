/**
 * What the site publishes of site.yaml: everything but the apartments taken off it for a while
 * («hidden: true»). The one place that knows what hiding means — every page, list, menu, search,
 * photo, figure and file the build writes is made from its result, so none has to filter again.
 */
import type { Site } from "../../generated/content-types.gen.ts";

/** An apartment taken off the site: its page's address (in the main language) answers that it isn't available for now. */
export type HiddenApartment = { slug: string; name: string; path: string };

type Apartment = Site["apartments"][number];

/** The photos only hidden apartments show: theirs, and any in their folder (photos/<slug>/), unless a shown apartment shows it too. */
function hiddenPhotos(hidden: readonly Apartment[], shown: readonly Apartment[]): (file: string) => boolean {
  const kept = new Set(shown.flatMap((apartment) => apartment.photos.map((photo) => photo.file)));
  const own = new Set(hidden.flatMap((apartment) => apartment.photos.map((photo) => photo.file)));
  const folders = hidden.map((apartment) => `${apartment.slug}/`);
  return (file) => !kept.has(file) && (own.has(file) || folders.some((folder) => file.startsWith(folder)));
}

/**
 * The site without its hidden apartments, and those apartments: not in `apartments` (so not in
 * the cards, the search, the form, the hero, the texts' counts, the registrations, the structured
 * data), their pages out of `routes` (so out of the sitemap) and of the menu, out of the other
 * apartments' `related`, of the listings, and their photos out of the gallery. Their reviews stay:
 * the guests' words are about stays that happened, and the reviews page says how many there are.
 */
export function shownSite(content: Site): { site: Site; hidden: HiddenApartment[] } {
  const hiddenOnes = content.apartments.filter((apartment) => apartment.hidden);
  const shownOnes = content.apartments.filter((apartment) => !apartment.hidden);
  const slugs = new Set(hiddenOnes.map((apartment) => apartment.slug));
  const pageOf = (slug: string) => content.routes.find((route) => route.kind === "apartment" && route.apartment === slug);
  const paths = new Set(hiddenOnes.map((apartment) => pageOf(apartment.slug)?.path).filter((path) => path !== undefined));
  const photoHidden = hiddenPhotos(hiddenOnes, shownOnes);
  const navigation = content.navigation.flatMap((item) => {
    if (item.path !== undefined && paths.has(item.path)) return [];
    const children = item.children?.filter((child) => !paths.has(child.path));
    if (!children) return [item];
    // A dropdown left without links is no dropdown: a page of its own stays as a plain link.
    if (children.length === 0) {
      if (item.path === undefined) return [];
      const { children: _none, ...link } = item;
      return [link];
    }
    return [{ ...item, children }];
  });
  const slideshow = content.homeSlideshow?.filter((file) => !photoHidden(file.normalize("NFC")));
  const sections = content.gallery.sections.map((section) => ({ ...section, photos: section.photos.filter((photo) => !photoHidden(photo.file)) })).filter((section) => section.photos.length > 0);
  return {
    site: {
      ...content,
      apartments: shownOnes.map(({ hidden: _hidden, ...apartment }) => ({ ...apartment, related: apartment.related.filter((slug) => !slugs.has(slug)) })) as Site["apartments"],
      routes: content.routes.filter((route) => !paths.has(route.path)) as Site["routes"],
      navigation: navigation as Site["navigation"],
      gallery: { ...content.gallery, sections: sections as Site["gallery"]["sections"] },
      // The home slideshow without their photos (all of them hidden: every shown apartment's photo, as without a list).
      homeSlideshow: (slideshow?.length ? slideshow : undefined) as Site["homeSlideshow"],
      booking: { ...content.booking, listings: Object.fromEntries(Object.entries(content.booking.listings).filter(([slug]) => !slugs.has(slug))) },
    },
    hidden: hiddenOnes.flatMap((apartment) => {
      const page = pageOf(apartment.slug);
      return page ? [{ slug: apartment.slug, name: apartment.name, path: page.path }] : [];
    }),
  };
}

/**
 * site.yaml grown for `npm run bench:scale`: the shipped file with its apartments replaced by
 * `apartments` copies of the first one (each with `photosPerApartment` photos of its own, under
 * photos/escala/<slug>/), a route and a menu entry each, and `places` nearby places shared out
 * among the categories. Every text it writes is written in each of the site's languages, as the
 * check asks of the owner.
 */
import { parseDocument } from "yaml";

type Raw = {
  site: { languages: string[] };
  apartments: Record<string, unknown>[];
  routes: { path: string; kind: string; apartment?: string }[];
  reviews?: { list: unknown[] };
  homeSlideshow?: string[];
  navigation: { path?: string; children?: { path: string }[] }[];
  placeCategories: { id: string; places: unknown[] }[];
};

export type Scale = { apartments: number; photosPerApartment: number; places: number };

/** Where the scaled site's photos are, relative to photos/. */
export const scaledPhoto = (apartment: number, photo: number): string => `escala/apartamento-${apartment}/${String(photo).padStart(2, "0")}.jpg`;

/** The same text in every language, marked with the language (the bench reads no prose). */
const inEvery = (languages: string[], text: string): Record<string, string> => Object.fromEntries(languages.map((language) => [language, language === languages[0] ? text : `${text} (${language})`]));

export function scaledSite(text: string, scale: Scale): string {
  const doc = parseDocument(text);
  const raw = doc.toJS() as Raw;
  const languages = raw.site.languages;
  const template = raw.apartments[0]!;
  const slugs = Array.from({ length: scale.apartments }, (_, i) => `apartamento-${i + 1}`);
  doc.setIn(
    ["apartments"],
    slugs.map((slug, i) => ({
      ...template,
      slug,
      name: `Apartamento ${i + 1}`,
      related: [slugs[(i + 1) % slugs.length]],
      // Each calendar has its own address, so its own variable (none is set: no nights to show).
      calendar: { feeds: [{ platform: "Airbnb", env: `APARTAMENTO_${i + 1}_AIRBNB_ICAL` }] },
      photos: Array.from({ length: scale.photosPerApartment }, (_, j) => ({ file: scaledPhoto(i + 1, j + 1), alt: inEvery(languages, `Foto ${j + 1} del apartamento ${i + 1}`) })),
    })),
  );
  // The home slideshow shows every photo of the scaled apartments, as it showed the real ones'.
  if (raw.homeSlideshow) doc.setIn(["homeSlideshow"], slugs.flatMap((_, i) => Array.from({ length: scale.photosPerApartment }, (_, j) => scaledPhoto(i + 1, j + 1))));
  const apartmentRoute = raw.routes.find((route) => route.kind === "apartment")!;
  doc.setIn(
    ["routes"],
    [
      ...raw.routes.filter((route) => route.kind !== "apartment"),
      ...slugs.map((slug, i) => ({ ...apartmentRoute, path: `/apartment-list/${slug}`, label: inEvery(languages, `Apartamento ${i + 1}`), apartment: slug })),
    ],
  );
  const listIndex = raw.navigation.findIndex((item) => item.path === "/apartment-list");
  doc.setIn(["navigation", listIndex, "children"], slugs.map((slug) => ({ path: `/apartment-list/${slug}` })));
  // The reviews, shared out among the apartments (the same reviews: the selection's totals still hold).
  raw.reviews?.list.forEach((_review, r) => doc.setIn(["reviews", "list", r, "apartment"], slugs[r % slugs.length]));
  doc.setIn(["booking", "listings"], Object.fromEntries(slugs.slice(0, 2).map((slug, i) => [slug, String(i + 1).repeat(8)])));
  // `places` in all, shared out among the categories there are.
  const categories = raw.placeCategories.length;
  raw.placeCategories.forEach((_category, c) =>
    doc.setIn(
      ["placeCategories", c, "places"],
      Array.from({ length: Math.floor(scale.places / categories) + (c < scale.places % categories ? 1 : 0) }, (_, j) => ({
        name: `Sitio ${c + 1}.${j + 1}`,
        distance: `${100 + j * 50} m`,
        address: `Calle Mayor, ${j + 1}, Arenales del Jiloca`,
        hours: Object.fromEntries(languages.map((language) => [language, ""])),
        phone: "",
      })),
    ),
  );
  return doc.toString({ lineWidth: 0 });
}

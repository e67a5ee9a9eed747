/**
 * The home page's slideshow has its own list of photos (`homeSlideshow`): its order is its own,
 * and an apartment's photos can be reordered (its main photo is its first) without touching it.
 */
import { describe, expect, it } from "vitest";
import { slideshowPhotos } from "../../../src/site/home-slideshow";
import { heroPhotos } from "../../../src/site/page-data/hero-photos";
import { homeData } from "../../../src/site/page-data/home";
import { SiteText } from "../content/site-edits";

type Photo = { file: string; alt: { es: string } };
type Raw = { apartments: { photos: Photo[] }[]; gallery: { sections: { photos: Photo[] }[] }; about: { images: Photo[] }; homeSlideshow?: string[] };

const real = () => SiteText.real().data<Raw>();

describe("the home slideshow", () => {
  it("shows site.yaml's list, in its order, each photo with its own line's description", () => {
    const site = real();
    expect(site.homeSlideshow?.length).toBeGreaterThan(1);
    const shown = slideshowPhotos(site);
    expect(shown.map((photo) => photo.file)).toEqual(site.homeSlideshow);
    // The first line naming it: an apartment's photos come before the gallery, which repeats some with other words.
    const lines = new Map([...site.apartments.flatMap((apartment) => apartment.photos), ...site.gallery.sections.flatMap((section) => section.photos)].reverse().map((photo) => [photo.file, photo.alt]));
    expect(shown.map((photo) => photo.alt)).toEqual(site.homeSlideshow!.map((file) => lines.get(file)));
  });

  it("keeps its order when an apartment's photos are reordered, while that apartment's main photo changes", () => {
    const site = real();
    const before = slideshowPhotos(site).map((photo) => photo.file);
    const [first, second, ...rest] = site.apartments[0]!.photos;
    const reordered: Raw = { ...site, apartments: [{ ...site.apartments[0]!, photos: [second!, first!, ...rest] }, ...site.apartments.slice(1)] };
    expect(reordered.apartments[0]!.photos[0]!.file).not.toBe(site.apartments[0]!.photos[0]!.file);
    expect(slideshowPhotos(reordered).map((photo) => photo.file)).toEqual(before);
  });

  it("takes a gallery photo too, and a name written with other extension capitals or accents stored apart, as its line writes it", () => {
    const site = real();
    const gallery = site.gallery.sections[0]!.photos[0]!;
    const apartment = site.apartments[1]!.photos[3]!;
    const written = [gallery.file.normalize("NFD"), apartment.file.replace(/\.jpg$/, ".JPG")];
    expect(slideshowPhotos({ ...site, homeSlideshow: written })).toEqual([gallery, apartment]);
  });

  it("without its list, is every apartment photo in order", () => {
    const { homeSlideshow: _list, ...site } = real();
    expect(slideshowPhotos(site).map((photo) => photo.file)).toEqual(site.apartments.flatMap((apartment) => apartment.photos.map((photo) => photo.file)));
  });

  it("is what the home page shows: its first photo with the page, the list's photos in its file", () => {
    const site = real();
    const slides = heroPhotos("es");
    expect(slides.map((slide) => slide.alt)).toEqual(slideshowPhotos(site).map((photo) => photo.alt.es));
    expect(homeData("es").heroFirst).toEqual(slides[0]);
  });
});

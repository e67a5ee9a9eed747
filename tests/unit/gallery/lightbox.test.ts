import { describe, expect, it } from "vitest";
// lightGallery's own defaults (CommonJS build): every string it would draw in English.
import { lightGalleryCoreSettings } from "lightgallery/lib/lg-settings.js";
import { thumbnailsSettings } from "lightgallery/lib/plugins/thumbnail/lg-thumbnail-settings.js";
import { zoomSettings } from "lightgallery/lib/plugins/zoom/lg-zoom-settings.js";
import { lightboxItems, lightboxSettings } from "../../../src/components/media/lightbox-settings.ts";
import { photos as manifest } from "../../../src/generated/photos.gen.ts";
import { LANGUAGES } from "../../../src/generated/languages.gen.ts";
import { shellWords } from "../../../src/labels/words.ts";
import { sites } from "../../../src/generated/site.gen.ts";
import { fill } from "../../../src/labels/dictionary.ts";
import { galleryData } from "../../../src/site/page-data/gallery.ts";
import { largestVariant, pictureSrcSet, smallestVariant } from "../../../src/site/picture-sources.ts";

const site = sites.es;
const words = shellWords.es.gallery.lightbox;
const { photos, licenseKey } = galleryData("es");

describe("gallery data", () => {
  it("links each photo to its largest WebP variant and uses the smallest as thumbnail", () => {
    expect(photos).toHaveLength(site.gallery.sections.flatMap((section) => section.photos).length);
    for (const [i, photo] of photos.entries()) {
      const variants = manifest[site.gallery.sections.flatMap((section) => section.photos)[i]!.file]!.variants;
      expect(largestVariant(photo)).toEqual({ url: variants.at(-1)!.url, width: variants.at(-1)!.width });
      expect(smallestVariant(photo)).toBe(variants[0]!.url);
      expect(pictureSrcSet(photo)).toBe(variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "));
      expect(largestVariant(photo).url).toMatch(/^\/media\/[^/]+\.webp$/);
    }
  });

  it("has the same photos in every language, each described in that language", () => {
    const english = galleryData("en");
    expect(english.photos.map((photo) => photo.stem)).toEqual(photos.map((photo) => photo.stem));
    expect(english.photos.map((photo) => photo.alt)).toEqual(sites.en.gallery.sections.flatMap((section) => section.photos).map((photo) => photo.alt));
    expect(english.licenseKey).toBe(licenseKey);
  });

  it("passes the licence key from site.yaml", () => {
    expect(licenseKey).toBe(site.gallery.licenseKey);
    expect(lightboxSettings(photos, licenseKey, false, words).licenseKey).toBe(site.gallery.licenseKey);
  });
});

describe("lightbox settings", () => {
  const settings = lightboxSettings(photos, licenseKey, false, words);

  it("replaces every English string of lightGallery and its two plugins with the Spanish labels", () => {
    const pairs: [Record<string, string>, Record<string, string> | undefined][] = [
      [lightGalleryCoreSettings.strings, { ...settings.strings }],
      [thumbnailsSettings.thumbnailPluginStrings, { ...settings.thumbnailPluginStrings }],
      [zoomSettings.zoomPluginStrings, { ...settings.zoomPluginStrings }],
    ];
    for (const [english, ours] of pairs) {
      expect(Object.keys(ours ?? {}).sort()).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english)) expect(ours?.[key], key).not.toBe(english[key]);
    }
    expect(settings.strings).toMatchObject({ closeGallery: "Cerrar", previousSlide: "Anterior", nextSlide: "Siguiente" });
  });

  it("on an English page, draws every string of lightGallery and its plugins in the English dictionary's words", () => {
    const english = shellWords.en.gallery.lightbox;
    const inEnglish = lightboxSettings(photos, licenseKey, false, english);
    expect(Object.keys(inEnglish.strings ?? {}).sort()).toEqual(Object.keys(lightGalleryCoreSettings.strings).sort());
    expect(Object.keys(inEnglish.thumbnailPluginStrings ?? {}).sort()).toEqual(Object.keys(thumbnailsSettings.thumbnailPluginStrings).sort());
    expect(Object.keys(inEnglish.zoomPluginStrings ?? {}).sort()).toEqual(Object.keys(zoomSettings.zoomPluginStrings).sort());
    expect(inEnglish.strings).toMatchObject({ closeGallery: english.close, previousSlide: english.previous, nextSlide: english.next, mediaLoadingFailed: english.loadFailed });
    expect(inEnglish.zoomPluginStrings).toEqual({ zoomIn: english.zoomIn, zoomOut: english.zoomOut, viewActualSize: english.actualSize });
  });

  it("keeps arrows and close button on phones, and offers no download", () => {
    expect(settings).toMatchObject({ controls: true, showCloseIcon: true, download: false });
    expect(settings.mobileSettings).toMatchObject({ controls: true, showCloseIcon: true, download: false });
  });

  it("does not slide or zoom for visitors who prefer reduced motion", () => {
    expect(lightboxSettings(photos, licenseKey, true, words)).toMatchObject({ mode: "lg-fade", speed: 0, backdropDuration: 0, startAnimationDuration: 0 });
  });

  it("gives each slide responsive sources, a thumbnail and its description", () => {
    const [first] = lightboxItems(photos);
    expect(first).toMatchObject({ src: largestVariant(photos[0]!).url, srcset: pictureSrcSet(photos[0]!), thumb: smallestVariant(photos[0]!), alt: photos[0]!.alt, downloadUrl: false });
    expect(first?.sizes).toMatch(/vh, 100vw$/);
  });

  it("escapes the description it puts in the caption's HTML", () => {
    const [item] = lightboxItems([{ ...photos[0]!, alt: `<b>"Patio" & parra</b>` }]);
    expect(item?.subHtml).toBe("<p>&#60;b&#62;&#34;Patio&#34; &#38; parra&#60;/b&#62;</p>");
  });

  it("escapes the alt text too: lightGallery writes it into the image's markup as alt=\"…\"", () => {
    const [item] = lightboxItems([{ ...photos[0]!, alt: `Patio" onerror="x` }]);
    expect(item?.alt).toBe("Patio&#34; onerror=&#34;x");
  });

  it("words the counter as the UI contract says", () => {
    for (const language of LANGUAGES) expect(fill(shellWords[language].gallery.lightbox.counter, { index: 3, total: 12 }, language)).toBe("3 / 12");
  });
});

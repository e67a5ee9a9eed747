import type { LightGallerySettings } from "lightgallery/lg-settings";
import type { GalleryItem } from "lightgallery/lg-utils";
import type { Words } from "../../labels/dictionary";
import { escapeMarkup } from "../../site/escape-markup";
import { largestVariant, pictureSrcSet, smallestVariant } from "../../site/picture-sources";
import type { Picture } from "../../site/types";

/** What the lightbox says, in the page's language. */
export type LightboxWords = Words["shell"]["gallery"]["lightbox"];

/**
 * The image fills the viewport width unless the viewport is wider than the photo's shape,
 * in which case its height is the limit: that is the width the browser picks a variant for.
 */
function sizesFor(photo: Picture): string {
  const ratio = photo.width / photo.height;
  return `(min-aspect-ratio: ${photo.width}/${photo.height}) ${Math.round(ratio * 100)}vh, 100vw`;
}

/** One lightbox slide per photo: responsive sources, the smallest variant as thumbnail, the alt text as caption. */
export function lightboxItems(photos: readonly Picture[]): GalleryItem[] {
  return photos.map((photo) => ({
    src: largestVariant(photo).url,
    srcset: pictureSrcSet(photo),
    sizes: sizesFor(photo),
    thumb: smallestVariant(photo),
    // lightGallery writes the alt into HTML markup (alt="…") for the main image: escaped, a quote
    // in site.yaml can't break out of the attribute. (Its thumbnails set the DOM property: see the viewer.)
    alt: escapeMarkup(photo.alt),
    subHtml: `<p>${escapeMarkup(photo.alt)}</p>`,
    // The zoom plugin's "actual size" is the largest published variant, not the original file.
    width: String(largestVariant(photo).width),
    downloadUrl: false,
  }));
}

/**
 * lightGallery's settings, as plain data: the page's language for everything it draws, no
 * download, our own counter and focus handling (see lightgallery-viewer.ts), and no
 * sliding or zooming animation for visitors who ask for reduced motion.
 */
export function lightboxSettings(photos: readonly Picture[], licenseKey: string, reducedMotion: boolean, words: LightboxWords): LightGallerySettings & { dynamicEl: GalleryItem[] } {
  const motion: LightGallerySettings = reducedMotion
    ? { mode: "lg-fade", speed: 0, backdropDuration: 0, startAnimationDuration: 0, startClass: "" }
    : { mode: "lg-slide", speed: 400, backdropDuration: 300 };
  const controls = { controls: true, showCloseIcon: true, download: false };
  return {
    licenseKey,
    dynamic: true,
    dynamicEl: lightboxItems(photos),
    ...motion,
    ...controls,
    // lightGallery hides the arrows and the close button on phones unless told otherwise;
    // the UI contract wants them everywhere. mobileSettings replaces, not merges: list them all.
    mobileSettings: { ...controls },
    zoomFromOrigin: false,
    counter: false,
    trapFocus: false,
    hideBarsDelay: 0,
    // The photos have a first and a last, as in the apartment slider: "Anterior" and "Siguiente"
    // are disabled there (lightGallery sets the disabled attribute), and the arrow keys stop too.
    loop: false,
    hideControlOnEnd: true,
    // lightGallery drops hideControlOnEnd when it bounces at the ends instead.
    slideEndAnimation: false,
    // srcset is supported by every browser we serve; this only stops a warning about picturefill.
    supportLegacyBrowser: false,
    getCaptionFromTitleOrAlt: false,
    thumbnail: true,
    thumbWidth: 96,
    thumbHeight: "64px",
    thumbMargin: 6,
    zoom: true,
    actualSize: true,
    strings: {
      closeGallery: words.close,
      toggleMaximize: words.maximize,
      previousSlide: words.previous,
      nextSlide: words.next,
      download: words.download,
      playVideo: words.playVideo,
      mediaLoadingFailed: words.loadFailed,
    },
    thumbnailPluginStrings: { toggleThumbnails: words.toggleThumbnails },
    zoomPluginStrings: { zoomIn: words.zoomIn, zoomOut: words.zoomOut, viewActualSize: words.actualSize },
  };
}

import type { Picture } from "./types";

/**
 * The URL of a photo's variant of a given width: `stem-width.webp`. One definition for the photo
 * pipeline that names the files (scripts/photos/variants.ts) and the pages that ask for them, so a
 * page's data carries each photo's stem and widths once, not every URL spelt out.
 */
export function variantUrl(stem: string, width: number): string {
  return `${stem}-${width}.webp`;
}

/** The width of the largest published variant. */
function largestWidth(picture: Picture): number {
  const [smallest, ...larger] = picture.widths;
  return larger.at(-1) ?? smallest;
}

/** What an <img> without srcset support shows: the 1200 px variant, or the largest below it. */
export function pictureSrc(picture: Picture): string {
  return variantUrl(picture.stem, picture.widths.find((width) => width >= 1200) ?? largestWidth(picture));
}

export function pictureSrcSet(picture: Picture): string {
  return picture.widths.map((width) => `${variantUrl(picture.stem, width)} ${width}w`).join(", ");
}

/** The largest published variant (the originals are not published): what a gallery photo links to. */
export function largestVariant(picture: Picture): { url: string; width: number } {
  const width = largestWidth(picture);
  return { url: variantUrl(picture.stem, width), width };
}

/** The smallest variant: a thumbnail. */
export function smallestVariant(picture: Picture): string {
  return variantUrl(picture.stem, picture.widths[0]);
}

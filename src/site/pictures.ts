import { photos } from "../generated/photos.gen";
import type { GalleryPhoto, Picture } from "./types";

/** Resolves a photo of site.yaml to its served variants. Runs at build time, in route loaders. */
export function picture(file: string, alt: string): Picture {
  const info = photos[file];
  if (!info) throw new Error(`photo ${file} has no variants: run npm run generate`);
  const largest = info.variants.at(-1)!;
  const fallback = info.variants.find((variant) => variant.width >= 1200) ?? largest;
  return {
    src: fallback.url,
    srcSet: info.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "),
    width: info.width,
    height: info.height,
    color: info.color,
    alt,
  };
}

/** A gallery photo: the largest variant is what the photo links to (the originals are not published), the smallest its thumbnail. */
export function galleryPhoto(file: string, alt: string): GalleryPhoto {
  const variants = photos[file]!.variants;
  const largest = variants.at(-1)!;
  return { ...picture(file, alt), large: { url: largest.url, width: largest.width }, thumb: variants[0]!.url };
}

import { photos } from "../generated/photos.gen";
import type { Picture } from "./types";

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

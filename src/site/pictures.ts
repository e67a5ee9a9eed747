import type { PhotoInfo } from "../generated/photos.gen";
import { variantUrl } from "./picture-sources";
import { siteSource } from "./site-source";
import type { Picture } from "./types";

/** How a photo not yet published is drawn until it loads: its size unknown, a common photo's shape and a plain colour. */
const UNPUBLISHED = { width: 1200, height: 800, color: "#d9d4cc" } as const;

/**
 * A photo of site.yaml as the site serves it: its entry in the photo manifest or, for a photo not
 * yet published (the editor's preview: siteSource().unpublishedPhotos), its one address as its one
 * variant. The pages write a variant's address as `stem-width.webp` (picture-sources.ts), so that
 * address is the stem `address#`: the variant's name lands in the fragment, which the browser keeps
 * to itself, and the photo itself is what loads. Undefined for a photo the site doesn't have.
 */
export function photoInfo(file: string): PhotoInfo | undefined {
  const { photos, unpublishedPhotos } = siteSource();
  // A photo added in the editor under the name of one published before is the new one.
  const url = unpublishedPhotos?.get(file);
  if (url === undefined) return photos[file];
  const { width, height, color } = UNPUBLISHED;
  return { width, height, color, variants: [{ width, url: variantUrl(`${url}#`, width) }], share: { url, width, height } };
}

/** Resolves a photo of site.yaml to its served variants. Runs at build time, in route loaders. */
export function picture(file: string, alt: string): Picture {
  const info = photoInfo(file);
  const [first, ...larger] = info?.variants ?? [];
  if (!info || !first) throw new Error(`photo ${file} has no variants: run npm run generate`);
  const stem = first.url.slice(0, -`-${first.width}.webp`.length);
  // The pages rebuild each URL from the stem: a pipeline that named its files otherwise fails the build here.
  for (const variant of info.variants) {
    if (variantUrl(stem, variant.width) !== variant.url) throw new Error(`photo ${file}: variant ${variant.url} is not named ${variantUrl(stem, variant.width)}`);
  }
  return { stem, widths: [first.width, ...larger.map((variant) => variant.width)], width: info.width, height: info.height, color: info.color, alt };
}

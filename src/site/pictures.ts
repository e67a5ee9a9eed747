import { variantUrl } from "./picture-sources";
import { siteSource } from "./site-source";
import type { Picture } from "./types";

/** Resolves a photo of site.yaml to its served variants. Runs at build time, in route loaders. */
export function picture(file: string, alt: string): Picture {
  const info = siteSource().photos[file];
  const [first, ...larger] = info?.variants ?? [];
  if (!info || !first) throw new Error(`photo ${file} has no variants: run npm run generate`);
  const stem = first.url.slice(0, -`-${first.width}.webp`.length);
  // The pages rebuild each URL from the stem: a pipeline that named its files otherwise fails the build here.
  for (const variant of info.variants) {
    if (variantUrl(stem, variant.width) !== variant.url) throw new Error(`photo ${file}: variant ${variant.url} is not named ${variantUrl(stem, variant.width)}`);
  }
  return { stem, widths: [first.width, ...larger.map((variant) => variant.width)], width: info.width, height: info.height, color: info.color, alt };
}

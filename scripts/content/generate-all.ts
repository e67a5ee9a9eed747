import { buildVariants } from "../photos/variants.ts";
import { loadSite, SITE_FILE, type LoadResult } from "./load-site.ts";
import { photoReferences } from "./photo-files.ts";
import { writeGenerated } from "./write-generated.ts";

export type GenerateResult = { load: LoadResult; written: string[]; photos?: { made: number; reused: number } };

/**
 * Check, then — only if the file is correct — make the photo variants and
 * write src/generated. A failed check writes nothing.
 */
export async function generateAll(file = SITE_FILE): Promise<GenerateResult> {
  const load = await loadSite(file);
  if (!load.ok) return { load, written: [] };
  // Each apartment's first photo is what its page, and the home page, show when shared.
  const shareFiles = load.site.apartments.flatMap((apartment) => apartment.photos.slice(0, 1).map((photo) => photo.file));
  const { manifest, made, reused } = await buildVariants(
    photoReferences(load.site).map((reference) => reference.file),
    undefined,
    { shareFiles },
  );
  const written = await writeGenerated(load.site, manifest);
  return { load, written, photos: { made, reused } };
}

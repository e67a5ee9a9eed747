/**
 * A photo chosen on the device, measured in the browser and refused, before it is ever added, for
 * what the content check would refuse it for, in the check's own words: a file over the size
 * limit, an iPhone's HEIC (by its name or by its first bytes), a RAW or a TIFF, a picture that
 * can't be opened, one with more pixels than the limit, one too narrow for where it is shown.
 */
import { damagedProblem, widthProblem, type PhotoUse } from "../../content-check/cross-check/photo-files.ts";
import { bytesProblem, pixelProblem } from "../../content-check/cross-check/photo-limits.ts";
import { formatProblem, heicProblem, isHeic } from "../../content-check/validate/photo-format.ts";
import { photoExtension, type AddedPhoto } from "./added-photos.ts";

/** The types the file picker offers: the formats the site publishes. */
export const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/** A photo taken in, with the extension its name gets; or why it can't be. */
export type Intake = { photo: Omit<AddedPhoto, "url">; extension: string } | { problem: string };

/** Width and height of the picture, as the browser opens it. */
async function pictureSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** `file` measured for a photo shown as `use` (an apartment's, the gallery's). */
export async function takePhoto(file: File, use: PhotoUse): Promise<Intake> {
  const name = file.name;
  const tooHeavy = bytesProblem(name, file.size);
  if (tooHeavy) return { problem: tooHeavy };
  const byName = formatProblem(name);
  if (byName) return { problem: byName };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isHeic(bytes)) return { problem: heicProblem(name) };
  const extension = photoExtension(file.type, name);
  if (!extension) {
    return { problem: `la foto «${name}» no es JPG, PNG, WebP ni AVIF, los formatos que la web publica: guárdala como JPG (en casi cualquier programa de fotos, Exportar o Guardar como → JPEG) y elígela otra vez` };
  }
  let size: { width: number; height: number };
  try {
    size = await pictureSize(file);
  } catch {
    return { problem: damagedProblem(name) };
  }
  const problem = pixelProblem(name, size.width, size.height) ?? widthProblem(name, size.width, use);
  if (problem) return { problem };
  return { photo: { bytes, type: file.type || `image/${extension === "jpg" ? "jpeg" : extension}`, ...size }, extension };
}

import { lstat, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { photoNamed } from "../messages/closest-photo.ts";
import { formatProblem } from "./photo-format.ts";

/**
 * The most pixels a photo may have: 50 megapixels (8660 × 5773), more than any phone (48 MP,
 * 8064 × 6048) or usual camera (24–45 MP) saves. The header says it before anything is decoded, and a
 * decoded photo costs 3 bytes a pixel: a 16000 × 16000 PNG of a few hundred KB would take almost
 * 1 GB. sharp is also given it as `limitInputPixels`, so nothing larger is ever decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** The largest photo file: a 50 MP JPEG straight from a camera is 10–30 MB. */
export const MAX_PHOTO_BYTES = 50 * 1024 * 1024;

/**
 * Photos decoded at a time. Each at the pixel limit holds up to a few hundred MB while it is read,
 * so memory is bounded by this, not by how many photos site.yaml lists.
 */
export const PHOTO_CONCURRENCY = 2;

/** Photos looked up at a time (only their folder entries are read: no memory to speak of). */
export const LOOKUP_CONCURRENCY = 16;

/** «256», «50,01»: two decimals at most, so a photo just over the limit doesn't read as the limit. */
const megapixels = (pixels: number): string => String(Math.round(pixels / 1e4) / 100).replace(".", ",");

/** Why a photo of `width` × `height` is refused, or undefined if it is within the limit. */
export function pixelProblem(name: string, width: number, height: number): string | undefined {
  if (width * height <= MAX_PHOTO_PIXELS) return undefined;
  return `la foto «${name}» es demasiado grande: ${width} × ${height} píxeles (${megapixels(width * height)} megapíxeles), y el máximo es ${megapixels(MAX_PHOTO_PIXELS)} megapíxeles (8660 × 5773); expórtala más pequeña, por ejemplo a 4000 px de ancho`;
}

export type PhotoFile = { real: string; size: number; mtimeMs: number };

/**
 * The photo `name` of site.yaml as a regular file inside `photosDir`, or why it can't be used.
 * Links are followed to where they really lead (a link inside the folder to another photo in
 * it is fine; one leading out of it is refused, or any file of the computer could be
 * published). stat() only reads the folder entry, so a named pipe or a device is refused
 * without ever being opened, which could wait forever.
 */
export async function resolvePhoto(photosDir: string, name: string, used?: ReadonlySet<string>): Promise<PhotoFile | { problem: string }> {
  const joined = path.join(photosDir, name);
  const inside = (dir: string, file: string): boolean => {
    const relative = path.relative(dir, file);
    return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
  };
  if (!inside(photosDir, joined)) return { problem: `la foto «${name}» debe estar dentro de la carpeta photos/` };
  let real: string;
  try {
    real = await realpath(joined);
  } catch {
    if ((await lstat(joined).catch(() => undefined))?.isSymbolicLink()) {
      return { problem: `la foto «${name}» es un enlace a un archivo que ya no existe; copia allí la foto` };
    }
    const named = await photoNamed(photosDir, name, used);
    if (named.exact) return resolvePhoto(photosDir, named.exact);
    if (named.otherFormat) return { problem: formatProblem(named.otherFormat, `la foto «${name}» no está en la carpeta photos/; la que hay con ese nombre, «${named.otherFormat}»,`)! };
    const hint = named.missingFolder
      ? `: no hay ninguna carpeta «photos/${named.missingFolder}/»; crea la carpeta y copia allí la foto, o corrige el nombre`
      : named.closest
        ? `; la más parecida que hay es «${named.closest}»: corrige el nombre en site.yaml o el del archivo`
        : named.unused
          ? `; en esa carpeta ${named.unused.length === 1 ? "hay una foto" : "hay fotos"} que no usa ninguna línea: ${named.unused.map((file) => `«${file}»`).join(", ")}; si es ${named.unused.length === 1 ? "esa" : "una de ellas"}, escribe su nombre en site.yaml`
          : "; copia allí la foto o corrige su nombre";
    return { problem: `la foto «${name}» no está en la carpeta photos/${hint}` };
  }
  const folder = await realpath(photosDir).catch(() => path.resolve(photosDir));
  if (!inside(folder, real)) {
    return { problem: `la foto «${name}» es un enlace a un archivo de fuera de la carpeta photos/; copia la foto dentro de photos/ en vez de enlazarla` };
  }
  const info = await stat(real).catch(() => undefined);
  if (!info) return { problem: `la foto «${name}» no está en la carpeta photos/; comprueba el nombre (mayúsculas, extensión) o copia allí la foto` };
  if (!info.isFile()) {
    const what = info.isDirectory() ? "una carpeta" : "un archivo especial (no una imagen guardada)";
    return { problem: `la foto «${name}» es ${what}; copia allí la foto con ese nombre` };
  }
  if (info.size > MAX_PHOTO_BYTES) {
    const mb = (info.size / 1024 / 1024).toFixed(1).replace(".", ",");
    return { problem: `la foto «${name}» ocupa ${mb} MB y el máximo es ${MAX_PHOTO_BYTES / 1024 / 1024} MB; expórtala en JPG con calidad normal` };
  }
  return { real, size: info.size, mtimeMs: info.mtimeMs };
}

/** What a photo of the folder may be: where it must be, what it must be, how large it may be. */
import { formatProblem } from "../validate/photo-format.ts";
import { photoNamed } from "./closest-photo.ts";
import type { FoundPhoto, PhotoFolder } from "./photo-entries.ts";

/**
 * The most pixels a photo may have: 50 megapixels (8660 × 5773), more than any phone (48 MP,
 * 8064 × 6048) or usual camera (24–45 MP) saves. The header says it before anything is decoded, and a
 * decoded photo costs 3 bytes a pixel: a 16000 × 16000 PNG of a few hundred KB would take almost
 * 1 GB. sharp is also given it as `limitInputPixels`, so nothing larger is ever decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** The largest photo file: a 50 MP JPEG straight from a camera is 10–30 MB. */
export const MAX_PHOTO_BYTES = 50 * 1024 * 1024;

/** «256», «50,01»: two decimals at most, so a photo just over the limit doesn't read as the limit. */
const megapixels = (pixels: number): string => String(Math.round(pixels / 1e4) / 100).replace(".", ",");

/** Why a photo of `width` × `height` is refused, or undefined if it is within the limit. */
export function pixelProblem(name: string, width: number, height: number): string | undefined {
  if (width * height <= MAX_PHOTO_PIXELS) return undefined;
  return `la foto «${name}» es demasiado grande: ${width} × ${height} píxeles (${megapixels(width * height)} megapíxeles), y el máximo es ${megapixels(MAX_PHOTO_PIXELS)} megapíxeles (8660 × 5773); expórtala más pequeña, por ejemplo a 4000 px de ancho`;
}

/** Why a photo file of `bytes` bytes is refused, or undefined if it is within the limit. */
export function bytesProblem(name: string, bytes: number): string | undefined {
  if (bytes <= MAX_PHOTO_BYTES) return undefined;
  const mb = (bytes / 1024 / 1024).toFixed(1).replace(".", ",");
  return `la foto «${name}» ocupa ${mb} MB y el máximo es ${MAX_PHOTO_BYTES / 1024 / 1024} MB; expórtala en JPG con calidad normal`;
}

/** `name` as a path inside the folder («./a/../b.jpg» is «b.jpg»), or undefined when it leads out of it. */
function insidePath(name: string): string | undefined {
  const parts: string[] = [];
  for (const part of name.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.length > 0 ? parts.join("/") : undefined;
}

/** Why the missing `name` isn't there, with the file or folder it most likely means. */
function missingProblem(folder: PhotoFolder, name: string, used: ReadonlySet<string> | undefined): string | FoundPhoto {
  const named = photoNamed(folder, name, used);
  if (named.exact) {
    const exact = findPhoto(folder, named.exact);
    return "problem" in exact ? exact.problem : exact;
  }
  if (named.otherFormat) return formatProblem(named.otherFormat, `la foto «${name}» no está en la carpeta photos/; la que hay con ese nombre, «${named.otherFormat}»,`) ?? "";
  const hint = named.missingFolder
    ? `: no hay ninguna carpeta «photos/${named.missingFolder}/»; crea la carpeta y copia allí la foto, o corrige el nombre`
    : named.closest
      ? `; la más parecida que hay es «${named.closest}»: corrige el nombre en site.yaml o el del archivo`
      : named.unused
        ? `; en esa carpeta ${named.unused.length === 1 ? "hay una foto" : "hay fotos"} que no usa ninguna línea: ${named.unused.map((file) => `«${file}»`).join(", ")}; si es ${named.unused.length === 1 ? "esa" : "una de ellas"}, escribe su nombre en site.yaml`
        : "; copia allí la foto o corrige su nombre";
  return `la foto «${name}» no está en la carpeta photos/${hint}`;
}

/**
 * The photo `name` of site.yaml as a file of the folder, or why it can't be used. A link inside the
 * folder to another photo in it is that photo; one leading out of it is refused, or any file of the
 * computer could be published. A named pipe or a device is refused as what it is.
 */
export function findPhoto(folder: PhotoFolder, name: string, used?: ReadonlySet<string>): FoundPhoto | { problem: string } {
  const inside = insidePath(name);
  if (inside === undefined) return { problem: `la foto «${name}» debe estar dentro de la carpeta photos/` };
  const parts = inside.split("/");
  const outside = parts.some((_, i) => folder.get(parts.slice(0, i + 1).join("/"))?.kind === "link-outside");
  if (outside) return { problem: `la foto «${name}» es un enlace a un archivo de fuera de la carpeta photos/; copia la foto dentro de photos/ en vez de enlazarla` };
  const entry = folder.get(inside);
  if (!entry) {
    const found = missingProblem(folder, name, used);
    return typeof found === "string" ? { problem: found } : found;
  }
  switch (entry.kind) {
    case "broken-link":
      return { problem: `la foto «${name}» es un enlace a un archivo que ya no existe; copia allí la foto` };
    case "link-outside":
      return { problem: `la foto «${name}» es un enlace a un archivo de fuera de la carpeta photos/; copia la foto dentro de photos/ en vez de enlazarla` };
    case "folder":
      return { problem: `la foto «${name}» es una carpeta; copia allí la foto con ese nombre` };
    case "special":
      return { problem: `la foto «${name}» es un archivo especial (no una imagen guardada); copia allí la foto con ese nombre` };
    case "file": {
      const tooHeavy = bytesProblem(name, entry.bytes);
      return tooHeavy ? { problem: tooHeavy } : { name: inside, entry };
    }
  }
}

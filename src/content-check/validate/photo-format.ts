/**
 * Photos in a format the site can't publish, said as what they are and how to get a JPG: an
 * iPhone's HEIC (its picture is coded in HEVC, which the image library here can't decode: decision
 * 047), a camera's RAW, a TIFF… By the extension written in site.yaml, and for HEIC also by the
 * file's first bytes, since a HEIC renamed «.jpg» is still a HEIC. Pure: the photo check reads the bytes.
 */

/** Brands of an ISO media file («ftyp» box) that mean a HEIF picture coded in HEVC: what an iPhone saves. */
const HEVC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
/** Brands of a HEIF file that is an AVIF (AV1): a format the site reads. */
const AV1_BRANDS = new Set(["avif", "avis"]);

/**
 * Whether `bytes` (a file's start) are a HEIF picture that is not an AVIF: an iPhone's HEIC, or a
 * HEIF with no brand saying which coding («mif1»), which in practice is HEVC too.
 */
export function isHeic(bytes: Uint8Array): boolean {
  const text = (from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 16 || text(4, 8) !== "ftyp") return false;
  const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0));
  const brands = [text(8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(text(at, at + 4));
  if (brands.some((brand) => AV1_BRANDS.has(brand))) return false;
  return brands.some((brand) => HEVC_BRANDS.has(brand) || brand === "mif1" || brand === "msf1");
}

const TO_JPG = "y escribe aquí el nombre del JPG";

/**
 * An iPhone's HEIC, named `name` in site.yaml: what it is and how to get a JPG, in one message
 * (`subject`: how the message names it, when it is not the photo site.yaml names).
 */
export function heicProblem(name: string, subject = `la foto «${name}»`): string {
  const renamed = /\.jpe?g$/i.test(name) ? " (aunque su nombre acabe en «.jpg»: cambiar la extensión no la convierte)" : "";
  return (
    `${subject} es una foto de iPhone en formato HEIC${renamed}, que la web no puede abrir: pásala a JPG ${TO_JPG}. ` +
    "Para esta, envíatela por correo desde el iPhone (llega en JPG) o, en un Mac, ábrela en Fotos y usa Archivo → Exportar → «Exportar 1 foto», con formato JPEG; " +
    "para que las siguientes salgan ya en JPG, en el iPhone: Ajustes → Cámara → Formatos → «Más compatible»"
  );
}

/** Extensions of pictures the site doesn't take, by what they are. */
const RAW = /\.(dng|raw|cr2|cr3|nef|nrw|arw|orf|rw2|raf|pef|srw)$/i;
const OTHER = /\.(tiff?|bmp|gif|psd|svg|jxl|jp2|ico)$/i;

/**
 * Why the photo `name` can't be used, from its extension alone (a HEIC, a RAW, a TIFF…), or
 * undefined if the extension isn't one of a picture the site can't take.
 */
export function formatProblem(name: string, subject = `la foto «${name}»`): string | undefined {
  if (/\.(heic|heif|hif)$/i.test(name)) return heicProblem(name, subject);
  const raw = RAW.exec(name)?.[1];
  if (raw) {
    return `${subject} es un archivo RAW de cámara (${raw.toUpperCase()}), que la web no puede publicar: expórtala en JPG desde el programa de fotos (o desde el móvil: compartir → guardar como JPEG) ${TO_JPG}`;
  }
  const other = OTHER.exec(name)?.[1];
  if (other) {
    const kind = other.toLowerCase().startsWith("tif") ? "TIFF" : other.toUpperCase();
    return `${subject} está en formato ${kind}, que la web no publica: guárdala como JPG (en casi cualquier programa de fotos, Exportar o Guardar como → JPEG) ${TO_JPG}`;
  }
  return undefined;
}

import path from "node:path";
import { fileURLToPath } from "node:url";
import { FeedError } from "./feed-error.ts";

/**
 * Where a feed is: an https address (what the platforms give), an http address only on this
 * machine (tests, a local copy), or a file on disk (to try the site with a saved calendar). The
 * value comes from the environment and is a secret: whatever it looks like, a message says what
 * is wrong with it and never repeats any of it — at most the host of a well-formed address.
 */
export type FeedPlace = { url: URL } | { file: string };

/** Longer than any platform's export address: not one. */
const MAX_LENGTH = 2_048;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** Schemes a message may name (a made-up one could be part of the secret). */
const KNOWN_SCHEMES = new Set(["http:", "ftp:", "ftps:", "sftp:", "file:", "data:", "javascript:", "mailto:", "tel:", "blob:", "ws:", "wss:"]);

const COPY_AGAIN = "cópiala de nuevo desde la plataforma (la que termina en .ics o la de «exportar calendario»)";

/** «www.airbnb.es/calendar/…»: a host name followed by a path, as an address copied without its «https://» looks. */
function looksLikeHostAndPath(value: string): boolean {
  const slash = value.indexOf("/");
  if (slash <= 0) return false;
  const host = value.slice(0, slash).replace(/:\d{1,5}$/, "");
  const labels = host.split(".");
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9-]{1,63}$/i.test(label)) && /^[a-z]{2,}$/i.test(labels.at(-1)!) && !/\.ics$/i.test(host);
}

export function locateFeed(raw: string, root: string): FeedPlace {
  const value = raw.trim();
  if (value.length > MAX_LENGTH) throw new FeedError(`lo que hay en la variable es demasiado largo para ser una dirección (más de ${MAX_LENGTH} caracteres): ${COPY_AGAIN}`);
  // Whitespace or control characters inside: two addresses, a pasted sentence, a line break.
  if ([...value].some((char) => char.trim() === "" || char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) throw new FeedError(`lo que hay en la variable tiene espacios o saltos de línea en medio: pon solo la dirección, ${COPY_AGAIN}`);
  // The platforms' addresses are plain ASCII; anything else (an invisible character the URL parser would drop, joining what follows to the host) is a damaged copy.
  if ([...value].some((char) => char.charCodeAt(0) > 126)) throw new FeedError(`la dirección tiene caracteres que no van en una dirección (quizá invisibles): ${COPY_AGAIN}`);
  if (/^(https?|webcals?)\/\//i.test(value)) throw new FeedError(`a la dirección le faltan los dos puntos de «https://»: ${COPY_AGAIN}`);
  if (/^(www\.)?[a-z0-9-]/i.test(value) && looksLikeHostAndPath(value)) throw new FeedError("a la dirección le falta el principio, «https://»: cópiala entera desde la plataforma");
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return { file: path.resolve(root, value) };
  if (/^file:/i.test(value)) {
    try {
      return { file: fileURLToPath(value) };
    } catch {
      throw new FeedError("la dirección file: no es la de un archivo de este ordenador: para probar con un calendario guardado, pon la ruta del archivo");
    }
  }
  let url: URL;
  try {
    // «webcal://» is how some platforms and calendar apps write the same https address.
    url = new URL(value.replace(/^webcals?:\/\//i, "https://"));
  } catch {
    throw new FeedError(`la dirección guardada en la variable no es válida: ${COPY_AGAIN}`);
  }
  if (url.username || url.password) throw new FeedError(`la dirección lleva un usuario o una contraseña (algo con «@» antes del nombre del sitio), que las plataformas no usan: ${COPY_AGAIN}`);
  if (url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname))) {
    // Messages name the host: only a host name as written after «https://», never what a damaged address turned into one («www.airbnb.es&s=TOKEN»).
    if (!/^(https?|webcals?):\/\//i.test(value) || !isHostName(url.hostname)) throw new FeedError(`la dirección guardada en la variable no es válida: ${COPY_AGAIN}`);
    return { url };
  }
  const scheme = KNOWN_SCHEMES.has(url.protocol) ? ` (ahora empieza por «${url.protocol}»)` : "";
  throw new FeedError(`la dirección tiene que empezar por https://${scheme}: las plataformas dan su calendario por https`);
}

/** A host name a message may say: letters, digits and «-» between dots (or this machine). */
function isHostName(host: string): boolean {
  return LOOPBACK.has(host) || /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(host);
}

/** Can a redirect from `from` go to `to`? Only to https, or from this machine to this machine. */
export function allowedRedirect(from: URL, to: URL): boolean {
  if (to.username || to.password) return false;
  return to.protocol === "https:" || (to.protocol === "http:" && from.protocol === "http:" && LOOPBACK.has(from.hostname) && LOOPBACK.has(to.hostname));
}

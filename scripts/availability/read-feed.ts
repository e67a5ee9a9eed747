import { open, stat } from "node:fs/promises";
import { allowedRedirect, locateFeed } from "./feed-address.ts";
import { FeedError } from "./feed-error.ts";

export type ReadLimits = {
  /** Per attempt. */
  timeoutMs: number;
  /** For the whole read, attempts and waits included: a feed never holds the run longer. */
  totalMs: number;
  attempts: number;
  /** Waits between attempts, in order (the last repeats). */
  backoffMs: number[];
  maxBytes: number;
};

export const DEFAULT_LIMITS: ReadLimits = { timeoutMs: 10_000, totalMs: 20_000, attempts: 3, backoffMs: [1_000, 3_000], maxBytes: 5 * 1024 * 1024 };

/** Redirects followed at most (a platform uses one or two). */
const MAX_REDIRECTS = 5;
/** The statuses that send elsewhere, followed when they say where (304 «not modified» and the others of 3xx don't). */
const REDIRECTS = new Set([300, 301, 302, 303, 307, 308]);

/** A size or a time as the owner reads it: «5 MB», «64 KB», «20 s», «0,4 s». */
const number = (value: number): string => value.toLocaleString("es-ES", { maximumFractionDigits: 1 });
const megabytes = (bytes: number): string => (bytes >= 1024 * 1024 ? `${number(bytes / 1024 / 1024)} MB` : `${number(bytes / 1024)} KB`);

const tooBig = (maxBytes: number): FeedError => new FeedError(`el calendario ocupa más de ${megabytes(maxBytes)}, más de lo que puede tener uno de verdad`);

/** The body, read up to `maxBytes` (a calendar of two years is a few hundred KB; anything bigger is not one). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError(`el calendario ocupa ${megabytes(declared)}, más de los ${megabytes(maxBytes)} que puede tener uno de verdad`);
  }
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooBig(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** What the owner does about an answer the platform got wrong: nothing of theirs is at fault. */
const PLATFORM_FAULT = "es un fallo de la plataforma, no de tu dirección; si se repite, avísala";

function statusProblem(status: number, host: string): FeedError {
  if (status === 401 || status === 403) return new FeedError(`${host} no da permiso (${status}): el enlace ha caducado o se ha cambiado; copia el nuevo desde la plataforma`);
  if (status === 404 || status === 410) return new FeedError(`${host} dice que el calendario no existe (${status}): ¿se ha borrado el anuncio o ha cambiado el enlace? Cópialo de nuevo desde la plataforma`);
  if (status === 429) return new FeedError(`${host} pide que esperemos (${status}: demasiadas peticiones)`, true);
  if (status >= 500) return new FeedError(`${host} tiene un fallo (${status})`, true);
  // Nothing here asks «only if changed»: a 304 is an answer without the calendar.
  if (status === 304) return new FeedError(`${host} ha respondido «sin cambios» (304) sin mandar el calendario, aunque no se le había preguntado por cambios: ${PLATFORM_FAULT}`);
  if (status >= 300 && status < 400) return new FeedError(`${host} manda a otra dirección (${status}) sin decir a cuál: ${PLATFORM_FAULT}`);
  return new FeedError(`${host} ha respondido con un error (${status})`);
}

/** Why a redirect that says where is not followed: to plain http, or one too many. */
function redirectProblem(status: number, host: string, tooMany: boolean): FeedError {
  if (tooMany) return new FeedError(`${host} manda de una dirección a otra más de ${MAX_REDIRECTS} veces seguidas (${status}): ${PLATFORM_FAULT}`);
  return new FeedError(`${host} manda a otra dirección que no es https (${status}): copia de nuevo la dirección del calendario desde la plataforma`);
}

/** An answer that came, but damaged: said as such, never as a connection's fault. */
const damaged = (host: string, what: string, retry = false): FeedError => new FeedError(`${host} ha mandado una respuesta dañada (${what}): ${PLATFORM_FAULT}`, retry);
const NOT_DECOMPRESSED = "no se puede descomprimir";

/**
 * An answer that came, but damaged, by the code of its fault (never the error's text): too big
 * headers, a broken HTTP message, a body that can't be decompressed, or one cut short of what it
 * announced. Null for a fault of the connection itself. A body cut short is worth another try (a
 * connection dropped midway); the rest is the server's doing, the same every time.
 */
function damagedAnswer(host: string, code: string | undefined, inBody: boolean): FeedError | null {
  if (code === "UND_ERR_HEADERS_OVERFLOW" || code === "HPE_HEADER_OVERFLOW") return damaged(host, "sus cabeceras son demasiado grandes");
  if (code && /^(Z_|ERR__ERROR|ERR_BROTLI|ERR_ZSTD|ERR_ZLIB)/.test(code)) return damaged(host, NOT_DECOMPRESSED);
  if (code === "UND_ERR_RES_CONTENT_LENGTH_MISMATCH" || code === "HPE_UNEXPECTED_CONTENT_LENGTH") return damaged(host, "su longitud no es la que anuncia");
  if (code?.startsWith("HPE_")) return damaged(host, "no sigue el protocolo HTTP");
  if (inBody) return damaged(host, "llega cortada, con menos de lo que anuncia", true);
  return null;
}

/** More compressed bytes than an empty text compresses to (20, as gzip), the most an empty body is sent in. */
const EMPTY_COMPRESSED = 20;

/**
 * A compressed body that decompressed to nothing from more than an empty text's bytes: cut short
 * (the reader, as browsers do, gives what it could decompress, which can be nothing at all).
 */
function cutCompressed(response: Response): boolean {
  const encoding = response.headers.get("content-encoding")?.trim().toLowerCase();
  return Boolean(encoding) && encoding !== "identity" && Number(response.headers.get("content-length")) > EMPTY_COMPRESSED;
}

/** Network faults by their code (never the error's text, which may hold the address). */
function connectionProblem(host: string, code: string | undefined): FeedError {
  if (code === "ENOTFOUND") return new FeedError(`no existe ningún sitio llamado ${host}: revisa la dirección (o la conexión a internet)`);
  if (code === "ECONNREFUSED") return new FeedError(`${host} no acepta la conexión`, true);
  if (code && /^(ERR_TLS|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED)/.test(code)) return new FeedError(`${host} no tiene un certificado https válido`);
  return new FeedError(`no se ha podido conectar con ${host}: ¿hay conexión a internet?`, true);
}

async function fetchOnce(start: URL, limits: ReadLimits, timeoutMs: number): Promise<Buffer> {
  const host = start.hostname;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = start;
  // Whether the answer's head had come when it failed: a fault after it is a damaged answer, not a connection's.
  let answered = false;
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(url, { signal, redirect: "manual", headers: { accept: "text/calendar, */*;q=0.5" } });
      const location = response.headers.get("location");
      const next = location && URL.canParse(location, url) ? new URL(location, url) : null;
      if (REDIRECTS.has(response.status) && next) {
        await response.body?.cancel().catch(() => undefined);
        if (redirects >= MAX_REDIRECTS || !allowedRedirect(url, next)) throw redirectProblem(response.status, host, redirects >= MAX_REDIRECTS);
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw location && !next && response.status >= 300 && response.status < 400 ? new FeedError(`${host} manda a una dirección mal escrita (${response.status}): ${PLATFORM_FAULT}`) : statusProblem(response.status, host);
      }
      answered = true;
      const bytes = await readCapped(response, limits.maxBytes);
      if (bytes.length === 0 && cutCompressed(response)) throw damaged(host, NOT_DECOMPRESSED);
      return bytes;
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError(`${host} no ha respondido en ${number(timeoutMs / 1000)} s`, true);
    const cause = (error as { cause?: { code?: unknown; name?: unknown } }).cause;
    // Node 24's fetch names a broken HTTP message by its class alone, without llhttp's code.
    const code = typeof cause?.code === "string" ? cause.code : cause?.name === "HTTPParserError" ? "HPE_INVALID" : undefined;
    throw damagedAnswer(host, code, answered) ?? connectionProblem(host, code);
  }
}

/** A file's bytes, up to `maxBytes`; only regular files (not a folder, a device or a pipe). Its name is never said: a mangled address may hold a key. */
async function readFileCapped(file: string, maxBytes: number): Promise<Buffer> {
  // Its kind is asked before it is opened: opening a named pipe would wait for a writer for ever.
  const info = await stat(file).catch(() => null);
  if (!info) throw new FeedError("lo que hay en la variable no es una dirección https:// ni un archivo que exista: copia de nuevo la dirección desde la plataforma");
  if (!info.isFile()) throw new FeedError("lo que hay en la variable no es una dirección https:// ni un archivo normal: copia de nuevo la dirección desde la plataforma");
  if (info.size > maxBytes) throw tooBig(maxBytes);
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(maxBytes + 1);
    let size = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, size, buffer.length - size, null);
      if (bytesRead === 0) break;
      size += bytesRead;
      if (size > maxBytes) throw tooBig(maxBytes);
    }
    return buffer.subarray(0, size);
  } finally {
    await handle.close();
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bytes of a feed, within `limits`: a timeout per attempt and one for the whole read, a few
 * attempts for passing faults, redirects only to https, a size cap. Throws FeedError.
 */
export async function readFeed(value: string, limits: ReadLimits, root: string): Promise<Buffer> {
  const where = locateFeed(value, root);
  if ("file" in where) return readFileCapped(where.file, limits.maxBytes);
  const deadline = Date.now() + limits.totalMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOnce(where.url, limits, Math.max(1, Math.min(limits.timeoutMs, deadline - Date.now())));
    } catch (error) {
      const wait = limits.backoffMs[Math.min(attempt - 1, limits.backoffMs.length - 1)] ?? 0;
      const again = error instanceof FeedError && error.retry && attempt < limits.attempts && Date.now() + wait < deadline - 500;
      if (!again) throw error instanceof FeedError && attempt > 1 ? new FeedError(`${error.message} (${attempt} intentos)`) : error;
      await sleep(wait);
    }
  }
}

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

function statusProblem(status: number, host: string): FeedError {
  if (status === 401 || status === 403) return new FeedError(`${host} no da permiso (${status}): el enlace ha caducado o se ha cambiado; copia el nuevo desde la plataforma`);
  if (status === 404 || status === 410) return new FeedError(`${host} dice que el calendario no existe (${status}): ¿se ha borrado el anuncio o ha cambiado el enlace? Cópialo de nuevo desde la plataforma`);
  if (status === 429) return new FeedError(`${host} pide que esperemos (${status}: demasiadas peticiones)`, true);
  if (status >= 500) return new FeedError(`${host} tiene un fallo (${status})`, true);
  if (status >= 300 && status < 400) return new FeedError(`${host} manda a otra dirección que no es https, o demasiadas veces seguidas (${status})`);
  return new FeedError(`${host} ha respondido con un error (${status})`);
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
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(url, { signal, redirect: "manual", headers: { accept: "text/calendar, */*;q=0.5" } });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location && redirects < MAX_REDIRECTS) {
        await response.body?.cancel().catch(() => undefined);
        const next = URL.canParse(location, url) ? new URL(location, url) : null;
        if (!next || !allowedRedirect(url, next)) throw statusProblem(response.status, host);
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw statusProblem(response.status, host);
      }
      return await readCapped(response, limits.maxBytes);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError(`${host} no ha respondido en ${number(timeoutMs / 1000)} s`, true);
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw connectionProblem(host, typeof code === "string" ? code : undefined);
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

import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** A feed that couldn't be read; `message` is Spanish, for the owner, and never holds the feed's address. */
export class FeedError extends Error {
  constructor(
    message: string,
    /** Worth another try: a timeout, a dropped connection, a server error. */
    readonly retry = false,
  ) {
    super(message);
  }
}

export type ReadLimits = {
  /** Per attempt. */
  timeoutMs: number;
  attempts: number;
  /** Waits between attempts, in order (the last repeats). */
  backoffMs: number[];
  maxBytes: number;
};

export const DEFAULT_LIMITS: ReadLimits = { timeoutMs: 20_000, attempts: 3, backoffMs: [2_000, 6_000], maxBytes: 5 * 1024 * 1024 };

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** A size or a time as the owner reads it: «5 MB», «64 KB», «20 s», «0,4 s». */
const number = (value: number): string => value.toLocaleString("es-ES", { maximumFractionDigits: 1 });
const megabytes = (bytes: number): string => (bytes >= 1024 * 1024 ? `${number(bytes / 1024 / 1024)} MB` : `${number(bytes / 1024)} KB`);

/**
 * Where a feed is: an https address (what the platforms give), an http address only on this
 * machine (tests, a local copy), or a file on disk (to try the site with a saved calendar).
 */
function locate(value: string, root: string): { url: URL } | { file: string } {
  if (/^file:/i.test(value)) return { file: fileURLToPath(value) };
  // An address copied without its «https://» (never printed: it holds the calendar's key).
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?\//i.test(value) && !/\.ics$/i.test(value.split("?")[0]!.split("/")[0]!)) {
    throw new FeedError("a la dirección le falta el principio, «https://»: cópiala entera desde la plataforma");
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return { file: path.resolve(root, value) };
  let url: URL;
  try {
    // «webcal://» is how some platforms and calendar apps write the same https address.
    url = new URL(value.replace(/^webcals?:\/\//i, "https://"));
  } catch {
    throw new FeedError("la dirección guardada en la variable no es válida: cópiala de nuevo desde la plataforma (la que termina en .ics o la de «exportar calendario»)");
  }
  if (url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname))) return { url };
  throw new FeedError(`la dirección tiene que empezar por https:// (ahora empieza por «${url.protocol}»): las plataformas dan su calendario por https`);
}

/** The body, read up to `maxBytes` (a calendar of two years is a few hundred KB; anything bigger is not one). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) throw new FeedError(`el calendario ocupa ${megabytes(declared)}, más de los ${megabytes(maxBytes)} que puede tener uno de verdad`);
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FeedError(`el calendario ocupa más de ${megabytes(maxBytes)}, más de lo que puede tener uno de verdad`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function statusProblem(status: number, host: string): FeedError {
  if (status === 401 || status === 403) return new FeedError(`${host} no da permiso (${status}): el enlace ha caducado o se ha cambiado; copia el nuevo desde la plataforma`);
  if (status === 404 || status === 410) return new FeedError(`${host} dice que el calendario no existe (${status}): ¿se ha borrado el anuncio o ha cambiado el enlace? Cópialo de nuevo desde la plataforma`);
  if (status === 429) return new FeedError(`${host} pide que esperemos (${status}: demasiadas peticiones)`, true);
  if (status >= 500) return new FeedError(`${host} tiene un fallo (${status})`, true);
  return new FeedError(`${host} ha respondido con un error (${status})`);
}

async function fetchOnce(url: URL, limits: ReadLimits): Promise<string> {
  const host = url.hostname;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(url, { signal, redirect: "follow", headers: { accept: "text/calendar, */*;q=0.5" } });
    if (!response.ok) {
      await response.body?.cancel();
      throw statusProblem(response.status, host);
    }
    return await readCapped(response, limits.maxBytes);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError(`${host} no ha respondido en ${number(limits.timeoutMs / 1000)} s`, true);
    const code = (error as { cause?: { code?: string } }).cause?.code;
    throw new FeedError(`no se ha podido conectar con ${host}${code ? ` (${code})` : ""}: ¿hay conexión a internet?`, true);
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The text of a feed, with a timeout per attempt, a few attempts for passing faults, and a size cap. */
export async function readFeed(value: string, limits: ReadLimits, root: string): Promise<string> {
  const where = locate(value.trim(), root);
  if ("file" in where) {
    const info = await stat(where.file).catch(() => null);
    // A file's name is said only when it looks like one (a mangled address may hold a key).
    const name = path.relative(root, where.file) || where.file;
    if (!info?.isFile()) throw new FeedError(/^[\w./ -]+$/.test(name) ? `el archivo ${name} no existe` : "lo que hay en la variable no es una dirección https:// ni un archivo que exista: copia de nuevo la dirección desde la plataforma");
    if (info.size > limits.maxBytes) throw new FeedError(`el archivo ocupa ${megabytes(info.size)}, más de los ${megabytes(limits.maxBytes)} que puede tener un calendario`);
    return readFile(where.file, "utf8");
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOnce(where.url, limits);
    } catch (error) {
      if (!(error instanceof FeedError) || !error.retry || attempt >= limits.attempts) {
        throw error instanceof FeedError && attempt > 1 ? new FeedError(`${error.message} (${attempt} intentos)`) : error;
      }
      await sleep(limits.backoffMs[Math.min(attempt - 1, limits.backoffMs.length - 1)] ?? 0);
    }
  }
}

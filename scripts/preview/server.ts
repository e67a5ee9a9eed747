/**
 * The local web server of `npm start`, `npm run preview`, the browser tests, the screenshots and
 * the bench: serves a finished build the way the hosts do (docs/deploy.md), from the rules the build
 * wrote to build/serve.json. Own code on node:http rather than a package: `serve` published
 * `_headers` and `_redirects`, answered `/%00` with 500 and `/404` with 200, and can't be told not to
 * (docs/decisions/016-own-local-server.md). Plain http on 127.0.0.1: no HSTS here.
 *
 *   node --import tsx scripts/preview/server.ts [--port 4173] [--client build/client] [--rules build/serve.json]
 */
import { readFileSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import type { HostingRules } from "../build/host-files.ts";
import { compressible, contentTypeOf, FALLBACK_HEADERS, respond, type Answer } from "./respond.ts";

type Options = { client: string; rules: string };

/** The build's rules, read again whenever a new build replaces them (a server may outlive a build). */
function rulesReader(file: string): () => HostingRules {
  let cached: { mtime: number; rules: HostingRules } | undefined;
  return () => {
    const mtime = statSync(file).mtimeMs;
    if (cached?.mtime !== mtime) cached = { mtime, rules: JSON.parse(readFileSync(file, "utf8")) as HostingRules };
    return cached.rules;
  };
}

function isFileIn(client: string) {
  return (relative: string): boolean => {
    const full = path.join(client, relative);
    // Never outside the folder, whatever the path holds (respond() already refuses `..`).
    if (!full.startsWith(client + path.sep)) return false;
    try {
      return statSync(full).isFile();
    } catch {
      return false;
    }
  };
}

/** Each text file compressed once per version: a page load asks for dozens of them. */
const gzipCache = new Map<string, { mtime: number; body: Buffer }>();
function gzipped(file: string, mtime: number, body: Buffer): Buffer {
  const cached = gzipCache.get(file);
  if (cached?.mtime === mtime) return cached.body;
  const zipped = gzipSync(body);
  gzipCache.set(file, { mtime, body: zipped });
  return zipped;
}

async function send(request: IncomingMessage, response: ServerResponse, answer: Answer, client: string): Promise<void> {
  const head = request.method === "HEAD";
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  if (answer.kind === "redirect") {
    response.writeHead(answer.status, { Location: answer.location, "Content-Type": "text/plain; charset=utf-8", "Content-Length": 0 });
    response.end();
    return;
  }
  if (answer.kind === "refuse") {
    const body = Buffer.from(answer.body);
    response.writeHead(answer.status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": body.length });
    response.end(head ? undefined : body);
    return;
  }
  const full = path.join(client, answer.file);
  const { mtime } = await stat(full);
  let body: Buffer = await readFile(full);
  const headers: Record<string, string | number> = { "Content-Type": contentTypeOf(answer.file), "Last-Modified": mtime.toUTCString() };
  if (compressible(answer.file)) {
    headers.Vary = "Accept-Encoding";
    if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      body = gzipped(full, mtime.getTime(), body);
      headers["Content-Encoding"] = "gzip";
    }
  }
  headers["Content-Length"] = body.length;
  response.writeHead(answer.status, headers);
  response.end(head ? undefined : body);
}

/** A server for one build; `listen` it where you need it. A failure answers 500 and is logged, never kills the server. */
export function createSiteServer({ client, rules }: Options): Server {
  const root = path.resolve(client);
  const readRules = rulesReader(path.resolve(rules));
  const isFile = isFileIn(root);
  const server = createServer((request, response) => {
    // async: a throw anywhere (rules unreadable mid-build) becomes the rejection handled below.
    const answer = async (): Promise<void> => send(request, response, respond(request.method ?? "GET", request.url ?? "/", readRules(), isFile), root);
    answer().catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      // The headers of the answer that failed (a script's year of caching) are not this answer's.
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      const headers = { ...FALLBACK_HEADERS, "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };
      // A new build is being swapped in (scripts/build/swap-build.ts): its files are back in a moment.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        response.writeHead(503, { ...headers, "Retry-After": "1" });
        return void response.end("La web se está actualizando: vuelve a cargar la página en un momento.\n");
      }
      console.error(error);
      response.writeHead(500, headers);
      response.end();
    });
  });
  // What node:http answers by itself (a request it can't parse, headers over its limit: 400, 431)
  // carries the same security headers as every other answer.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || (error.code === "ECONNRESET")) return void socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "HPE_URI_TOO_LONG" ? 414 : 400;
    const body = status === 431 ? "Cabeceras demasiado grandes\n" : status === 414 ? "Dirección demasiado larga\n" : "Petición no válida\n";
    const headers = { ...FALLBACK_HEADERS, "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(Buffer.byteLength(body)), Connection: "close" };
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n${body}`);
  });
  return server;
}

if (process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, "../..");
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "4173" },
      client: { type: "string", default: path.join(root, "build/client") },
      rules: { type: "string", default: path.join(root, "build/serve.json") },
    },
  });
  const port = Number(values.port);
  try {
    statSync(values.rules);
  } catch {
    console.error(`No hay web construida en ${path.dirname(values.rules)}: ejecuta «npm run build» y después «npm run preview».`);
    process.exit(1);
  }
  const server = createSiteServer({ client: values.client, rules: values.rules });
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(error.code === "EADDRINUSE" ? `El puerto ${port} ya está en uso: cierra lo que lo usa, o elige otro con --port.` : error.message);
    process.exit(1);
  });
  server.listen(port, "127.0.0.1", () => console.log(`La web está en http://127.0.0.1:${port}/`));
}

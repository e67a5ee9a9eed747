import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FeedError } from "../../../scripts/availability/feed-error.ts";
import { readFeed, type ReadLimits } from "../../../scripts/availability/read-feed.ts";
import { missingFromGuide } from "../support/owner-guide.ts";
import { MARKER } from "./hostile-feeds.ts";
import { rawAnswer, serveCalendar, startPlatform } from "./test-platform.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/calendars");
const AIRBNB = readFileSync(path.join(FIXTURES, "airbnb.ics"), "utf8");
const BOOKING = readFileSync(path.join(FIXTURES, "booking.ics"), "utf8");
const LIMITS: ReadLimits = { timeoutMs: 400, totalMs: 3_000, attempts: 2, backoffMs: [10], maxBytes: 64 * 1024 };
const SECRET = "s3cr3t-t0ken";

let platform: Awaited<ReturnType<typeof startPlatform>>;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());
beforeEach(() => platform.reset());

const text = async (value: string, limits = LIMITS): Promise<string> => (await readFeed(value, limits, FIXTURES)).toString("utf8");
const problemOf = (value: string, limits = LIMITS): Promise<string> =>
  readFeed(value, limits, FIXTURES).then(
    () => "read",
    (error: unknown) => (error instanceof FeedError ? error.message : `not a FeedError: ${String(error)}`),
  );

describe("reading a feed", () => {
  it("reads a calendar over http on this machine", async () => {
    platform.routes.set("/airbnb.ics", serveCalendar(AIRBNB));
    expect(await text(`${platform.base}/airbnb.ics?t=${SECRET}`)).toBe(AIRBNB);
  });

  it("gives up on a server slower than the timeout, after its attempts, without naming the address", async () => {
    platform.routes.set("/slow.ics", (_request, response) => void setTimeout(() => response.writeHead(200).end(AIRBNB), 2_000));
    expect(await problemOf(`${platform.base}/slow.ics?t=${SECRET}`)).toBe("127.0.0.1 no ha respondido en 0,4 s (2 intentos)");
    expect(platform.hits.get("/slow.ics")).toBe(2);
  });

  it("a server that sends its calendar a drop at a time is cut off within the read's own limit", async () => {
    platform.routes.set("/drip.ics", (_request, response) => {
      response.writeHead(200, { "content-type": "text/calendar" });
      const timer = setInterval(() => response.write("X"), 50);
      response.on("close", () => clearInterval(timer));
    });
    const started = Date.now();
    expect(await problemOf(`${platform.base}/drip.ics`, { ...LIMITS, timeoutMs: 5_000, totalMs: 1_000, attempts: 5 })).toMatch(/^127\.0\.0\.1 no ha respondido en 1 s/);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it("stops reading past the size cap, announced or not", async () => {
    const big = "BEGIN:VCALENDAR\r\n" + "X-PADDING:".padEnd(1000, "x").concat("\r\n").repeat(100);
    platform.routes.set("/big.ics", (_request, response) => {
      response.writeHead(200, { "content-type": "text/calendar", "transfer-encoding": "chunked" });
      response.end(big);
    });
    platform.routes.set("/declared.ics", (_request, response) => response.writeHead(200, { "content-length": String(10 * 1024 * 1024) }).end());
    expect(await problemOf(`${platform.base}/big.ics`)).toBe("el calendario ocupa más de 64 KB, más de lo que puede tener uno de verdad");
    expect(await problemOf(`${platform.base}/declared.ics`)).toMatch(/^el calendario ocupa 10 MB/);
  });

  it("says what a 404 or a 403 means and doesn't retry them; retries a server error", async () => {
    expect(await problemOf(`${platform.base}/gone.ics`)).toMatch(/^127\.0\.0\.1 dice que el calendario no existe \(404\)/);
    expect(platform.hits.get("/gone.ics")).toBe(1);
    platform.routes.set("/private.ics", (_request, response) => response.writeHead(403).end());
    expect(await problemOf(`${platform.base}/private.ics`)).toMatch(/no da permiso \(403\)/);
    let calls = 0;
    platform.routes.set("/flaky.ics", (request, response) => (++calls === 1 ? response.writeHead(503).end() : serveCalendar(BOOKING)(request, response)));
    expect(await text(`${platform.base}/flaky.ics`)).toBe(BOOKING);
    expect(calls).toBe(2);
  });

  it("follows a redirect to the same machine, refuses one to plain http elsewhere, and a loop ends", async () => {
    platform.routes.set("/moved.ics", (_request, response) => response.writeHead(301, { location: "/airbnb.ics" }).end());
    platform.routes.set("/airbnb.ics", serveCalendar(AIRBNB));
    expect(await text(`${platform.base}/moved.ics`)).toBe(AIRBNB);
    platform.routes.set("/away.ics", (_request, response) => response.writeHead(302, { location: `http://calendar.example.com/${MARKER}.ics` }).end());
    expect(await problemOf(`${platform.base}/away.ics`)).toBe("127.0.0.1 manda a otra dirección que no es https (302): copia de nuevo la dirección del calendario desde la plataforma");
    platform.routes.set("/loop.ics", (_request, response) => response.writeHead(302, { location: "/loop.ics" }).end());
    expect(await problemOf(`${platform.base}/loop.ics`)).toMatch(/^127\.0\.0\.1 manda de una dirección a otra más de 5 veces seguidas \(302\)/);
    expect(platform.hits.get("/loop.ics")).toBe(6);
  });

  it("takes https, http only on this machine, and files; refuses other schemes", async () => {
    expect(await problemOf("http://calendar.example.com/feed.ics")).toMatch(/^la dirección tiene que empezar por https:\/\/ \(ahora empieza por «http:»\)/);
    expect(await problemOf("ftp://calendar.example.com/feed.ics")).toMatch(/tiene que empezar por https:\/\//);
    expect(await text("airbnb.ics")).toBe(AIRBNB);
    expect(await problemOf("missing.ics")).toMatch(/^lo que hay en la variable no es una dirección https:\/\/ ni un archivo que exista/);
  });

  it("reads a webcal:// address as the https:// one it stands for", async () => {
    // The test server is plain http on this machine: webcal:// becomes https://, which it refuses to speak.
    expect(await problemOf("webcal://127.0.0.1:1/webcal.ics")).toMatch(/^127\.0\.0\.1 no acepta la conexión|^no se ha podido conectar con 127\.0\.0\.1/);
  });

  it("refuses what is not a regular file: a folder, a device, a named pipe (without waiting for a writer)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "feed-files-"));
    execFileSync("mkfifo", [path.join(dir, "pipe.ics")]);
    for (const file of [dir, "/dev/zero", path.join(dir, "pipe.ics")]) expect(await problemOf(file)).toMatch(/ni un archivo normal/);
    await rm(dir, { recursive: true, force: true });
  });
});

describe("a calendar server that answers wrong is said to, not a connection that failed", () => {
  const damaged = (what: string) => `127.0.0.1 ha mandado una respuesta dañada (${what}): es un fallo de la plataforma, no de tu dirección; si se repite, avísala`;
  /** Every message said below, for the guide. */
  const said: string[] = [];
  /** What a read of `route` says, and how many times it was asked; never the address's secret. */
  const answer = async (route: string): Promise<[string, number]> => {
    const problem = await problemOf(`${platform.base}${route}?s=${MARKER}`);
    expect(problem).not.toContain(MARKER);
    said.push(problem);
    return [problem, platform.hits.get(route) ?? 0];
  };
  const compressed = (encoding: string, body: Buffer): string[] => ["HTTP/1.1 200 OK", "Content-Type: text/calendar", `Content-Encoding: ${encoding}`, `Content-Length: ${body.length}`];

  it("a body that can't be decompressed (gzip, deflate, brotli, or a gzip cut before its first line): damaged, not retried", async () => {
    const garbage = Buffer.from(`no es gzip ${"x".repeat(40)}`);
    platform.routes.set("/gzip.ics", rawAnswer(compressed("gzip", garbage), garbage));
    platform.routes.set("/deflate.ics", rawAnswer(compressed("deflate", garbage), garbage));
    platform.routes.set("/br.ics", rawAnswer(compressed("br", garbage), garbage));
    // Cut within its first block: the reader, as browsers do, gives what it could decompress, here nothing. (Cut later, the calendar arrives cut short, and its reading says so.)
    const cut = gzipSync(AIRBNB).subarray(0, 60);
    platform.routes.set("/cut-gzip.ics", rawAnswer(compressed("gzip", cut), cut));
    for (const route of ["/gzip.ics", "/deflate.ics", "/br.ics", "/cut-gzip.ics"]) expect(await answer(route), route).toEqual([damaged("no se puede descomprimir"), 1]);
    // A body compressed right is read.
    const good = brotliCompressSync(AIRBNB);
    platform.routes.set("/good-br.ics", rawAnswer(compressed("br", good), good));
    expect(await text(`${platform.base}/good-br.ics`)).toBe(AIRBNB);
  });

  it("a body shorter than its Content-Length, closed early: damaged, tried again", async () => {
    platform.routes.set("/short.ics", rawAnswer(["HTTP/1.1 200 OK", "Content-Type: text/calendar", `Content-Length: ${AIRBNB.length + 500}`], AIRBNB));
    expect(await answer("/short.ics")).toEqual([`${damaged("llega cortada, con menos de lo que anuncia")} (2 intentos)`, 2]);
    // Two lengths that disagree.
    platform.routes.set("/two-lengths.ics", rawAnswer(["HTTP/1.1 200 OK", "Content-Length: 5", "Content-Length: 6"], "BEGIN:"));
    expect(await answer("/two-lengths.ics")).toEqual([damaged("su longitud no es la que anuncia"), 1]);
  });

  it("headers too big, or an answer that isn't HTTP: damaged, not retried", async () => {
    platform.routes.set("/big-headers.ics", rawAnswer(["HTTP/1.1 200 OK", `X-Relleno: ${"a".repeat(100_000)}`, "Content-Length: 0"]));
    expect(await answer("/big-headers.ics")).toEqual([damaged("sus cabeceras son demasiado grandes"), 1]);
    platform.routes.set("/not-http.ics", (request) => request.socket.end("ESTO NO ES HTTP\r\n\r\n"));
    expect(await answer("/not-http.ics")).toEqual([damaged("no sigue el protocolo HTTP"), 1]);
    platform.routes.set("/bad-chunk.ics", rawAnswer(["HTTP/1.1 200 OK", "Transfer-Encoding: chunked"], "ZZ\r\nBEGIN:VCALENDAR\r\n0\r\n\r\n"));
    expect(await answer("/bad-chunk.ics")).toEqual([damaged("no sigue el protocolo HTTP"), 1]);
  });

  it("a 304 «not modified» is an answer without the calendar, even with a Location; a 3xx that says nowhere, or a place that can't be read, is not a redirect to http", async () => {
    platform.routes.set("/airbnb.ics", serveCalendar(AIRBNB));
    platform.routes.set("/304.ics", (_request, response) => response.writeHead(304, { location: "/airbnb.ics" }).end());
    expect(await answer("/304.ics")).toEqual(["127.0.0.1 ha respondido «sin cambios» (304) sin mandar el calendario, aunque no se le había preguntado por cambios: es un fallo de la plataforma, no de tu dirección; si se repite, avísala", 1]);
    expect(platform.hits.get("/airbnb.ics")).toBeUndefined();
    platform.routes.set("/nowhere.ics", (_request, response) => response.writeHead(302).end());
    expect(await answer("/nowhere.ics")).toEqual(["127.0.0.1 manda a otra dirección (302) sin decir a cuál: es un fallo de la plataforma, no de tu dirección; si se repite, avísala", 1]);
    platform.routes.set("/garbled.ics", rawAnswer(["HTTP/1.1 301 Moved Permanently", `Location: http://[${MARKER}/x.ics`, "Content-Length: 0"]));
    expect(await answer("/garbled.ics")).toEqual(["127.0.0.1 manda a una dirección mal escrita (301): es un fallo de la plataforma, no de tu dirección; si se repite, avísala", 1]);
  });

  it("a connection closed before any answer is still a connection's fault", async () => {
    platform.routes.set("/reset.ics", (request) => request.socket.destroy());
    expect((await answer("/reset.ics"))[0]).toBe("no se ha podido conectar con 127.0.0.1: ¿hay conexión a internet? (2 intentos)");
  });

  it("the guide shows each message, and those of a redirect not followed", async () => {
    platform.routes.set("/away.ics", (_request, response) => response.writeHead(302, { location: "http://calendar.example.com/x.ics" }).end());
    platform.routes.set("/loop.ics", (_request, response) => response.writeHead(302, { location: "/loop.ics" }).end());
    await answer("/away.ics");
    await answer("/loop.ics");
    // As a platform's host: the guide's examples are Airbnb's.
    expect(missingFromGuide(said.map((message) => message.replaceAll("127.0.0.1", "www.airbnb.es")))).toEqual([]);
  });
});

describe("a feed's address, whatever it looks like, is never printed", () => {
  // Each holds the marker where an address keeps its secret: the path, the query, the user, a
  // fragment, a made-up scheme, a file name.
  const shapes: [string, RegExp][] = [
    [`https//www.airbnb.es/calendar/ical/${MARKER}.ics`, /le faltan los dos puntos de «https:\/\/»/],
    [`http//www.airbnb.es/calendar/ical/1.ics?s=${MARKER}`, /le faltan los dos puntos/],
    [`www.airbnb.es/calendar/ical/123.ics?s=${MARKER}`, /le falta el principio, «https:\/\/»/],
    [`admin.booking.com/hotel/ical.html?t=${MARKER}`, /le falta el principio/],
    [`calendar/ical/123.ics?s=${MARKER}`, /no es una dirección https:\/\/ ni un archivo que exista/],
    [`${MARKER}/ical/123`, /no es una dirección https:\/\/ ni un archivo que exista/],
    [`file://calendars.example.com/${MARKER}.ics`, /no es la de un archivo de este ordenador/],
    [`file:///nowhere/${MARKER}.ics`, /ni un archivo que exista/],
    [`https://user:${MARKER}@www.airbnb.es/calendar/ical/1.ics`, /lleva un usuario o una contraseña/],
    [`https://${MARKER}@www.airbnb.es/calendar/ical/1.ics`, /lleva un usuario o una contraseña/],
    [`${MARKER.toLowerCase()}x:/calendar`, /^la dirección tiene que empezar por https:\/\/: las plataformas/],
    [`javascript:alert('${MARKER}')`, /tiene que empezar por https:\/\/ \(ahora empieza por «javascript:»\)/],
    [`data:text/calendar,BEGIN:VCALENDAR%0D%0A${MARKER}`, /«data:»/],
    [`https://www.airbnb.es/calendar/ical/1.ics?s=${MARKER} https://other.example/2.ics`, /espacios o saltos de línea en medio/],
    [`https://www.airbnb.es/calendar/ical/1.ics?s=\n${MARKER}`, /espacios o saltos de línea en medio/],
    [`https://[${MARKER}]/x.ics`, /no es válida/],
    [`https://www.airbnb.es/${MARKER.repeat(400)}`, /demasiado largo/],
    [`http://${MARKER}.example.com/cal.ics`, /tiene que empezar por https:\/\//],
    // What a damaged address makes of its host is never said as a host.
    [`https://www.airbnb.es&s=${MARKER}/calendar.ics`, /no es válida/],
    [`https://ical.booking.com;t=${MARKER}`, /no es válida/],
    [`https://www.airbnb.es!${MARKER}/calendar.ics`, /no es válida/],
    [`https:${MARKER}.example.com/calendar.ics`, /no es válida/],
    [`https:\\\\${MARKER}.example.com/calendar.ics`, /no es válida/],
    [`https://www.airbnb.es\u200b${MARKER}/calendar.ics`, /caracteres que no van en una dirección/],
  ];

  it.each(shapes)("%s", async (value, reason) => {
    const problem = await problemOf(value);
    expect(problem).toMatch(reason);
    expect(problem).not.toContain(MARKER);
    expect(problem.toLowerCase()).not.toContain(MARKER.toLowerCase());
  });

  it("a host that doesn't exist is named, once, without its path or query, and not retried", async () => {
    const started = Date.now();
    const problem = await problemOf(`https://calendario.invalid/ical/${MARKER}.ics?s=${MARKER}`, { ...LIMITS, timeoutMs: 5_000 });
    expect(problem).toMatch(/calendario\.invalid/);
    expect(problem).not.toContain(MARKER);
    expect(problem).not.toMatch(/intentos/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

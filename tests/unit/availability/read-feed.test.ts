import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FeedError } from "../../../scripts/availability/feed-error.ts";
import { readFeed, type ReadLimits } from "../../../scripts/availability/read-feed.ts";
import { MARKER } from "./hostile-feeds.ts";
import { serveCalendar, startPlatform } from "./test-platform.ts";

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
    expect(await problemOf(`${platform.base}/away.ics`)).toBe("127.0.0.1 manda a otra dirección que no es https, o demasiadas veces seguidas (302)");
    platform.routes.set("/loop.ics", (_request, response) => response.writeHead(302, { location: "/loop.ics" }).end());
    expect(await problemOf(`${platform.base}/loop.ics`)).toMatch(/demasiadas veces seguidas \(302\)/);
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

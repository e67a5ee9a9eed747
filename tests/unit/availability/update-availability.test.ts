import { readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApartmentAvailability } from "../../../src/booking/availability.ts";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { describeReport } from "../../../scripts/availability/describe-report.ts";
import { readFeed, type ReadLimits } from "../../../scripts/availability/read-feed.ts";
import { updateAvailability, type AvailabilityOptions } from "../../../scripts/availability/update-availability.ts";
import { loadSite } from "../../../scripts/content/load-site.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/calendars");
const AIRBNB = readFileSync(path.join(FIXTURES, "airbnb.ics"), "utf8");
const BOOKING = readFileSync(path.join(FIXTURES, "booking.ics"), "utf8");
const HTML = readFileSync(path.join(FIXTURES, "not-a-calendar.html"), "utf8");
const LIMITS: ReadLimits = { timeoutMs: 400, attempts: 2, backoffMs: [10], maxBytes: 64 * 1024 };
const NOW = new Date("2026-11-24T10:00:00Z");
const SECRET = "s3cr3t-t0ken";

/** The test's platform: each path answers as a real one might, and every request is counted. */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const routes = new Map<string, Handler>();
const hits = new Map<string, number>();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = new URL(request.url!, "http://x").pathname;
    hits.set(route, (hits.get(route) ?? 0) + 1);
    const handler = routes.get(route);
    if (handler) handler(request, response);
    else response.writeHead(404).end("Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  routes.clear();
  hits.clear();
});

const calendar = (text: string): Handler => (_request, response) => response.writeHead(200, { "content-type": "text/calendar" }).end(text);

describe("reading a feed", () => {
  it("reads a calendar over http on this machine", async () => {
    routes.set("/airbnb.ics", calendar(AIRBNB));
    expect(await readFeed(`${base}/airbnb.ics?t=${SECRET}`, LIMITS, FIXTURES)).toBe(AIRBNB);
  });

  it("gives up on a server slower than the timeout, after its attempts, without naming the address", async () => {
    routes.set("/slow.ics", (_request, response) => void setTimeout(() => response.writeHead(200).end(AIRBNB), 2_000));
    const error = await readFeed(`${base}/slow.ics?t=${SECRET}`, LIMITS, FIXTURES).catch((e: Error) => e);
    expect((error as Error).message).toBe("127.0.0.1 no ha respondido en 0,4 s (2 intentos)");
    expect(hits.get("/slow.ics")).toBe(2);
  });

  it("stops reading past the size cap, announced or not", async () => {
    const big = "BEGIN:VCALENDAR\r\n" + "X-PADDING:".padEnd(1000, "x").concat("\r\n").repeat(100);
    routes.set("/big.ics", (_request, response) => {
      response.writeHead(200, { "content-type": "text/calendar", "transfer-encoding": "chunked" });
      response.end(big);
    });
    routes.set("/declared.ics", (_request, response) => response.writeHead(200, { "content-length": String(10 * 1024 * 1024) }).end());
    await expect(readFeed(`${base}/big.ics`, LIMITS, FIXTURES)).rejects.toThrow("el calendario ocupa más de 64 KB, más de lo que puede tener uno de verdad");
    await expect(readFeed(`${base}/declared.ics`, LIMITS, FIXTURES)).rejects.toThrow("el calendario ocupa 10 MB");
  });

  it("says what a 404 or a 403 means and doesn't retry them; retries a server error", async () => {
    await expect(readFeed(`${base}/gone.ics`, LIMITS, FIXTURES)).rejects.toThrow("127.0.0.1 dice que el calendario no existe (404)");
    expect(hits.get("/gone.ics")).toBe(1);
    routes.set("/private.ics", (_request, response) => response.writeHead(403).end());
    await expect(readFeed(`${base}/private.ics`, LIMITS, FIXTURES)).rejects.toThrow("no da permiso (403)");
    let calls = 0;
    routes.set("/flaky.ics", (request, response) => (++calls === 1 ? response.writeHead(503).end() : calendar(BOOKING)(request, response)));
    expect(await readFeed(`${base}/flaky.ics`, LIMITS, FIXTURES)).toBe(BOOKING);
    expect(calls).toBe(2);
  });

  it("takes https, http only on this machine, and files; refuses other schemes", async () => {
    await expect(readFeed("http://calendar.example.com/feed.ics", LIMITS, FIXTURES)).rejects.toThrow("tiene que empezar por https://");
    await expect(readFeed("ftp://calendar.example.com/feed.ics", LIMITS, FIXTURES)).rejects.toThrow("tiene que empezar por https://");
    expect(await readFeed("airbnb.ics", LIMITS, FIXTURES)).toBe(AIRBNB);
    await expect(readFeed("missing.ics", LIMITS, FIXTURES)).rejects.toThrow("el archivo missing.ics no existe");
    // An address copied without «https://» is not taken for a file, and its key is never printed.
    const copiedShort = readFeed("www.airbnb.es/calendar/ical/123.ics?s=SECRETKEY", LIMITS, FIXTURES);
    await expect(copiedShort).rejects.toThrow("le falta el principio, «https://»");
    await expect(copiedShort).rejects.not.toThrow(/SECRETKEY/);
    await expect(readFeed("calendar/ical/123.ics?s=SECRETKEY", LIMITS, FIXTURES)).rejects.toThrow(/^(?!.*SECRETKEY).*no es una dirección https/);
  });

  it("reads a webcal:// address as the https:// one it stands for", async () => {
    routes.set("/webcal.ics", calendar(BOOKING));
    // The test server is plain http on this machine: webcal:// becomes https://, which it refuses to speak.
    await expect(readFeed(`webcal://127.0.0.1:1/webcal.ics`, LIMITS, FIXTURES)).rejects.toThrow(/no se ha podido conectar con 127\.0\.0\.1/);
  });
});

describe("npm run availability", () => {
  let site: Site;
  let dir: string;
  beforeAll(async () => {
    const load = await loadSite(undefined, { decodePhotos: false });
    if (!load.ok) throw new Error("site.yaml should pass");
    site = structuredClone(load.site);
    const [mirador, sanIsidro, calicanto] = site.apartments;
    mirador!.calendar = { feeds: [{ platform: "Airbnb", env: "T_MIRADOR_AIRBNB" }, { platform: "Booking.com", env: "T_MIRADOR_BOOKING" }] };
    sanIsidro!.calendar = { feeds: [{ platform: "Airbnb", env: "T_SAN_ISIDRO_AIRBNB" }] };
    calicanto!.calendar = { blocks: [{ checkIn: "2026-12-20", checkOut: "2026-12-22", note: "Familia García, 611 222 333" }] };
  });
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "availability-"));
  });

  const options = (env: Record<string, string>, now = NOW): AvailabilityOptions => ({ now, env, limits: LIMITS, root: FIXTURES, cacheDir: path.join(dir, "cache"), outDir: path.join(dir, "out") });
  const published = async (slug: string): Promise<ApartmentAvailability> => JSON.parse(await readFile(path.join(dir, "out", `${slug}.json`), "utf8"));

  it("merges two platforms' feeds and the owner's blocks into one file per apartment with a calendar, dates only", async () => {
    routes.set("/airbnb.ics", calendar(AIRBNB));
    routes.set("/booking.ics", calendar(BOOKING));
    const env = { T_MIRADOR_AIRBNB: `${base}/airbnb.ics?s=${SECRET}`, T_MIRADOR_BOOKING: `${base}/booking.ics?s=${SECRET}`, T_SAN_ISIDRO_AIRBNB: `${base}/airbnb.ics?s=${SECRET}` };
    const { reports } = await updateAvailability(site, options(env));
    expect(reports.map((report) => report.ok)).toEqual([true, true, true]);
    expect((await readdir(path.join(dir, "out"))).sort()).toEqual(["calicanto.json", "mirador.json", "san-isidro.json"]);
    const mirador = await published("mirador");
    expect(mirador.booked).toEqual([
      // Airbnb 1–5 December and Booking.com 3–8 December are one stretch.
      ["2026-12-01", "2026-12-08"],
      ["2026-12-24", "2026-12-27"],
      ["2027-01-31", "2027-02-02"],
      ["2027-02-26", "2027-03-01"],
    ]);
    expect(mirador.window).toEqual({ from: "2026-11-24", to: "2028-05-24" });
    expect(mirador.feeds).toEqual([
      { platform: "Airbnb", readAt: NOW.toISOString() },
      { platform: "Booking.com", readAt: NOW.toISOString() },
    ]);
    expect(mirador.updatedAt).toBe(NOW.toISOString());
    const calicanto = await published("calicanto");
    expect(calicanto.booked).toEqual([["2026-12-20", "2026-12-22"]]);
    const all = (await Promise.all(["mirador", "san-isidro", "calicanto"].map((slug) => readFile(path.join(dir, "out", `${slug}.json`), "utf8")))).join("\n");
    for (const leak of [SECRET, "127.0.0.1", "García", "611", "Reserved", "Reservation", "HMABCDE", "4821", "T_MIRADOR", "CLOSED"]) expect(all).not.toContain(leak);
  });

  it("a feed that vanishes after one good read keeps its last nights, marked with their age; one never read makes the data stale", async () => {
    routes.set("/airbnb.ics", calendar(AIRBNB));
    const env = { T_MIRADOR_AIRBNB: `${base}/airbnb.ics`, T_MIRADOR_BOOKING: `${base}/booking.ics` };
    await updateAvailability(site, options(env));
    routes.delete("/airbnb.ics");
    const later = new Date(NOW.getTime() + 30 * 3_600_000);
    const { reports } = await updateAvailability(site, options(env, later));
    const mirador = await published("mirador");
    expect(mirador.booked).toContainEqual(["2026-12-01", "2026-12-05"]);
    expect(mirador.feeds[0]).toEqual({ platform: "Airbnb", readAt: NOW.toISOString() });
    // Booking.com was never read: the apartment's data has no trustworthy age.
    expect(mirador.updatedAt).toBeNull();
    const lines = describeReport(reports, 3, later, "Europe/Madrid");
    expect(lines[0]).toBe("Mirador · Airbnb: NO SE HA PODIDO LEER (T_MIRADOR_AIRBNB) — 127.0.0.1 dice que el calendario no existe (404): ¿se ha borrado el anuncio o ha cambiado el enlace? Cópialo de nuevo desde la plataforma. Se usan los datos leídos el 24/11/2026 a las 11:00 (hace 30 h).");
    expect(lines[1]).toMatch(/^Mirador · Booking.com: NO SE HA PODIDO LEER \(T_MIRADOR_BOOKING\) — 127.0.0.1 dice que el calendario no existe \(404\).*No hay datos anteriores/);
    expect(lines[2]).toBe("San Isidro · Airbnb: NO SE HA PODIDO LEER (T_SAN_ISIDRO_AIRBNB) — la variable T_SAN_ISIDRO_AIRBNB no está definida: pon la dirección del calendario en el archivo .env (en tu ordenador) o en los secretos del repositorio (en GitHub). No hay datos anteriores: la web no marca sus noches y avisa de que pregunten antes de reservar.");
    expect(lines.at(-1)).toBe("disponibilidad escrita en availability/: 3 apartamentos; 3 calendarios han fallado (la web sigue publicándose)");
  });

  it("an HTML page instead of the calendar fails that feed only", async () => {
    routes.set("/airbnb.ics", (_request, response) => response.writeHead(200, { "content-type": "text/html" }).end(HTML));
    routes.set("/booking.ics", calendar(BOOKING));
    const { reports } = await updateAvailability(site, options({ T_MIRADOR_AIRBNB: `${base}/airbnb.ics`, T_MIRADOR_BOOKING: `${base}/booking.ics` }));
    expect(reports[0]).toMatchObject({ ok: false, problem: "ha devuelto una página web en lugar de un calendario" });
    expect(reports[1]).toMatchObject({ ok: true, nights: 7 });
    expect((await published("mirador")).booked).toEqual([
      ["2026-12-03", "2026-12-08"],
      ["2027-01-31", "2027-02-02"],
    ]);
  });

  it("a broken calendar served fails that feed; one with an event it can't read is read, and the owner is told how many", async () => {
    routes.set("/airbnb.ics", calendar(readFileSync(path.join(FIXTURES, "malformed.ics"), "utf8")));
    routes.set("/booking.ics", calendar(readFileSync(path.join(FIXTURES, "edge-cases.ics"), "utf8")));
    const { reports } = await updateAvailability(site, options({ T_MIRADOR_AIRBNB: `${base}/airbnb.ics`, T_MIRADOR_BOOKING: `${base}/booking.ics` }));
    expect(reports[0]).toMatchObject({ ok: false, problem: expect.stringMatching(/^el calendario está mal formado/) });
    expect(reports[1]).toMatchObject({ ok: true, unreadable: 1 });
    expect(describeReport(reports, 3, NOW, "Europe/Madrid")[1]).toMatch(
      /^Mirador · Booking\.com: leído, \d+ noches ocupadas en los próximos 18 meses; OJO: el calendario tiene 1 reserva o bloqueo que no se ha podido entender, y sus noches no salen ocupadas en la web: revisa esas fechas en la plataforma$/,
    );
  });

  it("drops the data of an apartment whose calendar left site.yaml", async () => {
    await updateAvailability(site, options({}));
    const without = structuredClone(site);
    without.apartments[2]!.calendar = undefined;
    await updateAvailability(without, options({}));
    expect(await readdir(path.join(dir, "out"))).not.toContain("calicanto.json");
    await rm(dir, { recursive: true, force: true });
  });
});

import { readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApartmentAvailability } from "../../../src/booking/availability.ts";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { describeReport, jobSummary } from "../../../scripts/availability/describe-report.ts";
import { DEFAULT_LIMITS, type ReadLimits } from "../../../scripts/availability/read-feed.ts";
import { updateAvailability, type AvailabilityOptions } from "../../../scripts/availability/update-availability.ts";
import { loadSite } from "../../../scripts/content/load-site.ts";
import { HOSTILE_FEEDS, MARKER } from "./hostile-feeds.ts";
import { serveCalendar as calendar, startPlatform } from "./test-platform.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/calendars");
const AIRBNB = readFileSync(path.join(FIXTURES, "airbnb.ics"), "utf8");
const BOOKING = readFileSync(path.join(FIXTURES, "booking.ics"), "utf8");
const HTML = readFileSync(path.join(FIXTURES, "not-a-calendar.html"), "utf8");
const LIMITS: ReadLimits = { timeoutMs: 400, totalMs: 5_000, attempts: 2, backoffMs: [10], maxBytes: 64 * 1024 };
const NOW = new Date("2026-11-24T10:00:00Z");
const SECRET = "s3cr3t-t0ken";

let platform: Awaited<ReturnType<typeof startPlatform>>;
let base: string;
let routes: typeof platform.routes;
beforeAll(async () => {
  platform = await startPlatform();
  ({ base, routes } = platform);
});
afterAll(() => platform.close());
beforeEach(() => platform.reset());

describe("npm run availability", () => {
  let site: Site;
  let dir: string;
  beforeAll(async () => {
    const load = await loadSite(undefined, { decodePhotos: false });
    if (!load.ok) throw new Error("site.yaml should pass");
    site = structuredClone(load.site);
    const [mirador, sanIsidro, calicanto] = site.apartments;
    mirador!.calendar = { feeds: [{ platform: "Airbnb", env: "T_MIRADOR_AIRBNB" }, { platform: "Booking.com", env: "T_MIRADOR_BOOKING" }], blocks: [{ checkIn: "2027-03-10", checkOut: "2027-03-12", note: "Obra del baño" }] };
    sanIsidro!.calendar = { feeds: [{ platform: "Airbnb", env: "T_SAN_ISIDRO_AIRBNB" }] };
    calicanto!.calendar = { blocks: [{ checkIn: "2026-12-20", checkOut: "2026-12-22", note: "Familia García, 611 222 333" }] };
  });
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "availability-"));
  });

  const options = (env: Record<string, string>, now = NOW): AvailabilityOptions => ({ now, env, limits: LIMITS, root: FIXTURES, cacheDir: path.join(dir, "cache"), outDir: path.join(dir, "out") });
  const published = async (slug: string): Promise<ApartmentAvailability> => JSON.parse(await readFile(path.join(dir, "out", `${slug}.json`), "utf8"));

  it("merges two platforms' feeds into one file per apartment with feeds, dates only; the owner's blocks stay in site.yaml", async () => {
    routes.set("/airbnb.ics", calendar(AIRBNB));
    routes.set("/booking.ics", calendar(BOOKING));
    const env = { T_MIRADOR_AIRBNB: `${base}/airbnb.ics?s=${SECRET}`, T_MIRADOR_BOOKING: `${base}/booking.ics?s=${SECRET}`, T_SAN_ISIDRO_AIRBNB: `${base}/airbnb.ics?s=${SECRET}` };
    const { reports } = await updateAvailability(site, options(env));
    expect(reports.map((report) => report.ok)).toEqual([true, true, true]);
    // Calicanto has the owner's blocks alone: nothing to read. Blocks are joined where the site is made (owner-blocks.ts).
    expect((await readdir(path.join(dir, "out"))).sort()).toEqual(["mirador.json", "san-isidro.json"]);
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
    const all = (await Promise.all(["mirador", "san-isidro"].map((slug) => readFile(path.join(dir, "out", `${slug}.json`), "utf8")))).join("\n");
    for (const leak of [SECRET, "127.0.0.1", "García", "611", "Reserved", "Reservation", "HMABCDE", "4821", "T_MIRADOR", "CLOSED", "2027-03-10", "Obra"]) expect(all).not.toContain(leak);
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
    expect(lines[2]).toBe("San Isidro · Airbnb: NO SE HA PODIDO LEER (T_SAN_ISIDRO_AIRBNB) — la variable T_SAN_ISIDRO_AIRBNB no está definida: pon la dirección del calendario en el archivo .env (en tu ordenador) o en el secreto CALENDARIOS del repositorio (en GitHub). No hay datos anteriores: la web no marca sus noches y avisa de que pregunten antes de reservar.");
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
    expect(reports[0]).toMatchObject({ ok: false, problem: expect.stringMatching(/^el calendario llega cortado/) });
    expect(reports[1]).toMatchObject({ ok: true, unreadable: 1 });
    expect(describeReport(reports, 3, NOW, "Europe/Madrid")[1]).toMatch(
      /^Mirador · Booking\.com: leído, \d+ noches ocupadas en los próximos 18 meses; OJO: el calendario tiene 1 reserva o bloqueo que no se ha podido entender, y sus noches no salen ocupadas en la web: revisa esas fechas en la plataforma$/,
    );
  });

  it("counts and publishes only the window's nights: a block begun years before counts from today", async () => {
    routes.set("/edge.ics", calendar(readFileSync(path.join(FIXTURES, "edge-cases.ics"), "utf8")));
    const { reports } = await updateAvailability(site, options({ T_MIRADOR_AIRBNB: `${base}/edge.ics` }));
    // 24 November to 4 December (10 nights, not the 1,432 since January 2023), 3 Mondays, 3 + 1 nights.
    expect(reports[0]).toMatchObject({ ok: true, nights: 10 + 3 + 3 + 1 });
    expect((await published("mirador")).booked[0]).toEqual(["2026-11-24", "2026-12-04"]);
  });

  it("a calendar that empties at once, or loses most of its events, is taken but said out loud, also in the job summary", async () => {
    const emptied = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    const events = (n: number): string => `BEGIN:VCALENDAR\r\n${Array.from({ length: n }, (_, i) => `BEGIN:VEVENT\r\nUID:${i}\r\nDTSTART;VALUE=DATE:202701${String(10 + i).padStart(2, "0")}\r\nDTEND;VALUE=DATE:202701${String(11 + i).padStart(2, "0")}\r\nEND:VEVENT\r\n`).join("")}END:VCALENDAR\r\n`;
    routes.set("/airbnb.ics", calendar(AIRBNB));
    routes.set("/booking.ics", calendar(events(8)));
    const env = { T_MIRADOR_AIRBNB: `${base}/airbnb.ics`, T_MIRADOR_BOOKING: `${base}/booking.ics` };
    await updateAvailability(site, options(env));
    routes.set("/airbnb.ics", calendar(emptied));
    routes.set("/booking.ics", calendar(events(3)));
    const later = new Date(NOW.getTime() + 3 * 3_600_000);
    const { reports } = await updateAvailability(site, options(env, later));
    expect(reports[0]).toMatchObject({ ok: true, nights: 0, suspicious: "antes tenía 10 noches ocupadas y ahora ninguna" });
    expect(reports[1]).toMatchObject({ ok: true, nights: 3, suspicious: "antes tenía 8 reservas o bloqueos y ahora 3" });
    // Cancellations are real: the read is published.
    expect((await published("mirador")).booked).toEqual([["2027-01-10", "2027-01-13"]]);
    const lines = describeReport(reports, 3, later, "Europe/Madrid");
    expect(lines[0]).toBe("Mirador · Airbnb: leído, 0 noches ocupadas en los próximos 18 meses; AVISO: antes tenía 10 noches ocupadas y ahora ninguna; se publica así (puede ser una cancelación de verdad), pero compruébalo en la plataforma");
    const summary = jobSummary(reports, later, "Europe/Madrid");
    expect(summary).toContain("- **Mirador · Airbnb**: leído, 0 noches ocupadas. AVISO: antes tenía 10 noches ocupadas y ahora ninguna");
    expect(summary).toContain("- **Mirador · Booking.com**: leído, 3 noches ocupadas. AVISO: antes tenía 8 reservas o bloqueos y ahora 3");
    expect(summary).toContain("- **San Isidro · Airbnb**: no se ha podido leer");
    // A calm run leaves the summary alone.
    routes.set("/airbnb.ics", calendar(AIRBNB));
    const calm = await updateAvailability(site, options({ ...env, T_SAN_ISIDRO_AIRBNB: `${base}/airbnb.ics` }, later));
    routes.set("/booking.ics", calendar(events(3)));
    expect(jobSummary((await updateAvailability(site, options({ ...env, T_SAN_ISIDRO_AIRBNB: `${base}/airbnb.ics` }, later))).reports, later, "Europe/Madrid")).toBe("");
    expect(calm.reports[0]).toMatchObject({ ok: true, suspicious: undefined });
  });

  it("text that is not UTF-8 is read, every event kept, and the owner told which apartment", async () => {
    const feed = HOSTILE_FEEDS.find((hostile) => hostile.name.includes("not UTF-8"))!;
    routes.set("/latin1.ics", calendar(feed.bytes));
    const { reports } = await updateAvailability(site, options({ T_MIRADOR_AIRBNB: `${base}/latin1.ics` }));
    expect(reports[0]).toMatchObject({ ok: true, nights: 2, notUtf8: true });
    expect(describeReport(reports, 3, NOW, "Europe/Madrid")[0]).toMatch(/^Mirador · Airbnb: leído, 2 noches ocupadas en los próximos 18 meses; OJO: el calendario no está en UTF-8/);
  });

  it("hostile feeds, all at once: each fails alone (its last good read kept) or is read right, every apartment is written, within 30 s, and nothing of a feed is printed", async () => {
    const hostile = structuredClone(site);
    // More feeds than site.yaml allows an apartment (10): the reader is not where that limit is kept.
    hostile.apartments[0]!.calendar = { feeds: HOSTILE_FEEDS.map((_, i) => ({ platform: `Plataforma ${i}`, env: `T_HOSTILE_${i}` })) as NonNullable<Site["apartments"][number]["calendar"]>["feeds"] };
    const env = Object.fromEntries(HOSTILE_FEEDS.map((_, i) => [`T_HOSTILE_${i}`, `${base}/hostile-${i}.ics?s=${MARKER}`]));
    // A good read of every feed first: the one to keep when a feed turns hostile.
    routes.set("/good.ics", calendar(AIRBNB));
    routes.set("/vrbo.ics", calendar(readFileSync(path.join(FIXTURES, "vrbo.ics"), "utf8")));
    HOSTILE_FEEDS.forEach((_, i) => routes.set(`/hostile-${i}.ics`, calendar(AIRBNB)));
    await updateAvailability(hostile, { ...options({ ...env, T_SAN_ISIDRO_AIRBNB: `${base}/vrbo.ics` }), limits: { ...DEFAULT_LIMITS, attempts: 1 } });
    HOSTILE_FEEDS.forEach((feed, i) => routes.set(`/hostile-${i}.ics`, calendar(feed.bytes)));
    const later = new Date(NOW.getTime() + 3_600_000);
    const started = Date.now();
    const { reports, written } = await updateAvailability(hostile, { ...options({ ...env, T_SAN_ISIDRO_AIRBNB: `${base}/vrbo.ics` }, later), limits: DEFAULT_LIMITS });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(written.map((file) => path.basename(file)).sort()).toEqual(["mirador.json", "san-isidro.json"]);
    expect(reports.at(-1)).toMatchObject({ apartment: "San Isidro", ok: true });
    HOSTILE_FEEDS.forEach((feed, i) => {
      const report = reports[i]!;
      if (feed.expect === "fails") expect(report, feed.name).toMatchObject({ ok: false, keptFrom: NOW.toISOString() });
      else expect(report, feed.name).toMatchObject({ ok: true, nights: feed.expect.books.reduce((total, [from, to]) => total + (Date.parse(to) - Date.parse(from)) / 86_400_000, 0) });
    });
    const printed = [...describeReport(reports, 3, later, "Europe/Madrid"), jobSummary(reports, later, "Europe/Madrid"), JSON.stringify(reports)].join("\n");
    expect(printed).not.toContain(MARKER);
    expect(printed).not.toMatch(/Juan|611222333|12345678Z|José/);
  }, 40_000);

  it("--offline with a damaged last read (a date that isn't one, cut short): set aside and said, never a stop; the data says that feed was never read", async () => {
    routes.set("/airbnb.ics", calendar(AIRBNB));
    const env = { T_MIRADOR_AIRBNB: `${base}/airbnb.ics`, T_MIRADOR_BOOKING: `${base}/airbnb.ics`, T_SAN_ISIDRO_AIRBNB: `${base}/airbnb.ics` };
    await updateAvailability(site, options(env));
    const cache = path.join(dir, "cache");
    const [first, second] = (await readdir(cache)).filter((name) => name.startsWith("mirador--")).sort();
    await writeFile(path.join(cache, first!), (await readFile(path.join(cache, first!), "utf8")).replace("2026-12-01", "2026-13-45"));
    await writeFile(path.join(cache, second!), '{"readAt":"2026-11-24T10:00:00.000Z","booked":[["2026-12');
    const { reports } = await updateAvailability(site, { ...options(env), offline: true });
    const mirador = await published("mirador");
    expect(mirador.feeds.map((feed) => feed.readAt)).toEqual([null, null]);
    expect(mirador.updatedAt).toBeNull();
    const lines = describeReport(reports, 3, NOW, "Europe/Madrid");
    expect(lines.filter((line) => line.startsWith("Mirador"))).toEqual([
      expect.stringMatching(/La lectura anterior guardada estaba dañada y se ha descartado/),
      expect.stringMatching(/La lectura anterior guardada estaba dañada y se ha descartado/),
    ]);
    // San Isidro's last read is sound: published as it was.
    expect((await published("san-isidro")).feeds[0]!.readAt).toBe(NOW.toISOString());
  });

  it("drops the reads of an apartment whose feeds left site.yaml, its blocks kept or not", async () => {
    await updateAvailability(site, options({}));
    expect(await readdir(path.join(dir, "out"))).toContain("san-isidro.json");
    const without = structuredClone(site);
    without.apartments[1]!.calendar = { blocks: [{ checkIn: "2026-12-20", checkOut: "2026-12-22" }] };
    without.apartments[0]!.calendar = undefined;
    await updateAvailability(without, options({}));
    expect(await readdir(path.join(dir, "out"))).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });
});

/**
 * The owner's slips with a calendar's variable, as `npm run availability` says them: a name in
 * .env (or the CALENDARIOS secret) that differs a little from site.yaml's, and the placeholder
 * copied from .env.example still there. Each is said at once, with the line to change and where
 * the real address is; a placeholder is never fetched; no value is ever printed. The guide shows
 * the same lines (docs/editar-contenido.md, §10).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { closeVariable } from "../../../src/content-check/cross-check/close-variable.ts";
import { describeReport } from "../../../scripts/availability/describe-report.ts";
import { exampleAddresses } from "../../../scripts/availability/example-addresses.ts";
import { feedAddresses } from "../../../scripts/availability/feed-addresses.ts";
import type { ReadLimits } from "../../../scripts/availability/read-feed.ts";
import { updateAvailability } from "../../../scripts/availability/update-availability.ts";
import { loadSite } from "../../../scripts/content/load-site.ts";
import { missingFromGuide } from "../support/owner-guide.ts";
import { MARKER } from "./hostile-feeds.ts";
import { serveCalendar, startPlatform } from "./test-platform.ts";

const NOW = new Date("2026-11-24T10:00:00Z");
const LIMITS: ReadLimits = { timeoutMs: 400, totalMs: 2_000, attempts: 2, backoffMs: [10], maxBytes: 64 * 1024 };
const NOTHING_KEPT = "No hay datos anteriores: la web no marca sus noches y avisa de que pregunten antes de reservar.";

let platform: Awaited<ReturnType<typeof startPlatform>>;
let dir: string;
let site: Site;
beforeAll(async () => {
  platform = await startPlatform();
  dir = await mkdtemp(path.join(tmpdir(), "variable-slips-"));
  const load = await loadSite(undefined, { decodePhotos: false });
  if (!load.ok) throw new Error("site.yaml should pass");
  // Two calendars, as the guide's examples name them; the other apartments without one.
  site = structuredClone(load.site);
  site.apartments.forEach((apartment) => (apartment.calendar = undefined));
  site.apartments[0]!.name = "Mirador";
  site.apartments[0]!.calendar = { feeds: [{ platform: "Airbnb", env: "MIRADOR_AIRBNB_ICAL" }] };
  site.apartments[1]!.name = "San Isidro";
  site.apartments[1]!.calendar = { feeds: [{ platform: "Booking.com", env: "SAN_ISIDRO_BOOKING_ICAL" }] };
});
afterAll(async () => {
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});

/** `npm run availability` with `envText` as .env and `env` as the environment: each calendar's line, as printed. */
async function run(name: string, envText: string, env: Record<string, string> = {}, examples = exampleAddresses()): Promise<string[]> {
  const envFile = path.join(dir, `${name}.env`);
  await writeFile(envFile, envText);
  const addresses = feedAddresses(env, envFile);
  const options = { now: NOW, env: addresses.values, written: addresses.written, origins: addresses.origins, examples, limits: LIMITS, root: dir, cacheDir: path.join(dir, name, "cache"), outDir: path.join(dir, name, "out") };
  const { reports } = await updateAvailability(site, options);
  return describeReport(reports, 2, NOW, "Europe/Madrid").slice(0, -1);
}

const SAN_ISIDRO_READ = `SAN_ISIDRO_BOOKING_ICAL=${path.resolve(import.meta.dirname, "../../fixtures/calendars/vrbo.ics")}`;
/** The lines the guide must show, gathered from the tests below. */
const said: string[] = [];

describe("a calendar's variable the owner slipped on", () => {
  it("a name in .env with something added, or a letter less: the close name and the line to change", async () => {
    const added = await run("added", `# mis calendarios\nMIRADOR_AIRBNB_ICAL_URL=https://www.airbnb.es/calendar/ical/1.ics?s=${MARKER}\n${SAN_ISIDRO_READ}\n`);
    expect(added[0]).toBe(
      `Mirador · Airbnb: NO SE HA PODIDO LEER (MIRADOR_AIRBNB_ICAL) — la variable MIRADOR_AIRBNB_ICAL no está definida, pero en la línea 2 de .env está MIRADOR_AIRBNB_ICAL_URL, que se le parece: si es la de este calendario, escribe en esa línea MIRADOR_AIRBNB_ICAL en lugar de MIRADOR_AIRBNB_ICAL_URL (el nombre tiene que ser el mismo que en site.yaml). ${NOTHING_KEPT}`,
    );
    expect(added[1]).toMatch(/^San Isidro · Booking\.com: leído/);
    const misspelt = await run("misspelt", `${SAN_ISIDRO_READ}\nMIRADOR_AIRBN_ICAL=https://www.airbnb.es/calendar/ical/1.ics?s=${MARKER}\n`);
    expect(misspelt[0]).toContain("pero en la línea 2 de .env está MIRADOR_AIRBN_ICAL, que se le parece: si es la de este calendario, escribe en esa línea MIRADOR_AIRBNB_ICAL en lugar de MIRADOR_AIRBN_ICAL");
    said.push(added[0]!);
    for (const line of [...added, ...misspelt]) expect(line).not.toContain(MARKER);
  });

  it("in the CALENDARIOS secret: its line; a name that is another calendar's, or far from it, is not offered", async () => {
    const secret = await run("secret", "", { CALENDARIOS: `${SAN_ISIDRO_READ}\nmirador_airbnb_ical=https://www.airbnb.es/calendar/ical/1.ics?s=${MARKER}` });
    expect(secret[0]).toContain("pero en la línea 2 del secreto CALENDARIOS está mirador_airbnb_ical, que se le parece");
    // Far names are not offered.
    const taken = await run("taken", `SAN_ISIDRO_BOOKING_ICAL=https://www.airbnb.es/x.ics?s=${MARKER}\nCALICANTO_ICAL=https://www.airbnb.es/y.ics\n`);
    expect(taken[0]).toBe(
      `Mirador · Airbnb: NO SE HA PODIDO LEER (MIRADOR_AIRBNB_ICAL) — la variable MIRADOR_AIRBNB_ICAL no está definida: pon la dirección del calendario en el archivo .env (en tu ordenador) o en el secreto CALENDARIOS del repositorio (en GitHub). ${NOTHING_KEPT}`,
    );
    for (const line of [...secret, ...taken]) expect(line).not.toContain(MARKER);
    // One letter from another calendar's variable, which is set: that one is not a misspelling of this.
    const written = [{ name: "CASA_B_ICAL", source: "file" as const, line: 1 }];
    expect(closeVariable("CASA_A_ICAL", written, new Set(["CASA_A_ICAL", "CASA_B_ICAL"]))).toBeUndefined();
    expect(closeVariable("CASA_A_ICAL", written, new Set(["CASA_A_ICAL"]))).toEqual(written[0]);
  });

  it("the placeholder of .env.example, or an address on an example host: said at once, where to get the real one, never fetched", async () => {
    const [example] = exampleAddresses();
    expect(example).toMatch(/^https:\/\//);
    const started = Date.now();
    const copied = await run("copied", `MIRADOR_AIRBNB_ICAL=${example}\nSAN_ISIDRO_BOOKING_ICAL=https://calendario.example.com/${MARKER}.ics\n`);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(copied).toEqual([
      `Mirador · Airbnb: NO SE HA PODIDO LEER (MIRADOR_AIRBNB_ICAL) — la dirección de MIRADOR_AIRBNB_ICAL (en la línea 1 de .env) es todavía la de ejemplo, copiada de .env.example: pon en su lugar la de tu calendario, que da Airbnb en Calendario → Disponibilidad → Conectar calendarios → Exportar calendario. ${NOTHING_KEPT}`,
      `San Isidro · Booking.com: NO SE HA PODIDO LEER (SAN_ISIDRO_BOOKING_ICAL) — la dirección de SAN_ISIDRO_BOOKING_ICAL (en la línea 2 de .env) es todavía la de ejemplo, copiada de .env.example: pon en su lugar la de tu calendario, que da Booking.com en Tarifas y disponibilidad → Sincronizar calendarios → Exportar. ${NOTHING_KEPT}`,
    ]);
    said.push(...copied);
    // A placeholder that would answer is not asked: nothing reaches the platform.
    const placeholder = `${platform.base}/calendar/ical/00000000.ics?s=${MARKER}`;
    platform.routes.set("/calendar/ical/00000000.ics", serveCalendar("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"));
    const answered = await run("answered", `MIRADOR_AIRBNB_ICAL=${placeholder}\n${SAN_ISIDRO_READ}\n`, {}, [placeholder]);
    expect(answered[0]).toMatch(/^Mirador · Airbnb: NO SE HA PODIDO LEER \(MIRADOR_AIRBNB_ICAL\) — la dirección de MIRADOR_AIRBNB_ICAL \(en la línea 1 de \.env\) es todavía la de ejemplo/);
    expect(platform.hits.size).toBe(0);
    for (const line of [...copied, ...answered]) expect(line).not.toContain(MARKER);
  });

  it("is in the guide, with the lines npm run availability prints", () => {
    expect(said).toHaveLength(3);
    expect(missingFromGuide(said)).toEqual([]);
  });
});

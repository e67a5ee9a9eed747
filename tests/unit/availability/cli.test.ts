import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOSTILE_FEEDS, MARKER } from "./hostile-feeds.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "availability-cli-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(() => rm(path.join(dir, "out"), { recursive: true, force: true }));

/** `npm run availability` as the owner or the workflow runs it, with its output folders moved aside and no .env of this machine's. */
function run(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; out: string; err: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/availability.ts", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH!, AVAILABILITY_DIR: path.join(dir, "out"), AVAILABILITY_CACHE_DIR: path.join(dir, "cache"), AVAILABILITY_ENV_FILE: path.join(dir, "no.env"), MIRADOR_AIRBNB_ICAL: "", SAN_ISIDRO_AIRBNB_ICAL: "", ...env },
  });
  let [out, err] = ["", ""];
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, out, err, ms: Date.now() - started })));
}

describe("npm run availability", () => {
  it("reads a feed given in the environment and one given in the CALENDARIOS secret's lines, says so in Spanish, exits 0", async () => {
    const secret = ["# copied from .env", "SAN_ISIDRO_AIRBNB_ICAL=tests/fixtures/calendars/vrbo.ics", "MIRADOR_AIRBNB_ICAL=tests/fixtures/calendars/booking.ics"].join("\n");
    const { code, out, err } = await run({ MIRADOR_AIRBNB_ICAL: "tests/fixtures/calendars/airbnb.ics", CALENDARIOS: secret });
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out.trim().split("\n")).toEqual([
      // Mirador's own variable wins over the secret's line.
      "Mirador · Airbnb: leído, 10 noches ocupadas en los próximos 18 meses",
      expect.stringMatching(/^San Isidro · Airbnb: leído, 4 noches ocupadas en los próximos 18 meses$/),
      "disponibilidad escrita en availability/: 2 apartamentos",
    ]);
    expect((await readdir(path.join(dir, "out"))).sort()).toEqual(["mirador.json", "san-isidro.json"]);
  });

  it("a feed that fails is reported with its reason and the last good read is kept; still exit 0, no stack trace", async () => {
    const { code, out, err } = await run({ MIRADOR_AIRBNB_ICAL: "tests/fixtures/calendars/not-a-calendar.html", SAN_ISIDRO_AIRBNB_ICAL: "http://calendar.example.com/feed.ics" });
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(out).toMatch(/^Mirador · Airbnb: NO SE HA PODIDO LEER \(MIRADOR_AIRBNB_ICAL\) — ha devuelto una página web en lugar de un calendario\. Se usan los datos leídos el \d\d\/\d\d\/\d{4} a las \d\d:\d\d \(hace 0 h\)\.$/m);
    expect(out).toMatch(/^San Isidro · Airbnb: NO SE HA PODIDO LEER \(SAN_ISIDRO_AIRBNB_ICAL\) — la dirección tiene que empezar por https:\/\//m);
    expect(out).not.toMatch(/calendar\.example\.com\/feed/);
    const mirador = JSON.parse(await readFile(path.join(dir, "out", "mirador.json"), "utf8"));
    expect(mirador.booked).toContainEqual(["2026-12-24", "2026-12-27"]);
  });

  // The whole list is read at once in update-availability.test.ts; here, one of each way a feed could stop the command (a crash, a hang, an echo) and the warnings.
  const SPAWNED = ["two VCALENDAR blocks in one file", "high-frequency rules", "a malformed line holding a guest's details", "bytes that are not UTF-8 inside an event", "a time zone whose rule repeats every second"];
  it.each(SPAWNED.map((name) => [name, HOSTILE_FEEDS.findIndex((feed) => feed.name === name)] as const))("with Mirador's feed replaced by a hostile one (%s): exit 0 within 30 s, San Isidro written, nothing of the feed or its address printed", async (_name, i) => {
    const file = path.join(dir, `hostile-${i}-${MARKER}.ics`);
    await writeFile(file, HOSTILE_FEEDS[i]!.bytes);
    const summary = path.join(dir, `summary-${i}.md`);
    const { code, out, err, ms } = await run({ MIRADOR_AIRBNB_ICAL: file, SAN_ISIDRO_AIRBNB_ICAL: "tests/fixtures/calendars/vrbo.ics", GITHUB_STEP_SUMMARY: summary });
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(ms).toBeLessThan(30_000);
    expect(out).toMatch(/^Mirador · Airbnb: /m);
    expect(out).toMatch(/^San Isidro · Airbnb: leído, 4 noches ocupadas/m);
    expect((await readdir(path.join(dir, "out"))).sort()).toEqual(["mirador.json", "san-isidro.json"]);
    const printed = out + (await readFile(summary, "utf8").catch(() => ""));
    expect(printed).not.toContain(MARKER);
    expect(printed).not.toMatch(/Juan|611222333|12345678Z|hostile-/);
  }, 35_000);

  it("a .env still holding .env.example's placeholder: said at once, nothing fetched, nothing of it printed; one misspelt: the close name and its line", async () => {
    const example = (await readFile(path.join(ROOT, ".env.example"), "utf8")).split("\n").find((line) => line.startsWith("MIRADOR_AIRBNB_ICAL="))!;
    await writeFile(path.join(dir, "copied.env"), `${example}\nSAN_ISIDRO_AIRBNB_ICAL_URL=https://www.airbnb.es/calendar/ical/2.ics?s=${MARKER}\n`);
    const { code, out, err, ms } = await run({ AVAILABILITY_ENV_FILE: path.join(dir, "copied.env") });
    expect(code).toBe(0);
    expect(err).toBe("");
    // Well under one attempt of a fetch (10 s), let alone the three of a host that doesn't answer.
    expect(ms).toBeLessThan(8_000);
    expect(out).toMatch(/^Mirador · Airbnb: NO SE HA PODIDO LEER \(MIRADOR_AIRBNB_ICAL\) — la dirección de MIRADOR_AIRBNB_ICAL \(en la línea 1 de \.env\) es todavía la de ejemplo, copiada de \.env\.example: pon en su lugar la de tu calendario, que da Airbnb en /m);
    expect(out).toMatch(/^San Isidro · Airbnb: NO SE HA PODIDO LEER \(SAN_ISIDRO_AIRBNB_ICAL\) — la variable SAN_ISIDRO_AIRBNB_ICAL no está definida, pero en la línea 2 de \.env está SAN_ISIDRO_AIRBNB_ICAL_URL, que se le parece/m);
    expect(out).not.toContain(MARKER);
    expect(out).not.toContain("00000000");
  });

  it("--offline reads nothing and publishes each feed's last good read", async () => {
    await run({ MIRADOR_AIRBNB_ICAL: "tests/fixtures/calendars/airbnb.ics" });
    const { code, out } = await run({ MIRADOR_AIRBNB_ICAL: "tests/fixtures/calendars/not-a-calendar.html" }, ["--offline"]);
    expect(code).toBe(0);
    expect(out).toMatch(/^Mirador · Airbnb: NO SE HA PODIDO LEER \(MIRADOR_AIRBNB_ICAL\) — no se ha leído esta vez \(la lectura de los calendarios no terminó a tiempo\)\. Se usan los datos leídos el/m);
    expect(JSON.parse(await readFile(path.join(dir, "out", "mirador.json"), "utf8")).booked).toContainEqual(["2026-12-24", "2026-12-27"]);
  });
});

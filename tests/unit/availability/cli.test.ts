import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "availability-cli-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `npm run availability` as the owner or the workflow runs it, with its output folders moved aside. */
function run(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/availability.ts"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { PATH: process.env.PATH!, AVAILABILITY_DIR: path.join(dir, "out"), AVAILABILITY_CACHE_DIR: path.join(dir, "cache"), MIRADOR_AIRBNB_ICAL: "", SAN_ISIDRO_AIRBNB_ICAL: "", ...env },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("npm run availability", () => {
  it("reads a feed given in the environment and one given in the workflow's secrets, says so in Spanish, exits 0", async () => {
    const secrets = JSON.stringify({ SAN_ISIDRO_AIRBNB_ICAL: "tests/fixtures/calendars/vrbo.ics", GITHUB_TOKEN: "x" });
    const { code, out, err } = run({ MIRADOR_AIRBNB_ICAL: "tests/fixtures/calendars/airbnb.ics", AVAILABILITY_SECRETS: secrets });
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out.trim().split("\n")).toEqual([
      expect.stringMatching(/^Mirador · Airbnb: leído, \d+ noches ocupadas en los próximos 18 meses$/),
      expect.stringMatching(/^San Isidro · Airbnb: leído, \d+ noches ocupadas en los próximos 18 meses$/),
      "disponibilidad escrita en availability/: 2 apartamentos",
    ]);
    expect((await readdir(path.join(dir, "out"))).sort()).toEqual(["mirador.json", "san-isidro.json"]);
  });

  it("a feed that fails is reported with its reason and the last good read is kept; still exit 0, no stack trace", async () => {
    const { code, out, err } = run({ MIRADOR_AIRBNB_ICAL: "tests/fixtures/calendars/not-a-calendar.html", SAN_ISIDRO_AIRBNB_ICAL: "http://calendar.example.com/feed.ics" });
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(out).toMatch(/^Mirador · Airbnb: NO SE HA PODIDO LEER \(MIRADOR_AIRBNB_ICAL\) — ha devuelto una página web en lugar de un calendario\. Se usan los datos leídos el \d\d\/\d\d\/\d{4} a las \d\d:\d\d \(hace 0 h\)\.$/m);
    expect(out).toMatch(/^San Isidro · Airbnb: NO SE HA PODIDO LEER \(SAN_ISIDRO_AIRBNB_ICAL\) — la dirección tiene que empezar por https:\/\//m);
    expect(out).not.toMatch(/calendar\.example\.com\/feed/);
    const mirador = JSON.parse(await readFile(path.join(dir, "out", "mirador.json"), "utf8"));
    expect(mirador.booked).toContainEqual(["2026-12-24", "2026-12-27"]);
  });
});

/**
 * The browser tests' availability: the fixture calendars of two platforms read as if on
 * 1 October 2026 (so every page and screenshot shows the same months, and the data is always more
 * than two days old), written where `npm run build:e2e` builds from. Mirador has Airbnb's
 * fixture, San Isidro Vrbo's.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_LIMITS } from "../../../scripts/availability/read-feed.ts";
import { updateAvailability } from "../../../scripts/availability/update-availability.ts";
import { loadSite } from "../../../scripts/content/load-site.ts";

export const E2E_AVAILABILITY_DIR = path.resolve(import.meta.dirname, "../../../.cache/e2e-availability");
/** The moment the fixture calendars were "read". */
export const E2E_READ_AT = new Date("2026-10-01T08:00:00Z");

const ROOT = path.resolve(import.meta.dirname, "../../..");

if (import.meta.url === `file://${process.argv[1]}`) {
  const load = await loadSite(undefined, { decodePhotos: false });
  if (!load.ok) throw new Error("site.yaml must pass `npm run check` before the browser tests");
  const cacheDir = await mkdtemp(path.join(tmpdir(), "e2e-feeds-"));
  const env = { MIRADOR_AIRBNB_ICAL: "tests/fixtures/calendars/airbnb.ics", SAN_ISIDRO_AIRBNB_ICAL: "tests/fixtures/calendars/vrbo.ics" };
  const { reports } = await updateAvailability(load.site, { now: E2E_READ_AT, env, limits: DEFAULT_LIMITS, root: ROOT, cacheDir, outDir: E2E_AVAILABILITY_DIR });
  await rm(cacheDir, { recursive: true, force: true });
  const failed = reports.filter((report) => !report.ok);
  if (failed.length > 0) throw new Error(`fixture calendars not read: ${failed.map((report) => `${report.env}: ${report.problem}`).join("; ")}`);
  console.log(`availability for the browser tests: ${reports.length} fixture calendars, in ${path.relative(ROOT, E2E_AVAILABILITY_DIR)}`);
}

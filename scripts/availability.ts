/**
 * `npm run availability`: reads the apartments' calendars (their addresses come from the
 * environment, .env or the CALENDARIOS secret, never from site.yaml), keeps the last good read of
 * a feed that fails, and writes availability/<apartment>.json for the build. A platform being
 * down, slow or sending something that is not a calendar never makes it fail: it says which feed
 * failed and why, and how old the data kept is. `-- --offline` reads nothing and publishes every
 * feed's last good read (the workflow's fallback when a run was cut short).
 */
import { appendFile } from "node:fs/promises";
import path from "node:path";
import { describeReport, jobSummary } from "./availability/describe-report.ts";
import { exampleAddresses } from "./availability/example-addresses.ts";
import { feedAddresses } from "./availability/feed-addresses.ts";
import { DEFAULT_LIMITS } from "./availability/read-feed.ts";
import { AVAILABILITY_DIR, FEED_CACHE_DIR, updateAvailability } from "./availability/update-availability.ts";
import { shownSite } from "../src/site/from-content/shown-site.ts";
import { loadSite } from "./content/load-site.ts";
import { formatProblem } from "../src/content-check/wording/problem.ts";
import { runCli } from "./shared/run-cli.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

await runCli(async () => {
  const load = await loadSite(undefined, { decodePhotos: false });
  if (!load.ok) {
    for (const problem of load.problems) console.error(formatProblem(problem));
    console.error("\nNo se ha leído ningún calendario: corrige site.yaml (la disponibilidad sigue como estaba).");
    return 1;
  }
  const offline = process.argv.includes("--offline");
  // AVAILABILITY_ENV_FILE reads another file than .env (the command's own test).
  const addresses = feedAddresses(process.env, path.resolve(ROOT, process.env.AVAILABILITY_ENV_FILE ?? ".env"));
  if (!offline) for (const problem of addresses.problems) console.log(`OJO: ${problem}.`);
  const now = new Date();
  const timeZone = load.site.site.timeZone;
  // The apartments shown only: a hidden one's calendar is not read until it comes back (its nights would be published nowhere).
  const { reports, written } = await updateAvailability(shownSite(load.site).site, { now, env: addresses.values, written: addresses.written, origins: addresses.origins, examples: exampleAddresses(), limits: DEFAULT_LIMITS, root: ROOT, cacheDir: FEED_CACHE_DIR, outDir: AVAILABILITY_DIR, offline });
  for (const line of describeReport(reports, written.length, now, timeZone)) console.log(line);
  // In the publishing workflow, what needs the owner also goes to the run's summary page.
  const summary = process.env.GITHUB_STEP_SUMMARY ? jobSummary(reports, now, timeZone) : "";
  if (summary) await appendFile(process.env.GITHUB_STEP_SUMMARY!, `${summary}\n`).catch(() => undefined);
  return 0;
});

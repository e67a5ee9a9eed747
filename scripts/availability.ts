/**
 * `npm run availability`: reads the apartments' calendars (their addresses come from the
 * environment or .env, never from site.yaml), keeps the last good read of a feed that fails, and
 * writes availability/<apartment>.json for the build. A platform being down never makes it fail:
 * it says which feed failed and why, and how old the data kept is.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describeReport } from "./availability/describe-report.ts";
import { DEFAULT_LIMITS } from "./availability/read-feed.ts";
import { AVAILABILITY_DIR, FEED_CACHE_DIR, updateAvailability } from "./availability/update-availability.ts";
import { loadSite } from "./content/load-site.ts";
import { formatProblem } from "./content/problem.ts";
import { runCli } from "./content/run-cli.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * The repository's secrets, handed over as one JSON object by the publishing workflow
 * (.github/workflows/deploy.yml): the owner adds a secret under the name site.yaml gives it, and
 * touches no workflow. Only the names of site.yaml's feeds are ever read from it.
 */
function repositorySecrets(): Record<string, string> {
  try {
    const secrets: unknown = JSON.parse(process.env.AVAILABILITY_SECRETS ?? "{}");
    return secrets && typeof secrets === "object" ? Object.fromEntries(Object.entries(secrets).filter(([, value]) => typeof value === "string")) : {};
  } catch {
    return {};
  }
}

/** The environment's variables that hold something (an empty one gives way to the secrets). */
function setVariables(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}

await runCli(async () => {
  // Values already in the environment (CI's secrets) win over the file.
  const envFile = path.join(ROOT, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const load = await loadSite(undefined, { decodePhotos: false });
  if (!load.ok) {
    for (const problem of load.problems) console.error(formatProblem(problem));
    console.error("\nNo se ha leído ningún calendario: corrige site.yaml (la disponibilidad sigue como estaba).");
    return 1;
  }
  const now = new Date();
  const { reports, written } = await updateAvailability(load.site, { now, env: { ...repositorySecrets(), ...setVariables() }, limits: DEFAULT_LIMITS, root: ROOT, cacheDir: FEED_CACHE_DIR, outDir: AVAILABILITY_DIR });
  for (const line of describeReport(reports, written.length, now, load.site.site.timeZone)) console.log(line);
  return 0;
});

/**
 * `npm run availability:age`: says which calendars have not been read for more than a day (or
 * never), from what `npm run availability` last published. Exits 1 when there is one, so a
 * host's scheduled job can fail and e-mail the owner; with `-- --github-output` it exits 0 and
 * hands the lines to the publishing workflow, whose last job fails after the site is published.
 */
import { randomUUID } from "node:crypto";
import { appendFile } from "node:fs/promises";
import { staleFeeds, STALE_AFTER_HOURS } from "./availability/feed-ages.ts";
import { publishedAvailability } from "./availability/published-availability.ts";
import { shownSite } from "../src/site/from-content/shown-site.ts";
import { loadSite } from "./content/load-site.ts";
import { formatProblem } from "../src/content-check/wording/problem.ts";
import { runCli } from "./shared/run-cli.ts";


await runCli(async () => {
  const load = await loadSite(undefined, { decodePhotos: false });
  if (!load.ok) {
    for (const problem of load.problems) console.error(formatProblem(problem));
    return 1;
  }
  // A hidden apartment's calendar is not read while it is off the site: never late.
  const { site } = shownSite(load.site);
  const lines = staleFeeds(site, (await publishedAvailability(site)).data, new Date());
  for (const line of lines) console.log(line);
  if (!lines.length) console.log(`calendarios al día: todos se han leído en las últimas ${STALE_AFTER_HOURS} horas`);
  if (!process.argv.includes("--github-output")) return lines.length ? 1 : 0;
  if (process.env.GITHUB_OUTPUT && lines.length) {
    const end = `FIN_${randomUUID()}`;
    await appendFile(process.env.GITHUB_OUTPUT, `stale<<${end}\n${lines.join("\n")}\n${end}\n`);
  }
  return 0;
});

/**
 * `npm run check [-- other.yaml]`: validates the content file and prints
 * every problem as file:line:col: message. Exit 0 when it is correct, with
 * its warnings (same form, «aviso: …»), if any, after the summary.
 */
import path from "node:path";
import { localCalendarSetup } from "./content/calendar-facts.ts";
import { loadSite, SITE_FILE } from "./content/load-site.ts";
import { summary, warningsSummary } from "../src/content-check/summary.ts";
import { formatProblem } from "../src/content-check/wording/problem.ts";
import { runCli } from "./shared/run-cli.ts";

await runCli(async () => {
  const arg = process.argv[2];
  // npm runs scripts from the project root; a path typed by the owner is relative to where they typed it.
  const file = arg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg) : SITE_FILE;
  // This computer's .env and published availability: whether each calendar will be read (warnings only).
  const result = await loadSite(file, { calendarSetup: localCalendarSetup() });
  if (result.ok) {
    console.log(summary(result.site));
    // Warnings stop nothing: after the summary, on the same output, and the exit code stays 0.
    for (const warning of result.warnings) console.log(formatProblem(warning));
    if (result.warnings.length > 0) console.log(`\n${warningsSummary(result.warnings)}`);
    return 0;
  }
  for (const problem of result.problems) console.error(formatProblem(problem));
  const n = result.problems.length;
  console.error(`\n${n} ${n === 1 ? "problema" : "problemas"}: corrige el archivo y vuelve a comprobarlo con «npm run check».`);
  return 1;
});

/**
 * After a deploy: is the published site what this run built? (published-site.ts says what is asked.)
 * Exit 1 with each fault in Spanish when not, so the run fails and GitHub e-mails the owner.
 *
 *   node scripts/deploy/check-published.ts <published address> [--availability-sha256 <hex>]
 *
 * Node 24 runs it as it is (no install); on Node 20, through tsx.
 */
import { appendFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { runCli } from "../shared/run-cli.ts";
import { checkPublished } from "./published-site.ts";

await runCli(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { "availability-sha256": { type: "string" } } });
  const site = positionals[0];
  if (!site || !/^https?:\/\//.test(site)) {
    console.error("Falta la dirección de la web publicada: node scripts/deploy/check-published.ts https://…");
    return 2;
  }
  const { problems, pages } = await checkPublished({ site, availabilitySha256: values["availability-sha256"] });
  const lines = problems.length
    ? [`La web publicada en ${site} tiene ${problems.length === 1 ? "un problema" : `${problems.length} problemas`}:`, ...problems.map((problem) => `- ${problem}`)]
    : [`La web publicada en ${site} responde bien: sus ${pages} páginas, la página «no encontrada», una foto${values["availability-sha256"] ? " y los calendarios de esta publicación" : ""}.`];
  for (const line of lines) (problems.length ? console.error : console.log)(line);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${lines.join("\n")}\n`);
  return problems.length ? 1 : 0;
});

/**
 * `npm run generate`: checks site.yaml and, only if it is correct, makes the
 * photo variants and writes the typed modules in src/generated/. A failed
 * check leaves everything as it was.
 */
import { generateAll } from "./content/generate/generate-all.ts";
import { formatProblem } from "../src/content-check/wording/problem.ts";
import { runCli } from "./shared/run-cli.ts";

// `--on-demand` (npm run dev): photo variants are planned now and made when the browser asks for them.
const onDemand = process.argv.includes("--on-demand");

await runCli(async () => {
  const { load, written, photos } = await generateAll(undefined, { onDemand });
  if (!load.ok) {
    for (const problem of load.problems) console.error(formatProblem(problem));
    console.error("\nNo se ha generado nada: corrige site.yaml (la web sigue con la última versión correcta).");
    return 1;
  }
  const later = photos?.deferred ? `, ${photos.deferred} se prepararán al verlas` : "";
  console.log(`fotos: ${photos?.made ?? 0} preparadas, ${photos?.reused ?? 0} ya estaban${later}; ${written.length ? `${written.length} archivo(s) escritos en src/generated/` : "src/generated/ ya estaba al día"}`);
  return 0;
});

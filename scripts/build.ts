/**
 * `npm run build`: check and generate, then React Router prerenders every page into a fresh staging
 * folder, postbuild finishes it there, and only when all of that succeeded — and every page of
 * site.yaml is in it — does it replace build/. Any failure leaves build/ exactly as it was
 * (docs/decisions/014-atomic-build.md).
 *
 * The owner reads a few Spanish lines: the check's result, then where the web is, or one line with
 * the reason. What the tools print (English, stack traces) goes to .cache/build.log.
 */
import { access, appendFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Site } from "../src/generated/content-types.gen.ts";
import { acquireBuildLock, BuildLockTimeout } from "./build/build-lock.ts";
import { addressUnder, EDITOR_PATH, notFoundFilesOf, pageFileOf } from "../src/site/output-names.ts";
import { pagesFailureReason, runLogged } from "./build/logged-step.ts";
import { buildFolders, recoverInterruptedSwap, swapIn } from "./build/swap-build.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const LOG = path.join(ROOT, ".cache/build.log");
const LOG_NAME = path.relative(process.cwd(), LOG) || LOG;
const folders = buildFolders(ROOT);
/** Longer than any build here (a cold one, photos included, takes under a minute). */
const LOCK_WAIT_MS = 10 * 60_000;

/** A failure whose reason is already said in Spanish, for the owner. */
class BuildFailure extends Error {}

const ago = (started: number) => `${Math.round((Date.now() - started) / 1000)} s`;

/** Pages site.yaml asks for that the finished folder lacks: a build that "succeeded" without them is not published. */
async function missingPages(site: Site): Promise<string[]> {
  const client = path.join(folders.staging, "client");
  // Every page in every language: the main one at site.yaml's addresses, the others under /<language>/; and the owner's editor in each.
  const [, ...others] = site.site.languages;
  const mainPaths = [...site.routes.map((route) => route.path), EDITOR_PATH];
  const addresses = [...mainPaths, ...others.flatMap((language) => mainPaths.map((path) => addressUnder(path, language)))];
  const notFound = notFoundFilesOf(["", ...others]);
  const expected: [name: string, file: string][] = [
    ...addresses.map((address): [string, string] => [address, path.join(client, pageFileOf(address))]),
    ...notFound.map((file): [string, string] => [file, path.join(client, file)]),
    ["serve.json", path.join(folders.staging, "serve.json")],
  ];
  const missing: string[] = [];
  for (const [name, file] of expected) {
    if (!(await access(file).then(() => true, () => false))) missing.push(name);
  }
  return missing;
}

async function build(started: number): Promise<number> {
  if (await recoverInterruptedSwap(folders)) await appendFile(LOG, "a previous build was killed while swapping: build/ restored from .cache/build-previous\n");

  // Loaded here, not at the top: a module of the content pipeline that fails to load is then one
  // Spanish line like any other failure, not Node's stack trace.
  const { generateAll } = await import("./content/generate/generate-all.ts");
  const { localCalendarSetup } = await import("./content/calendar-facts.ts");
  const { summary, warningsSummary } = await import("../src/content-check/summary.ts");
  const { formatProblem } = await import("../src/content-check/wording/problem.ts");
  // With the check's warnings about this computer's calendars: a calendar that won't be read, or never was.
  const generated = await generateAll(undefined, { calendarSetup: localCalendarSetup() }).catch(async (error: unknown) => {
    await appendFile(LOG, `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    throw new BuildFailure("no se han podido preparar las fotos ni los datos de la web (src/generated)");
  });
  const { load, photos } = generated;
  if (!load.ok) {
    for (const problem of load.problems) console.error(formatProblem(problem));
    const n = load.problems.length;
    console.error(`\nNo se ha construido la web (${n} ${n === 1 ? "problema" : "problemas"} en site.yaml): corrígelo y vuelve a ejecutar «npm run build». build/ no se ha tocado.`);
    return 1;
  }
  console.log(summary(load.site));
  // The check's warnings, as npm run check prints them: they never stop the build.
  for (const warning of load.warnings) console.log(formatProblem(warning));
  if (load.warnings.length > 0) console.log(warningsSummary(load.warnings));
  console.log(`fotos: ${photos?.made ?? 0} preparadas, ${photos?.reused ?? 0} ya estaban`);
  console.log("construyendo las páginas…");

  const pages = await runLogged(LOG, "react-router build", path.join(ROOT, "node_modules/.bin/react-router"), ["build"], { cwd: ROOT, env: { SITE_BUILD_DIR: folders.staging } });
  if (pages !== 0) throw new BuildFailure(pagesFailureReason(await readFile(LOG, "utf8")));
  const postbuild = await runLogged(LOG, "postbuild", process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/postbuild.ts"), folders.staging], { cwd: ROOT });
  if (postbuild !== 0) throw new BuildFailure("ha fallado el paso final (página 404, redirecciones, cabeceras de seguridad)");
  const missing = await missingPages(load.site);
  if (missing.length > 0) throw new BuildFailure(`al resultado le faltan páginas: ${missing.join(", ")}`);

  await swapIn(folders).catch(async (error: unknown) => {
    await appendFile(LOG, `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    throw new BuildFailure("no se ha podido poner la versión nueva en build/ (¿la tiene abierta otro programa?)");
  });
  const languages = load.site.site.languages.length;
  const made = languages === 1 ? `${load.site.routes.length} páginas` : `${load.site.routes.length * languages} páginas (${load.site.routes.length} en cada uno de ${languages} idiomas)`;
  console.log(`web lista en build/: ${made}, ${load.site.redirects.length} redirecciones, en ${ago(started)} (detalles en ${LOG_NAME})`);
  return 0;
}

async function main(): Promise<number> {
  let release: (() => Promise<void>) | undefined;
  try {
    await mkdir(path.dirname(LOG), { recursive: true });
    release = await acquireBuildLock(path.join(ROOT, ".cache/build.lock"), LOCK_WAIT_MS, (pid) => console.log(`otra construcción está en marcha (proceso ${pid}); esperando a que termine…`));
    // Only once the build is ours: the log and the staging folder of a build still running are its own.
    await writeFile(LOG, `npm run build, ${new Date().toISOString()}\n`);
    return await build(Date.now());
  } catch (error) {
    const reason =
      error instanceof BuildFailure
        ? error.message
        : error instanceof BuildLockTimeout
          ? `otra construcción (proceso ${error.pid}) lleva más de ${LOCK_WAIT_MS / 60_000} minutos en marcha`
          : "error inesperado; si se repite, avisa a quien mantiene la web";
    if (release) {
      if (!(error instanceof BuildFailure)) await appendFile(LOG, `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`).catch(() => undefined);
      await rm(folders.staging, { recursive: true, force: true }).catch(() => undefined);
    }
    console.error(`no se ha podido construir la web: ${reason}. build/ no se ha tocado; los detalles están en ${LOG_NAME}`);
    return 2;
  } finally {
    await release?.();
  }
}

process.exitCode = await main();

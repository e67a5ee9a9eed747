/**
 * `npm run check [-- file]` as the owner runs it: the real CLI in a child
 * process, its exit code and what it prints. Wrong files are edited copies of
 * the real site.yaml (mistake-cases.ts) in a temporary folder.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeContentDir, makePhotosDir, ROOT } from "./helpers.ts";
import { MISTAKES, type RawSite } from "./mistake-cases.ts";
import { SiteText } from "./site-edits.ts";
import { SLIPS } from "./slip-cases.ts";

type Run = { code: number | null; stdout: string; stderr: string };

/**
 * Runs scripts/check.ts as `npm run check` would. `cwd` is the folder npm runs it from (the
 * project root; a temporary folder here, so an edited copy reads `site.yaml` as the owner's file
 * does); `initCwd` is where the owner typed the command. `photosDir` stands in for photos/.
 */
function runCheck(args: string[], options: { cwd?: string; initCwd?: string; photosDir?: string; envFile?: string } = {}): Promise<Run> {
  // Not this machine's .env nor its published availability: the check warns of calendars from them.
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", AVAILABILITY_ENV_FILE: options.envFile ?? path.join(ROOT, ".cache/no-such.env"), AVAILABILITY_DIR: path.join(ROOT, ".cache/no-such-availability") };
  delete env.INIT_CWD;
  delete env.DEBUG;
  delete env.SITE_PHOTOS_DIR;
  if (options.initCwd) env.INIT_CWD = options.initCwd;
  if (options.photosDir) env.SITE_PHOTOS_DIR = options.photosDir;
  return new Promise((resolve) => {
    execFile(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, "scripts/check.ts"), ...args], { cwd: options.cwd ?? ROOT, env, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr });
    });
  });
}

const FORMAT = /^(?<file>[^\s:]+\.yaml):(?<line>\d+):(?<col>\d+): (?<message>\S.*)$/;
const STACK = /^\s+at |node:internal|\.ts:\d+:\d+\)?$/m;

const site = SiteText.real();
// Two problems (a page for an apartment that doesn't exist, and the apartment left without one): the count is plural.
const twoProblems = MISTAKES["route-apartment"]!(site);
const unknownKey = MISTAKES["unknown-key"]!(site);
const aliasBomb = MISTAKES["alias-bomb"]!(site);
const vosotros = SLIPS["vosotros-in-a-text"]!.make(site);
const missingVariable = SLIPS["env-variable-missing"]!.make(site);

let photos: Awaited<ReturnType<typeof makePhotosDir>>;
let content: Awaited<ReturnType<typeof makeContentDir>>;
const runs: Record<string, Promise<Run>> = {};
beforeAll(async () => {
  [photos, content] = await Promise.all([makePhotosDir("cli"), makeContentDir()]);
  // Each copy in a folder of its own, checked from there, so the CLI names it `site.yaml`.
  const [invalid, syntax, warned] = await Promise.all([content.write("route-apartment", twoProblems.text), content.write("alias-bomb", aliasBomb.text), content.write("vosotros", vosotros.text)]);
  await content.write("project/owner-folder", unknownKey.text);
  // Started together: each is a separate Node process. Wrong copies get stand-in photos; the real site.yaml its real ones.
  runs.invalid = runCheck(["site.yaml"], { cwd: path.dirname(invalid), photosDir: photos.dir });
  runs.syntax = runCheck(["site.yaml"], { cwd: path.dirname(syntax), photosDir: photos.dir });
  runs.valid = runCheck([]);
  runs.validArg = runCheck(["site.yaml"]);
  runs.fromSubfolder = runCheck(["site.yaml"], { cwd: path.join(content.dir, "project"), initCwd: path.join(content.dir, "project/owner-folder"), photosDir: photos.dir });
  runs.missing = runCheck(["no-existe.yaml"], { cwd: content.dir });
  runs.warned = runCheck(["site.yaml"], { cwd: path.dirname(warned), photosDir: photos.dir });
  // The real site.yaml with a .env that lacks a calendar's line.
  runs.calendar = runCheck([], { envFile: await content.write("env", missingVariable.env!) });
});
afterAll(async () => {
  await Promise.all([photos?.cleanup(), content?.cleanup()]);
});

// The first test waits for seven Node processes started together: on a busy two-core machine that
// can take longer than the default 20 s.
describe("npm run check", { timeout: 60_000 }, () => {
  it("an invalid file: exit 1, every problem as file:line:col: message on stderr, then the count", async () => {
    const { code, stdout, stderr } = await runs.invalid!;
    expect(code).toBe(1);
    expect(stdout).toBe("");
    const lines = stderr.trimEnd().split("\n");
    const n = twoProblems.problems.length;
    expect(n).toBeGreaterThan(1);
    expect(lines).toEqual([...twoProblems.problems.map((problem) => `site.yaml:${problem}`), "", `${n} problemas: corrige el archivo y vuelve a comprobarlo con «npm run check».`]);
    for (const line of lines.slice(0, n)) expect(line).toMatch(FORMAT);
    expect(stderr).not.toMatch(STACK);
  });

  it("a YAML syntax problem (alias bomb): exit 1, one located line, no stack trace", async () => {
    const { code, stdout, stderr } = await runs.syntax!;
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      "site.yaml:5:8: error de sintaxis YAML: demasiados alias (*nombre): el archivo se expandiría sin fin\n\n1 problema: corrige el archivo y vuelve a comprobarlo con «npm run check».\n",
    );
    expect(stderr).not.toMatch(STACK);
  });

  it("site.yaml (the default, or named): exit 0 and the summary on stdout", async () => {
    const raw = site.data<RawSite>();
    const apartments = raw.apartments.length;
    const languages = `${raw.site.languages.length} idiomas \\(${raw.site.languages.join(", ")}\\)`;
    for (const run of [runs.valid!, runs.validArg!]) {
      const { code, stdout, stderr } = await run;
      expect(code).toBe(0);
      expect(stderr).toBe("");
      expect(stdout).toMatch(new RegExp(`^contenido correcto: ${apartments} apartamentos, \\d+ sitios cercanos, \\d+ fotos, \\d+ páginas en ${languages}, \\d+ redirecciones\\n$`));
      expect(stdout).not.toMatch(STACK);
    }
  });

  it("a file with a warning: exit 0, the summary, then each warning as file:line:col: aviso: …, and their count; nothing on stderr", async () => {
    const { code, stdout, stderr } = await runs.warned!;
    expect(code).toBe(0);
    expect(stderr).toBe("");
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^contenido correcto: /);
    expect(lines.slice(1)).toEqual([
      ...vosotros.warnings!.map((warning) => `site.yaml:${warning}`),
      "",
      "1 aviso: la web se publica igual, pero conviene corregirlo (docs/editar-contenido.md, «Los avisos»).",
    ]);
    expect(lines[1]).toMatch(FORMAT);
  });

  it("a .env without a calendar's line: exit 0, a warning at the calendar's variable, and their count", async () => {
    const { code, stdout, stderr } = await runs.calendar!;
    expect(code).toBe(0);
    expect(stderr).toBe("");
    expect(stdout.trimEnd().split("\n").slice(1)).toEqual([
      ...missingVariable.warnings!.map((warning) => `site.yaml:${warning}`),
      "",
      "1 aviso: la web se publica igual, pero conviene corregirlo (docs/editar-contenido.md, «Los avisos»).",
    ]);
  });

  it("a path is relative to where the owner typed the command (INIT_CWD), not to where npm runs it", async () => {
    const { code, stderr } = await runs.fromSubfolder!;
    expect(code).toBe(1);
    // Found in owner-folder/ although the CLI ran one folder up, and named from where it ran.
    expect(stderr.split("\n")[0]).toBe(`owner-folder/site.yaml:${unknownKey.problems[0]}`);
  });

  it("a file that doesn't exist: exit 1 and one located line, no stack trace", async () => {
    const { code, stdout, stderr } = await runs.missing!;
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe("no-existe.yaml:1:1: no se puede abrir el archivo; comprueba que existe y su nombre\n\n1 problema: corrige el archivo y vuelve a comprobarlo con «npm run check».\n");
  });
});

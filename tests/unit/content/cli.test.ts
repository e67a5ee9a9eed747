/**
 * `npm run check [-- file]` as the owner runs it: the real CLI in a child
 * process, its exit code and what it prints.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { afterAll, beforeAll as beforeAllPhotos } from "vitest";
import { makePhotosDir, ROOT } from "./helpers.ts";

let photos: Awaited<ReturnType<typeof makePhotosDir>> | undefined;
beforeAllPhotos(async () => {
  photos = await makePhotosDir();
});
afterAll(async () => {
  await photos?.cleanup();
});

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs scripts/check.ts from the project root, as `npm run check` would; `initCwd` is where the owner typed the command. */
function runCheck(args: string[], initCwd?: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  delete env.INIT_CWD;
  delete env.DEBUG;
  if (initCwd) env.INIT_CWD = initCwd;
  // Fixtures are checked against stand-in photos; the real site.yaml against the real ones.
  if (args.some((arg) => arg.includes("fixtures") || arg.startsWith("invalid-"))) env.SITE_PHOTOS_DIR = photos!.dir;
  return new Promise((resolve) => {
    execFile(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/check.ts", ...args], { cwd: ROOT, env, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr });
    });
  });
}

const FORMAT = /^(?<file>[^\s:]+\.yaml):(?<line>\d+):(?<col>\d+): (?<message>\S.*)$/;
const STACK = /^\s+at |node:internal|\.ts:\d+:\d+\)?$/m;

const runs: Record<string, Promise<Run>> = {};
beforeAll(() => {
  // Started together: each is a separate Node process.
  runs.invalid = runCheck(["tests/fixtures/invalid-duplicate-slug.yaml"]);
  runs.syntax = runCheck(["tests/fixtures/invalid-alias-bomb.yaml"]);
  runs.valid = runCheck([]);
  runs.validArg = runCheck(["site.yaml"]);
  runs.fromSubfolder = runCheck(["invalid-unknown-key.yaml"], path.join(ROOT, "tests/fixtures"));
  runs.missing = runCheck(["tests/fixtures/no-existe.yaml"]);
});

describe("npm run check", () => {
  it("an invalid file: exit 1, every problem as file:line:col: message on stderr, then the count", async () => {
    const { code, stdout, stderr } = await runs.invalid!;
    expect(code).toBe(1);
    expect(stdout).toBe("");
    const lines = stderr.trimEnd().split("\n");
    expect(lines).toEqual([
      "tests/fixtures/invalid-duplicate-slug.yaml:188:11: el slug «mirador» está repetido; cada apartamento necesita uno distinto",
      "tests/fixtures/invalid-duplicate-slug.yaml:255:15: el apartamento «calicanto» no existe; los que hay son «mirador», «san-isidro» y «fabrica-harinas»",
      "tests/fixtures/invalid-duplicate-slug.yaml:660:16: el apartamento «calicanto» no existe; los que hay son «mirador», «san-isidro» y «fabrica-harinas»",
      "",
      "3 problemas: corrige el archivo y vuelve a comprobarlo con «npm run check».",
    ]);
    for (const line of lines.slice(0, 3)) expect(line).toMatch(FORMAT);
    expect(stderr).not.toMatch(STACK);
  });

  it("a YAML syntax problem (alias bomb): exit 1, one located line, no stack trace", async () => {
    const { code, stdout, stderr } = await runs.syntax!;
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      "tests/fixtures/invalid-alias-bomb.yaml:5:8: error de sintaxis YAML: demasiados alias (*nombre): el archivo se expandiría sin fin\n\n1 problema: corrige el archivo y vuelve a comprobarlo con «npm run check».\n",
    );
    expect(stderr).not.toMatch(STACK);
  });

  it("site.yaml (the default, or named): exit 0 and the summary on stdout", async () => {
    for (const run of [runs.valid!, runs.validArg!]) {
      const { code, stdout, stderr } = await run;
      expect(code).toBe(0);
      expect(stderr).toBe("");
      expect(stdout).toMatch(/^contenido correcto: 4 apartamentos, \d+ sitios cercanos, \d+ fotos, \d+ páginas, \d+ redirecciones\n$/);
      expect(stdout).not.toMatch(STACK);
    }
  });

  it("a path is relative to where the owner typed the command (INIT_CWD), not to the project root", async () => {
    const { code, stderr } = await runs.fromSubfolder!;
    expect(code).toBe(1);
    expect(stderr.split("\n")[0]).toBe(
      "tests/fixtures/invalid-unknown-key.yaml:10:3: la clave «taglin» no existe en «site» (no debe tener propiedades adicionales); ¿querías decir «tagline»?",
    );
  });

  it("a file that doesn't exist: exit 1 and one located line, no stack trace", async () => {
    const { code, stdout, stderr } = await runs.missing!;
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      "tests/fixtures/no-existe.yaml:1:1: no se puede abrir el archivo; comprueba que existe y su nombre\n\n1 problema: corrige el archivo y vuelve a comprobarlo con «npm run check».\n",
    );
  });
});

/**
 * The older tree the bench measures beside the current one, in the same run: absolute timings move
 * from machine to machine and hour to hour, the ratio between two builds measured side by side
 * does not. Built once per commit from git (`git archive`, its own `npm ci`, its own build) into
 * .cache/bench-reference/<commit>/, and kept there for the next runs.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** A week before milestone 3's decision work: the tree the issue measured against (issue 29). */
export const REFERENCE_COMMIT = "cb3aa61";

const ROOT = path.resolve(import.meta.dirname, "../..");

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

/** The reference tree's built site: `client` to serve, and the `rules` file (headers, redirects) it was built with. */
export async function referenceBuild(): Promise<{ client: string; rules: string }> {
  const dir = path.join(ROOT, ".cache/bench-reference", REFERENCE_COMMIT);
  const built = { client: path.join(dir, "build/client"), rules: path.join(dir, "build/serve.json") };
  const done = path.join(dir, ".built");
  if (existsSync(done)) return built;
  console.log(`building the reference tree ${REFERENCE_COMMIT} once (kept in ${path.relative(ROOT, dir)})…`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const archive = spawnSync("git", ["archive", "--format=tar", REFERENCE_COMMIT], { cwd: ROOT, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${REFERENCE_COMMIT} failed: is the clone complete (not shallow)?`);
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`could not unpack ${REFERENCE_COMMIT}`);
  run("npm", ["ci", "--no-audit", "--no-fund"], dir);
  run("npm", ["run", "build", "--silent"], dir);
  if (!existsSync(built.client)) throw new Error(`the reference tree's build has no ${path.relative(dir, built.client)}`);
  await writeFile(done, new Date().toISOString());
  return built;
}

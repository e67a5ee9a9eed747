/**
 * The older tree the bench measures beside the current one, in the same run: absolute timings move
 * from machine to machine and hour to hour, the ratio between two builds measured side by side
 * does not. Built once per commit from git (`git archive`, its own `npm install`, its own build) into
 * .cache/bench-reference/<commit>/, and kept there for the next runs.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { HostingRules } from "../build/host-files.ts";

/**
 * The site a week before the work on the apartment page's blocking time: the tree that work is held
 * against, its TBT no higher than this one's in the same run (decisions 029 and 034).
 */
export const REFERENCE_COMMIT = "cb3aa61";

const ROOT = path.resolve(import.meta.dirname, "../..");

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

/** The rules of `serve` (the package the reference tree was served with): redirects, and headers by file. */
type ServeConfig = { redirects?: { source: string; destination: string }[]; headers?: { source: string; headers: { key: string; value: string }[] }[] };

/**
 * The reference tree's serve.json in the form the site's own server reads (HostingRules): every
 * HTML file an address, with the Content-Security-Policy serve would have sent with it.
 */
async function hostingRulesOf(client: string, serveJson: string): Promise<HostingRules> {
  const config = JSON.parse(await readFile(serveJson, "utf8")) as ServeConfig;
  const cspOf = (file: string): string =>
    (config.headers ?? [])
      .filter((rule) => rule.source === "**" || rule.source === file)
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === "Content-Security-Policy")
      .at(-1)?.value ?? "";
  const files = (await readdir(client, { recursive: true })).map((file) => file.split(path.sep).join("/")).filter((file) => file.endsWith(".html") && file !== "404.html");
  const pages = Object.fromEntries(files.map((file) => [file === "index.html" ? "/" : `/${file.replace(/(\/index)?\.html$/, "")}`, { file, csp: cspOf(file) }]));
  return {
    redirects: Object.fromEntries((config.redirects ?? []).map((rule) => [rule.source, rule.destination])),
    pages,
    notFound: [{ folder: "/", file: "404.html", csp: cspOf("404.html") }],
  };
}

/** The reference tree's built site: `client` to serve, and the `rules` file (headers, redirects) for the site's own server. */
export async function referenceBuild(): Promise<{ client: string; rules: string }> {
  const dir = path.join(ROOT, ".cache/bench-reference", REFERENCE_COMMIT);
  const built = { client: path.join(dir, "build/client"), rules: path.join(dir, "hosting-rules.json") };
  const done = path.join(dir, ".built");
  if (existsSync(done) && existsSync(built.rules)) return built;
  if (existsSync(done)) {
    await writeFile(built.rules, JSON.stringify(await hostingRulesOf(built.client, path.join(dir, "build/serve.json"))));
    return built;
  }
  console.log(`building the reference tree ${REFERENCE_COMMIT} once (kept in ${path.relative(ROOT, dir)})…`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const archive = spawnSync("git", ["archive", "--format=tar", REFERENCE_COMMIT], { cwd: ROOT, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${REFERENCE_COMMIT} failed: is the clone complete (not shallow)?`);
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`could not unpack ${REFERENCE_COMMIT}`);
  // Its own start script installs with `npm install` (its lock file predates a few optional packages).
  run("npm", ["install", "--no-audit", "--no-fund"], dir);
  run("npm", ["run", "build", "--silent"], dir);
  if (!existsSync(built.client)) throw new Error(`the reference tree's build has no ${path.relative(dir, built.client)}`);
  await writeFile(built.rules, JSON.stringify(await hostingRulesOf(built.client, path.join(dir, "build/serve.json"))));
  await writeFile(done, new Date().toISOString());
  return built;
}

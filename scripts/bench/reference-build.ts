/**
 * The older trees the bench measures beside the current one, in the same run: absolute timings move
 * from machine to machine and hour to hour, the ratio between two builds measured side by side
 * does not. Each is built once per commit from git (`git archive`, its own install, its own build)
 * into .cache/bench-reference/<commit>/, and kept there for the next runs.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { HostingRules } from "../build/host-files.ts";

/**
 * The site a week before the work on the apartment page's blocking time: the tree that work is held
 * against, its TBT no higher than this one's in the same run (decisions 029 and 034).
 */
export const REFERENCE_COMMIT = "cb3aa61";

/**
 * The tree before islands: the last one whose pages hydrate whole, each in one React root, with
 * client-side navigation. The apartment page and the gallery are held to half its blocking time.
 */
export const BEFORE_ISLANDS_COMMIT = "c993ec1";

/** The older trees, newest first, with the name the results give each. */
export const OLDER_TREES = [
  { commit: BEFORE_ISLANDS_COMMIT, name: "the tree before islands" },
  { commit: REFERENCE_COMMIT, name: "the older tree" },
] as const;

/**
 * How each older tree installs its packages (`npm ci` unless listed): cb3aa61's own start script
 * installs with `npm install`, its lock file predating a few optional packages.
 */
const INSTALL: Record<string, string[]> = {
  [REFERENCE_COMMIT]: ["install", "--no-audit", "--no-fund"],
};
const CLEAN_INSTALL = ["ci", "--no-audit", "--no-fund"];

const ROOT = path.resolve(import.meta.dirname, "../..");

function run(command: string, args: string[], cwd: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: "true" };
  // Its own calendars only (build:e2e names them): never the availability this shell may point at.
  delete env.AVAILABILITY_DIR;
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"], env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

/** The rules of `serve` (the package cb3aa61 was served with): redirects, and headers by file. */
type ServeConfig = { redirects?: { source: string; destination: string }[]; headers?: { source: string; headers: { key: string; value: string }[] }[] };

/**
 * A `serve` config in the form the site's own server reads (HostingRules): every HTML file an
 * address, with the Content-Security-Policy serve would have sent with it.
 */
async function hostingRulesOf(client: string, config: ServeConfig): Promise<HostingRules> {
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

/** A built site: `client` to serve, and the `rules` file (headers, redirects) for the site's own server. */
type BuiltSite = { client: string; rules: string };

/**
 * The site's own server's rules for a build folder: a tree that writes them (build/serve.json with
 * its `pages`) is served by its own; an older one's `serve` config is converted once, beside it.
 */
async function builtSite(build: string): Promise<BuiltSite> {
  const client = path.join(build, "client");
  if (!existsSync(client)) throw new Error(`the older tree's build has no ${path.relative(ROOT, client)}`);
  const serveJson = path.join(build, "serve.json");
  const written = JSON.parse(await readFile(serveJson, "utf8")) as Partial<HostingRules> & ServeConfig;
  if (written.pages) return { client, rules: serveJson };
  const rules = path.join(build, "hosting-rules.json");
  if (!existsSync(rules)) await writeFile(rules, JSON.stringify(await hostingRulesOf(client, written)));
  return { client, rules };
}

/**
 * An older tree's built site: `plain`, built by `npm run build` with no calendar read (the way
 * cb3aa61, which had none, is); and for a tree that can (it has `npm run build:e2e`),
 * `withCalendars`, built with the browser tests' two fixture calendars, as the bench builds the
 * current tree to measure it as deployed.
 */
export type OlderBuild = { commit: string; plain: BuiltSite; withCalendars?: BuiltSite };

export async function referenceBuild(commit: string): Promise<OlderBuild> {
  const dir = path.join(ROOT, ".cache/bench-reference", commit);
  const folders = { plain: path.join(dir, "build"), withCalendars: path.join(dir, "build-calendars") };
  const done = path.join(dir, ".built");
  if (!existsSync(done)) {
    console.log(`building the older tree ${commit} once (kept in ${path.relative(ROOT, dir)})…`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const archive = spawnSync("git", ["archive", "--format=tar", commit], { cwd: ROOT, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${commit} failed: is the clone complete (not shallow)?`);
    const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`could not unpack ${commit}`);
    run("npm", INSTALL[commit] ?? CLEAN_INSTALL, dir);
    const scripts = (JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as { scripts?: Record<string, string> }).scripts ?? {};
    if (scripts["build:e2e"]) {
      run("npm", ["run", "build:e2e", "--silent"], dir);
      await rename(folders.plain, folders.withCalendars);
    }
    run("npm", ["run", "build", "--silent"], dir);
    await writeFile(done, new Date().toISOString());
  }
  return {
    commit,
    plain: await builtSite(folders.plain),
    ...(existsSync(folders.withCalendars) ? { withCalendars: await builtSite(folders.withCalendars) } : {}),
  };
}

import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { startGitHubStandIn } from "./github-stand-in.ts";

/**
 * The GitHub stand-in as a server of its own, for the browser tests (Playwright's webServer):
 *
 *   node --import tsx tests/support/github-stand-in-cli.ts --port 4400 --token secreto \
 *     --owner duena --repo web --from . site.yaml photos
 *
 * The repository starts with one commit holding exactly the files and folders named after the
 * options, read from --from (the current folder by default), at the same paths. --port and
 * --token may come from GITHUB_STAND_IN_PORT and GITHUB_STAND_IN_TOKEN instead. It prints its
 * address once it listens, and removes its repository when stopped.
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: process.env.GITHUB_STAND_IN_PORT },
    token: { type: "string", default: process.env.GITHUB_STAND_IN_TOKEN },
    "read-only-token": { type: "string" },
    owner: { type: "string", default: "duena" },
    repo: { type: "string", default: "web" },
    branch: { type: "string", default: "main" },
    from: { type: "string", default: "." },
  },
});

if (!values.token || !values.port || positionals.length === 0) {
  console.error("Uso: github-stand-in-cli.ts --port N --token T [--read-only-token T] [--owner O] [--repo R] [--branch B] [--from carpeta] archivo-o-carpeta…");
  process.exit(2);
}

async function filesUnder(root: string, relative: string, into: Record<string, Buffer>): Promise<void> {
  const full = path.join(root, relative);
  if ((await stat(full)).isDirectory()) {
    for (const name of (await readdir(full)).sort()) await filesUnder(root, path.posix.join(relative, name), into);
  } else {
    into[relative] = await readFile(full);
  }
}

const files: Record<string, Buffer> = {};
for (const given of positionals) await filesUnder(path.resolve(values.from), path.posix.normalize(given.split(path.sep).join("/")).replace(/\/$/, ""), files);

const standIn = await startGitHubStandIn({
  token: values.token,
  ...(values["read-only-token"] ? { readOnlyToken: values["read-only-token"] } : {}),
  owner: values.owner,
  repo: values.repo,
  branch: values.branch,
  port: Number(values.port),
  files,
});
console.log(`GitHub stand-in for ${values.owner}/${values.repo} at ${standIn.url} (${Object.keys(files).length} files)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void standIn.stop().then(() => process.exit(0));
  });
}

import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { startGitHubStandIn, type GitHubStandIn } from "../../support/github-stand-in.ts";

/**
 * The GitHub the browser tests' build of the editor talks to: `npm run build:e2e` builds it with
 * GITHUB_API_URL at this address and GITHUB_REPOSITORY «duena/apartamentos»; the editor's tests
 * start the stand-in there (tests/support/github-stand-in.ts, a real git repository behind it).
 */
const GITHUB_PORT = Number(process.env.E2E_GITHUB_PORT ?? 4180);
export const GITHUB_API = `http://127.0.0.1:${GITHUB_PORT}`;
const REPOSITORY = { owner: "duena", repo: "apartamentos" };
export const TOKEN = "github_pat_11PRUEBA0000000000000000_estoesuntokendepruebaquenoabrenada";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * The owner's repository as the stand-in holds it: site.yaml as it is, and a small file at every
 * path under photos/ (the check in the browser reads photos' names and sizes, never their pixels).
 */
export async function startOwnersGitHub(): Promise<GitHubStandIn> {
  const files: Record<string, string | Uint8Array> = { "site.yaml": await readFile(path.join(ROOT, "site.yaml"), "utf8") };
  for (const file of readdirSync(path.join(ROOT, "photos"), { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const relative = path.relative(ROOT, path.join(file.parentPath, file.name)).split(path.sep).join("/");
    files[relative] = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
  }
  return startGitHubStandIn({ token: TOKEN, ...REPOSITORY, files, port: GITHUB_PORT });
}

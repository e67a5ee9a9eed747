/**
 * The daily watch over publishing (publication-watch.ts). Needs GITHUB_REPOSITORY and GH_TOKEN
 * (a token that may read and switch on the repository's workflows); GITHUB_API_URL when not
 * github.com. Exit 1 with the reason in Spanish when the site hasn't been published for a day.
 *
 *   node scripts/deploy/watch-publication.ts [deploy.yml]
 */
import { appendFileSync } from "node:fs";
import { runCli } from "../shared/run-cli.ts";
import { watchPublication, type GitHubApi } from "./publication-watch.ts";

await runCli(async () => {
  const repository = process.env.GITHUB_REPOSITORY;
  const token = process.env.GH_TOKEN;
  if (!repository || !token) {
    console.error("Faltan GITHUB_REPOSITORY y GH_TOKEN: este programa lo ejecuta el flujo «Vigilar la publicación» de GitHub.");
    return 2;
  }
  const base = (process.env.GITHUB_API_URL ?? "https://api.github.com").replace(/\/$/, "");
  const api: GitHubApi = async (method, path) => {
    const response = await fetch(`${base}/repos/${repository}/${path}`, {
      method,
      headers: { accept: "application/vnd.github+json", authorization: `Bearer ${token}`, "x-github-api-version": "2022-11-28" },
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  const { problems, notes } = await watchPublication(api, process.argv[2] ?? "deploy.yml", new Date());
  const lines = [...notes, ...problems.map((problem) => `PROBLEMA: ${problem}`)];
  for (const line of lines) console.log(line);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${lines.map((line) => `- ${line}`).join("\n")}\n`);
  return problems.length ? 1 : 0;
});

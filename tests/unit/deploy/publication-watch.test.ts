import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { watchPublication, type GitHubApi } from "../../../scripts/deploy/publication-watch.ts";

/**
 * A stand-in for the part of GitHub's API the watch uses, over a repository's state: a workflow's
 * state (which «enable» changes) and its successful runs.
 */
type Repository = { state: string; runs: { updated_at: string; html_url: string }[]; enableStatus?: number; requests: string[] };

function apiOver(repo: Repository): GitHubApi {
  return async (method, route) => {
    repo.requests.push(`${method} ${route}`);
    if (method === "GET" && route === "actions/workflows/deploy.yml") return { status: 200, body: { path: ".github/workflows/deploy.yml", state: repo.state } };
    if (method === "PUT" && route === "actions/workflows/deploy.yml/enable") {
      if ((repo.enableStatus ?? 204) === 204) repo.state = "active";
      return { status: repo.enableStatus ?? 204, body: null };
    }
    if (method === "GET" && route === "actions/workflows/deploy.yml/runs?status=success&per_page=1") return { status: 200, body: { total_count: repo.runs.length, workflow_runs: repo.runs.slice(0, 1) } };
    return { status: 404, body: { message: "Not Found" } };
  };
}

const NOW = new Date("2026-11-28T12:00:00Z");
const run = (hoursAgo: number) => ({ updated_at: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString(), html_url: "https://github.com/o/r/actions/runs/1" });

describe("the daily watch over publishing", () => {
  it("published three hours ago, switched on: a note, nothing to fix, nothing switched", async () => {
    const repo: Repository = { state: "active", runs: [run(3)], requests: [] };
    expect(await watchPublication(apiOver(repo), "deploy.yml", NOW)).toEqual({ problems: [], notes: ["última publicación con éxito: 28/11/26, 10:00"] });
    expect(repo.requests.some((request) => request.startsWith("PUT"))).toBe(false);
  });

  it("switched off by GitHub after 60 quiet days: switched on again and said; the last publication two days ago is the problem", async () => {
    const repo: Repository = { state: "disabled_inactivity", runs: [run(50)], requests: [] };
    const report = await watchPublication(apiOver(repo), "deploy.yml", NOW);
    expect(repo.state).toBe("active");
    expect(report.notes).toEqual(["«Publicar la web» estaba apagado por GitHub, tras 60 días sin actividad en el repositorio: se ha vuelto a encender"]);
    expect(report.problems).toEqual([expect.stringMatching(/^la web no se publica con éxito desde el 26\/11\/26, 11:00 \(más de un día\)/)]);
  });

  it("switched off and the token can't switch it on; never published: both said, with what to do", async () => {
    const repo: Repository = { state: "disabled_manually", runs: [], enableStatus: 403, requests: [] };
    const report = await watchPublication(apiOver(repo), "deploy.yml", NOW);
    expect(report.problems).toEqual([
      "«Publicar la web» está apagado a mano y no se ha podido volver a encender (GitHub contesta 403): enciéndelo en Actions → «Publicar la web» → Enable workflow",
      "la web no se ha publicado con éxito ni una vez: mira en Actions → «Publicar la web» por qué fallan sus ejecuciones",
    ]);
  });
});

describe("the watch as the workflow runs it", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("asks GITHUB_API_URL for GITHUB_REPOSITORY with GH_TOKEN, and exits 1 with the reason when the site is stale", async () => {
    const repo: Repository = { state: "active", runs: [run(30)], requests: [] };
    const api = apiOver(repo);
    const seen: string[] = [];
    server = createServer((request, response) => {
      seen.push(`${request.headers.authorization} ${request.url}`);
      const route = request.url!.replace(/^\/repos\/owner\/site\//, "");
      void api(request.method as "GET" | "PUT", route).then(({ status, body }) => response.writeHead(status, { "content-type": "application/json" }).end(body === null ? "" : JSON.stringify(body)));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const script = path.resolve(import.meta.dirname, "../../../scripts/deploy/watch-publication.ts");
    const result = await promisify(execFile)(process.execPath, ["--import", "tsx", script, "deploy.yml"], {
      env: { PATH: process.env.PATH, GITHUB_REPOSITORY: "owner/site", GH_TOKEN: "token-123", GITHUB_API_URL: `http://127.0.0.1:${port}` },
    }).then(
      () => ({ code: 0, stdout: "" }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^PROBLEMA: la web no se publica con éxito desde el/m);
    expect(seen).toEqual(["Bearer token-123 /repos/owner/site/actions/workflows/deploy.yml", "Bearer token-123 /repos/owner/site/actions/workflows/deploy.yml/runs?status=success&per_page=1"]);
  });
});

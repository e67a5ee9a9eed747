import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitHubStandIn, type GitHubStandIn } from "../../support/github-stand-in.ts";

/**
 * The stand-in itself, spoken to as a browser would: it must refuse what GitHub refuses, or the
 * editor's tests would pass against a GitHub more lenient than the real one.
 */

const TOKEN = "github_pat_bueno";
let standIn: GitHubStandIn;
let repoUrl: string;

const call = (method: string, route: string, body?: unknown, token = TOKEN) =>
  fetch(`${repoUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  standIn = await startGitHubStandIn({ token: TOKEN, readOnlyToken: "github_pat_lectura", owner: "duena", repo: "web", files: { "site.yaml": "a: ñ\n", "photos/x/01.jpg": Uint8Array.of(0xff, 0xd8, 0x00, 0xc3) }, maxBodyBytes: 2000 });
  repoUrl = `${standIn.url}/repos/duena/web`;
});

afterAll(() => standIn.stop());

describe("the GitHub stand-in", () => {
  it("answers a browser's preflight, and every answer carries CORS and JSON headers", async () => {
    const preflight = await fetch(`${repoUrl}/git/blobs`, { method: "OPTIONS", headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization.*X-GitHub-Api-Version/);
    const answer = await call("GET", "");
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("access-control-expose-headers")).toMatch(/ETag.*Link/);
  });

  it("refuses a missing or wrong token (401) and a read-only token's writes (403)", async () => {
    expect((await fetch(repoUrl)).status).toBe(401);
    const wrong = await call("GET", "", undefined, "otro");
    expect([wrong.status, await wrong.json()]).toEqual([401, expect.objectContaining({ message: "Bad credentials" })]);
    expect((await call("GET", "/contents/site.yaml", undefined, "github_pat_lectura")).status).toBe(200);
    const write = await call("POST", "/git/blobs", { content: "x" }, "github_pat_lectura");
    expect([write.status, await write.json()]).toEqual([403, expect.objectContaining({ message: "Resource not accessible by personal access token" })]);
  });

  it("serves a file's bytes in base64, a folder as a list, and 404 for what isn't there", async () => {
    const file = (await (await call("GET", "/contents/photos%2Fx%2F01.jpg?ref=main")).json()) as { type: string; encoding: string; content: string; size: number };
    expect(file).toMatchObject({ type: "file", encoding: "base64", size: 4 });
    expect([...Buffer.from(file.content, "base64")]).toEqual([0xff, 0xd8, 0x00, 0xc3]);
    const folder = (await (await call("GET", "/contents/photos")).json()) as { type: string; path: string }[];
    expect(folder.map(({ type, path }) => [type, path])).toEqual([["dir", "photos/x"]]);
    const missing = await call("GET", "/contents/nada.yaml");
    expect([missing.status, await missing.json()]).toEqual([404, expect.objectContaining({ message: "Not Found" })]);
  });

  it("answers 304 to a revalidation whose ETag still holds", async () => {
    const first = await call("GET", "/git/ref/heads%2Fmain");
    const etag = first.headers.get("etag") ?? "";
    expect(first.headers.get("cache-control")).toBe("private, max-age=60, s-maxage=60");
    const again = await fetch(`${repoUrl}/git/ref/heads%2Fmain`, { headers: { authorization: `token ${TOKEN}`, "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("moves a branch only forward unless forced, and refuses to delete what a tree doesn't have", async () => {
    const head = await standIn.head();
    const { tree } = (await (await call("GET", `/git/commits/${head}`)).json()) as { tree: { sha: string } };
    const gone = await call("POST", "/git/trees", { base_tree: tree.sha, tree: [{ path: "nada.txt", mode: "100644", type: "blob", sha: null }] });
    expect(gone.status).toBe(422);
    const { sha: newTree } = (await (await call("POST", "/git/trees", { tree: [{ path: "solo.txt", mode: "100644", type: "blob", content: "solo\n" }] })).json()) as { sha: string };
    const { sha: orphan } = (await (await call("POST", "/git/commits", { message: "sin padre", tree: newTree, parents: [] })).json()) as { sha: string };
    const refused = await call("PATCH", "/git/refs/heads%2Fmain", { sha: orphan, force: false });
    expect([refused.status, await refused.json()]).toEqual([422, expect.objectContaining({ message: "Update is not a fast forward" })]);
    expect(await standIn.head()).toBe(head);
    expect((await call("PATCH", "/git/refs/heads%2Fmain", { sha: orphan, force: true })).status).toBe(200);
    expect(await standIn.treeFiles("main")).toEqual({ "solo.txt": Buffer.from("solo\n") });
  });

  it("records a run of each workflow per move of the branch; the publishing one goes a step further at each look", async () => {
    const head = await standIn.head();
    const { tree } = (await (await call("GET", `/git/commits/${head}`)).json()) as { tree: { sha: string } };
    const { sha } = (await (await call("POST", "/git/commits", { message: "otra vez", tree: tree.sha, parents: [head] })).json()) as { sha: string };
    expect((await call("PATCH", "/git/refs/heads%2Fmain", { sha })).status).toBe(200);
    const listed = (await (await call("GET", `/actions/runs?head_sha=${sha}`)).json()) as { total_count: number; workflow_runs: { id: number; name: string; path: string; status: string }[] };
    expect(listed.workflow_runs.map((run) => [run.name, run.path, run.status])).toEqual([
      ["CI", ".github/workflows/ci.yml", "queued"],
      ["Publicar la web", ".github/workflows/deploy.yml", "queued"],
    ]);
    const id = listed.workflow_runs[1]?.id;
    const look = async () => (await (await call("GET", `/actions/runs/${id}`)).json()) as { status: string; conclusion: string | null };
    expect(await look()).toMatchObject({ status: "in_progress", conclusion: null });
    standIn.setRunOutcome("failure");
    expect(await look()).toMatchObject({ status: "completed", conclusion: "failure" });
    standIn.setRunOutcome("success");
    expect(await look()).toMatchObject({ status: "completed", conclusion: "failure" });
  });

  it("refuses a body past its limit with 413", async () => {
    const big = await call("POST", "/git/blobs", { content: "x".repeat(5000) });
    expect(big.status).toBe(413);
  });
});

describe("the stand-in's command", () => {
  it("seeds the repository with exactly the files named, from the folder given", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "stand-in-seed-"));
    await mkdir(path.join(folder, "photos", "mirador"), { recursive: true });
    await writeFile(path.join(folder, "site.yaml"), "a: 1\n");
    await writeFile(path.join(folder, "photos", "mirador", "01.jpg"), "jpg");
    await writeFile(path.join(folder, "secreto.env"), "NO=1\n");
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/github-stand-in-cli.ts", "--port", "0", "--token", TOKEN, "--from", folder, "site.yaml", "photos"], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          const found = /at (http:\/\/\S+)/.exec(chunk.toString());
          if (found?.[1]) resolve(found[1]);
        });
        child.once("exit", (code) => reject(new Error(`exited with ${code}`)));
      });
      const answer = await fetch(`${url}/repos/duena/web/git/trees/main?recursive=1`, { headers: { authorization: `token ${TOKEN}` } });
      const { tree } = (await answer.json()) as { tree: { path: string; type: string }[] };
      expect(tree.filter((entry) => entry.type === "blob").map((entry) => entry.path)).toEqual(["photos/mirador/01.jpg", "site.yaml"]);
    } finally {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
      await rm(folder, { recursive: true, force: true });
    }
  });
});

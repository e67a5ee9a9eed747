import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { GitPlumbing, isPlainRef, isSha, type Commit, type TreeEntry } from "./git-plumbing.ts";

/**
 * A stand-in for the part of GitHub's REST API the owner's editor uses: repository, contents, the
 * git database (refs, commits, trees, blobs) and workflow runs, over a real bare git repository in
 * a temporary folder. Every answer is read from that repository; every write goes into it with
 * git's plumbing, so a test can ask git itself what a publication left behind.
 *
 * The answers keep GitHub's shapes and status codes (docs.github.com/rest, API version
 * 2022-11-28) for what the editor reads; fields nobody reads are left out. Browser tests reach it
 * across origins, so it answers CORS as api.github.com does, and it caches like it too
 * (private, max-age=60, with ETags): a client that doesn't revalidate reads stale heads here as
 * it would there.
 */

type RunOutcome = "success" | "failure";

export type StandInOptions = {
  token: string;
  /** A second token that reads but may not write, as a fine-grained token with «Contents: Read-only». */
  readOnlyToken?: string;
  owner: string;
  repo: string;
  branch?: string;
  files: Record<string, string | Uint8Array>;
  port?: number;
  /** Request bodies beyond this are refused with 413 (GitHub refuses blobs past 100 MB). */
  maxBodyBytes?: number;
};

type RecordedRequest = { method: string; path: string; authorization?: string };

export type GitHubStandIn = {
  url: string;
  gitDir: string;
  requests: RecordedRequest[];
  stop(): Promise<void>;
  head(): Promise<string>;
  fileAt(ref: string, path: string): Promise<Buffer | undefined>;
  treeFiles(ref: string): Promise<Record<string, Buffer>>;
  /** Moves the branch with a commit made elsewhere (the owner's laptop, a Dependabot merge): null removes a file. */
  commitAsAnotherEditor(files: Record<string, string | Uint8Array | null>, message: string): Promise<string>;
  /** How the publishing runs that complete from now on end. */
  setRunOutcome(outcome: RunOutcome): void;
};

/** The workflows a push to the branch starts in this project: the tests, and publishing. */
const WORKFLOWS = [
  { id: 1001, name: "Publicar la web", path: ".github/workflows/deploy.yml", publishes: true },
  { id: 1002, name: "CI", path: ".github/workflows/ci.yml", publishes: false },
];

type Run = { id: number; workflow: (typeof WORKFLOWS)[number]; headSha: string; branch: string; title: string; createdAt: string; requests: number; conclusion?: string };

const RUN_STEPS = ["queued", "in_progress", "completed"] as const;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept, If-None-Match, If-Modified-Since, User-Agent, X-GitHub-Api-Version, X-Requested-With",
  "Access-Control-Expose-Headers": "ETag, Link, Location, X-GitHub-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-RateLimit-Used, X-Accepted-GitHub-Permissions",
  "Access-Control-Max-Age": "86400",
};

function decodePath(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw new HttpError(404, "Not Found");
  }
}

const base64Lines = (bytes: Buffer) => (bytes.toString("base64").match(/.{1,60}/g) ?? []).join("\n") + "\n";

export async function startGitHubStandIn(options: StandInOptions): Promise<GitHubStandIn> {
  const branch = options.branch ?? "main";
  const maxBodyBytes = options.maxBodyBytes ?? 60 * 1024 * 1024;
  const folder = await mkdtemp(path.join(tmpdir(), "github-stand-in-"));
  const git = new GitPlumbing(path.join(folder, "repo.git"));
  let scratchCount = 0;
  const scratchIndex = () => path.join(folder, `index-${++scratchCount}`);
  await git.init(branch);

  const requests: RecordedRequest[] = [];
  const runs: Run[] = [];
  let runOutcome: RunOutcome = "success";

  // One request at a time, and the helpers between them: a ref moves only while nothing reads it.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  async function commitFiles(files: Record<string, string | Uint8Array | null>, message: string, parent: string | undefined): Promise<string> {
    const changes = [];
    for (const [filePath, content] of Object.entries(files)) {
      changes.push({ path: filePath, mode: "100644", sha: content === null ? null : await git.writeBlob(content) });
    }
    const tree = await git.writeTree(parent, changes, scratchIndex());
    const sha = await git.commitTree(tree, parent ? [parent] : [], message, { name: "Otra persona", email: "otra@example.invalid" });
    await git.moveBranch(branch, sha, parent);
    return sha;
  }

  await commitFiles(options.files, "Primera versión", undefined);

  const server = createServer((request, response) => {
    serially(() => answer(request, response)).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { message: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const apiUrl = `${url}/repos/${options.owner}/${options.repo}`;

  function send(response: ServerResponse, status: number, body: unknown, request?: IncomingMessage): void {
    const text = JSON.stringify(body);
    const headers: Record<string, string> = { ...CORS_HEADERS, "Content-Type": "application/json; charset=utf-8" };
    if (request?.method === "GET" && status === 200) {
      const etag = `W/"${createHash("sha256").update(text).digest("hex")}"`;
      headers.ETag = etag;
      headers["Cache-Control"] = "private, max-age=60, s-maxage=60";
      headers.Vary = "Accept, Authorization";
      if (request.headers["if-none-match"] === etag) {
        response.writeHead(304, headers).end();
        return;
      }
    }
    response.writeHead(status, headers).end(text);
  }

  async function readBody(request: IncomingMessage): Promise<unknown> {
    if (Number(request.headers["content-length"] ?? 0) > maxBodyBytes) throw new HttpError(413, "Request body too large");
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBodyBytes) throw new HttpError(413, "Request body too large");
      chunks.push(chunk);
    }
    try {
      return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
    } catch {
      throw new HttpError(400, "Problems parsing JSON");
    }
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const address = new URL(request.url ?? "/", url);
    const authorization = request.headers.authorization;
    requests.push({ method, path: address.pathname + address.search, ...(authorization === undefined ? {} : { authorization }) });

    if (method === "OPTIONS") {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (method === "GET" && address.pathname === "/") {
      send(response, 200, { repository_url: `${url}/repos/{owner}/{repo}` });
      return;
    }
    try {
      const given = /^(?:bearer|token) (\S+)$/i.exec(authorization ?? "")?.[1];
      if (!given) throw new HttpError(401, "Requires authentication");
      if (given !== options.token && given !== options.readOnlyToken) throw new HttpError(401, "Bad credentials");
      const prefix = `/repos/${options.owner}/${options.repo}`;
      if (address.pathname !== prefix && !address.pathname.startsWith(`${prefix}/`)) throw new HttpError(404, "Not Found");
      // Octokit sends a ref or a file's path as one percent-encoded segment (heads%2Fmain).
      const route = decodePath(address.pathname.slice(prefix.length));
      const writes = method !== "GET" && method !== "HEAD";
      if (writes && given !== options.token) throw new HttpError(403, "Resource not accessible by personal access token");
      const body = writes ? await readBody(request) : undefined;
      const [status, result] = await routeRequest(method, route, address.searchParams, body);
      send(response, status, result, request);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const body: Record<string, unknown> = { message: error.message, documentation_url: "https://docs.github.com/rest", status: String(error.status) };
      if (error.status === 413) response.setHeader("Connection", "close");
      send(response, error.status, body);
    }
  }

  const refBody = (sha: string) => ({ ref: `refs/heads/${branch}`, node_id: `REF_${branch}`, url: `${apiUrl}/git/refs/heads/${branch}`, object: { sha, type: "commit", url: `${apiUrl}/git/commits/${sha}` } });

  const commitBody = (commit: Commit) => ({
    sha: commit.sha,
    node_id: `C_${commit.sha}`,
    url: `${apiUrl}/git/commits/${commit.sha}`,
    html_url: `https://github.com/${options.owner}/${options.repo}/commit/${commit.sha}`,
    author: commit.author,
    committer: commit.committer,
    message: commit.message,
    tree: { sha: commit.tree, url: `${apiUrl}/git/trees/${commit.tree}` },
    parents: commit.parents.map((sha) => ({ sha, url: `${apiUrl}/git/commits/${sha}`, html_url: `https://github.com/${options.owner}/${options.repo}/commit/${sha}` })),
    verification: { verified: false, reason: "unsigned", signature: null, payload: null, verified_at: null },
  });

  const treeEntryBody = (entry: TreeEntry) => ({
    path: entry.path,
    mode: entry.mode,
    type: entry.type,
    sha: entry.sha,
    ...(entry.size === undefined ? {} : { size: entry.size }),
    url: `${apiUrl}/git/${entry.type === "tree" ? "trees" : "blobs"}/${entry.sha}`,
  });

  const contentEntry = (entry: TreeEntry) => ({
    type: entry.type === "tree" ? "dir" : "file",
    size: entry.size ?? 0,
    name: path.posix.basename(entry.path),
    path: entry.path,
    sha: entry.sha,
    url: `${apiUrl}/contents/${entry.path}`,
    git_url: `${apiUrl}/git/${entry.type === "tree" ? "trees" : "blobs"}/${entry.sha}`,
    html_url: `https://github.com/${options.owner}/${options.repo}/${entry.type === "tree" ? "tree" : "blob"}/${branch}/${entry.path}`,
    download_url: entry.type === "tree" ? null : `https://raw.githubusercontent.com/${options.owner}/${options.repo}/${branch}/${entry.path}`,
  });

  function runBody(run: Run) {
    // Each look at a run moves it one step: queued, in progress, then completed.
    const step = RUN_STEPS[Math.min(run.requests, RUN_STEPS.length - 1)] ?? "completed";
    run.requests += 1;
    if (step === "completed") run.conclusion ??= run.workflow.publishes ? runOutcome : "success";
    return {
      id: run.id,
      name: run.workflow.name,
      node_id: `WFR_${run.id}`,
      head_branch: run.branch,
      head_sha: run.headSha,
      path: run.workflow.path,
      display_title: run.title,
      run_number: run.id,
      event: "push",
      status: step,
      conclusion: step === "completed" ? (run.conclusion ?? null) : null,
      workflow_id: run.workflow.id,
      url: `${apiUrl}/actions/runs/${run.id}`,
      html_url: `https://github.com/${options.owner}/${options.repo}/actions/runs/${run.id}`,
      created_at: run.createdAt,
      updated_at: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
      run_attempt: 1,
    };
  }

  async function contents(route: string, query: URLSearchParams): Promise<[number, unknown]> {
    const filePath = route.replace(/^\/contents\/?/, "").replace(/\/$/, "");
    const commit = await git.resolveCommit(query.get("ref") ?? branch);
    if (!commit || filePath.split("/").some((part) => part === ".." || part === ".")) throw new HttpError(404, "Not Found");
    if (filePath === "") return [200, (await git.listTree(commit)).map(contentEntry)];
    const [entry] = await git.listTree(commit, { path: filePath });
    if (!entry || entry.path !== filePath) throw new HttpError(404, "Not Found");
    if (entry.type === "tree") return [200, (await git.listTree(commit, { path: `${filePath}/` })).map(contentEntry)];
    return [200, { ...contentEntry(entry), encoding: "base64", content: base64Lines(await git.readObject(entry.sha, "blob")), _links: { self: `${apiUrl}/contents/${filePath}` } }];
  }

  async function createTree(body: Record<string, unknown>): Promise<[number, unknown]> {
    const baseTree = body.base_tree;
    if (baseTree !== undefined && (typeof baseTree !== "string" || (await git.typeOf(baseTree)) !== "tree")) throw new HttpError(422, "base_tree is not a valid tree");
    if (!Array.isArray(body.tree)) throw new HttpError(422, "Invalid request: tree is not an array");
    const changes: { path: string; mode: string; sha: string | null }[] = [];
    for (const item of body.tree as Record<string, unknown>[]) {
      const itemPath = item.path;
      if (typeof itemPath !== "string" || itemPath === "" || itemPath.startsWith("/") || itemPath.split("/").some((part) => part === "" || part === "." || part === ".."))
        throw new HttpError(422, `Invalid tree info: path ${String(itemPath)}`);
      const mode = item.mode ?? "100644";
      if ((item.type ?? "blob") !== "blob" || (mode !== "100644" && mode !== "100755")) throw new HttpError(422, "This stand-in takes blob entries only");
      if (item.sha === null) {
        const [present] = baseTree ? await git.listTree(baseTree as string, { path: itemPath }) : [];
        if (present?.path !== itemPath) throw new HttpError(422, `GitRPC::BadObjectState: ${itemPath} does not exist`);
        changes.push({ path: itemPath, mode, sha: null });
      } else if (typeof item.content === "string") {
        changes.push({ path: itemPath, mode, sha: await git.writeBlob(item.content) });
      } else if (typeof item.sha === "string" && (await git.typeOf(item.sha)) === "blob") {
        changes.push({ path: itemPath, mode, sha: item.sha });
      } else {
        throw new HttpError(422, `Invalid tree info: ${itemPath} has no content or no valid blob sha`);
      }
    }
    const sha = await git.writeTree(baseTree as string | undefined, changes, scratchIndex());
    return [201, { sha, url: `${apiUrl}/git/trees/${sha}`, tree: (await git.listTree(sha)).map(treeEntryBody), truncated: false }];
  }

  async function createCommit(body: Record<string, unknown>): Promise<[number, unknown]> {
    const { message, tree, parents = [], author } = body;
    if (typeof message !== "string") throw new HttpError(422, "Invalid request: message is required");
    if (typeof tree !== "string" || (await git.typeOf(tree)) !== "tree") throw new HttpError(422, "Tree SHA does not exist");
    if (!Array.isArray(parents)) throw new HttpError(422, "Invalid request: parents is not an array");
    for (const parent of parents) if (typeof parent !== "string" || (await git.typeOf(parent)) !== "commit") throw new HttpError(422, "Parent SHA does not exist or is not a commit object");
    const person = author as { name?: unknown; email?: unknown; date?: unknown } | undefined;
    const sha = await git.commitTree(
      tree,
      parents as string[],
      message,
      typeof person?.name === "string" && typeof person.email === "string" ? { name: person.name, email: person.email, ...(typeof person.date === "string" ? { date: person.date } : {}) } : undefined,
    );
    return [201, commitBody(await git.readCommit(sha))];
  }

  async function updateRef(refBranch: string, body: Record<string, unknown>): Promise<[number, unknown]> {
    const current = await git.branchHead(refBranch);
    if (!current) throw new HttpError(422, "Reference does not exist");
    const { sha, force } = body;
    if (typeof sha !== "string" || (await git.typeOf(sha)) !== "commit") throw new HttpError(422, "Object does not exist");
    if (force !== true && !(await git.isAncestor(current, sha))) throw new HttpError(422, "Update is not a fast forward");
    await git.moveBranch(refBranch, sha, current);
    if (sha !== current) {
      const title = (await git.readCommit(sha)).message.split("\n")[0] ?? "";
      const createdAt = new Date().toISOString().replace(/\.\d+Z$/, "Z");
      // A push starts both workflows; listed newest first, CI's run comes before the publishing
      // one, so a reader has to pick the run by its workflow.
      for (const workflow of WORKFLOWS) runs.push({ id: runs.length + 1, workflow, headSha: sha, branch: refBranch, title, createdAt, requests: 0 });
    }
    return [200, refBody(sha)];
  }

  async function routeRequest(method: string, route: string, query: URLSearchParams, body: unknown): Promise<[number, unknown]> {
    const json = (body ?? {}) as Record<string, unknown>;
    if (method === "GET" && route === "") {
      return [
        200,
        {
          id: 1,
          node_id: "R_1",
          name: options.repo,
          full_name: `${options.owner}/${options.repo}`,
          private: true,
          owner: { login: options.owner, type: "User" },
          html_url: `https://github.com/${options.owner}/${options.repo}`,
          url: apiUrl,
          default_branch: branch,
          // What the account may do, as GitHub reports it even for a fine-grained token that may
          // only read: this says nothing about the token's own permissions.
          permissions: { admin: true, maintain: true, push: true, triage: true, pull: true },
        },
      ];
    }
    if (method === "GET" && (route === "/contents" || route.startsWith("/contents/"))) return contents(route, query);

    const ref = /^\/git\/refs?\/heads\/(.+)$/.exec(route);
    if (ref?.[1] && isPlainRef(ref[1])) {
      if (method === "GET" && route.startsWith("/git/ref/")) {
        const sha = await git.branchHead(ref[1]);
        if (!sha) throw new HttpError(404, "Not Found");
        return [200, { ...refBody(sha), ref: `refs/heads/${ref[1]}` }];
      }
      if (method === "PATCH" && route.startsWith("/git/refs/")) return updateRef(ref[1], json);
    }

    const object = /^\/git\/(commits|trees|blobs)\/([^/]+)$/.exec(route);
    if (method === "GET" && object?.[1] && object[2]) {
      const [, kind, id] = object;
      if (kind === "commits") {
        if ((await git.typeOf(id)) !== "commit") throw new HttpError(404, "Not Found");
        return [200, commitBody(await git.readCommit(id))];
      }
      if (kind === "trees") {
        const treeish = isSha(id) ? id : await git.resolveCommit(id);
        const type = treeish ? await git.typeOf(treeish) : undefined;
        if (!treeish || (type !== "tree" && type !== "commit")) throw new HttpError(404, "Not Found");
        const tree = type === "commit" ? (await git.readCommit(treeish)).tree : treeish;
        const entries = await git.listTree(tree, { recursive: query.get("recursive") !== null });
        return [200, { sha: tree, url: `${apiUrl}/git/trees/${tree}`, tree: entries.map(treeEntryBody), truncated: false }];
      }
      if ((await git.typeOf(id)) !== "blob") throw new HttpError(404, "Not Found");
      const bytes = await git.readObject(id, "blob");
      return [200, { sha: id, node_id: `B_${id}`, size: bytes.length, url: `${apiUrl}/git/blobs/${id}`, content: base64Lines(bytes), encoding: "base64" }];
    }

    if (method === "POST" && route === "/git/blobs") {
      if (typeof json.content !== "string") throw new HttpError(422, "Invalid request: content is required");
      const encoding = json.encoding ?? "utf-8";
      if (encoding !== "utf-8" && encoding !== "utf8" && encoding !== "base64") throw new HttpError(422, `encoding ${String(encoding)} is not supported`);
      const sha = await git.writeBlob(encoding === "base64" ? Buffer.from(json.content, "base64") : json.content);
      return [201, { sha, url: `${apiUrl}/git/blobs/${sha}` }];
    }
    if (method === "POST" && route === "/git/trees") return createTree(json);
    if (method === "POST" && route === "/git/commits") return createCommit(json);

    if (method === "GET" && route === "/actions/runs") {
      const wanted = (run: Run) =>
        (!query.get("head_sha") || run.headSha === query.get("head_sha")) && (!query.get("branch") || run.branch === query.get("branch")) && (!query.get("event") || query.get("event") === "push");
      const found = runs.filter(wanted).reverse();
      return [200, { total_count: found.length, workflow_runs: found.map(runBody) }];
    }
    const runId = /^\/actions\/runs\/(\d+)$/.exec(route)?.[1];
    if (method === "GET" && runId) {
      const run = runs.find((candidate) => candidate.id === Number(runId));
      if (!run) throw new HttpError(404, "Not Found");
      return [200, runBody(run)];
    }
    throw new HttpError(404, "Not Found");
  }

  async function fileAt(ref: string, filePath: string): Promise<Buffer | undefined> {
    const commit = await git.resolveCommit(ref);
    if (!commit) throw new Error(`no commit ${ref}`);
    const [entry] = await git.listTree(commit, { path: filePath });
    return entry?.type === "blob" && entry.path === filePath ? git.readObject(entry.sha, "blob") : undefined;
  }

  return {
    url,
    gitDir: git.gitDir,
    requests,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await rm(folder, { recursive: true, force: true });
    },
    head: () => serially(async () => (await git.branchHead(branch)) ?? ""),
    fileAt: (ref, filePath) => serially(() => fileAt(ref, filePath)),
    treeFiles: (ref) =>
      serially(async () => {
        const commit = await git.resolveCommit(ref);
        if (!commit) throw new Error(`no commit ${ref}`);
        const files: Record<string, Buffer> = {};
        for (const entry of await git.listTree(commit, { recursive: true })) if (entry.type === "blob") files[entry.path] = await git.readObject(entry.sha, "blob");
        return files;
      }),
    commitAsAnotherEditor: (files, message) => serially(async () => commitFiles(files, message, await git.branchHead(branch))),
    setRunOutcome: (outcome) => {
      runOutcome = outcome;
    },
  };
}

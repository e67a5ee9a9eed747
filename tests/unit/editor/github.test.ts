import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { API_VERSION, openClient } from "../../../src/editor/github/api.ts";
import { readOnlyMessage } from "../../../src/editor/github/failures.ts";
import { followRun, type RunState } from "../../../src/editor/github/follow-run.ts";
import { commitMessage } from "../../../src/editor/github/message.ts";
import { publish, type Content } from "../../../src/editor/github/publish.ts";
import { readSnapshot, type Snapshot } from "../../../src/editor/github/read.ts";
import { connect } from "../../../src/editor/github/repository.ts";
import { GitPlumbing } from "../../support/git-plumbing.ts";
import { startGitHubStandIn, type GitHubStandIn } from "../../support/github-stand-in.ts";

/**
 * The editor's GitHub layer against the stand-in: a real git repository behind GitHub's
 * endpoints. What a publication leaves is checked with git itself (trees, parents, bytes).
 */

const TOKEN = "github_pat_bueno";
const READ_ONLY = "github_pat_solo_lectura";
const OWNER = "duena";
const REPO = "web";

const SITE = `# Contenido del sitio web: precios y opiniones
apartments:
  - slug: mirador
    name: Mirador
    # Precio por noche, en euros
    price: 80
    summary:
      es: "Ático con vistas al Jiloca, bajo el tejado"
  - slug: calicanto
    name: Calicanto
    price: 70
    summary:
      es: "Planta baja con patio, sin escalones"
reviews:
  - author: "Begoña"
    text:
      es: "Todo limpísimo; volveremos en otoño." # la primera opinión
`;

/** Bytes that are not UTF-8 (0xff, 0xc3 alone, NUL): a photo that went through a text path would not survive. */
const photo = (seed: number, size = 3000) => Uint8Array.from({ length: size }, (_, index) => (index * 31 + seed) % 256);

/** site.yaml with an apartment's price changed, on its own line, as the editor's form would. */
function price(text: string, apartment: string, value: number): string {
  const lines = text.split("\n");
  const named = lines.indexOf(`    name: ${apartment}`);
  const line = lines.findIndex((candidate, index) => index > named && candidate.startsWith("    price: "));
  if (named < 0 || line < 0) throw new Error(`no price for ${apartment}`);
  lines[line] = `    price: ${value}`;
  return lines.join("\n");
}

let standIn: GitHubStandIn;
let git: GitPlumbing;
let fetchSpy: MockInstance<typeof fetch>;
const realFetch = globalThis.fetch;

const place = (token = TOKEN) => ({ apiBase: standIn.url, owner: OWNER, repo: REPO, token });

async function connected() {
  const connection = await connect(place());
  if (!connection.ok) throw new Error(connection.message);
  return connection.api;
}

async function snapshot(): Promise<Snapshot> {
  const result = await readSnapshot(await connected());
  if (!result.ok) throw new Error(result.message);
  return result.snapshot;
}

async function publishChanges(base: Snapshot, changes: Map<string, Content | null>, summaries: string[] = []) {
  return publish({ api: await connected(), base, changes, message: commitMessage({ changes, base, summaries }) });
}

/** The requests the stand-in answered while `work` ran. */
async function requestsDuring(work: () => Promise<unknown>) {
  const from = standIn.requests.length;
  await work();
  return standIn.requests.slice(from).map((request) => `${request.method} ${request.path}`);
}

const asText = (files: Record<string, Buffer>) => Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, bytes.toString("base64")]));

beforeAll(async () => {
  standIn = await startGitHubStandIn({
    token: TOKEN,
    readOnlyToken: READ_ONLY,
    owner: OWNER,
    repo: REPO,
    files: { "site.yaml": SITE, "photos/mirador/01.jpg": photo(1), "photos/calicanto/01.jpg": photo(2, 5000), "README.md": "# Web\n" },
  });
  git = new GitPlumbing(standIn.gitDir);
  fetchSpy = vi.spyOn(globalThis, "fetch");
});

afterAll(async () => {
  fetchSpy.mockRestore();
  await standIn.stop();
});

describe("signing in", () => {
  it("a good token: the default branch, and it may publish", async () => {
    const connection = await connect(place());
    expect(connection).toMatchObject({ ok: true, defaultBranch: "main", canPush: true, api: { branch: "main", repository: { owner: OWNER, repo: REPO } } });
  });

  it("a wrong or expired token: said so, with where to make a new one", async () => {
    expect(await connect(place("github_pat_caducado"))).toEqual({
      ok: false,
      failure: "bad-token",
      message: "GitHub no acepta el token: está mal copiado o ha caducado. Crea uno nuevo en GitHub → Settings → Developer settings → Fine-grained tokens y pégalo aquí.",
    });
  });

  it("a token that may only read: connected, but told it can't publish (GitHub's permissions say push: true all the same)", async () => {
    const connection = await connect(place(READ_ONLY));
    expect(connection).toMatchObject({ ok: true, canPush: false, message: readOnlyMessage });
    if (!connection.ok) return;
    const read = await readSnapshot(connection.api);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const before = await standIn.head();
    const result = await publish({ api: connection.api, base: read.snapshot, changes: new Map([["README.md", "# Otra\n"]]), message: "Editor web: prueba" });
    expect(result).toEqual({ ok: false, failure: "read-only", problem: readOnlyMessage });
    expect(await standIn.head()).toBe(before);
  });

  it("a repository the token doesn't reach: said so, naming it", async () => {
    const connection = await connect({ ...place(), repo: "otra-web" });
    expect(connection).toMatchObject({ ok: false, failure: "no-access", message: expect.stringContaining("duena/otra-web") });
  });
});

describe("reading", () => {
  it("the head, site.yaml's text as written (accents, comments) and every photo with its size", async () => {
    const base = await snapshot();
    expect(base.headSha).toBe(await standIn.head());
    expect(base.siteText).toBe(SITE);
    const photos = [...base.files].filter(([path]) => path.startsWith("photos/"));
    expect(photos.map(([path, { size }]) => [path, size])).toEqual([
      ["photos/calicanto/01.jpg", 5000],
      ["photos/mirador/01.jpg", 3000],
    ]);
    const listed = await git.listTree(base.headSha, { recursive: true });
    expect(photos.map(([path, { sha }]) => [path, sha])).toEqual(listed.filter((entry) => entry.path.startsWith("photos/") && entry.type === "blob").map((entry) => [entry.path, entry.sha]));
  });
});

describe("publishing", () => {
  it("site.yaml and a new photo: ONE commit on the head, its tree the old one plus exactly those two files", async () => {
    const base = await snapshot();
    const before = await standIn.treeFiles(base.headSha);
    const newSite = price(SITE, "Mirador", 85);
    const newPhoto = photo(7, 40_000);
    const changes = new Map<string, Content>([
      ["site.yaml", newSite],
      ["photos/mirador/12.jpg", newPhoto],
    ]);
    const message = commitMessage({ changes, base, summaries: ["Precios de Mirador"] });

    let result: Awaited<ReturnType<typeof publish>> | undefined;
    const requests = await requestsDuring(async () => (result = await publish({ api: await connected(), base, changes, message })));
    expect(result).toEqual({ ok: true, commitSha: await standIn.head(), merged: false });
    if (!result?.ok) return;

    const commit = await git.readCommit(result.commitSha);
    expect(commit.parents).toEqual([base.headSha]);
    expect(commit.message).toBe(message);
    expect(message.split("\n")[0]).toBe("Editor web: precios de Mirador; 1 foto nueva (photos/mirador/12.jpg)");
    expect(asText(await standIn.treeFiles(result.commitSha))).toEqual(asText({ ...before, "site.yaml": Buffer.from(newSite), "photos/mirador/12.jpg": Buffer.from(newPhoto) }));
    expect((await standIn.fileAt(result.commitSha, "site.yaml"))?.toString("utf8")).toBe(newSite);
    expect(requests.filter((request) => request.startsWith("POST /repos/duena/web/git/commits"))).toHaveLength(1);
    expect(requests.filter((request) => request.startsWith("PATCH"))).toEqual(["PATCH /repos/duena/web/git/refs/heads%2Fmain"]);
  });

  it("a branch that moved (another part of site.yaml, another file): merged on top, both edits kept, nothing overwritten", async () => {
    const base = await snapshot();
    const theirsSite = price(base.siteText, "Calicanto", 75);
    const theirs = await standIn.commitAsAnotherEditor({ "site.yaml": theirsSite, "README.md": "# Web\n\nDesde el portátil.\n" }, "Precio de Calicanto, desde el portátil");

    const result = await publishChanges(base, new Map([["site.yaml", price(base.siteText, "Mirador", 90)]]), ["Precios de Mirador"]);
    expect(result).toEqual({ ok: true, commitSha: await standIn.head(), merged: true });
    if (!result.ok) return;

    expect((await git.readCommit(result.commitSha)).parents).toEqual([theirs]);
    expect((await git.readCommit(theirs)).parents).toEqual([base.headSha]);
    expect((await standIn.fileAt("main", "site.yaml"))?.toString("utf8")).toBe(price(theirsSite, "Mirador", 90));
    expect((await standIn.fileAt("main", "README.md"))?.toString("utf8")).toBe("# Web\n\nDesde el portátil.\n");
  });

  it("a photo removed while another file changed elsewhere: removed, the other change kept", async () => {
    const base = await snapshot();
    await standIn.commitAsAnotherEditor({ "README.md": "# Web\n\nDependabot pasó por aquí.\n" }, "Actualiza una dependencia");
    const result = await publishChanges(base, new Map([["photos/calicanto/01.jpg", null]]));
    expect(result).toMatchObject({ ok: true, merged: true });
    expect(await standIn.fileAt("main", "photos/calicanto/01.jpg")).toBeUndefined();
    expect((await standIn.fileAt("main", "README.md"))?.toString("utf8")).toBe("# Web\n\nDependabot pasó por aquí.\n");
  });

  it("the same line changed on both sides: the conflict with each side's lines and where they are; nothing written", async () => {
    const base = await snapshot();
    const theirs = await standIn.commitAsAnotherEditor({ "site.yaml": price(base.siteText, "Mirador", 95) }, "Mirador a 95 desde el portátil");
    const ours = price(base.siteText, "Mirador", 99);

    const api = await connected();
    const changes = new Map<string, Content>([
      ["site.yaml", ours],
      ["photos/mirador/13.jpg", photo(9)],
    ]);
    let result: Awaited<ReturnType<typeof publish>> | undefined;
    const requests = await requestsDuring(async () => (result = await publish({ api, base, changes, message: "Editor web: precios de Mirador" })));
    expect(result).toEqual({
      ok: false,
      conflicts: [
        {
          kind: "text",
          path: "site.yaml",
          base: base.siteText,
          ours,
          theirs: price(base.siteText, "Mirador", 95),
          regions: [{ base: { from: 6, lines: ["    price: 90"] }, ours: { from: 6, lines: ["    price: 99"] }, theirs: { from: 6, lines: ["    price: 95"] } }],
          marked: expect.stringContaining("<<<<<<< tu versión\n    price: 99\n=======\n    price: 95\n>>>>>>> versión en GitHub\n"),
        },
      ],
    });
    expect(await standIn.head()).toBe(theirs);
    expect(requests.filter((request) => !request.startsWith("GET"))).toEqual([]);
  });

  it("a photo replaced on both sides: a conflict, not a merge", async () => {
    const base = await snapshot();
    const theirs = await standIn.commitAsAnotherEditor({ "photos/mirador/01.jpg": photo(20) }, "Otra foto de Mirador");
    const result = await publishChanges(base, new Map([["photos/mirador/01.jpg", photo(21)]]));
    expect(result).toEqual({ ok: false, conflicts: [{ kind: "file", path: "photos/mirador/01.jpg", ours: "changed", theirs: "changed" }] });
    expect(await standIn.head()).toBe(theirs);
  });

  it("the head moving between reading it and moving the ref: GitHub refuses the move, the publication reads again and merges", async () => {
    const base = await snapshot();
    let interloper: string | undefined;
    fetchSpy.mockImplementation(async (input, init) => {
      if (init?.method === "PATCH" && !interloper) interloper = await standIn.commitAsAnotherEditor({ "README.md": "# Web\n\nEntre medias.\n" }, "Un cambio entre medias");
      return realFetch(input, init);
    });
    try {
      const result = await publishChanges(base, new Map([["site.yaml", price(base.siteText, "Calicanto", 72)]]));
      expect(result).toMatchObject({ ok: true, merged: true });
      if (!result.ok || !interloper) throw new Error("the interloper never ran");
      expect((await git.readCommit(result.commitSha)).parents).toEqual([interloper]);
      expect((await standIn.fileAt("main", "README.md"))?.toString("utf8")).toBe("# Web\n\nEntre medias.\n");
      expect((await standIn.fileAt("main", "site.yaml"))?.toString("utf8")).toBe(price(base.siteText, "Calicanto", 72));
    } finally {
      fetchSpy.mockImplementation(realFetch);
    }
  });
});

describe("following the publishing run", () => {
  async function publishSomething(text: string) {
    const base = await snapshot();
    const result = await publishChanges(base, new Map([["README.md", text]]));
    if (!result.ok) throw new Error("not published");
    return result.commitSha;
  }

  it("waiting, building, live: each with the run's address, the tests' run of the same commit left aside", async () => {
    const commitSha = await publishSomething("# Web\n\nPublicada.\n");
    const states: RunState[] = [];
    const last = await followRun({ api: await connected(), commitSha, onState: (state) => states.push(state), delayMs: 0 });
    expect(states.map((state) => state.state)).toEqual(["waiting", "building", "live"]);
    expect(last).toEqual(states.at(-1));
    expect(new Set(states.map((state) => state.url))).toEqual(new Set([expect.stringMatching(/^https:\/\/github\.com\/duena\/web\/actions\/runs\/\d+$/)]));
  });

  it("failed: with the run's address", async () => {
    standIn.setRunOutcome("failure");
    try {
      const commitSha = await publishSomething("# Web\n\nQue falle.\n");
      const states: RunState[] = [];
      const last = await followRun({ api: await connected(), commitSha, onState: (state) => states.push(state), delayMs: 0 });
      expect(last).toEqual({ state: "failed", url: expect.stringMatching(/\/actions\/runs\/\d+$/) });
    } finally {
      standIn.setRunOutcome("success");
    }
  });

  it("no run within the time limit: unknown", async () => {
    const commitSha = await standIn.commitAsAnotherEditor({ "README.md": "# Web\n\nSin publicar.\n" }, "Un cambio sin ejecución");
    const states: RunState[] = [];
    const last = await followRun({ api: await connected(), commitSha, onState: (state) => states.push(state), delayMs: 5, timeLimitMs: 40 });
    expect(states).toEqual([{ state: "waiting" }, { state: "unknown" }]);
    expect(last).toEqual({ state: "unknown" });
  });
});

describe("where the token goes", () => {
  it("nowhere but the API base: a request elsewhere is refused before it leaves", async () => {
    const calls = fetchSpy.mock.calls.length;
    const { request } = openClient(place());
    await expect(request("GET https://elsewhere.example/steal")).rejects.toMatchObject({ status: 500 });
    expect(fetchSpy.mock.calls.length).toBe(calls);
  });

  it("every request the layer made went to the stand-in, with a token and the API version, and the stand-in saw each one", () => {
    const calls = fetchSpy.mock.calls.map(([input, init]) => ({ url: String(input instanceof Request ? input.url : input), headers: (init?.headers ?? {}) as Record<string, string>, cache: init?.cache }));
    expect(calls.length).toBeGreaterThan(50);
    for (const call of calls) {
      expect(call.url.startsWith(`${standIn.url}/repos/${OWNER}/`)).toBe(true);
      expect(call.headers.authorization).toMatch(/^token github_pat_/);
      expect(call.headers["x-github-api-version"]).toBe(API_VERSION);
      expect(call.cache).toBe("no-cache");
    }
    expect(standIn.requests.length).toBe(calls.length);
    expect(standIn.requests.every((request) => request.authorization?.startsWith("token github_pat_"))).toBe(true);
  });
});

describe("without a network", () => {
  it("says to check the connection", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await connect({ apiBase: `http://127.0.0.1:${port}`, owner: OWNER, repo: REPO, token: TOKEN })).toEqual({
      ok: false,
      failure: "network",
      message: "No se puede hablar con GitHub. Comprueba la conexión a internet y vuelve a intentarlo.",
    });
  });
});

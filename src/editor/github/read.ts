import type { GitHubApi } from "./api.ts";
import { base64ToBytes, utf8Text } from "./bytes.ts";
import { describeFailure, type FailureKind } from "./failures.ts";

/**
 * What the editor starts from: the branch's head commit, every file in it (path → blob sha, size
 * and mode; the photos are those under photos/) and site.yaml's text. A publication later says
 * what changed against this snapshot, and finds by the head whether the branch has moved since.
 */

export const SITE_FILE = "site.yaml";

export type FileEntry = { sha: string; size: number; mode: string };

export type Snapshot = { headSha: string; treeSha: string; files: Map<string, FileEntry>; siteText: string };

type ReadFailure = FailureKind | "incomplete" | "no-site";

export type ReadResult = { ok: true; snapshot: Snapshot } | { ok: false; failure: ReadFailure; message: string };

/** What the repository holds that the editor can't work with. */
export class ReadProblem extends Error {
  constructor(
    readonly kind: ReadFailure,
    message: string,
  ) {
    super(message);
  }
}

export async function headOf(api: GitHubApi): Promise<string> {
  const { data } = await api.request("GET /repos/{owner}/{repo}/git/ref/{ref}", { ...api.repository, ref: `heads/${api.branch}` });
  return data.object.sha;
}

/** Every file of a commit's tree, with the tree's sha. */
export async function filesOf(api: GitHubApi, commitSha: string): Promise<{ treeSha: string; files: Map<string, FileEntry> }> {
  const { data: commit } = await api.request("GET /repos/{owner}/{repo}/git/commits/{commit_sha}", { ...api.repository, commit_sha: commitSha });
  const { data: tree } = await api.request("GET /repos/{owner}/{repo}/git/trees/{tree_sha}", { ...api.repository, tree_sha: commit.tree.sha, recursive: "1" });
  // GitHub cuts a recursive listing past 100,000 entries: a partial list would read as deleted files.
  if (tree.truncated) throw new ReadProblem("incomplete", "El repositorio tiene demasiados archivos para leerlo desde el navegador. Avisa a quien mantiene la web.");
  const files = new Map<string, FileEntry>();
  for (const entry of tree.tree) {
    if (entry.type === "blob" && entry.path && entry.sha) files.set(entry.path, { sha: entry.sha, size: entry.size ?? 0, mode: entry.mode ?? "100644" });
  }
  return { treeSha: commit.tree.sha, files };
}

export async function readBlobText(api: GitHubApi, sha: string): Promise<string> {
  const { data } = await api.request("GET /repos/{owner}/{repo}/git/blobs/{file_sha}", { ...api.repository, file_sha: sha });
  return utf8Text(base64ToBytes(data.content));
}

export async function readSnapshot(api: GitHubApi): Promise<ReadResult> {
  try {
    const headSha = await headOf(api);
    const { treeSha, files } = await filesOf(api, headSha);
    const site = files.get(SITE_FILE);
    if (!site) throw new ReadProblem("no-site", `La rama «${api.branch}» no tiene ${SITE_FILE}. Avisa a quien mantiene la web.`);
    const { data } = await api.request("GET /repos/{owner}/{repo}/contents/{path}", { ...api.repository, path: SITE_FILE, ref: headSha });
    // Past 1 MB the contents API answers without the content; the blob has it.
    const siteText = !Array.isArray(data) && data.type === "file" && data.encoding === "base64" ? utf8Text(base64ToBytes(data.content)) : await readBlobText(api, site.sha);
    return { ok: true, snapshot: { headSha, treeSha, files, siteText } };
  } catch (error) {
    if (error instanceof ReadProblem) return { ok: false, failure: error.kind, message: error.message };
    const { kind, message } = describeFailure(error, api.repository);
    return { ok: false, failure: kind, message };
  }
}

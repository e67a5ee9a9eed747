import type { GitHubApi } from "./api.ts";
import { bytesToBase64, gitBlobSha, utf8Bytes } from "./bytes.ts";
import { answerMessage, describeFailure, statusOf, type FailureKind } from "./failures.ts";
import { mergeText, type ConflictRegion } from "./merge-text.ts";
import { filesOf, headOf, readBlobText, ReadProblem, type FileEntry, type Snapshot } from "./read.ts";

/**
 * Publishing: every changed file in ONE commit on top of the branch's head, written with the git
 * database API (blobs → tree → commit → ref) and moved forward only, never forced.
 *
 * When the branch has moved since the snapshot the editor started from (the owner's laptop, a
 * Dependabot merge), nothing is overwritten: each changed path is compared with the new head's
 * version of it. What the other side didn't touch keeps ours; what both changed the same way is
 * already there; a text both changed is merged line by line, and commits on top of the new head
 * if it merges cleanly. Anything else is a conflict, returned with what each side has, and then
 * nothing is written at all. A head that moves again between reading and moving the ref makes
 * GitHub refuse the move (not a fast forward): the whole comparison is made again, a few times.
 */

export type Content = Uint8Array | string;

/** A path both sides changed in a way that can't be merged line by line (a photo, a file one side removed). */
type FileConflict = { kind: "file"; path: string; ours: Change; theirs: Change };

type TextConflict = { kind: "text"; path: string; base: string; ours: string; theirs: string; regions: ConflictRegion[]; marked: string };

export type Conflict = FileConflict | TextConflict;

type Change = "added" | "changed" | "deleted";

export type PublishResult =
  | { ok: true; commitSha: string; merged: boolean }
  | { ok: false; conflicts: Conflict[] }
  | { ok: false; failure: FailureKind | "moving" | "invalid"; problem: string };

export type PublishRequest = { api: GitHubApi; base: Snapshot; changes: ReadonlyMap<string, Content | null>; message: string };

/** How many times the branch may move under a publication before the owner is asked to try again. */
const ATTEMPTS = 3;

type Ours = { path: string; content: Content | null; sha: string | null };

type TreeEntry = { path: string; mode: "100644" | "100755"; type: "blob"; sha: string | null };

type Plan = { entries: TreeEntry[]; uploads: Map<string, Content> } | { conflicts: Conflict[] };

const bytesOf = (content: Content) => (typeof content === "string" ? utf8Bytes(content) : content);

/** A repository path as git stores it: relative, with no empty, «.» or «..» part. */
const isRepositoryPath = (path: string) => path !== "" && path.split("/").every((part) => part !== "" && part !== "." && part !== "..");

function changeOf(before: string | undefined, after: string | null | undefined): Change {
  if (!after) return "deleted";
  return before ? "changed" : "added";
}

const entry = (path: string, sha: string | null, mode: string | undefined): TreeEntry => ({ path, mode: mode === "100755" ? "100755" : "100644", type: "blob", sha });

/** What to write on top of `theirs` (the head's files), or why it can't be. */
async function plan(api: GitHubApi, base: Snapshot, ours: Ours[], theirs: ReadonlyMap<string, FileEntry>): Promise<Plan> {
  const entries: TreeEntry[] = [];
  const uploads = new Map<string, Content>();
  const conflicts: Conflict[] = [];
  for (const { path, content, sha } of ours) {
    const baseSha = base.files.get(path)?.sha;
    const theirsEntry = theirs.get(path);
    const theirsSha = theirsEntry?.sha;
    if (sha === theirsSha) continue;
    const mode = theirsEntry?.mode ?? base.files.get(path)?.mode;
    if (theirsSha === baseSha) {
      if (sha === null) entries.push(entry(path, null, mode));
      else {
        entries.push(entry(path, sha, mode));
        if (content !== null) uploads.set(sha, content);
      }
      continue;
    }
    if (typeof content === "string" && theirsSha) {
      const [baseText, theirsText] = await Promise.all([baseSha ? readBlobText(api, baseSha) : "", readBlobText(api, theirsSha)]);
      const merge = mergeText(baseText, content, theirsText);
      if (merge.clean) {
        const mergedSha = await gitBlobSha(utf8Bytes(merge.text));
        if (mergedSha !== theirsSha) {
          entries.push(entry(path, mergedSha, mode));
          uploads.set(mergedSha, merge.text);
        }
      } else {
        conflicts.push({ kind: "text", path, base: baseText, ours: content, theirs: theirsText, regions: merge.regions, marked: merge.marked });
      }
      continue;
    }
    conflicts.push({ kind: "file", path, ours: changeOf(baseSha, sha), theirs: changeOf(baseSha, theirsSha) });
  }
  return conflicts.length > 0 ? { conflicts } : { entries, uploads };
}

async function upload(api: GitHubApi, sha: string, content: Content): Promise<void> {
  const body = typeof content === "string" ? { content, encoding: "utf-8" } : { content: bytesToBase64(content), encoding: "base64" };
  const { data } = await api.request("POST /repos/{owner}/{repo}/git/blobs", { ...api.repository, ...body });
  if (data.sha !== sha) throw new Error(`GitHub stored ${data.sha} for a blob whose sha is ${sha}`);
}

const isNotFastForward = (error: unknown) => statusOf(error) === 422 && /fast.forward/i.test(answerMessage(error));

export async function publish({ api, base, changes, message }: PublishRequest): Promise<PublishResult> {
  const invalid = [...changes.keys()].filter((path) => !isRepositoryPath(path));
  if (invalid.length > 0) return { ok: false, failure: "invalid", problem: `Nombre de archivo no válido: ${invalid.join(", ")}` };
  const ours: Ours[] = [];
  for (const [path, content] of changes) {
    const sha = content === null ? null : await gitBlobSha(bytesOf(content));
    // A «change» back to what the snapshot had is none: the other side's version, if any, stays.
    if (sha !== (base.files.get(path)?.sha ?? null)) ours.push({ path, content, sha });
  }
  if (ours.length === 0) return { ok: false, failure: "invalid", problem: "No hay cambios que publicar." };

  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const head = await headOf(api);
      const theirs = head === base.headSha ? { treeSha: base.treeSha, files: base.files } : await filesOf(api, head);
      const planned = await plan(api, base, ours, theirs.files);
      if ("conflicts" in planned) return { ok: false, conflicts: planned.conflicts };
      // Everything we changed, the other side had already changed the same way.
      if (planned.entries.length === 0) return { ok: true, commitSha: head, merged: head !== base.headSha };

      for (const [sha, content] of planned.uploads) await upload(api, sha, content);
      const { data: tree } = await api.request("POST /repos/{owner}/{repo}/git/trees", { ...api.repository, base_tree: theirs.treeSha, tree: planned.entries });
      const { data: commit } = await api.request("POST /repos/{owner}/{repo}/git/commits", { ...api.repository, message, tree: tree.sha, parents: [head] });
      try {
        await api.request("PATCH /repos/{owner}/{repo}/git/refs/{ref}", { ...api.repository, ref: `heads/${api.branch}`, sha: commit.sha, force: false });
        return { ok: true, commitSha: commit.sha, merged: head !== base.headSha };
      } catch (error) {
        if (!isNotFastForward(error)) throw error;
      }
    }
    return { ok: false, failure: "moving", problem: "La web está cambiando en GitHub mientras publicas. Espera un momento y vuelve a publicar." };
  } catch (error) {
    if (error instanceof ReadProblem) return { ok: false, failure: "invalid", problem: error.message };
    const { kind, message: problem } = describeFailure(error, api.repository, true);
    return { ok: false, failure: kind, problem };
  }
}

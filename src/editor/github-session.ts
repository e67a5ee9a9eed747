/**
 * The GitHub layer (src/editor/github/) as the editor's screens call it (session.ts): one
 * connection kept from signing in, over which the branch is read, published and followed. A
 * refusal comes back as the owner's message; a network failure is thrown, so the editor goes on
 * with the changes kept on the device.
 */
import type { GitHubApi } from "./github/api.ts";
import { followRun } from "./github/follow-run.ts";
import { commitMessage } from "./github/message.ts";
import { publish as publishCommit, type Conflict } from "./github/publish.ts";
import { filesOf, readSnapshot } from "./github/read.ts";
import { connect } from "./github/repository.ts";
import type { GitHubSession, PublishConflict, Snapshot } from "./session.ts";

/** A network failure, as fetch throws it, or a failure the layer names as one: thrown, for the editor to go on offline. */
class Unreachable extends Error {}

/** The conflicts as the owner reads them: each text conflict's regions, each file as a whole. */
function conflictsOf(conflicts: readonly Conflict[]): PublishConflict[] {
  return conflicts.flatMap((conflict): PublishConflict[] =>
    conflict.kind === "file"
      ? [{ path: conflict.path }]
      : conflict.regions.map(({ theirs, ours }) => ({
          path: conflict.path,
          lines: { from: theirs.from, to: theirs.from + Math.max(theirs.lines.length, 1) - 1, theirs: theirs.lines.join("\n"), ours: ours.lines.join("\n") },
        })),
  );
}

export function githubSession(): GitHubSession {
  let api: GitHubApi | undefined;
  const connected = (): GitHubApi => {
    if (!api) throw new Error("not connected");
    return api;
  };
  const snapshotOf = async (branch: string): Promise<Snapshot> => {
    const read = await readSnapshot({ ...connected(), branch });
    if (read.ok) return read.snapshot;
    if (read.failure === "network") throw new Unreachable(read.message);
    throw new Error(read.message);
  };
  return {
    async connect(target) {
      const connection = await connect(target);
      if (!connection.ok) {
        if (connection.failure === "network") throw new Unreachable(connection.message);
        return { ok: false, message: connection.message };
      }
      api = connection.api;
      return { ok: true, defaultBranch: connection.defaultBranch, canPush: connection.canPush };
    },
    readSnapshot: snapshotOf,
    async publish({ baseSha, baseText, changes, summaries }) {
      const client = connected();
      const { treeSha, files } = await filesOf(client, baseSha);
      const base = { headSha: baseSha, treeSha, files, siteText: baseText };
      const message = commitMessage({ changes, base, summaries });
      const result = await publishCommit({ api: client, base, changes, message });
      if (result.ok) return { ok: true, commitSha: result.commitSha, merged: result.merged, message, now: await snapshotOf(client.branch) };
      if ("conflicts" in result) return { ok: false, conflicts: conflictsOf(result.conflicts) };
      if (result.failure === "network") throw new Unreachable(result.problem);
      return { ok: false, problem: result.problem };
    },
    follow: (commitSha, onState, signal) => followRun({ api: connected(), commitSha, onState, signal }),
  };
}

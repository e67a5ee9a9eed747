/**
 * What the editor asks of the GitHub layer (src/editor/github/): to connect to the repository with
 * the owner's token, then to read the branch's snapshot (its commit, its files, site.yaml's text).
 * The editor is given it (EditorApp's `github`), so the screens can be tried with a fake one.
 */

/** The repository to connect to, and with which token. */
export type RepositoryTarget = { apiBase: string; owner: string; repo: string; token: string };

/** Connected: the branch the site is built from, and whether the token may publish; or the reason, in Spanish, for the owner. */
export type Connection = { ok: true; defaultBranch: string; canPush: boolean } | { ok: false; message: string };

/** A file of the repository's tree, by its path: its blob and its size in bytes. */
export type TreeFile = { sha: string; size: number };

/** A branch as it is at one commit: the commit, its tree, every file of the tree, and site.yaml's text. */
export type Snapshot = { headSha: string; treeSha: string; files: ReadonlyMap<string, TreeFile>; siteText: string };

/** A file's new content (text or bytes), or null to remove it. */
export type FileChange = string | Uint8Array | null;

/** What to publish: the changes, and the commit and site.yaml text they were made on. */
type PublishRequest = { baseSha: string; baseText: string; changes: ReadonlyMap<string, FileChange>; summaries: readonly string[] };

/** Where two people changed the same thing: a text's lines (1-based, in the published version) with both sides, or a whole file. */
export type PublishConflict = { path: string; lines?: { from: number; to: number; theirs: string; ours: string } };

/**
 * Published: the commit (one, with every change), whether others' changes were merged in, its
 * message, and the branch as it is now. Or the conflicts, with nothing written; or why nothing was.
 */
type PublishOutcome =
  | { ok: true; commitSha: string; merged: boolean; message: string; now: Snapshot }
  | { ok: false; conflicts: PublishConflict[] }
  | { ok: false; problem: string };

/** The publishing run of a commit, as it goes: waiting, building, then live or failed (with its log), or unknown. */
export type RunState = { state: "waiting" | "building" | "live" | "failed" | "unknown"; url?: string };

/**
 * The GitHub layer as the editor calls it: `connect` first (which keeps the connection it made),
 * then over it `readSnapshot` of a branch, `publish` and `follow` a commit's publishing run. Each
 * may throw when the network fails.
 */
export type GitHubSession = {
  connect(target: RepositoryTarget): Promise<Connection>;
  readSnapshot(branch: string): Promise<Snapshot>;
  publish(request: PublishRequest): Promise<PublishOutcome>;
  follow(commitSha: string, onState: (state: RunState) => void, signal?: AbortSignal): Promise<RunState>;
};

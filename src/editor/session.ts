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

/**
 * The GitHub layer as the editor calls it: `connect` first (which keeps the connection it made),
 * then `readSnapshot` of a branch over it. Both may throw when the network fails.
 */
export type GitHubSession = {
  connect(target: RepositoryTarget): Promise<Connection>;
  readSnapshot(branch: string): Promise<Snapshot>;
};

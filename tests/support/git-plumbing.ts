import { execFile } from "node:child_process";

/**
 * Git's plumbing over one bare repository, for the GitHub stand-in: every object and ref it
 * answers about is written and read here, with the `git` command, so what the stand-in says is
 * what a real repository holds.
 */

const IDENTITY = {
  GIT_AUTHOR_NAME: "Stand-in",
  GIT_AUTHOR_EMAIL: "stand-in@example.invalid",
  GIT_COMMITTER_NAME: "Stand-in",
  GIT_COMMITTER_EMAIL: "stand-in@example.invalid",
};

export type Person = { name: string; email: string; date?: string };

export type TreeEntry = { mode: string; type: "blob" | "tree" | "commit"; sha: string; size?: number; path: string };

export type Commit = { sha: string; tree: string; parents: string[]; author: Person & { date: string }; committer: Person & { date: string }; message: string };

/** A sha or a branch name as git may be handed it: never an option, never a range or a revision expression. */
export const isPlainRef = (ref: string) => /^[\w.][\w./-]{0,199}$/.test(ref) && !ref.includes("..");

export const isSha = (text: string) => /^[0-9a-f]{40}$/.test(text);

export class GitPlumbing {
  constructor(readonly gitDir: string) {}

  /** Runs git on the repository; `input` goes to its standard input. Rejects with git's own words. */
  run(args: string[], options: { input?: string | Uint8Array; env?: Record<string, string> } = {}): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        "git",
        args,
        {
          encoding: "buffer",
          maxBuffer: 512 * 1024 * 1024,
          env: { ...process.env, GIT_DIR: this.gitDir, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null", ...IDENTITY, ...options.env },
        },
        (error, stdout, stderr) => {
          if (error) reject(new Error(`git ${args.join(" ")}: ${stderr.toString().trim() || error.message}`));
          else resolve(stdout);
        },
      );
      // A git that exits before reading its input (an error, or a command that takes none) closes
      // the pipe: its exit status says what went wrong, not the pipe.
      child.stdin?.on("error", () => undefined);
      if (options.input === undefined) child.stdin?.end();
      else child.stdin?.end(options.input);
    });
  }

  async text(args: string[], options?: { input?: string | Uint8Array; env?: Record<string, string> }): Promise<string> {
    return (await this.run(args, options)).toString("utf8").trim();
  }

  async init(branch: string): Promise<void> {
    await this.run(["init", "--quiet", "--bare", `--initial-branch=${branch}`, this.gitDir]);
  }

  writeBlob(content: string | Uint8Array): Promise<string> {
    return this.text(["hash-object", "-w", "--stdin"], { input: content });
  }

  /** The object's type, or undefined when the repository has no such object. */
  async typeOf(sha: string): Promise<string | undefined> {
    if (!isSha(sha)) return undefined;
    try {
      return await this.text(["cat-file", "-t", sha]);
    } catch {
      return undefined;
    }
  }

  readObject(sha: string, type: "blob" | "commit"): Promise<Buffer> {
    return this.run(["cat-file", type, sha]);
  }

  /** The commit a branch name or a sha names, or undefined. */
  async resolveCommit(ref: string): Promise<string | undefined> {
    if (!isPlainRef(ref)) return undefined;
    try {
      return await this.text(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
    } catch {
      return undefined;
    }
  }

  async branchHead(branch: string): Promise<string | undefined> {
    if (!isPlainRef(branch)) return undefined;
    try {
      return await this.text(["rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]);
    } catch {
      return undefined;
    }
  }

  /** A tree's entries (`recursive`: every file and folder below it, folders before their contents). */
  async listTree(treeish: string, options: { recursive?: boolean; path?: string } = {}): Promise<TreeEntry[]> {
    const args = ["ls-tree", "-l", "-z", ...(options.recursive ? ["-r", "-t"] : []), treeish];
    if (options.path !== undefined) args.push("--", options.path);
    const out = (await this.run(args)).toString("utf8");
    return out
      .split("\0")
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf("\t");
        const [mode = "", type = "", sha = "", size = "-"] = line.slice(0, tab).split(/ +/);
        const entry: TreeEntry = { mode, type: type as TreeEntry["type"], sha, path: line.slice(tab + 1) };
        if (size !== "-") entry.size = Number(size);
        return entry;
      });
  }

  async readCommit(sha: string): Promise<Commit> {
    const raw = (await this.readObject(sha, "commit")).toString("utf8");
    const split = raw.indexOf("\n\n");
    const headers = raw.slice(0, split).split("\n");
    const field = (name: string) => headers.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1));
    const person = (line = ""): Person & { date: string } => {
      const match = /^(.*) <([^>]*)> (\d+) [+-]\d{4}$/.exec(line);
      return { name: match?.[1] ?? "", email: match?.[2] ?? "", date: new Date(Number(match?.[3] ?? 0) * 1000).toISOString().replace(".000Z", "Z") };
    };
    return { sha, tree: field("tree")[0] ?? "", parents: field("parent"), author: person(field("author")[0]), committer: person(field("committer")[0]), message: raw.slice(split + 2) };
  }

  /**
   * A new tree: `base`'s entries (none without one), then each change, through an index of its
   * own: a sha puts a blob at the path, null removes the path.
   */
  async writeTree(base: string | undefined, changes: { path: string; mode: string; sha: string | null }[], scratch: string): Promise<string> {
    const env = { GIT_INDEX_FILE: scratch };
    await this.run(base ? ["read-tree", base] : ["read-tree", "--empty"], { env });
    const removals = changes.filter((change) => change.sha === null).map((change) => `0 ${"0".repeat(40)}\t${change.path}\0`);
    const additions = changes.filter((change) => change.sha !== null).map((change) => `${change.mode} ${change.sha}\t${change.path}\0`);
    await this.run(["update-index", "-z", "--index-info"], { env, input: [...removals, ...additions].join("") });
    return this.text(["write-tree"], { env });
  }

  commitTree(tree: string, parents: string[], message: string, author?: Person): Promise<string> {
    const env: Record<string, string> = {};
    if (author) {
      env.GIT_AUTHOR_NAME = author.name;
      env.GIT_AUTHOR_EMAIL = author.email;
      if (author.date) env.GIT_AUTHOR_DATE = author.date;
    }
    return this.text(["commit-tree", tree, ...parents.flatMap((parent) => ["-p", parent]), "-F", "-"], { input: message, env });
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    try {
      await this.run(["merge-base", "--is-ancestor", ancestor, descendant]);
      return true;
    } catch {
      return false;
    }
  }

  /** Moves a branch from `expected` to `sha`, only if it is still at `expected`. */
  async moveBranch(branch: string, sha: string, expected: string | undefined): Promise<void> {
    await this.run(["update-ref", `refs/heads/${branch}`, sha, ...(expected ? [expected] : [])]);
  }
}

import { openClient, type ApiPlace, type GitHubApi } from "./api.ts";
import { describeFailure, readOnlyMessage, type FailureKind } from "./failures.ts";

/**
 * Signing in: is the token good, does it reach the repository, may it write. Whether it may
 * write is asked by writing: GitHub's `permissions` in the repository's answer are the account's,
 * and a fine-grained token limited to reading still shows `push: true` there. Creating an empty
 * blob is the smallest write the API has: an object git already knows, referenced by nothing.
 */

export type Connection =
  | { ok: true; api: GitHubApi; defaultBranch: string; canPush: true }
  | { ok: true; api: GitHubApi; defaultBranch: string; canPush: false; message: string }
  | { ok: false; failure: FailureKind; message: string };

export async function connect(place: ApiPlace & { branch?: string }): Promise<Connection> {
  const client = openClient(place);
  try {
    const { data } = await client.request("GET /repos/{owner}/{repo}", client.repository);
    const api: GitHubApi = { ...client, branch: place.branch ?? data.default_branch };
    const denied = { ok: true, api, defaultBranch: data.default_branch, canPush: false, message: readOnlyMessage } as const;
    if (data.permissions?.push !== true) return denied;
    try {
      await api.request("POST /repos/{owner}/{repo}/git/blobs", { ...api.repository, content: "", encoding: "utf-8" });
    } catch (error) {
      if (describeFailure(error, api.repository, true).kind === "read-only") return denied;
      throw error;
    }
    return { ok: true, api, defaultBranch: data.default_branch, canPush: true };
  } catch (error) {
    const { kind, message } = describeFailure(error, client.repository);
    return { ok: false, failure: kind, message };
  }
}

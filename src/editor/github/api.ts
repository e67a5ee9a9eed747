import { Octokit } from "@octokit/core";

/**
 * The one way the editor talks to GitHub: Octokit's request, with the API base and the
 * repository fixed at build time (never taken from the page's address), the token, and the API
 * version the answers are read against.
 */

export const API_VERSION = "2022-11-28";

export type GitHubClient = {
  request: Octokit["request"];
  /** The repository every route is about, to spread into a request's parameters. */
  repository: { owner: string; repo: string };
};

/** A client and the branch the editor reads and publishes to. */
export type GitHubApi = GitHubClient & { branch: string };

export type ApiPlace = { apiBase: string; owner: string; repo: string; token: string };

/**
 * fetch, for the API base only: the token travels in each request's headers, so a request to
 * any other address is refused before it leaves. Each answer is revalidated: GitHub lets
 * browsers keep its answers for 60 s, and a branch's head read from that cache would be a
 * minute old.
 */
function fetchOnlyFrom(apiBase: string): typeof fetch {
  const base = new URL(apiBase);
  const prefix = base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/`;
  return (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    if (target.origin !== base.origin || !target.pathname.startsWith(prefix)) {
      return Promise.reject(new TypeError(`Refused: ${target.origin}${target.pathname} is not under the GitHub API base ${apiBase}`));
    }
    return globalThis.fetch(input, { ...init, cache: "no-cache" });
  };
}

export function openClient({ apiBase, owner, repo, token }: ApiPlace): GitHubClient {
  const baseUrl = apiBase.replace(/\/+$/, "");
  const octokit = new Octokit({
    auth: token,
    baseUrl,
    request: { fetch: fetchOnlyFrom(baseUrl) },
    // Octokit logs a failed request itself; the editor says what went wrong in its own words.
    log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  const request = octokit.request.defaults({ headers: { "x-github-api-version": API_VERSION } });
  return { request, repository: { owner, repo } };
}

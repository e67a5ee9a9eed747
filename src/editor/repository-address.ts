/**
 * Where the editor reads and publishes site.yaml: the GitHub API's address and the repository,
 * each checked before use. The build takes both from its environment (GitHub Actions sets
 * GITHUB_API_URL and GITHUB_REPOSITORY: scripts/content/generate/editor-config.ts), never from the
 * page's address; a repository the owner types is held to the same pattern. Pure: the build and
 * the browser use it alike.
 */

/** A repository as GitHub names it: its owner (letters, digits, single hyphens) and its name. */
export type Repository = { owner: string; repo: string };

/** GitHub's own limits: an owner of up to 39 letters, digits and hyphens (not first); a name of up to 100 letters, digits, «.», «_», «-». */
const REPOSITORY = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})$/;

/** The API's address GitHub Actions gives on github.com. */
export const DEFAULT_API_BASE = "https://api.github.com";

/** `owner/name` as a repository, or null when it isn't one. */
export function parseRepository(text: string): Repository | null {
  const match = REPOSITORY.exec(text.trim());
  if (!match) return null;
  const [, owner, repo] = match as unknown as [string, string, string];
  return repo === "." || repo === ".." ? null : { owner, repo };
}

/**
 * What the owner may type for the repository: `owner/name`, or its address on GitHub as the
 * browser shows it (`https://github.com/owner/name`, with `.git` or a slash at the end).
 */
export function typedRepository(text: string): Repository | null {
  const trimmed = text.trim();
  const address = /^https:\/\/[^/\s]+\/([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(trimmed);
  return parseRepository(address?.[1] ?? trimmed);
}

export const repositoryName = ({ owner, repo }: Repository): string => `${owner}/${repo}`;

/**
 * The API's address without a slash at the end, if it is one the editor may talk to: HTTPS, with
 * no user, query or fragment; or the local test server at http://127.0.0.1:<port>. Null otherwise.
 */
export function checkedApiBase(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash) return null;
  const local = url.protocol === "http:" && url.hostname === "127.0.0.1" && url.port !== "";
  if (url.protocol !== "https:" && !local) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/**
 * Where the repository's files are read by a person: github.com for the public API, the server
 * itself for GitHub Enterprise (whose API is at /api/v3 on it).
 */
export function webBaseOf(apiBase: string): string {
  const url = new URL(apiBase);
  if (url.hostname === "api.github.com") return "https://github.com";
  return `${url.origin}${url.pathname.replace(/\/api\/v3$/, "")}`;
}

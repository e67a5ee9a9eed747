import type { GitHubApi } from "./api.ts";
import { statusOf } from "./failures.ts";

/**
 * After a publication, the publishing workflow's run for its commit, followed until it ends:
 * waiting (no run yet, or queued), building, then live or failed. A push also starts other
 * workflows (the tests), so the run is picked by its workflow file, not by being first. No run
 * within the time limit, or a token that may not see Actions («Actions: Read» is a permission of
 * its own), ends in unknown: the site may well be published, the editor just can't tell.
 */

export type RunState = { state: "waiting" | "building" | "live" | "failed" | "unknown"; url?: string };

export type FollowRequest = {
  api: GitHubApi;
  commitSha: string;
  onState: (state: RunState) => void;
  /** Between two looks at the run. */
  delayMs?: number;
  timeLimitMs?: number;
  workflowPath?: string;
  signal?: AbortSignal;
};

const PUBLISHING_WORKFLOW = ".github/workflows/deploy.yml";

type Run = { path?: string; status: string | null; conclusion: string | null; html_url: string };

function stateOf(run: Run | undefined): RunState {
  if (!run) return { state: "waiting" };
  const url = run.html_url;
  if (run.status === "in_progress") return { state: "building", url };
  if (run.status !== "completed") return { state: "waiting", url };
  return run.conclusion === "success" ? { state: "live", url } : { state: "failed", url };
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** A run's path may carry the ref it ran at («.github/workflows/deploy.yml@refs/heads/main»). */
const workflowFile = (path = "") => path.split("@")[0];

export async function followRun({ api, commitSha, onState, delayMs = 5_000, timeLimitMs = 15 * 60_000, workflowPath = PUBLISHING_WORKFLOW, signal }: FollowRequest): Promise<RunState> {
  const started = Date.now();
  let last: RunState | undefined;
  const report = (state: RunState) => {
    if (state.state !== last?.state || state.url !== last.url) onState(state);
    last = state;
    return state;
  };
  for (;;) {
    try {
      const { data } = await api.request("GET /repos/{owner}/{repo}/actions/runs", { ...api.repository, head_sha: commitSha, per_page: 20 });
      const state = report(stateOf(data.workflow_runs.find((run) => workflowFile(run.path) === workflowPath)));
      if (state.state === "live" || state.state === "failed") return state;
    } catch (error) {
      const status = statusOf(error);
      // Refused for good (a token without «Actions: Read»); anything else may pass.
      if (status === 401 || status === 403 || status === 404) return report({ state: "unknown", ...(last?.url ? { url: last.url } : {}) });
    }
    if (signal?.aborted || Date.now() - started >= timeLimitMs) return report({ state: "unknown", ...(last?.url ? { url: last.url } : {}) });
    await pause(delayMs, signal);
  }
}

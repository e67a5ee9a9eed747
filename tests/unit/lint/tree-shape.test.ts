import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The tree as a newcomer reads it (README, «How it fits together»): folders named for what they hold, each name once. */
const ROOT = path.resolve(import.meta.dirname, "../../..");

function folders(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "generated" && !entry.name.startsWith("."))
    .flatMap((entry) => [path.join(dir, entry.name), ...folders(path.join(dir, entry.name))]);
}

describe("the source tree", () => {
  it("no two source folders share a name", () => {
    const byName = new Map<string, string[]>();
    for (const folder of [...folders("src"), ...folders("scripts")]) byName.set(path.basename(folder), [...(byName.get(path.basename(folder)) ?? []), folder]);
    expect([...byName.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it("the content pipeline is arranged by stage, with no more than a dozen entries at its top", () => {
    const top = readdirSync(path.join(ROOT, "scripts/content"));
    expect(top.length).toBeLessThanOrEqual(12);
    expect(top.filter((name) => !name.includes("."))).toEqual(["check", "dev", "generate", "messages", "read"]);
  });
});

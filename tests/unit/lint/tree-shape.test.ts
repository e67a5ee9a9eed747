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

  it("the content check's core is arranged by stage, and its shells by what they gather, each with no more than a dozen entries at the top", () => {
    const core = readdirSync(path.join(ROOT, "src/content-check"));
    expect(core.length).toBeLessThanOrEqual(12);
    expect(core.filter((name) => !name.includes(".")).sort()).toEqual(["cross-check", "read", "validate", "wording"]);
    const shells = readdirSync(path.join(ROOT, "scripts/content"));
    expect(shells.length).toBeLessThanOrEqual(12);
    expect(shells.filter((name) => !name.includes("."))).toEqual(["dev", "generate"]);
  });
});

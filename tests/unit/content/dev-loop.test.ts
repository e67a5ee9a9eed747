import { describe, expect, it } from "vitest";
import { serialized } from "../../../scripts/content/vite-plugin.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the dev loop's checks of site.yaml", () => {
  it("never overlap, and a save during a check is checked once more afterwards", async () => {
    const events: string[] = [];
    let runs = 0;
    const run = serialized(async () => {
      const n = ++runs;
      events.push(`start ${n}`);
      await tick();
      events.push(`end ${n}`);
    });
    const first = run();
    // Two more saves while the first check runs (an editor writing twice): one more check, not two.
    void run();
    void run();
    await first;
    await tick();
    expect(events).toEqual(["start 1", "end 1", "start 2", "end 2"]);
    await run();
    expect(runs).toBe(3);
  });
});

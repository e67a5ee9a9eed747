/**
 * The content core builds for the browser with no stand-in for Node: the build refuses any import
 * of Node's modules, so a shell's habit (reading a file, a path) can't slip into the core unseen.
 */
import { describe, expect, it } from "vitest";
import { buildBrowserCore, CORE_ENTRY, projectModule } from "../../../scripts/content/browser-core.ts";

describe("the content core for the browser", () => {
  it("builds from the core's modules alone, and holds nothing of Node's: no process, no require made, no file path", async () => {
    const built = await buildBrowserCore(CORE_ENTRY);
    expect(built.gzipBytes).toBeGreaterThan(0);
    // ajv's runtime helpers carry their own require() as text, for code generation: not a call.
    expect(built.code).not.toMatch(/\bprocess\.(env|cwd|argv)|__vite-browser-external|createRequire|import\.meta\.dirname/);
  }, 60_000);

  it("refuses a module that imports one of Node's", async () => {
    const withNode = `${CORE_ENTRY}\nexport { loadSite } from ${projectModule("scripts/content/load-site.ts")};`;
    await expect(buildBrowserCore(withNode)).rejects.toThrow(/imports Node's «node:path»|imports Node's «node:/);
  }, 60_000);
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "../../src");

describe("text from site.yaml is never inserted as raw HTML", () => {
  it("no component uses dangerouslySetInnerHTML or innerHTML", () => {
    const files = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((file) => /\.(tsx?|jsx?)$/.test(file) && !file.startsWith("generated"));
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML/.test(readFileSync(path.join(SRC, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});

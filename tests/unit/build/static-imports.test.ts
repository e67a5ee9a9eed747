import { describe, expect, it } from "vitest";
import { evaluationOrder, staticImportsOf } from "../../../scripts/build/static-imports.ts";

describe("staticImportsOf", () => {
  it("finds every static import and re-export of a built chunk, as site addresses, in order and once", () => {
    const code = `import{a as e}from"./rolldown-runtime-1.js";import*as t from"./shared-2.js";import n from "../vendor/x-3.js";export{r}from"./words-4.js";export*from"./shared-2.js";import"./side-5.js";`;
    expect(staticImportsOf(code, "/assets/root-9.js")).toEqual(["/assets/rolldown-runtime-1.js", "/assets/shared-2.js", "/vendor/x-3.js", "/assets/words-4.js", "/assets/side-5.js"]);
  });

  it("leaves out dynamic imports and strings that only look like addresses", () => {
    const code = `const a=()=>import("./engine-1.js");export const b="./not-a-module.js";const c='import "./inside-a-string.js"'.length;`;
    expect(staticImportsOf(code, "/assets/page-2.js")).toEqual([]);
  });
});

describe("evaluationOrder", () => {
  const graph: Record<string, string[]> = { root: ["runtime", "shared"], shared: ["runtime"], page: ["shared", "words"], words: ["page"] };
  const importsOf = (href: string): string[] => graph[href] ?? [];

  it("puts each module after what it imports, depth first, each once, as the browser evaluates them", () => {
    expect(evaluationOrder(["data", "root", "page"], importsOf)).toEqual(["data", "runtime", "shared", "root", "words", "page"]);
  });

  it("ends on a cycle instead of going round it", () => {
    expect(evaluationOrder(["words"], importsOf)).toEqual(["runtime", "shared", "page", "words"]);
  });
});

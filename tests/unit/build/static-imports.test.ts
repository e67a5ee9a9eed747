import { describe, expect, it } from "vitest";
import { staticImportsOf } from "../../../scripts/build/static-imports.ts";

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


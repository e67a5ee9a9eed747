import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import boundaries of eslint.config.js, shown on snippets linted as if they were files of the
 * project (the files don't exist; their imports resolve against the real tree, so src/generated
 * must be there: `npm test` generates it first).
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages;
}

const summary = (messages: Linter.LintMessage[]) => messages.map((message) => `${message.ruleId}: ${message.message}`);

describe("import boundaries", () => {
  it("a component may not import the generated site data", async () => {
    const messages = await lint("src/components/x/fake.tsx", 'import { sites } from "../../generated/site.gen";\nexport const name = sites.es.site.name;\n');
    expect(summary(messages)).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: Unexpected path "\.\.\/\.\.\/generated\/site\.gen" imported in restricted zone\. Components get everything as props/,
      ),
    ]);
  });

  it("nor its types, nor a page, nor a src/site module that reads the data, nor the generated words", async () => {
    const code = [
      'import type { NavItem } from "../../generated/site-types.gen";',
      'import { layoutData } from "../../site/layout-data";',
      'import Home from "../../routes/home-page";',
      'import { siteIn } from "../../site/routing";',
      'import { shellWords } from "../../generated/words.gen";',
      "export type Item = NavItem;",
      "export { layoutData, Home, siteIn, shellWords };",
    ].join("\n");
    const messages = await lint("src/components/x/fake.tsx", code);
    expect(messages.map((message) => [message.ruleId, message.line])).toEqual([
      ["import-x/no-restricted-paths", 1],
      ["import-x/no-restricted-paths", 2],
      ["import-x/no-restricted-paths", 3],
      ["import-x/no-restricted-paths", 4],
      ["no-restricted-imports", 5],
      ["import-x/no-restricted-paths", 5],
    ]);
  });

  it("a component may import React, the labels (the words' helpers and parts), the page's language and the pure src/site modules", async () => {
    const code = [
      'import { useState } from "react";',
      'import { fill, plural, type Words } from "../../labels/dictionary";',
      'import { calendarWords, problemWords } from "../../labels/words";',
      'import { usePageLanguage, useWords } from "../page-language";',
      'import { telHref } from "../../site/format";',
      'import { euros } from "../../site/euros";',
      'import { pictureSrc } from "../../site/picture-sources";',
      'import type { Language, Picture } from "../../site/types";',
      'import { Icon } from "../icon";',
      "export { useState, fill, plural, calendarWords, problemWords, usePageLanguage, useWords, telHref, euros, pictureSrc, Icon };",
      "export type { Words, Language, Picture };",
    ].join("\n");
    expect(summary(await lint("src/components/x/fake.tsx", code))).toEqual([]);
  });

  it("the words are reached one way: useWords(part) in a component, wordsIn(part, language) elsewhere, never a part indexed by language or taken from the generated module", async () => {
    const component = ['import { wordsIn } from "../../labels/dictionary";', 'import { priceWords } from "../../labels/words";', 'export const text = (language: string) => wordsIn(priceWords, language);'].join("\n");
    expect((await lint("src/components/x/fake.tsx", component)).map((message) => [message.ruleId, message.line])).toEqual([["no-restricted-imports", 1]]);
    const data = ['import { priceWords } from "../generated/words.gen";', 'import { languageFacts } from "../labels/words";', 'export const from = (language: "es") => [priceWords[language], languageFacts[language]];'].join("\n");
    expect((await lint("src/site/fake.ts", data)).map((message) => [message.ruleId, message.line])).toEqual([
      ["no-restricted-imports", 1],
      ["no-restricted-syntax", 3],
      ["no-restricted-syntax", 3],
    ]);
    const right = ['import { wordsIn } from "../labels/dictionary";', 'import { priceWords } from "../labels/words";', 'export const from = (language: "es") => wordsIn(priceWords, language).from;'].join("\n");
    expect(await lint("src/site/fake.ts", right)).toEqual([]);
  });

  it("booking logic may not import React, components, the page's language (a React context) nor the site's data; the schema's types and the words it may", async () => {
    const code = [
      'import { useState } from "react";',
      'import { Icon } from "../components/icon";',
      'import { sites } from "../generated/site.gen";',
      'import { usePageLanguage } from "../components/page-language";',
      'import type { Site } from "../generated/site-types.gen";',
      'import { fill, wordsIn } from "../labels/dictionary";',
      'import { problemWords } from "../labels/words";',
      "export { useState, Icon, sites, usePageLanguage, fill, wordsIn, problemWords };",
      "export type { Site };",
    ].join("\n");
    const messages = await lint("src/booking/fake.ts", code);
    expect(messages.map((message) => [message.ruleId, message.line])).toEqual([
      ["no-restricted-imports", 1],
      ["import-x/no-restricted-paths", 2],
      ["import-x/no-restricted-paths", 3],
      ["import-x/no-restricted-paths", 4],
    ]);
  });

  it("browser code may not import the Node scripts", async () => {
    const messages = await lint("src/fake.ts", 'import { loadSite } from "../scripts/content/load-site.ts";\nexport { loadSite };\n');
    expect(summary(messages)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Browser code never imports the Node scripts/)]);
  });

  it("a stage of the content check imports no later stage, not even a type; a later one imports an earlier", async () => {
    const back = [
      'import type { CheckResult } from "../check-content.ts";',
      'import { photoProblems } from "../cross-check/photo-files.ts";',
      'import type { SiteValidator } from "../validate/schema-problems.ts";',
      'import { sourceLines } from "./source-lines.ts";',
      'import type { Problem } from "../wording/problem.ts";',
      "export type All = [CheckResult, SiteValidator, Problem, typeof photoProblems, typeof sourceLines];",
    ].join("\n");
    const messages = await lint("src/content-check/read/fake.ts", back);
    expect(messages.map((message) => [message.ruleId, message.line])).toEqual([
      ["import-x/no-restricted-paths", 1],
      ["import-x/no-restricted-paths", 2],
      ["import-x/no-restricted-paths", 3],
    ]);
    expect(messages[0]?.message).toMatch(/stages run one way: wording → read → validate → cross-check/);
    const forward = 'import { locate } from "../read/yaml-source.ts";\nimport { fieldName } from "../wording/wording.ts";\nexport { locate, fieldName };\n';
    expect(summary(await lint("src/content-check/cross-check/fake.ts", forward))).toEqual([]);
  });

  it("the content check reads no file, draws nothing and never reads the site's generated data", async () => {
    const code = [
      'import { readFile } from "node:fs/promises";',
      'import { sites } from "../../generated/site.gen";',
      'import { Header } from "../../components/layout/header";',
      'import type { Site } from "../../generated/content-types.gen.ts";',
      "export { readFile, sites, Header };",
      "export type S = Site;",
    ].join("\n");
    const messages = await lint("src/content-check/cross-check/fake.ts", code);
    expect(messages.map((message) => [message.ruleId, message.line])).toEqual([
      ["import-x/no-nodejs-modules", 1],
      ["import-x/no-restricted-paths", 2],
      ["import-x/no-restricted-paths", 3],
    ]);
  });

  it("nothing of the public site imports the owner's editor, not even with import(); its page's island only with import()", async () => {
    const onDemand = (from: string) => `export const load = () => import("${from}/editor-app");\n`;
    const outside: [string, string][] = [
      ["src/components/x/fake.tsx", "../../editor"],
      ["src/site/fake.ts", "../editor"],
      ["src/content-check/fake.ts", "../editor"],
      ["src/routes/about-fake.tsx", "../editor"],
      ["src/islands/fake.ts", "../editor"],
      ["src/root-fake.tsx", "./editor"],
    ];
    for (const [file, from] of outside) {
      expect(summary(await lint(file, onDemand(from))), file).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*loaded by src\/routes\/editor-start\.tsx alone/)]);
    }
    expect(await lint("src/routes/editor-start.tsx", onDemand("../editor"))).toEqual([]);
    const statically = await lint("src/routes/editor-start.tsx", 'import { EditorApp } from "../editor/editor-app";\nexport { EditorApp };\n');
    expect(summary(statically)).toEqual([expect.stringMatching(/^no-restricted-imports: .*loaded by src\/routes\/editor-start\.tsx alone/)]);
  });

  it("the editor draws on the content check, the labels, the shared components, the pure src/site modules and its own settings; not the site's data", async () => {
    const code = [
      'import { checkContent } from "../content-check/check-content";',
      'import { fill } from "../labels/dictionary";',
      'import { ExternalLink } from "../components/external-link";',
      'import { euros } from "../site/euros";',
      'import { EDITOR_API_BASE } from "../generated/editor-config.gen";',
      'import { sites } from "../generated/site.gen";',
      'import { siteIn } from "../site/routing";',
      'import { layoutData } from "../site/layout-data";',
      "export { checkContent, fill, ExternalLink, euros, EDITOR_API_BASE, sites, siteIn, layoutData };",
    ].join("\n");
    const messages = await lint("src/editor/fake.ts", code);
    expect(messages.map((message) => [message.ruleId, message.line])).toEqual([
      ["import-x/no-restricted-paths", 6],
      ["import-x/no-restricted-paths", 7],
      ["import-x/no-restricted-paths", 8],
    ]);
  });

  it("file names are kebab-case", async () => {
    const messages = await lint("src/components/x/FakeThing.tsx", "export const x = 1;\n");
    expect(summary(messages)).toEqual(['check-file/filename-naming-convention: The filename "FakeThing.tsx" does not match the "KEBAB_CASE" pattern']);
  });
});

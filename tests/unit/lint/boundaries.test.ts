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
    const messages = await lint("src/components/x/fake.tsx", 'import { site } from "../../generated/site.gen";\nexport const name = site.name;\n');
    expect(summary(messages)).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: Unexpected path "\.\.\/\.\.\/generated\/site\.gen" imported in restricted zone\. Components get everything as props/,
      ),
    ]);
  });

  it("nor its types, nor a page, nor a src/site module that reads the data", async () => {
    const code = [
      'import type { NavItem } from "../../generated/site-types.gen";',
      'import { layoutData } from "../../site/layout-data";',
      'import Home from "../../pages/home-page";',
      "export type Item = NavItem;",
      "export { layoutData, Home };",
    ].join("\n");
    const messages = await lint("src/components/x/fake.tsx", code);
    expect(messages.map((message) => [message.ruleId, message.line])).toEqual([
      ["import-x/no-restricted-paths", 1],
      ["import-x/no-restricted-paths", 2],
      ["import-x/no-restricted-paths", 3],
    ]);
  });

  it("a component may import React, the labels and the pure src/site modules", async () => {
    const code = [
      'import { useState } from "react";',
      'import { labels } from "../../labels";',
      'import { telHref } from "../../site/format";',
      'import { pictureSrc } from "../../site/picture-sources";',
      'import type { Picture } from "../../site/types";',
      'import { Icon } from "../icon";',
      "export { useState, labels, telHref, pictureSrc, Icon };",
      "export type { Picture };",
    ].join("\n");
    expect(summary(await lint("src/components/x/fake.tsx", code))).toEqual([]);
  });

  it("booking logic may not import React, components nor the site's data; the schema's types it may", async () => {
    const code = [
      'import { useState } from "react";',
      'import { Icon } from "../components/icon";',
      'import { site } from "../generated/site.gen";',
      'import type { Site } from "../generated/site-types.gen";',
      "export { useState, Icon, site };",
      "export type { Site };",
    ].join("\n");
    const messages = await lint("src/booking/fake.ts", code);
    expect(messages.map((message) => [message.ruleId, message.line])).toEqual([
      ["no-restricted-imports", 1],
      ["import-x/no-restricted-paths", 2],
      ["import-x/no-restricted-paths", 3],
    ]);
  });

  it("browser code may not import the Node scripts", async () => {
    const messages = await lint("src/fake.ts", 'import { loadSite } from "../scripts/content/load-site.ts";\nexport { loadSite };\n');
    expect(summary(messages)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Browser code never imports the Node scripts/)]);
  });

  it("file names are kebab-case", async () => {
    const messages = await lint("src/components/x/FakeThing.tsx", "export const x = 1;\n");
    expect(summary(messages)).toEqual(['check-file/filename-naming-convention: The filename "FakeThing.tsx" does not match the "KEBAB_CASE" pattern']);
  });
});

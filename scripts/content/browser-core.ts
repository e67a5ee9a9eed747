/**
 * The content check's core built for the browser, as the owner's editor will load it: Vite's
 * production build of the core's modules, with the schema's compiled validator, for browsers only.
 * Any import of one of Node's modules fails the build — the core runs with no shim standing in for
 * Node. `npm run bench:scale` writes its size down; the unit tests run it in Chromium.
 */
import { isBuiltin } from "node:module";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "vite";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The project's module at `file` (from its root), as an entry imports it. */
export const projectModule = (file: string): string => JSON.stringify(path.join(ROOT, file));

/** What the editor takes from the core: the check, its stages, its summaries and the compiled validator. */
export const CORE_ENTRY = `export { checkContent, checkRead, readContent } from ${projectModule("src/content-check/check-content.ts")};
export { summary, warningsSummary } from ${projectModule("src/content-check/summary.ts")};
export { siteValidator } from ${projectModule("src/content-check/site-validator.ts")};
export { formatProblem } from ${projectModule("src/content-check/wording/problem.ts")};`;

/** Refuses Node's modules. */
const browserOnly: Plugin = {
  name: "content-core-browser-only",
  enforce: "pre",
  resolveId(id, importer) {
    if (id.startsWith("node:") || isBuiltin(id)) this.error(`the content core imports Node's «${id}»${importer ? ` (from ${path.relative(ROOT, importer)})` : ""}: it must run in the browser as it is`);
    return null;
  },
};

export type BuiltCore = { code: string; bytes: number; gzipBytes: number };

/** Builds `source` (an entry module importing the core by absolute paths: projectModule) for the browser, minified, as one ES module. */
export async function buildBrowserCore(source = CORE_ENTRY): Promise<BuiltCore> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "content-core-"));
  const entry = path.join(dir, "entry.ts");
  const outDir = path.join(dir, "out");
  await writeFile(entry, source);
  try {
    await build({
      configFile: false,
      root: ROOT,
      logLevel: "silent",
      plugins: [browserOnly],
      resolve: { conditions: ["browser", "module", "import", "default"] },
      build: {
        outDir,
        emptyOutDir: true,
        target: "es2022",
        minify: true,
        write: true,
        copyPublicDir: false,
        lib: { entry, formats: ["es"], fileName: () => "content-core.js" },
      },
    });
    const code = await readFile(path.join(outDir, "content-core.js"), "utf8");
    return { code, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code).length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

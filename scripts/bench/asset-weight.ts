import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageFileOf } from "../build/flat-pages.ts";
import { inlineScripts } from "../build/security-headers.ts";

/** The prerendered HTML file of a URL path. */
function htmlFile(clientDir: string, urlPath: string): string {
  return path.join(clientDir, pageFileOf(urlPath));
}

/** What the page's HTML itself carries: its inline scripts that run, and its stylesheets, gzip. */
export async function initialAssetWeight(clientDir: string, urlPath: string): Promise<{ inlineJsGzip: number; cssGzip: number }> {
  const html = await readFile(htmlFile(clientDir, urlPath), "utf8");
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  // JSON-LD is data for search engines, never executed: it is not JavaScript the page runs.
  const inlineJsGzip = inlineScripts(html).reduce((sum, script) => sum + gzipSync(script).length, 0);
  return { inlineJsGzip, cssGzip: await filesGzip(clientDir, css) };
}

/** Gzip size of the build's files at these URL paths (each counted once). */
export async function filesGzip(clientDir: string, urlPaths: string[]): Promise<number> {
  let total = 0;
  // React Router may write a stylesheet's href with an empty #fragment; the file is the same.
  const files = new Set(urlPaths.map((urlPath) => new URL(urlPath, "http://site").pathname));
  for (const file of files) total += gzipSync(await readFile(path.join(clientDir, file))).length;
  return total;
}

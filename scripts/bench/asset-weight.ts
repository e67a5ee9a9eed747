import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** What a page loads before any interaction: its scripts (and modulepreloads) and stylesheets, gzip. */
export async function initialAssetWeight(clientDir: string, urlPath: string): Promise<{ jsGzip: number; cssGzip: number }> {
  const file = urlPath === "/" ? "index.html" : `${urlPath.slice(1)}/index.html`;
  const html = await readFile(path.join(clientDir, file), "utf8");
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, src] of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) js.add(src!);
  for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) js.add(href!);
  for (const [, href] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(href!);
  // Inline module scripts import the entry and route chunks: the modulepreload list covers them.
  const gzip = async (urls: Set<string>): Promise<number> => {
    let total = 0;
    for (const url of urls) total += gzipSync(await readFile(path.join(clientDir, url))).length;
    return total;
  };
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + gzipSync(m[1]!).length, 0);
  return { jsGzip: (await gzip(js)) + inline, cssGzip: await gzip(css) };
}

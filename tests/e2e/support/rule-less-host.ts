import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { contentTypeOf } from "../../../scripts/preview/respond.ts";

/**
 * A host that reads no rule file (`_headers`, `_redirects`, nginx.conf): GitHub Pages as its
 * documentation and its users describe it. A path is the file of that name, else that name with
 * `.html`; a path ending in `/` is the folder's index.html; anything else gets the root 404.html
 * with status 404 (Pages serves no other). Where a file `x.html` and a folder `x/` both exist,
 * Pages has answered `/x` both ways over the years: with `x.html` (reports of 2026) or with a 301 to
 * `/x/` (earlier ones): `folderFirst` takes the second.
 */
export async function startRuleLessHost(client: string, { folderFirst }: { folderFirst: boolean }): Promise<{ port: number; stop: () => Promise<void> }> {
  const kind = async (file: string): Promise<"file" | "folder" | undefined> => {
    const found = await stat(file).catch(() => undefined);
    return found?.isFile() ? "file" : found?.isDirectory() ? "folder" : undefined;
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname);
      const full = path.join(client, urlPath);
      if (!full.startsWith(client)) return void response.writeHead(400).end();
      let file: string | undefined;
      if (urlPath.endsWith("/")) {
        if ((await kind(path.join(full, "index.html"))) === "file") file = path.join(full, "index.html");
      } else if ((await kind(full)) === "file") file = full;
      else if ((await kind(full)) === "folder" && folderFirst && (await kind(path.join(full, "index.html"))) === "file") {
        return void response.writeHead(301, { Location: `${urlPath}/` }).end();
      } else if ((await kind(`${full}.html`)) === "file") file = `${full}.html`;
      const served = file ?? path.join(client, "404.html");
      response.writeHead(file ? 200 : 404, { "Content-Type": contentTypeOf(served) }).end(await readFile(served));
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

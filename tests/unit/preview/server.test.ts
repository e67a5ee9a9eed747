import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { connect, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostingRules } from "../../../scripts/build/host-files.ts";
import { createSiteServer } from "../../../scripts/preview/server.ts";

let dir: string;
let port: number;
let close: () => Promise<void>;
const page = `<!doctype html><title>Sobre nosotros</title>${"texto ".repeat(200)}`;

function get(target: string, method = "GET", headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path: target, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Everything the server sends for a raw request: node:http's client never reads a HEAD's body, so it couldn't tell. */
function raw(lines: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(lines));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("error", reject);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "site-server-"));
  const rules: HostingRules = {
    redirects: {},
    pages: { "/about": { file: "about.html", csp: "csp-about" } },
    notFound: [
      { folder: "/en/", file: "en/404.html", csp: "csp-en-404" },
      { folder: "/", file: "404.html", csp: "csp-404" },
    ],
  };
  await writeFile(path.join(dir, "serve.json"), JSON.stringify(rules));
  await mkdir(path.join(dir, "en"));
  await writeFile(path.join(dir, "en/404.html"), "<title>Page not found</title>");
  await writeFile(path.join(dir, "about.html"), page);
  await writeFile(path.join(dir, "404.html"), "<title>Página no encontrada</title>");
  const server = createSiteServer({ client: dir, rules: path.join(dir, "serve.json") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

describe("the local server over http", () => {
  it("sends a page gzip to a browser that takes it, plain to one that doesn't; HEAD without a body", async () => {
    const zipped = await get("/about", "GET", { "accept-encoding": "gzip, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(page);
    const plain = await get("/about");
    expect(plain.body.toString()).toBe(page);
    expect(plain.headers["content-security-policy"]).toBe("csp-about");
    const head = await get("/about", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(page)));
    const [, after] = (await raw("HEAD /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).split("\r\n\r\n");
    expect(after).toBe("");
  });

  it("the not-found page with 404; a malformed address 400 — the server stays up", async () => {
    expect((await get("/nada")).status).toBe(404);
    expect((await get("/nada")).body.toString()).toContain("Página no encontrada");
    const english = await get("/en/nothing");
    expect(english.status).toBe(404);
    expect(english.body.toString()).toContain("Page not found");
    expect(english.headers["content-security-policy"]).toBe("csp-en-404");
    expect((await get("/%00")).status).toBe(400);
    expect((await get("/%E0%A4%A")).status).toBe(400);
    expect((await get("/about")).status).toBe(200);
  });

  it("while a new build is swapped in (files gone for a moment): 503 with Retry-After, never a crash", async () => {
    await rm(path.join(dir, "serve.json"));
    const during = await get("/about");
    expect(during.status).toBe(503);
    expect(during.headers["retry-after"]).toBe("1");
    await writeFile(path.join(dir, "serve.json"), JSON.stringify({ redirects: {}, pages: { "/about": { file: "about.html", csp: "csp-new" } }, notFound: [{ folder: "/", file: "404.html", csp: "csp-404" }] } satisfies HostingRules));
    // The new build's rules are read at once.
    expect((await get("/about")).headers["content-security-policy"]).toBe("csp-new");
  });

  it("a file gone between the rules and the read (a swap): 503 never cached, with the common headers and not the file's", async () => {
    await mkdir(path.join(dir, "assets"), { recursive: true });
    await writeFile(path.join(dir, "assets/app-1a2b.js"), "export {};");
    await writeFile(path.join(dir, "serve.json"), JSON.stringify({ redirects: {}, pages: { "/about": { file: "about.html", csp: "csp-about" }, "/gone": { file: "gone.html", csp: "csp-gone" } }, notFound: [{ folder: "/", file: "404.html", csp: "csp-404" }] } satisfies HostingRules));
    expect((await get("/assets/app-1a2b.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const during = await get("/gone");
    expect(during.status).toBe(503);
    expect(during.headers).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff", "content-security-policy": "frame-ancestors 'none'" });
  });

  it.each([
    ["headers over node's limit", `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ["a request line that isn't HTTP", "GET /about NOT-HTTP\r\n\r\n", 400],
  ])("%s: node's own answer carries the security headers too", async (_name, request, status) => {
    const answer = await raw(request);
    const [head] = answer.split("\r\n\r\n");
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head!.toLowerCase()).toContain("x-content-type-options: nosniff");
    expect(head!.toLowerCase()).toContain("content-security-policy: frame-ancestors 'none'");
    expect(head!.toLowerCase()).toContain("cache-control: no-store");
    // The server still answers.
    expect((await get("/about")).status).toBe(200);
  });
});

import { describe, expect, it } from "vitest";
import { deferHydration } from "../../../scripts/build/defer-hydration.ts";

/** The shape React Router 7 prerenders: module preloads in <head>, one entry module script. */
const page = `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="stylesheet" href="/assets/root-4.css"/></head><body><main>Hola</main><script>window.__reactRouterContext = {};</script><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"a);b\\"]");</script><script>window.__reactRouterContext.streamController.close();</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-page-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"page:/":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const { html: out, data } = deferHydration(page, "index.html");
  const entry = out.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1]!;

  it("moves the hydration data out of the HTML into a script file named by its content", () => {
    expect(out).not.toContain("streamController.enqueue");
    expect(out).not.toContain("streamController.close");
    expect(data.code).toBe('window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"a);b\\"]");\nwindow.__reactRouterContext.streamController.close();\n');
    expect(data.path).toMatch(/^\/assets\/page-data-[0-9a-f]{12}\.js$/);
    expect(deferHydration(page.replace("a);b", "a);c"), "index.html").data.path).not.toBe(data.path);
  });

  it("takes every module preload out of the HTML, and nothing else", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("waits for the page's load event before anything else", () => {
    expect(entry.split("\n")[0]).toMatch(/^await new Promise\(.*document\.readyState === "complete".*addEventListener\("load"/);
  });

  it("then preloads the same modules and imports them in their original order, with no static import left", () => {
    expect(entry).toContain(`[${JSON.stringify(data.path)},"/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]`);
    expect(entry).not.toMatch(/^import\s+[^(]/m);
    const order = [...entry.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(order).toEqual([data.path, "/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-page-5.js", "/assets/entry.client-2.js"]);
    expect(entry).toContain('const route0 = await import("/assets/root-3.js");');
    expect(entry).toContain('window.__reactRouterRouteModules = {"root":route0,"page:/":route1};');
  });

  it("runs as written: route modules are registered before the entry is imported", async () => {
    const events: string[] = [];
    const fakeImport = async (url: string) => {
      events.push(`import ${url}`);
      return { url };
    };
    const fakeWindow: Record<string, unknown> = {};
    const fakeDocument = { readyState: "complete", head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) }, createElement: () => ({}) };
    const body = entry.replace(/\bimport\(/g, "fakeImport(").replace(/\bwindow\./g, "fakeWindow.");
    const run = new Function("fakeImport", "fakeWindow", "document", "addEventListener", `return (async () => {\n${body}\n})();`);
    await run(fakeImport, fakeWindow, fakeDocument, () => {});
    expect(events.slice(0, 4)).toEqual([`preload ${data.path}`, "preload /assets/manifest-1.js", "preload /assets/entry.client-2.js", "preload /assets/root-3.js"]);
    expect(events.slice(4)).toEqual([`import ${data.path}`, "import /assets/manifest-1.js", "import /assets/root-3.js", "import /assets/home-page-5.js", "import /assets/entry.client-2.js"]);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-3.js" }, "page:/": { url: "/assets/home-page-5.js" } });
  });

  it("adds each module's preload link, then evaluates each module, in a task of its own, after the modules it imports, in the order the browser would", async () => {
    const built: Record<string, string[]> = {
      "/assets/root-3.js": ["/assets/runtime-6.js", "/assets/shared-7.js"],
      "/assets/home-page-5.js": ["/assets/shared-7.js", "/assets/helper-8.js"],
      "/assets/shared-7.js": ["/assets/runtime-6.js"],
    };
    const split = deferHydration(page, "index.html", (href) => built[href] ?? []);
    const body = split.html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1]!;
    const events: string[] = [];
    const fakeImport = async (url: string) => {
      events.push(`import ${url}`);
      return { url };
    };
    const fakeGlobal = { scheduler: { yield: async () => void events.push("next task") } };
    const fakeDocument = { readyState: "complete", head: { append: (link: { href: string }) => void events.push(`preload ${link.href}`) }, createElement: () => ({}) };
    const fakeWindow: Record<string, unknown> = {};
    const code = body.replace(/\bimport\(/g, "fakeImport(").replace(/\bwindow\./g, "fakeWindow.");
    const run = new Function("fakeImport", "fakeWindow", "document", "addEventListener", "globalThis", `return (async () => {\n${code}\n})();`);
    await run(fakeImport, fakeWindow, fakeDocument, () => {}, fakeGlobal);
    const modules = [split.data.path, "/assets/manifest-1.js", "/assets/runtime-6.js", "/assets/shared-7.js", "/assets/root-3.js", "/assets/helper-8.js", "/assets/home-page-5.js"];
    const preloads = [split.data.path, "/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js"];
    expect(events).toEqual([
      ...preloads.flatMap((url) => [`preload ${url}`, "next task"]),
      ...modules.flatMap((url) => [`import ${url}`, "next task"]),
      "import /assets/entry.client-2.js",
    ]);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-3.js" }, "page:/": { url: "/assets/home-page-5.js" } });
  });

  it("fails the build on a page of another shape rather than ship one that never hydrates", () => {
    expect(() => deferHydration(page.replace(/<script type="module"[\s\S]*?<\/script>/, ""), "x.html")).toThrow(/x\.html: expected one React Router entry script, found 0/);
    expect(() => deferHydration("<html><body>no scripts</body></html>", "w.html")).toThrow(/w\.html: no hydration data stream to move/);
    expect(() => deferHydration(page.replace('import * as route1 from "/assets/home-page-5.js";', 'import { x } from "/assets/home-page-5.js";'), "y.html")).toThrow(
      /y\.html: unexpected static import/,
    );
    expect(() => deferHydration(page.replace(/<link rel="modulepreload"[^>]*>/g, ""), "z.html")).toThrow(/z\.html: no <link rel="modulepreload">/);
  });
});

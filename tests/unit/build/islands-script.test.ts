import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageScriptsOf, withIslandsScript } from "../../../scripts/build/islands-script.ts";

/** A page as React Router's prerender writes it: its context, the data stream, a preload per module and its entry module. */
const built = [
  `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/header-6.css#"/></head>`,
  `<body><main id="contenido"><div class="island" data-island="header" data-when="idle" data-props="{}"></div></main>`,
  `<script>window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>`,
  `<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");</script>`,
  `<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]");</script>`,
  `<script>window.__reactRouterContext.streamController.close();</script>`,
  `<!--$--><!--/$--></body></html>`,
].join("");

describe("each page's one script", () => {
  it("replaces everything of React Router's scripts with the islands' script, and fetches the site's pages ahead", () => {
    const html = withIslandsScript(built, "index.html", "/assets/entry.client-2.js", { speculate: true });
    expect(html).not.toMatch(/__reactRouter|modulepreload|async=""/);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((script) => script[1])).toEqual([' type="module"', ' type="speculationrules"']);
    // Asked for once the page has loaded: the photos in view and the font first.
    expect(scripts[0]![2]).toBe('const start = () => import("/assets/entry.client-2.js"); document.readyState === "complete" ? start() : addEventListener("load", start, { once: true });');
    const rules = JSON.parse(scripts[1]![2]!) as { prefetch: { where: unknown; eagerness: string }[] };
    expect(rules.prefetch[0]?.eagerness).toBe("moderate");
    // Never the editor, nor a file.
    expect(JSON.stringify(rules.prefetch[0]?.where)).toContain('{"not":{"href_matches":"/*editar"}}');
    expect(JSON.stringify(rules.prefetch[0]?.where)).toContain('{"not":{"href_matches":"/*.*"}}');
    // Its stylesheets at the one address a part's loader looks for (no `#`): never added twice.
    expect(html).toContain('<link rel="stylesheet" href="/assets/header-6.css"/>');
    // The page's own content is untouched.
    expect(html).toContain('<div class="island" data-island="header" data-when="idle" data-props="{}"></div>');
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("gives the editor's page its own script and no speculation rules", () => {
    const html = withIslandsScript(built, "editar.html", "/assets/editor-entry-4.js", { speculate: false });
    expect([...html.matchAll(/<script\b[^>]*>([^<]*)/g)].map((match) => match[0])).toEqual([expect.stringMatching(/^<script type="module">const start = \(\) => import\("\/assets\/editor-entry-4\.js"\);/)]);
  });

  it("fails the build on a shape it doesn't know, rather than ship a page with two programs", () => {
    const newShape = built.replace('<script type="module" async="">', '<script type="module">');
    expect(() => withIslandsScript(newShape, "index.html", "/assets/entry.client-2.js", { speculate: true })).toThrow(/index\.html: something of React Router's scripts is left/);
    expect(() => withIslandsScript(built.replace("</body>", ""), "index.html", "/assets/entry.client-2.js", { speculate: true })).toThrow(/no <\/body>/);
  });
});

describe("the scripts' files", () => {
  it("are read from the build's manifest by their source, and a missing entry fails the build", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "islands-manifest-"));
    const file = path.join(dir, "manifest.json");
    await writeFile(
      file,
      JSON.stringify({
        "src/entry.client.tsx": { file: "assets/entry.client-2.js", isEntry: true, src: "src/entry.client.tsx" },
        "src/islands/editor-entry.ts": { file: "assets/editor-entry-4.js", isEntry: true, src: "src/islands/editor-entry.ts" },
        "src/components/layout/header.tsx": { file: "assets/header-5.js", isDynamicEntry: true },
      }),
    );
    expect(await pageScriptsOf(file, { site: "src/entry.client.tsx", editor: "src/islands/editor-entry.ts" })).toEqual({ site: "/assets/entry.client-2.js", editor: "/assets/editor-entry-4.js" });
    await expect(pageScriptsOf(file, { site: "src/entry.client.tsx", editor: "src/components/layout/header.tsx" })).rejects.toThrow(/no entry for src\/components\/layout\/header\.tsx/);
  });
});

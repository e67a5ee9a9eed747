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
    expect(scripts[0]![2]).toContain('import("/assets/entry.client-2.js")');
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
    expect([...html.matchAll(/<script\b[^>]*>([^<]*)/g)].map((match) => match[0])).toEqual([expect.stringMatching(/^<script type="module">[^<]*import\("\/assets\/editor-entry-4\.js"\)/)]);
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

describe("when the page's script is asked for", () => {
  /** The starter run against a stand-in page: its load event, its images in view, frames and timers by hand. */
  function page({ loaded = false, images = [] as { top: number; decoded: Promise<void> }[] } = {}) {
    const html = withIslandsScript(built, "index.html", "/assets/entry.client-2.js", { speculate: true });
    const starter = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)][0]![1]!;
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { ms: number; run: () => void }[] = [];
    let onLoad: (() => void) | undefined;
    const document = { readyState: loaded ? "complete" : "loading", images: images.map(({ top, decoded }) => ({ complete: true, getBoundingClientRect: () => ({ top }), decode: () => decoded })) };
    new Function("document", "innerHeight", "addEventListener", "requestAnimationFrame", "setTimeout", "importScript", starter.replace("import(", "importScript("))(
      document,
      800,
      (type: string, listener: () => void) => type === "load" && (onLoad = listener),
      (frame: () => void) => frames.push(frame),
      (run: () => void, ms = 0) => timers.push({ ms, run }),
      (url: string) => imported.push(url),
    );
    const runTimers = (ms: number) => timers.splice(0).forEach((timer) => (timer.ms <= ms ? timer.run() : timers.push(timer)));
    return { imported, load: () => onLoad?.(), frame: () => frames.splice(0).forEach((frame) => frame()), runTimers, settle: () => new Promise((resolve) => setTimeout(resolve)) };
  }

  it("waits for the load event, the photos in view decoded, then a frame: never before the largest paint", async () => {
    let decoded!: () => void;
    const inView = { top: 100, decoded: new Promise<void>((resolve) => (decoded = resolve)) };
    const below = { top: 2000, decoded: new Promise<void>(() => {}) };
    const started = page({ images: [inView, below] });
    await started.settle();
    expect(started.imported).toEqual([]);
    started.load();
    await started.settle();
    started.frame();
    started.runTimers(0);
    expect(started.imported).toEqual([]);
    decoded();
    await started.settle();
    started.runTimers(0);
    expect(started.imported).toEqual([]);
    started.frame();
    started.runTimers(0);
    expect(started.imported).toEqual(["/assets/entry.client-2.js"]);
    // Once only, whatever comes after.
    started.runTimers(1000);
    expect(started.imported).toEqual(["/assets/entry.client-2.js"]);
  });

  it("starts at once on a page already loaded, and a second after load in a tab that draws no frame", async () => {
    const loaded = page({ loaded: true });
    await loaded.settle();
    loaded.frame();
    loaded.runTimers(0);
    expect(loaded.imported).toEqual(["/assets/entry.client-2.js"]);
    const hidden = page({ images: [{ top: 0, decoded: Promise.resolve() }] });
    hidden.load();
    await hidden.settle();
    hidden.runTimers(0);
    expect(hidden.imported).toEqual([]);
    hidden.runTimers(1000);
    expect(hidden.imported).toEqual(["/assets/entry.client-2.js"]);
  });
});

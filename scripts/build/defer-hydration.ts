/**
 * React Router's <Scripts> asks for every module of the app as soon as the HTML arrives
 * (`<link rel="modulepreload">`, high priority): about 125 KB gzip that competes with the page's
 * largest photo for a phone's bandwidth, so the photo paints later than it would without any
 * JavaScript. The page needs none of it to be read: it is prerendered. So the modules start once
 * the page has loaded — its photos in view painted — and then all together, in parallel, as before
 * (their links added one per task: a dozen added at once made the load event's task a long one).
 * The page's hydration data (React Router's inline `streamController.enqueue(…)` scripts, up to
 * 9 KB gzip) moves into a small script file fetched with them: the HTML a phone must receive before
 * it can ask for the largest photo stays within the first round trips.
 * See docs/decisions/006-hydration-after-load.md.
 *
 * The modules are then evaluated one per task, in the order the browser would evaluate them anyway
 * (each after what it imports): React DOM, React Router and the page's own code each in a task of
 * their own rather than all in one, so the phone can answer a tap between them.
 * See docs/decisions/038-modules-evaluated-one-per-task.md.
 */
import { createHash } from "node:crypto";
import { evaluationOrder } from "./static-imports.ts";

/** The one `<script type="module">` React Router writes: static imports of the manifest and route modules. */
const ENTRY_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

/** React Router's inline scripts that feed the page's data to the hydration stream. */
const STREAM_SCRIPT = /<script>(window\.__reactRouterContext\.streamController\.(?:enqueue\([\s\S]*?\)|close\(\));)<\/script>/g;

/** Runs the rest of the module once the page's `load` event has fired (at once if it already has). */
const AFTER_LOAD = `await new Promise((go) => document.readyState === "complete" ? go() : addEventListener("load", go, { once: true }));`;

/** Ends the current task and goes on in the next one (first in line where the browser has `scheduler.yield`). */
const NEXT_TASK = `const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go));`;

/**
 * Rewrites one prerendered page: no module preloaded up front, no hydration data inline; React
 * Router's entry script waits for `load`, then preloads the data file (returned, for the build to
 * write) and the same modules, and imports them in the same order, one module per task:
 * `importsOf` tells what each built module imports statically, so that its imports are evaluated
 * (each in its own task) before it. Throws when the page doesn't have the shape React Router 7
 * gives it, so an upgrade that changes it fails the build instead of shipping a page that never
 * hydrates.
 */
export function deferHydration(html: string, page: string, importsOf: (href: string) => string[] = () => []): { html: string; data: { path: string; code: string } } {
  const stream = [...html.matchAll(STREAM_SCRIPT)].map((match) => match[1]!);
  if (!stream.some((code) => code.endsWith("close();"))) throw new Error(`${page}: no hydration data stream to move`);
  const code = `${stream.join("\n")}\n`;
  const data = { path: `/assets/page-data-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.js`, code };
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) throw new Error(`${page}: expected one React Router entry script, found ${entries.length}`);
  if (preloads.length === 0) throw new Error(`${page}: no <link rel="modulepreload"> to defer`);

  const body = entries[0]![1]!;
  const lines = body.split("\n").map((line) => line.trim());
  // The entry script's imports in order, with the name a namespace import binds.
  const imported: { href: string; name?: string }[] = [];
  const rest: string[] = [];
  for (const line of lines) {
    const sideEffect = line.match(SIDE_EFFECT_IMPORT);
    const namespace = line.match(NAMESPACE_IMPORT);
    if (sideEffect) imported.push({ href: sideEffect[1]! });
    else if (namespace) imported.push({ href: namespace[2]!, name: namespace[1]! });
    else if (/^import\s+[^(]/.test(line)) throw new Error(`${page}: unexpected static import in the entry script: ${line}`);
    else if (line) rest.push(line);
  }
  if (imported.length === 0) throw new Error(`${page}: the entry script imports nothing`);
  // Every module the imports bring, each after its own imports: one `import()` and one task each.
  const names = new Map(imported.map(({ href, name }) => [href, name]));
  // The page's data file comes first and imports nothing.
  const imports = [data.path, ...evaluationOrder(imported.map(({ href }) => href), importsOf)].map((href) => {
    const name = names.get(href);
    return `${name ? `const ${name} = ` : ""}await import(${JSON.stringify(href)}); await nextTask();`;
  });

  const script = [
    AFTER_LOAD,
    NEXT_TASK,
    // Every module is requested at once, one link a task: adding a preload link costs the page
    // 0.3 ms, at times several, and a dozen in the load event's task make it a long one.
    // The imports below then evaluate them in their original order, the page's data first, as its
    // inline scripts ran before, a task each.
    `for (const href of ${JSON.stringify([data.path, ...preloads])}) {`,
    `  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `  await nextTask();`,
    `}`,
    ...imports,
    ...rest,
  ].join("\n");
  return {
    html: html
      .replace(STREAM_SCRIPT, "")
      .replace(MODULEPRELOAD, "")
      .replace(entries[0]![0], () => `<script type="module" async="">${script}</script>`),
    data,
  };
}

import { stat } from "node:fs/promises";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { generateAll } from "./generate-all.ts";
import { SITE_FILE } from "./load-site.ts";
import { formatProblem } from "./problem.ts";

/** How long after a check the file must have stayed put before its result stands. */
const SETTLE_MS = 200;

/**
 * Runs `task` for every call, one at a time; calls that arrive while it runs are folded into one
 * more run afterwards. An editor that saves in two writes (or a copy over the file) is then always
 * checked once more after its last write: no save is lost to a run that read half a file.
 */
export function serialized(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async (): Promise<void> => {
    do {
      again = false;
      await task();
    } while (again);
    running = null;
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}

/** Drops every module built from `files` in every environment (browser and the one that runs loaders). */
function invalidate(server: ViteDevServer, files: readonly string[]): void {
  for (const environment of Object.values(server.environments)) {
    for (const file of files) {
      for (const module of environment.moduleGraph.getModulesByFile(file) ?? []) environment.moduleGraph.invalidateModule(module);
    }
  }
}

async function checkAndGenerate(server: ViteDevServer): Promise<void> {
  const { logger } = server.config;
  try {
    const { load, written } = await generateAll(SITE_FILE);
    if (!load.ok) {
      const text = load.problems.map(formatProblem).join("\n");
      logger.error(`\nsite.yaml tiene errores; la web sigue con la última versión correcta:\n${text}\n`, { timestamp: true });
      server.ws.send({ type: "error", err: { message: `site.yaml tiene errores:\n${text}`, stack: "", plugin: "site-content", id: SITE_FILE } });
      return;
    }
    logger.info(`site.yaml correcto${written.length ? "; página actualizada" : ""}`, { timestamp: true });
    // Page data comes from loaders, which React Router's hot updates don't always run again: the
    // new content must not wait for the file watcher, so every page reloads with fresh modules.
    invalidate(server, written);
    server.ws.send({ type: "full-reload" });
  } catch (error) {
    const text = `no se ha podido aplicar el cambio de site.yaml: ${error instanceof Error ? error.message : String(error)}. La web sigue con la última versión correcta; guarda otra vez o reinicia npm run dev.`;
    logger.error(text, { timestamp: true });
    server.ws.send({ type: "error", err: { message: text, stack: "", plugin: "site-content", id: SITE_FILE } });
  }
}

/**
 * Dev loop: every save of site.yaml is checked again. A correct file rewrites
 * src/generated and reloads the page; a wrong one prints the located problems
 * in the terminal and in the browser's error overlay, and the page keeps the
 * last good content.
 */
export function siteContentPlugin(): Plugin {
  return {
    name: "site-content",
    apply: "serve",
    configureServer(server) {
      server.watcher.add(SITE_FILE);
      // The watcher reports two writes close together (an editor's, a copy's) as one change: when
      // the file has moved on by a moment after a check, it is checked again, so the last save is
      // always the one applied.
      const stamp = () => stat(SITE_FILE).then((info) => `${info.mtimeMs}:${info.size}`, () => "");
      const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const run = serialized(async () => {
        let before: string;
        do {
          before = await stamp();
          await checkAndGenerate(server);
          await settle();
        } while ((await stamp()) !== before);
      });
      server.watcher.on("change", (file) => {
        if (path.resolve(file) === SITE_FILE) void run();
      });
    },
  };
}

import path from "node:path";
import type { Plugin } from "vite";
import { generateAll } from "./generate-all.ts";
import { SITE_FILE } from "./load-site.ts";
import { formatProblem } from "./problem.ts";

/**
 * Dev loop: every save of site.yaml is checked again. A correct file rewrites
 * src/generated (Vite then reloads the page); a wrong one prints the located
 * problems in the terminal and in the browser's error overlay, and the page
 * keeps the last good content.
 */
export function siteContentPlugin(): Plugin {
  return {
    name: "site-content",
    apply: "serve",
    configureServer(server) {
      server.watcher.add(SITE_FILE);
      server.watcher.on("change", async (file) => {
        if (path.resolve(file) !== SITE_FILE) return;
        const { load, written } = await generateAll(SITE_FILE);
        if (!load.ok) {
          const text = load.problems.map(formatProblem).join("\n");
          server.config.logger.error(`\nsite.yaml tiene errores; la web sigue con la última versión correcta:\n${text}\n`, { timestamp: true });
          server.ws.send({ type: "error", err: { message: `site.yaml tiene errores:\n${text}`, stack: "", plugin: "site-content", id: SITE_FILE } });
          return;
        }
        server.config.logger.info(`site.yaml correcto${written.length ? "; página actualizada" : ""}`, { timestamp: true });
        if (written.length === 0) server.ws.send({ type: "full-reload" });
      });
    },
  };
}

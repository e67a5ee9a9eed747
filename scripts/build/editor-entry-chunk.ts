/**
 * The editor page's own script (src/islands/editor-entry.ts) as an entry of the browser's build,
 * beside React Router's (src/entry.client.tsx, the public pages' script): a chunk no public page's
 * code names. The build's manifest (`build.manifest`) tells postbuild both files' names.
 * docs/decisions/054-islands.md
 */
import path from "node:path";
import type { Plugin } from "vite";

/** The editor page's script, from the project's root. */
export const EDITOR_ENTRY = "src/islands/editor-entry.ts";

export function editorEntryPlugin(): Plugin {
  return {
    name: "editor-entry-chunk",
    apply: "build",
    buildStart() {
      // The browser's build only: the server's render has no use for it.
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: "chunk", id: path.resolve(import.meta.dirname, "../..", EDITOR_ENTRY), name: "editor-entry" });
    },
  };
}

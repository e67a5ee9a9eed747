import { createReadStream } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { makePendingVariant, MEDIA_DIR } from "./variants.ts";

/** A variant's file name, as variants.ts writes them: nothing else is looked up. */
const VARIANT_NAME = /^[a-z0-9-]+\.(webp|jpg)$/;

/**
 * Dev only: photo variants are made when the browser first asks for them, not all before the server
 * starts (`npm run generate -- --on-demand`; on a fresh clone with hundreds of photos, making them
 * all took minutes). A request for a variant not yet in public/media that a pending photo will have
 * makes that photo's variants, then serves the file; any other request goes on to Vite.
 */
export function photoVariantsPlugin(): Plugin {
  return {
    name: "photo-variants-on-demand",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? "").split("?")[0]!;
        if (!url.startsWith("/media/")) return next();
        const name = url.slice("/media/".length);
        if (!VARIANT_NAME.test(name)) return next();
        makePendingVariant(name).then(
          (ready) => {
            if (!ready) return next();
            response.setHeader("Content-Type", name.endsWith(".jpg") ? "image/jpeg" : "image/webp");
            response.setHeader("Cache-Control", "no-cache");
            createReadStream(path.join(MEDIA_DIR, name)).on("error", next).pipe(response);
          },
          (error: unknown) => {
            server.config.logger.error(`no se ha podido preparar la foto ${name}: ${error instanceof Error ? error.message : String(error)}`, { timestamp: true });
            next();
          },
        );
      });
    },
  };
}

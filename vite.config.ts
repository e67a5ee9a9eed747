import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { editorEntryPlugin } from "./scripts/build/editor-entry-chunk.ts";
import { preloadedWith } from "./scripts/build/idle-import-links.ts";
import { ownerLogger } from "./scripts/content/dev/dev-logger.ts";
import { siteContentPlugin } from "./scripts/content/dev/vite-plugin.ts";
import { photoVariantsPlugin } from "./scripts/photos/vite-photo-plugin.ts";

export default defineConfig({
  plugins: [photoVariantsPlugin(), siteContentPlugin(), editorEntryPlugin(), reactRouter()],
  // A quiet terminal for the owner (scripts/content/dev/dev-logger.ts): the address, one line per save, the problems.
  customLogger: ownerLogger(),
  logLevel: "warn",
  clearScreen: false,
  server: { host: "127.0.0.1", port: 5173 },
  build: {
    // Which file each script became: postbuild gives each page its script by it (scripts/build/islands-script.ts), then removes it.
    manifest: true,
    // The parts fetched at the first idle moment (the booking form's logic…): no link added per file they import.
    modulePreload: { resolveDependencies: preloadedWith },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Small modules that four or more chunks share (icon drawings, image and link components,
          // the words' helpers…) travel in one file with React and React Router instead of a dozen
          // files of a few hundred bytes: about 1–2 KB gzip less on every page, fewer requests.
          // Four, not three: what three share is mostly the apartments' parts and lazy answers,
          // which would then weigh on every page (measured: 0.2 KB more on an apartment page).
          // Not the languages' dictionaries (src/labels/words/), the request buttons
          // (owner-request-links) nor the apartments' parts (cards, lists): only some pages or the
          // parts loaded on demand use them, and they must come with those, not with every page.
          groups: [{ name: "shared", test: /[\\/]lucide[\\/]|[\\/]src[\\/](labels[\\/](?!words)|labels\.|site|components(?![\\/](owner-request-links|apartments[\\/])))/, minShareCount: 4 }],
        },
      },
    },
    // Fonts stay files: the Content-Security-Policy allows fonts from the site only (font-src 'self'), not data: URIs.
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf|eot)$/.test(file) ? false : undefined),
  },
  resolve: {
    // Dead weight in react-slick for this site's browsers and settings (see each shim).
    alias: {
      "resize-observer-polyfill": path.resolve(import.meta.dirname, "src/shims/resize-observer.ts"),
      json2mq: path.resolve(import.meta.dirname, "src/shims/json2mq.ts"),
    },
  },
});

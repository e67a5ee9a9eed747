/**
 * One stylesheet link per file on a page, also after the parts loaded later.
 *
 * React Router writes a route's stylesheets that some lazily loaded code also needs with a `#` at
 * the end of the address (`/assets/shared-….css#`), so that Vite's loader for that code doesn't
 * take the route's link for its own: the route's link goes when the route goes, and the lazy
 * code may outlive it. The cost: every lazily loaded part added its own copy of stylesheets the
 * page already had (three on an apartment page, the site's main one among them), each a restyle
 * of the whole page, and each placed after the page's own sheets, where its rules win ties.
 *
 * Here the loader is told a stylesheet's address with that `#` when the code that loads the part
 * brings the stylesheet itself (its chunk or the chunks it imports): that code runs only while
 * the stylesheet is on the page for it, so the copy is never needed. Any other stylesheet keeps
 * its address, and the loader adds it as before.
 * docs/decisions/035-lazy-parts-reuse-the-page-stylesheets.md
 */
import type { Plugin, Rolldown } from "vite";

type Bundle = Rolldown.OutputBundle;

/** The stylesheets a chunk brings with it: its own and those of every chunk it imports, to the end. */
function stylesheetsOf(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const sheets = new Set<string>();
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== "chunk" || seen.has(fileName)) return sheets;
  seen.add(fileName);
  for (const sheet of chunk.viteMetadata?.importedCss ?? []) sheets.add(sheet);
  for (const imported of chunk.imports) for (const sheet of stylesheetsOf(bundle, imported, seen)) sheets.add(sheet);
  return sheets;
}

export function lazyCssOncePlugin(): Plugin {
  // The browser build's chunks, seen before Vite writes the loader's lists of what each lazy import needs.
  let bundle: Bundle = {};
  const brought = new Map<string, Set<string>>();
  return {
    name: "lazy-css-once",
    apply: "build",
    config: () => ({
      experimental: {
        renderBuiltUrl(fileName, { hostId, hostType, ssr }) {
          if (ssr || hostType !== "js" || !fileName.endsWith(".css")) return undefined;
          let sheets = brought.get(hostId);
          if (!sheets) brought.set(hostId, (sheets = stylesheetsOf(bundle, hostId)));
          // React Router's address for it on the page: the site's base is "/".
          return sheets.has(fileName) ? `/${fileName}#` : undefined;
        },
      },
    }),
    generateBundle: {
      order: "pre",
      handler(_options, output) {
        if (this.environment.config.consumer !== "client") return;
        bundle = output;
        brought.clear();
      },
    },
  };
}

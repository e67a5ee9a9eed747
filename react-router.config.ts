import type { Config } from "@react-router/dev/config";
import { site } from "./src/generated/site.gen";
import { HERO_PHOTOS_PATH, NOT_FOUND_PATH } from "./src/site/output-names";

export default {
  appDirectory: "src",
  // A static site: every page is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // scripts/build.ts builds into a staging folder and swaps it in place of build/ only once all succeeded.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  prerender: () => [...site.routes.map((route) => route.path), NOT_FOUND_PATH, HERO_PHOTOS_PATH],
  // React Router 8's behaviour, adopted now (each flag unset prints a warning at every start and
  // every content save): see docs/decisions/018-quiet-terminal.md.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

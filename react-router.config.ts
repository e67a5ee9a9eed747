import type { Config } from "@react-router/dev/config";
import { LANGUAGES } from "./src/generated/languages.gen";
import { hiddenApartments, sites } from "./src/generated/site.gen";
import { AVAILABILITY_PATH, EDITOR_PATH, HERO_PHOTOS_PATH, NOT_FOUND_PATH } from "./src/site/output-names";
import { addressIn } from "./src/site/routing";

export default {
  appDirectory: "src",
  // A static site: every page is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // scripts/build.ts builds into a staging folder and swaps it in place of build/ only once all succeeded.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  // Every page in every language, each hidden apartment's address, each language's not-found page, hero photos and editor, and the booked nights.
  prerender: () => [
    ...LANGUAGES.flatMap((language) => [
      ...sites[language].routes.map((route) => route.path),
      ...hiddenApartments[language].map((apartment) => apartment.path),
      addressIn(NOT_FOUND_PATH, language),
      addressIn(HERO_PHOTOS_PATH, language),
      addressIn(EDITOR_PATH, language),
    ]),
    AVAILABILITY_PATH,
  ],
  // React Router 8's flags, each set on purpose (one left unset prints a warning at every start and
  // every content save). Kept at today's behaviour until a benchmark says adopting them costs the
  // first view nothing: see docs/decisions/018-quiet-terminal.md.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;

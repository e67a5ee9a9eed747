import type { KnipConfig } from "knip";

/**
 * Unused files, exports and dependencies (part of `npm run lint`). Entry points knip finds by
 * itself: package.json scripts (check, generate, postbuild, bench), React Router (react-router.config.ts,
 * src/root.tsx, src/routes.ts and every route file it lists — so src/generated must exist), Vite,
 * Vitest (tests/unit) and Playwright (tests/e2e). src/generated and .react-router are gitignored:
 * followed, never reported.
 */
const config: KnipConfig = {
  entry: [
    // CLIs run by hand (see each file's header).
    "scripts/photos/make-placeholders.ts",
    "tests/fixtures/make-photos.mjs",
    "tests/support/github-stand-in-cli.ts",
    // Spawned by scripts/build.ts (on its staging folder), not named in package.json.
    "scripts/postbuild.ts",
    // A route only while site.yaml hides an apartment (src/routes.ts).
    "src/routes/hidden-apartment-page.tsx",
    // The content core's browser entries, named in the source scripts/content/browser-core.ts builds.
    "src/content-check/site-validator.ts",
    // The editor page's script, an entry of the browser's build (scripts/build/editor-entry-chunk.ts).
    "src/islands/editor-entry.ts",
    // Reached through resolve.alias in vite.config.ts, which knip does not follow.
    "src/shims/*.ts",
  ],
  project: ["src/**/*.{ts,tsx,css}", "scripts/**/*.ts", "tests/**/*.{ts,tsx,mjs}", "*.ts"],
  // CSS `@import`s count as uses: the Lora font is imported by src/styles/global.css only.
  compilers: {
    css: (text: string) => [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, specifier]) => `import "${specifier}";`).join("\n"),
  },
  // tests/e2e/site-wide.spec.ts runs the HTML validator (vnu-jar, by path) with the system's java;
  // tests/e2e/hosting.spec.ts makes a throw-away certificate with the system's openssl; the photo
  // and content tests make named pipes with coreutils' mkfifo (Node has no call for it);
  // tests/fixtures/make-photos.mjs, run by hand, encodes its HEIC with libheif's heif-enc.
  ignoreBinaries: ["java", "openssl", "mkfifo", "heif-enc"],
  // react-router-dom: the stack the site was specified with; React Router 7 serves it from
  // react-router, which is what the code imports. Kept pinned beside it so the family stays one version.
  // isbot: knip's React Router plugin expects it for the framework's default server entry; the site
  // has its own (src/entry.server.tsx, a static build: no bots to tell apart), which doesn't use it.
  ignoreDependencies: ["vnu-jar", "react-router-dom", "isbot"],
};

export default config;

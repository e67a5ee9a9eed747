// @ts-check
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The architecture, held by lint rather than by memory (docs/decisions/008-lint-holds-the-architecture.md):
 * imports flow one way, data (src/site, src/generated) → routes → components; src/booking is plain
 * logic; browser code never reaches the Node scripts. Paths are resolved (import-x + the TypeScript
 * resolver), so `../../generated/site.gen`, `…/site.gen.ts` or an alias are the same import, and an
 * import that does not resolve is itself an error (import-x/no-unresolved): a zone can't be dodged
 * by a path lint can't follow. No type information: it tripled the time (see the decision).
 */
const root = import.meta.dirname;

// The src/site modules that hold no site data (pure helpers and view-model types): the only ones
// components and booking logic may use. The others read src/generated. A new src/site module is
// forbidden to components until it is added here, on purpose.
const PURE_SITE_MODULES = ["./format.ts", "./euros.ts", "./picture-sources.ts", "./types.ts", "./menu-links.ts", "./escape-markup.ts", "./browser-storage.ts"];

const COMPONENTS = "Components get everything as props: imports flow data → routes → components.";

const LINK_IMPORTS = [
  ...["react-router", "react-router-dom"].map((name) => ({
    name,
    importNames: ["Link", "NavLink"],
    message: "A link to a page of the site is a PageLink or a PageNavLink (src/components/page-link.tsx, decision 037).",
  })),
];
// An island is drawn inside the page by the build and hydrated in a root of its own: useId's ids
// depend on the place in the tree, which differs between the two (decision 054). The editor's
// parts are drawn in the browser alone, never hydrated: they may.
const NO_USE_ID = { name: "react", importNames: ["useId"], message: "No useId: an island's ids must be the same in the page and in its own root; derive them from its props (decision 054)." };
const WORDS_WAY = "The interface's words: useWords() or useWords(part) in a component, wordsIn(part, language) elsewhere; their parts from src/labels/words.ts.";
const WORD_PARTS_IMPORT = { group: ["**/generated/words.gen", "**/generated/words.gen.ts"], message: WORDS_WAY };
const BOOKING = "src/booking is plain logic: no React, no components, no site data.";

// The content check's stages run one way: the wording every stage speaks in, then reading (with
// positions), validating against the schema, cross-checking; the core (check-content.ts, summary.ts)
// runs them in that order. A stage never imports a later one, not even a type
// (docs/decisions/052-one-content-core.md).
const CHECK = "src/content-check";
const STAGES = ["wording", "read", "validate", "cross-check"];
const CORE_FILES = [`${CHECK}/check-content.ts`, `${CHECK}/summary.ts`];
const STAGE_FLOW = "The content check's stages run one way: wording → read → validate → cross-check → check-content.ts.";
const stageZones = STAGES.map((stage, i) => ({ target: `${CHECK}/${stage}`, from: [...STAGES.slice(i + 1).map((later) => `${CHECK}/${later}`), ...CORE_FILES], message: STAGE_FLOW }));
const CORE = "The content check runs in the terminal and in the browser alike: it reads no file and draws nothing; it gets what it needs as facts.";

// The owner's editor (src/editor: CodeMirror, the check in the browser, the GitHub layer) comes to
// its own page alone, after hydration: the editor page's import() is the one way in, and no public
// page's code can pull it in. It draws on the shared parts the public site has too.
const EDITOR = "src/editor";
const EDITOR_PAGE = "src/routes/editor-page.tsx";
/** The editor page's island, which loads the editor: the one file that names it. */
const EDITOR_START = "src/routes/editor-start.tsx";
const EDITOR_OUT = "The owner's editor is loaded by src/routes/editor-start.tsx alone (the editor page's island), with import(): no public page's code imports it.";
const EDITOR_IN = "The editor draws on the content check, the labels, the shared components and the pure src/site modules; the site's data and pages are not its business.";
const EDITOR_ENTRY = { group: ["**/editor/*", "**/editor/**"], message: EDITOR_OUT };
// The preview is the one part of the editor that draws the site's own pages (their routes, under a
// site made from the edited content): all of the editor but it keeps to the shared parts.
const EDITOR_SHARED = [`${root}/src/editor/!(site-preview)/**`, `${root}/src/editor/*.{ts,tsx,css}`];
const PREVIEW = "src/editor/site-preview";
const PREVIEW_IN = "The preview draws the site's pages from the edited content: their routes and data layer, never the build's entry or route list.";

const zones = [
  ...stageZones,
  { target: [`${root}/src/!(editor|routes)/**`, `${root}/src/*.{ts,tsx}`, `${root}/src/routes/!(editor-page|editor-start).*`], from: EDITOR, message: EDITOR_OUT },
  { target: EDITOR_SHARED, from: ["src/routes", "src/root.tsx", "src/routes.ts", "src/entry.server.tsx", "src/booking"], message: EDITOR_IN },
  { target: EDITOR_SHARED, from: "src/site", except: PURE_SITE_MODULES, message: EDITOR_IN },
  // The schema's types are what the editor edits; the site's data is the preview's alone.
  { target: EDITOR_SHARED, from: "src/generated", except: ["./editor-config.gen.ts", "./content-types.gen.ts", "./site-types.gen.ts"], message: EDITOR_IN },
  { target: PREVIEW, from: ["src/routes.ts", "src/entry.server.tsx", "src/routes/editor-page.tsx"], message: PREVIEW_IN },
  { target: CHECK, from: ["src/components", "src/routes", "src/root.tsx", "src/routes.ts", "src/entry.server.tsx"], message: CORE },
  // The schema's types and compiled validator are what the check speaks of; the site's data, made from what it checks, is not.
  { target: CHECK, from: "src/generated", except: ["./content-types.gen.ts", "./site-types.gen.ts", "./site-validator.gen.js", "./site-validator.gen.d.ts"], message: CORE },
  { target: "src/components", from: "src/generated", message: COMPONENTS },
  { target: "src/components", from: "src/routes", message: COMPONENTS },
  { target: "src/components", from: "src/site", except: PURE_SITE_MODULES, message: COMPONENTS },
  { target: "src/components", from: ["src/root.tsx", "src/routes.ts"], message: COMPONENTS },
  { target: "src/booking", from: ["src/components", "src/routes", "src/root.tsx", "src/routes.ts"], message: BOOKING },
  // The schema's types are the contract booking logic works on, and the site's languages the words
  // it speaks in; the site's data is not its business.
  { target: "src/booking", from: "src/generated", except: ["./site-types.gen.ts", "./languages.gen.ts"], message: BOOKING },
  { target: "src/booking", from: "src/site", except: PURE_SITE_MODULES, message: BOOKING },
  {
    target: "src/site",
    from: ["src/routes", "src/components", "src/root.tsx"],
    message: "The data layer doesn't know who draws it: imports flow data → routes → components.",
  },
  { target: "src", from: ["scripts", "tests"], message: "Browser code never imports the Node scripts or the tests." },
];

export default defineConfig([
  globalIgnores(["build/", ".react-router/", "src/generated/", "benchmarks/", "public/", "photos/", ".cache/", "test-results/", "playwright-report/"]),

  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      // The same convention as tsc's noUnusedParameters: a leading underscore says "unused on purpose";
      // `{ hash: _hash, ...rest }` is how an object drops a key.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },

  // A value the types say may be missing is proved present where it is used, not asserted: a check
  // that narrows it, or a lookup that fails the build naming what is missing. An assertion that
  // turns out wrong is an "undefined" far from its cause, in a page a visitor is reading.
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-non-null-assertion": "error" },
  },

  // React: hooks (with the React Compiler's rules) and accessibility, where JSX and hooks live.
  {
    files: ["src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      "react-hooks/exhaustive-deps": "error",
    },
  },

  // No regular expression that can backtrack without bound: text from outside (feeds, addresses,
  // site.yaml, request paths) is read with them. On calendar feeds, none that moves super-linearly
  // either: a feed is megabytes of text from a stranger.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { regexp },
    rules: { "regexp/no-super-linear-backtracking": "error" },
  },
  {
    files: ["scripts/availability/**/*.ts"],
    rules: { "regexp/no-super-linear-move": "error" },
  },

  // Imports: boundaries, cycles, resolution.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      // What import-x needs to read TypeScript files it follows (no-cycle walks the whole graph).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      "import-x/no-unresolved": ["error", { ignore: ["^\\./\\+types/"] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    // The document's render at build time (a stream of Node's) is the one server-side module.
    ignores: ["src/entry.server.tsx"],
    rules: {
      // Nothing in src/ reads files at run time: that is scripts/' job.
      "import-x/no-nodejs-modules": "error",
    },
  },
  // Intl's formatters come from src/labels/intl.ts, made once per locale and options: each costs
  // the browser about a millisecond to make, and toLocaleString makes one at every call.
  {
    files: ["src/**/*.{ts,tsx}"],
    // The content check draws no page: it asks Intl what a locale is, once per check, never formats.
    ignores: ["src/labels/intl.ts", "src/content-check/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.object.name='Intl']", message: "Intl's formatters come from src/labels/intl.ts (numberFormat, dateTimeFormat…), made once and kept." },
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>0]", message: "toLocaleString(locale) makes a formatter at every call: numberFormat / dateTimeFormat (src/labels/intl.ts)." },
        { selector: "MemberExpression[computed=true][object.name=/^[a-z]+(Words|Facts)$/]", message: WORDS_WAY },
      ],
    },
  },
  // One kind of link to a page of the site: PageLink / PageNavLink, plain anchors that navigate
  // on a press, without <Link>'s per-link work at hydration (docs/decisions/037). One way to the
  // interface's words: their parts from src/labels/words.ts; in a component, useWords(part).
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/labels/words.ts"],
    rules: { "no-restricted-imports": ["error", { paths: LINK_IMPORTS, patterns: [WORD_PARTS_IMPORT] }] },
  },
  {
    files: ["src/components/**/*.tsx", "src/routes/**/*.tsx", "src/islands/**/*.tsx", "src/root.tsx"],
    // Where useWords itself is made.
    ignores: ["src/components/page-language.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [...LINK_IMPORTS, NO_USE_ID], patterns: [WORD_PARTS_IMPORT, { group: ["**/labels/dictionary"], importNames: ["wordsIn"], message: WORDS_WAY }] }] },
  },
  // The editor page's island reaches the editor by import() alone (which this rule doesn't see): never by a static import.
  {
    files: [EDITOR_PAGE, EDITOR_START],
    rules: {
      "no-restricted-imports": ["error", { paths: [...LINK_IMPORTS, NO_USE_ID], patterns: [WORD_PARTS_IMPORT, { group: ["**/labels/dictionary"], importNames: ["wordsIn"], message: WORDS_WAY }, EDITOR_ENTRY] }],
    },
  },
  {
    files: ["src/booking/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom", "react-router", "react-router-dom"].map((name) => ({ name, message: BOOKING })),
          patterns: [{ group: ["react/*", "react-dom/*", "react-router/*", "@react-router/*"], message: BOOKING }],
        },
      ],
    },
  },

  // kebab-case names (the part before the first dot: `site.gen.ts`, `x.test.ts` and `x.spec.ts` are fine),
  // for CSS too: the processor hands the rule an empty file, whatever its language.
  {
    files: ["{src,scripts,tests}/**/*.css"],
    plugins: { "check-file": checkFile },
    processor: "check-file/eslint-processor-check-file",
  },
  {
    files: ["{src,scripts,tests}/**/*.{ts,tsx,js,mjs,css}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{src,scripts,tests}/**/": "KEBAB_CASE" }],
    },
  },
]);

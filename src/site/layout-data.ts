import { wordsIn } from "../labels/dictionary";
import { languageFacts, shellWords } from "../labels/words";
import { GROUPED, WORD_GROUPS } from "../generated/word-groups.gen";
import { contactChannels } from "./contact-channels";
import { addressLine } from "./format";
import { mainMenu } from "./navigation";
import { SEO_FILES } from "./output-names";
import type { Site } from "../generated/site-types.gen";
import type { Words } from "../labels/dictionary";
import { addressIn, alternatesOf, hiddenApartmentAt, isEditorPath, isNotFoundPath, languageOf, routeFor, shownPathOf, siteIn } from "./routing";
import type { LayoutData, Registration } from "./types";

type Shell = Words["shell"];

/**
 * The shell's words a page carries for its islands: the words of no group (the menus'…) and the
 * groups its islands read in the browser, as `npm run generate` reads them from the code
 * (WORD_GROUPS); the rest of the page is drawn by the build, which has every word. Each byte is
 * paid in every page's HTML. The dev server's pages carry every group: an island may start reading
 * one before the next generate.
 */
function shellWordsFor(words: Shell, kind: keyof typeof WORD_GROUPS): Shell {
  if (import.meta.env.DEV) return words;
  const drop = new Set<string>(GROUPED.filter((group) => !WORD_GROUPS[kind].includes(group)));
  return Object.fromEntries(Object.entries(words).filter(([key]) => !drop.has(key))) as Shell;
}

/**
 * The shell's slice, loaded once by the root route for every page, in the page's language: the
 * shell's words travel here, in the page's data, so a page carries its own language's words and
 * no other's.
 */
/** Each apartment's registration numbers, under its name: the footer's, and the legal notice's. */
export function registrationsOf(site: Site): Registration[] {
  return site.apartments.map(({ name, registration }) => ({ name, ...registration }));
}

export function layoutData(asked: string): LayoutData {
  // Any address: an unknown one (the dev server, a mistyped link followed in the browser) shows its language's not-found page.
  const path = shownPathOf(asked);
  const language = languageOf(path);
  const site = siteIn(language);
  const { address } = site.site;
  return {
    language,
    locale: wordsIn(languageFacts, language).locale,
    direction: wordsIn(languageFacts, language).direction,
    words: wordsIn(shellWords, language),
    islandWords: shellWordsFor(wordsIn(shellWords, language), isNotFoundPath(path) ? "not-found" : hiddenApartmentAt(path) ? "hidden-apartment" : isEditorPath(path) ? "editor" : routeFor(path).kind),
    // A not-found page offers the other languages' home pages, not their not-found pages.
    alternates: alternatesOf(isNotFoundPath(path) ? addressIn("/", language) : path)
      .filter((alternate) => alternate.language !== language)
      .map((alternate) => ({ ...alternate, name: wordsIn(languageFacts, alternate.language).name })),
    current: path,
    home: addressIn("/", language),
    manifest: addressIn(`/${SEO_FILES.manifest}`, language),
    name: site.site.name,
    tagline: site.site.tagline,
    navigation: mainMenu(language),
    legal: site.routes.filter((route) => route.kind === "legal").map((route) => ({ label: route.label, path: route.path })),
    social: site.site.social,
    contact: contactChannels(language),
    address: addressLine(address),
    registrations: registrationsOf(site),
    preloaderMs: site.site.preloaderMs,
    ...(isEditorPath(path) ? { bare: true as const } : {}),
  };
}

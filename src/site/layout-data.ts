import { languageFacts, shellWords } from "../generated/languages.gen";
import { contactChannels } from "./contact-channels";
import { mainMenu } from "./navigation";
import { addressIn, alternatesOf, isNotFoundPath, languageOf, siteIn } from "./routing";
import type { LayoutData } from "./types";

/**
 * The shell's slice, loaded once by the root route for every page, in the page's language: the
 * shell's words travel here, in the page's data, so a page carries its own language's words and
 * no other's.
 */
export function layoutData(path: string): LayoutData {
  const language = languageOf(path);
  const site = siteIn(language);
  const { address } = site.site;
  return {
    language,
    locale: languageFacts[language].locale,
    words: shellWords[language],
    // A not-found page offers the other languages' home pages, not their not-found pages.
    alternates: alternatesOf(isNotFoundPath(path) ? addressIn("/", language) : path)
      .filter((alternate) => alternate.language !== language)
      .map((alternate) => ({ ...alternate, name: languageFacts[alternate.language].name })),
    home: addressIn("/", language),
    name: site.site.name,
    tagline: site.site.tagline,
    navigation: mainMenu(language),
    social: site.site.social,
    contact: contactChannels(language),
    address: `${address.street}, ${address.postalCode} ${address.town} (${address.province})`,
    registrations: site.apartments.map(({ name, registration }) => ({ name, ...registration })),
    preloaderMs: site.site.preloaderMs,
  };
}

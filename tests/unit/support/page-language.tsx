import type { ReactNode } from "react";
import { PageLanguageProvider, type PageLanguage } from "../../../src/components/page-language.tsx";
import type { Language } from "../../../src/generated/languages.gen.ts";
import { languageFacts, shellWords } from "../../../src/labels/words.ts";

/** What the site's shell gives every page in `language` (src/site/layout-data.ts): its code, Intl's locale, the shell's words. */
function pageLanguage(language: Language = "es"): PageLanguage {
  return { language, locale: languageFacts[language].locale, words: shellWords[language] };
}

/**
 * A component as a page in `language` draws it: inside the provider the shell puts around every
 * page (src/components/layout/site-shell.tsx). Spanish, the site's main language, unless told.
 */
export function inPage(children: ReactNode, language: Language = "es"): ReactNode {
  return <PageLanguageProvider value={pageLanguage(language)}>{children}</PageLanguageProvider>;
}

import { createContext, useContext, type ReactNode } from "react";
import type { Words } from "../labels/dictionary";
import type { Language } from "../site/types";

/** The page's language, as every component of it needs: its code, how Intl writes in it, and the shell's words. */
export type PageLanguage = {
  language: Language;
  /** Intl's locale for dates, numbers, prices and plural forms («es-ES», «en-GB»). */
  locale: string;
  words: Words["shell"];
};

const PageLanguageContext = createContext<PageLanguage | null>(null);

/** Given once, by the shell, from the page's data (the root loader): never a module-level choice, since one build makes pages in every language. */
export function PageLanguageProvider({ value, children }: { value: PageLanguage; children: ReactNode }) {
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
}

export function usePageLanguage(): PageLanguage {
  const value = useContext(PageLanguageContext);
  if (!value) throw new Error("usePageLanguage outside the site's shell");
  return value;
}

/** The shell's words in the page's language. */
export function useWords(): Words["shell"] {
  return usePageLanguage().words;
}

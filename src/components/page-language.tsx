import { createContext, useContext, type ReactNode } from "react";
import { wordsIn, type Words } from "../labels/dictionary";
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

/**
 * The interface's words in the page's language, the one way a component reaches them: the shell's
 * (in every page's data) by default, or a part loaded with the code that needs it (`calendarWords`,
 * `priceWords`… from src/labels/words.ts).
 */
export function useWords(): Words["shell"];
export function useWords<Part>(part: Readonly<Record<string, Part>>): Part;
export function useWords<Part>(part?: Readonly<Record<string, Part>>): Words["shell"] | Part {
  const { language, words } = usePageLanguage();
  return part ? wordsIn(part, language) : words;
}

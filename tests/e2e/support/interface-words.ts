import type { Page } from "@playwright/test";
import { DEFAULT_LANGUAGE, dictionaries, escapeRegExp, LANGUAGES, siteIn, type Language } from "./site-data.ts";

/**
 * The main language's interface words left on another language's page: the crawl (crawl.spec.ts)
 * reads each page once hydrated, languages.spec.ts what only shows on demand (the form's messages,
 * the lightbox).
 */

export const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/**
 * The main language's interface words that another language says otherwise, as the fixed
 * fragments of their templates («Ver foto {i}» → «Ver foto»): none may show on that language's
 * pages. Words the two write alike («WhatsApp», «NRUA», «{i} / {n}») can't tell them apart and
 * are left out; so are the languages' own names, which the switcher shows on purpose.
 */
export function mainLanguageWords(language: Language): string[] {
  const fragments = new Set<string>();
  const walk = (main: unknown, other: unknown): void => {
    if (typeof main === "string") {
      if (main === other) return;
      for (const fragment of main.split(/\{[a-zA-Z]+\}/)) {
        const text = fragment.trim().replace(/^[\s,.:;()«»–-]+|[\s,.:;()«»–-]+$/g, "");
        if (text.length >= 3) fragments.add(text);
      }
    } else if (Array.isArray(main)) main.forEach((item, i) => walk(item, (other as unknown[])[i]));
    else if (main && typeof main === "object") for (const [key, value] of Object.entries(main)) walk(value, (other as Record<string, unknown>)[key]);
  };
  const [main, translated] = [dictionaries[DEFAULT_LANGUAGE]!, dictionaries[language]!];
  for (const part of ["shell", "problems", "stay", "answers", "calendar", "picker", "prices"] as const) walk(main[part], translated[part]);
  // A word the owner's own text in that language uses is content (a proper name: «Mercadillo de los jueves»).
  const content = JSON.stringify(siteIn(language));
  return [...fragments].filter((fragment) => !content.includes(fragment));
}

/** What a visitor reads or hears on the page: its text and the names of its controls and images. */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [title], img[alt], [aria-roledescription], [placeholder]")].flatMap((element) =>
      ["aria-label", "title", "alt", "aria-roledescription", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
}

export function spanishLeft(text: string, words: readonly string[]): string[] {
  return words.filter((word) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}($|[^\\p{L}])`, "u").test(text));
}


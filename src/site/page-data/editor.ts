import { wordsIn } from "../../labels/dictionary";
import { editorWords } from "../../labels/words";
import { siteIn } from "../routing";
import type { Language } from "../types";

/**
 * The editor page's data in a language: its title and every word of the editor. The words travel
 * in this page's data, never in a script: the dictionaries are one module per language, and a
 * script that named the editor's part would put it in the words every booking form loads.
 */
export function editorPageData(language: Language) {
  const words = wordsIn(editorWords, language);
  return { title: `${words.title} - ${siteIn(language).site.titleSuffix}`, words };
}

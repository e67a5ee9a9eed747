import { createContext, useContext, type ReactNode } from "react";
import type { Words } from "../labels/dictionary.ts";

export type EditorWords = Words["editor"];

const EditorWordsContext = createContext<EditorWords | null>(null);

/**
 * The editor's words, in the page's language: they come with the editor page's data
 * (src/site/page-data/editor.ts), as the shell's come with every page's, and are given here once.
 */
export function EditorWordsProvider({ words, children }: { words: EditorWords; children: ReactNode }) {
  return <EditorWordsContext.Provider value={words}>{children}</EditorWordsContext.Provider>;
}

/** The editor's words, the one way its parts reach them (the site's own: useWords()). */
export function useEditorWords(): EditorWords {
  const words = useContext(EditorWordsContext);
  if (!words) throw new Error("useEditorWords outside the editor");
  return words;
}

import { useEffect, useState } from "react";
import type { Words } from "../labels/dictionary";

type EditorModule = typeof import("../editor/editor-app");

/**
 * The editor's island: «Cargando el editor…», then the editor once its code has arrived (or why it
 * couldn't). Its code (CodeMirror, the content check) comes only to this page, by this import().
 */
export function EditorStart({ words }: { words: Words["editor"] }) {
  const [editor, setEditor] = useState<EditorModule | "failed" | null>(null);
  useEffect(() => {
    let live = true;
    // Its answer taken apart from the import, so that a stylesheet of it that fails to load fails it too.
    const loading = import("../editor/editor-app");
    loading.then(
      (module) => live && setEditor(module),
      () => live && setEditor("failed"),
    );
    return () => {
      live = false;
    };
  }, []);
  if (editor && editor !== "failed") return <editor.SiteEditor words={words} />;
  return (
    <p className="editor-page__loading" role={editor === "failed" ? "alert" : "status"}>
      {editor === "failed" ? words.loadFailed : words.loading}
    </p>
  );
}

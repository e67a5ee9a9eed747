import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { PageLanguageProvider } from "../components/page-language";
import { editorPageData } from "../site/page-data/editor";
import { languageOf, pathOf } from "../site/routing";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/editor-page";
import "./editor-page.css";

// Prerendered at /editar (and /en/editar): the owner's editor of site.yaml. A small page linked
// from nowhere, out of search engines and the sitemap; its program (CodeMirror, the content
// check) comes only once this page has hydrated, and never with any other page.
export function loader({ request }: Route.LoaderArgs) {
  return editorPageData(languageOf(pathOf(request)));
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title }, { name: "robots", content: "noindex, nofollow" }];

type EditorModule = typeof import("../editor/editor-app");

/** The title, then the editor once its code has arrived (or why it couldn't); without scripts, what it needs. */
export default function EditorPage({ loaderData: data }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof rootLoader>("root");
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
  const { words } = data;
  return (
    <main id="contenido" className="editor-page">
      <h1 className="editor-page__title">{words.title}</h1>
      <noscript>
        <p>{words.noScript}</p>
      </noscript>
      {editor && editor !== "failed" && layout ? (
        <PageLanguageProvider value={{ language: layout.language, locale: layout.locale, words: layout.words }}>
          <editor.SiteEditor words={words} />
        </PageLanguageProvider>
      ) : (
        <p className="editor-page__loading" role={editor === "failed" ? "alert" : "status"}>
          {editor === "failed" ? words.loadFailed : words.loading}
        </p>
      )}
    </main>
  );
}

import { Island } from "../islands/island";
import { editorPageData } from "../site/page-data/editor";
import { languageOf, pathOf } from "../site/routing";
import { EditorStart } from "./editor-start";
import type { Route } from "./+types/editor-page";
import "./editor-page.css";

// Prerendered at /editar (and /en/editar): the owner's editor of site.yaml. A small page linked
// from nowhere, out of search engines and the sitemap; its program (CodeMirror, the content
// check) comes only to this page, with its own script (src/islands/editor-entry.ts), never with any other.
export function loader({ request }: Route.LoaderArgs) {
  return editorPageData(languageOf(pathOf(request)));
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title }, { name: "robots", content: "noindex, nofollow" }];

/** The title, then the editor once its code has arrived (or why it couldn't); without scripts, what it needs. */
export default function EditorPage({ loaderData: data }: Route.ComponentProps) {
  const { words } = data;
  return (
    <main id="contenido" className="editor-page">
      <h1 className="editor-page__title">{words.title}</h1>
      <noscript>
        <p>{words.noScript}</p>
      </noscript>
      <Island name="editor" component={EditorStart} props={{ words }} when="load" />
    </main>
  );
}

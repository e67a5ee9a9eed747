/**
 * The editor page's script: its one island, the editor (src/routes/editor-start.tsx), which
 * fetches the editor's code. A script of its own, so that no public page's script names it.
 */
import { startIslands } from "./start-islands";

const editorPart = () => import("../routes/editor-start").then((module) => module.EditorStart);

void startIslands({ editor: editorPart }, () => undefined);

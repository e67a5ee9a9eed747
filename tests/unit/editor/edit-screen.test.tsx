// @vitest-environment happy-dom
import { forEachDiagnostic } from "@codemirror/lint";
import { EditorView } from "@codemirror/view";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkReport } from "../../../src/editor/check-report.ts";
import type { Draft } from "../../../src/editor/draft-store.ts";
import { photoFilesOf, photoFolderOf } from "../../../src/editor/photo-files.ts";
import { formatProblem } from "../../../src/content-check/wording/problem.ts";
import { editorWords } from "../../../src/labels/words.ts";
import { reactStage } from "../support/react-stage.ts";
import { button, drawEditor, fakeGitHub, memoryDrafts, press, repositoryFiles, SITE_TEXT, waitFor } from "./editor-stage.tsx";

const words = editorWords.es;
const stage = reactStage();
const REPOSITORY = "maria/apartamentos";

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  // Signed in before, on this device: the editor goes straight to the text.
  localStorage.setItem("editor-token", "github_pat_kept");
  localStorage.setItem("editor-repository", REPOSITORY);
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The editor's view, once the text is on screen. */
const view = async (): Promise<EditorView> => {
  const content = await waitFor(() => stage.container.querySelector<HTMLElement>(".cm-content"));
  const found = EditorView.findFromDOM(content);
  if (!found) throw new Error("no CodeMirror view");
  return found;
};

/** Replaces the whole text, as a paste over everything would. */
const replaceText = (editor: EditorView, text: string) => act(() => editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } }));

/** The browser's «OK / Cancel» box, answered as the owner would (happy-dom has none). */
const answerConfirm = (answer: boolean) => (window.confirm = vi.fn(() => answer));

const notice = () => [...stage.container.querySelectorAll(".editor-notice")].map((element) => element.textContent);

const draftOf = (text: string, savedAt = 1): Draft => ({
  repository: REPOSITORY,
  branch: "main",
  baseSha: "head-1",
  baseText: SITE_TEXT,
  photos: photoFilesOf(repositoryFiles()),
  text,
  savedAt,
});

/** site.yaml with the site's Spanish name changed: still correct. */
const RENAMED = SITE_TEXT.replace("    es: Viviendas turísticas\n", "    es: Casa Nueva\n");
/** site.yaml with the first «name:» misspelled: the check's problems. */
const MISSPELLED = SITE_TEXT.replace(/^(\s+)name:/m, "$1nmae:");

describe("the changes kept on the device", () => {
  it("the texts the tests change are the ones they mean to", () => {
    expect(RENAMED).not.toBe(SITE_TEXT);
    expect(MISSPELLED).not.toBe(SITE_TEXT);
  });

  it("are saved as they are typed, with the commit they were made on, and forgotten when the text is back as published", async () => {
    const drafts = memoryDrafts();
    drawEditor(stage, { github: fakeGitHub().session, drafts });
    const editor = await view();
    expect(editor.state.doc.toString()).toBe(SITE_TEXT);
    replaceText(editor, RENAMED);
    const saved = await waitFor(() => drafts.kept.get(`${REPOSITORY}@main`));
    expect(saved).toMatchObject({ repository: REPOSITORY, branch: "main", baseSha: "head-1", baseText: SITE_TEXT, text: RENAMED });
    expect(saved.photos).toEqual(photoFilesOf(repositoryFiles()));
    await waitFor(() => notice().includes(`${words.draftKept}${words.discard}`));
    replaceText(editor, SITE_TEXT);
    await waitFor(() => drafts.kept.size === 0);
    await waitFor(() => !notice().some((text) => text?.startsWith(words.draftKept)));
  });

  it("are restored on return, said so, and can be discarded for the published text", async () => {
    const drafts = memoryDrafts([draftOf(RENAMED)]);
    drawEditor(stage, { github: fakeGitHub().session, drafts });
    const editor = await view();
    expect(editor.state.doc.toString()).toBe(RENAMED);
    expect(notice()).toContain(`${words.draftKept}${words.discard}`);
    const confirm = answerConfirm(true);
    press(button(stage.container, words.discard));
    expect(confirm).toHaveBeenCalledWith(words.discardConfirm);
    expect(editor.state.doc.toString()).toBe(SITE_TEXT);
    await waitFor(() => drafts.kept.size === 0);
  });

  it("are kept when the owner says no to discarding them", async () => {
    const drafts = memoryDrafts([draftOf(RENAMED)]);
    drawEditor(stage, { github: fakeGitHub().session, drafts });
    const editor = await view();
    answerConfirm(false);
    press(button(stage.container, words.discard));
    expect(editor.state.doc.toString()).toBe(RENAMED);
    expect(drafts.kept.size).toBe(1);
  });

  it("are what the editor opens when GitHub can't be reached, and it says it is offline", async () => {
    const drafts = memoryDrafts([draftOf(RENAMED)]);
    drawEditor(stage, { github: fakeGitHub({ unreachable: true }).session, drafts });
    const editor = await view();
    expect(editor.state.doc.toString()).toBe(RENAMED);
    expect(notice()).toEqual(expect.arrayContaining([`${words.draftKept}${words.discard}`, words.offline]));
  });

  it("without any, GitHub out of reach leaves the owner at the sign-in, told why", async () => {
    drawEditor(stage, { github: fakeGitHub({ unreachable: true }).session, drafts: memoryDrafts() });
    const alert = await waitFor(() => stage.container.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe(words.unreachable);
  });
});

describe("the check below the text", () => {
  const folder = photoFolderOf(photoFilesOf(repositoryFiles()));
  const listed = () => [...stage.container.querySelectorAll(".editor-problems li")].map((item) => item.textContent);
  const status = () => stage.container.querySelector('.editor-report [role="status"]')?.textContent;

  it("says each problem as `npm run check` prints it, marks it in the text, and takes the cursor there", async () => {
    const expected = checkReport(MISSPELLED, folder);
    if (expected.ok) throw new Error("the misspelled text should have problems");
    drawEditor(stage, { github: fakeGitHub().session });
    const editor = await view();
    replaceText(editor, MISSPELLED);
    await waitFor(() => listed().length > 0);
    expect(listed()).toEqual(expected.problems.map(formatProblem));
    expect(listed()[0]).toMatch(/^site\.yaml:\d+:\d+: /);
    let marked = 0;
    forEachDiagnostic(editor.state, () => marked++);
    expect(marked).toBe(expected.problems.length);

    const first = expected.problems[0]!;
    press(stage.container.querySelector<HTMLButtonElement>(".editor-problems__item")!);
    const cursor = editor.state.selection.main.head;
    expect(editor.state.doc.lineAt(cursor).number).toBe(first.line);
    expect(cursor - editor.state.doc.lineAt(cursor).from + 1).toBe(first.col);
  });

  it("once the text is right, prints the summary (and the warnings) as `npm run check` does", async () => {
    const expected = checkReport(RENAMED, folder);
    if (!expected.ok) throw new Error("the renamed text should be correct");
    drawEditor(stage, { github: fakeGitHub().session });
    const editor = await view();
    replaceText(editor, RENAMED);
    await waitFor(() => status()?.startsWith("contenido correcto"));
    expect(status()).toBe(expected.summary);
    expect(listed()).toEqual(expected.warnings.map(formatProblem));
  });
});

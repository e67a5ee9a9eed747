/**
 * What the editor's component tests share: the editor drawn as its page draws it (in the page's
 * language, with the editor's words), a GitHub layer that answers from memory, drafts kept in a
 * map, the check run in the test's own thread, and the ways a person fills and presses its form.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { expect } from "vitest";
import type { Checker } from "../../../src/editor/check-client.ts";
import { checkReport } from "../../../src/editor/check-report.ts";
import { draftKey, type Draft, type DraftStore } from "../../../src/editor/draft-store.ts";
import { EditorApp, type EditorAppProps } from "../../../src/editor/editor-app.tsx";
import { photoFolderOf, type PhotoFiles } from "../../../src/editor/photo-files.ts";
import type { Connection, GitHubSession, RepositoryTarget, Snapshot, TreeFile } from "../../../src/editor/session.ts";
import { editorWords } from "../../../src/labels/words.ts";
import { inPage } from "../support/page-language.tsx";
import type { ReactStage } from "../support/react-stage.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** site.yaml as the repository has it. */
export const SITE_TEXT = readFileSync(path.join(ROOT, "site.yaml"), "utf8");

/** The repository's tree: site.yaml and every photo under photos/, with their sizes. */
export function repositoryFiles(): Map<string, TreeFile> {
  const files = new Map<string, TreeFile>([["site.yaml", { sha: "s1", size: SITE_TEXT.length }]]);
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const file = `${dir}/${name}`;
      const info = statSync(path.join(ROOT, file));
      if (info.isDirectory()) walk(file);
      else files.set(file, { sha: `sha-${file}`, size: info.size });
    }
  };
  walk("photos");
  return files;
}

const snapshotOf = (siteText: string, headSha = "head-1"): Snapshot => ({ headSha, treeSha: `tree-${headSha}`, files: repositoryFiles(), siteText });

/** A GitHub layer that answers from memory, and remembers what it was asked. */
export function fakeGitHub({ connection = { ok: true, defaultBranch: "main", canPush: true }, snapshot = snapshotOf(SITE_TEXT), unreachable = false }: { connection?: Connection; snapshot?: Snapshot; unreachable?: boolean } = {}) {
  const asked: RepositoryTarget[] = [];
  const read: string[] = [];
  const session: GitHubSession = {
    connect: async (target) => {
      asked.push(target);
      if (unreachable) throw new TypeError("Failed to fetch");
      return connection;
    },
    readSnapshot: async (branch) => {
      read.push(branch);
      return snapshot;
    },
    // Publishing is tried against the stand-in of GitHub's API (github.test.ts, editor.spec.ts), not here.
    publish: async () => ({ ok: false, problem: "not in these tests" }),
    follow: async () => ({ state: "unknown" }),
  };
  return { session, asked, read };
}

/** Drafts in a map, as IndexedDB keeps them on the device. */
export function memoryDrafts(initial: Draft[] = []): DraftStore & { kept: Map<string, Draft> } {
  const kept = new Map(initial.map((draft) => [draftKey(draft.repository, draft.branch), draft]));
  return {
    kept,
    load: async (repository, branch) => kept.get(draftKey(repository, branch)),
    latest: async (repository) => [...kept.values()].filter((draft) => draft.repository === repository).sort((a, b) => b.savedAt - a.savedAt)[0],
    save: async (draft) => void kept.set(draftKey(draft.repository, draft.branch), draft),
    remove: async (repository, branch) => void kept.delete(draftKey(repository, branch)),
  };
}

/** The check of `npm run check`, in the test's thread: the worker runs the same function. */
function inProcessChecker(photos: PhotoFiles): Checker {
  let folder = photoFolderOf(photos);
  return {
    check: async (text) => checkReport(text, folder),
    setPhotos: (next) => {
      folder = new Map(next);
    },
    close: () => undefined,
  };
}

/** The editor as its page draws it, in Spanish unless told, with the fakes unless told. */
export function drawEditor(stage: ReactStage, props: Partial<EditorAppProps> = {}, language: "es" | "en" = "es"): void {
  stage.root = createRoot(stage.container);
  const all: EditorAppProps = { words: editorWords[language], drafts: memoryDrafts(), checkerFor: inProcessChecker, config: { apiBase: "https://api.github.com", repository: null }, ...props };
  act(() => stage.root!.render(inPage(<EditorApp {...all} />, language)));
}

/** Waits, letting React and the fakes' promises run, until `found` finds something. */
export async function waitFor<T>(found: () => T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = found();
    if (value) return value;
    if (Date.now() > until) throw new Error("waited in vain");
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Types into a field as a person does: React hears the input event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** The field labelled `label`. */
export function field(container: HTMLElement, label: string): HTMLInputElement {
  const labels = [...container.querySelectorAll("label")].filter((element) => element.textContent === label);
  expect(labels, label).toHaveLength(1);
  const input = container.ownerDocument.getElementById(labels[0]!.htmlFor);
  expect(input, label).toBeInstanceOf(HTMLInputElement);
  return input as HTMLInputElement;
}

/** The button whose text is `name`. */
export function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll("button")].filter((element) => element.textContent === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

export function press(element: HTMLElement): void {
  act(() => element.click());
}

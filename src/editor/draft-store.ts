/**
 * The owner's unpublished changes, kept on the device as they type (IndexedDB, through
 * idb-keyval): one draft per repository and branch, with the commit it started from and what the
 * editor needs to go on without a connection — the published text (to discard the changes) and
 * the repository's photos (for the check). A reload, a closed tab or a dropped connection loses
 * nothing.
 */
import { createStore, del, entries, get, set, type UseStore } from "idb-keyval";
import type { PhotoFiles } from "./photo-files.ts";

export type Draft = {
  /** «owner/name». */
  repository: string;
  branch: string;
  /** The branch's commit the changes were made on. */
  baseSha: string;
  /** site.yaml as it was at that commit. */
  baseText: string;
  photos: PhotoFiles;
  /** site.yaml with the owner's changes. */
  text: string;
  /** When it was last saved (ms since 1970). */
  savedAt: number;
};

/** Where drafts are kept: IndexedDB in the editor, a plain map in the tests. */
export type DraftStore = {
  load(repository: string, branch: string): Promise<Draft | undefined>;
  /** The draft of the repository saved last, on any branch: what the editor opens without a connection. */
  latest(repository: string): Promise<Draft | undefined>;
  save(draft: Draft): Promise<void>;
  remove(repository: string, branch: string): Promise<void>;
};

/** One key per repository and branch. */
export const draftKey = (repository: string, branch: string): string => `${repository}@${branch}`;

/** Drafts in the browser's IndexedDB, in a database of the editor's own. */
export function deviceDraftStore(): DraftStore {
  let store: UseStore | undefined;
  // Opened on first use: a browser without IndexedDB fails then, and the editor says the changes aren't kept.
  const drafts = (): UseStore => (store ??= createStore("editor", "drafts"));
  return {
    load: (repository, branch) => get<Draft>(draftKey(repository, branch), drafts()),
    latest: async (repository) =>
      (await entries<string, Draft>(drafts()))
        .map(([, draft]) => draft)
        .filter((draft) => draft.repository === repository)
        .sort((a, b) => b.savedAt - a.savedAt)[0],
    save: (draft) => set(draftKey(draft.repository, draft.branch), draft, drafts()),
    remove: (repository, branch) => del(draftKey(repository, branch), drafts()),
  };
}

/**
 * The photos added on the device, kept with the draft (draft-store.ts) until they are published or
 * discarded: their bytes and sizes in IndexedDB (through idb-keyval), one entry per repository and
 * branch. An object URL lives as long as its page: a restored photo gets a new one.
 */
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { draftKey } from "../draft-store.ts";
import type { AddedPhoto, AddedPhotos } from "./added-photos.ts";

/** A photo as it is kept: everything but its URL. */
type KeptPhoto = { path: string; bytes: Uint8Array; type: string; width: number; height: number };

export type PhotoDraftStore = {
  /** The photos kept for the repository's branch, each with a new object URL; none kept, an empty map. */
  load(repository: string, branch: string): Promise<AddedPhotos>;
  /** Keeps `added` for the repository's branch, in place of what was kept; an empty map forgets them. */
  save(repository: string, branch: string, added: AddedPhotos): Promise<void>;
  remove(repository: string, branch: string): Promise<void>;
};

/** Where the entries are: IndexedDB on the device, a map in the tests. Values are stored as IndexedDB clones them. */
export type PhotoDraftShelf = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
};

/** What was read back, proved to be kept photos: anything else (an older shape, a damaged entry) is left out. */
function keptPhotos(value: unknown): KeptPhoto[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (photo): photo is KeptPhoto =>
      photo !== null &&
      typeof photo === "object" &&
      typeof photo.path === "string" &&
      photo.bytes instanceof Uint8Array &&
      typeof photo.type === "string" &&
      typeof photo.width === "number" &&
      typeof photo.height === "number",
  );
}

export function photoDraftStore(shelf: PhotoDraftShelf): PhotoDraftStore {
  return {
    load: async (repository, branch) => {
      const kept = keptPhotos(await shelf.get(draftKey(repository, branch)));
      return new Map(
        kept.map(({ path, bytes, type, width, height }): [string, AddedPhoto] => [path, { bytes, type, width, height, url: URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type })) }]),
      );
    },
    save: (repository, branch, added) => {
      const key = draftKey(repository, branch);
      if (added.size === 0) return shelf.del(key);
      const kept: KeptPhoto[] = [...added].map(([path, { bytes, type, width, height }]) => ({ path, bytes, type, width, height }));
      return shelf.set(key, kept);
    },
    remove: (repository, branch) => shelf.del(draftKey(repository, branch)),
  };
}

/**
 * The added photos in the browser's IndexedDB, in a database of their own (the drafts' has its one store).
 * @public the editor keeps its added photos here once the photo panel feeds publishing (next step).
 */
export function devicePhotoDrafts(): PhotoDraftStore {
  let store: UseStore | undefined;
  // Opened on first use, as the drafts are: a browser without IndexedDB fails then, not on load.
  const photos = (): UseStore => (store ??= createStore("editor-photos", "photos"));
  return photoDraftStore({
    get: (key) => get(key, photos()),
    set: (key, value) => set(key, value, photos()),
    del: (key) => del(key, photos()),
  });
}

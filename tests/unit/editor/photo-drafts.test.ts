/**
 * The photos added on the device, kept with the draft by repository and branch, as IndexedDB keeps
 * them (a structured clone), and restored with their bytes, their sizes and a new thumbnail.
 */
import { describe, expect, it } from "vitest";
import type { AddedPhoto } from "../../../src/editor/device-photos/added-photos.ts";
import { photoDraftStore, type PhotoDraftShelf } from "../../../src/editor/device-photos/photo-drafts.ts";

describe("the added photos kept on the device", () => {
  /** A shelf in a map, keeping what IndexedDB would: a structured clone of each value. */
  function mapShelf(): PhotoDraftShelf & { kept: Map<string, unknown> } {
    const kept = new Map<string, unknown>();
    return {
      kept,
      get: async (key) => structuredClone(kept.get(key)),
      set: async (key, value) => void kept.set(key, structuredClone(value)),
      del: async (key) => void kept.delete(key),
    };
  }

  const photo = (width: number): AddedPhoto => ({ bytes: Uint8Array.of(0xff, 0xd8, width & 0xff), type: "image/jpeg", width, height: 3000, url: `blob:page-${width}` });

  it("are kept by repository and branch, and restored with their bytes, sizes and a new thumbnail", async () => {
    const shelf = mapShelf();
    const store = photoDraftStore(shelf);
    const added = new Map([
      ["photos/mirador/26.jpg", photo(4000)],
      ["photos/edificio/13.jpg", photo(2000)],
    ]);
    await store.save("maria/apartamentos", "main", added);
    expect([...shelf.kept.keys()]).toEqual(["maria/apartamentos@main"]);
    const restored = await store.load("maria/apartamentos", "main");
    expect([...restored.keys()]).toEqual([...added.keys()]);
    for (const [path, original] of added) {
      const back = restored.get(path)!;
      expect({ ...back, url: undefined }).toEqual({ ...original, url: undefined });
      expect(back.url).toMatch(/^blob:/);
      expect(back.url).not.toBe(original.url);
    }
    expect((await store.load("maria/apartamentos", "otra")).size).toBe(0);
    expect((await store.load("otra/web", "main")).size).toBe(0);
  });

  it("are forgotten when none is left, or when the draft goes", async () => {
    const shelf = mapShelf();
    const store = photoDraftStore(shelf);
    await store.save("maria/apartamentos", "main", new Map([["photos/mirador/26.jpg", photo(4000)]]));
    await store.save("maria/apartamentos", "main", new Map());
    expect(shelf.kept.size).toBe(0);
    await store.save("maria/apartamentos", "main", new Map([["photos/mirador/26.jpg", photo(4000)]]));
    await store.remove("maria/apartamentos", "main");
    expect(shelf.kept.size).toBe(0);
  });

  it("leave out what isn't a kept photo", async () => {
    const shelf = mapShelf();
    shelf.kept.set("maria/apartamentos@main", [{ path: "photos/a/01.jpg", bytes: "AAA", type: "image/jpeg", width: 1, height: 1 }, null, { path: "photos/a/02.jpg", bytes: Uint8Array.of(1), type: "image/jpeg", width: 2000, height: 1000 }]);
    const restored = await photoDraftStore(shelf).load("maria/apartamentos", "main");
    expect([...restored.keys()]).toEqual(["photos/a/02.jpg"]);
    shelf.kept.set("maria/apartamentos@main", "nonsense");
    expect((await photoDraftStore(shelf).load("maria/apartamentos", "main")).size).toBe(0);
  });
});

/**
 * The photos folder as the check knows it. The facts come from whoever can look at the folder (the
 * disk, or a repository's tree); the rules that read them are the same for all of them.
 */

/**
 * One entry of the photos folder. A file says its size, and what was measured of it: its width and
 * height (none when it wasn't opened: a photo already published, in the browser's editor), that it
 * is an iPhone's HEIC, or that it can't be read as an image. A link is its target when that is in
 * the folder; one that leads out of it, or to nothing, is said as such.
 */
export type PhotoEntry =
  | { kind: "file"; bytes: number; width?: number; height?: number; heic?: boolean; damaged?: boolean }
  | { kind: "folder" }
  | { kind: "special" }
  | { kind: "link-outside" }
  | { kind: "broken-link" };

/** The photos folder: every entry by its path inside it («apartments/mirador/01.jpg», as stored). */
export type PhotoFolder = ReadonlyMap<string, PhotoEntry>;

/** A photo site.yaml names, found in the folder: the name it has there, and its facts. */
export type FoundPhoto = { name: string; entry: Extract<PhotoEntry, { kind: "file" }> };

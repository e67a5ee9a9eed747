/**
 * The content check in a thread of its own: on the full site.yaml it takes about 140 ms, which on
 * the page's thread would stall the typing. Told the photos once, then each text to check; it
 * answers each with its number, and the page keeps the last one asked.
 */
import { checkReport, type CheckReport } from "./check-report.ts";
import { photoFolderOf, type PhotoFiles } from "./photo-files.ts";
import type { PhotoEntry, PhotoFolder } from "../content-check/cross-check/photo-entries.ts";

/** What the page sends: the repository's photos, the photos folder as it is with the ones added on the device, or a text to check. */
export type CheckRequest = { photos: PhotoFiles } | { folder: [string, PhotoEntry][] } | { id: number; text: string };
export type CheckAnswer = { id: number; report: CheckReport } | { id: number; failed: string };

/** The worker's side of its messages (the DOM's types describe a window's, whose postMessage takes an origin). */
const scope = self as unknown as { onmessage: ((event: MessageEvent<CheckRequest>) => void) | null; postMessage(answer: CheckAnswer): void };

let photos: PhotoFolder = new Map();

scope.onmessage = ({ data }) => {
  if ("photos" in data) {
    photos = photoFolderOf(data.photos);
    return;
  }
  if ("folder" in data) {
    photos = new Map(data.folder);
    return;
  }
  try {
    scope.postMessage({ id: data.id, report: checkReport(data.text, photos) });
  } catch (error) {
    scope.postMessage({ id: data.id, failed: error instanceof Error ? error.message : String(error) });
  }
};

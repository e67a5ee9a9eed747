/**
 * The page's side of the check: a checker answers a text with what `npm run check` would say of
 * it. The editor's runs the check in a worker (check-worker.ts), so that typing stays smooth; the
 * tests give one that runs it in their own thread.
 */
import type { CheckReport } from "./check-report.ts";
import type { PhotoFiles } from "./photo-files.ts";
import type { CheckAnswer, CheckRequest } from "./check-worker.ts";
import type { PhotoFolder } from "../content-check/cross-check/photo-entries.ts";

export type Checker = {
  /** What the check says of `text`; rejects if the check itself failed (never for a wrong text). */
  check(text: string): Promise<CheckReport>;
  /** The photos folder from now on: the repository's, with the ones added on the device. */
  setPhotos(folder: PhotoFolder): void;
  /** The worker ends with the editing screen. */
  close(): void;
};

/** A checker whose check runs in a module worker built with the page, knowing the repository's photos `photos`. */
export function workerChecker(photos: PhotoFiles): Checker {
  const worker = new Worker(new URL("./check-worker.ts", import.meta.url), { type: "module" });
  const send = (request: CheckRequest) => worker.postMessage(request);
  const waiting = new Map<number, { resolve: (report: CheckReport) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.onmessage = ({ data }: MessageEvent<CheckAnswer>) => {
    const asked = waiting.get(data.id);
    waiting.delete(data.id);
    if ("report" in data) asked?.resolve(data.report);
    else asked?.reject(new Error(data.failed));
  };
  worker.onerror = (event) => {
    for (const asked of waiting.values()) asked.reject(new Error(event.message || "the check's worker failed"));
    waiting.clear();
  };
  send({ photos });
  return {
    check: (text) =>
      new Promise((resolve, reject) => {
        const id = ++next;
        waiting.set(id, { resolve, reject });
        send({ id, text });
      }),
    setPhotos: (folder) => send({ folder: [...folder] }),
    close: () => worker.terminate(),
  };
}

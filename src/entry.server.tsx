import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { ServedPartsContext } from "./routes/served-parts-context";
import { servedPartsFor } from "./site/served-parts";
import { pathOf } from "./site/routing";

/** How long a page's render may take at build time before it is abandoned. */
export const streamTimeout = 10_000;

/**
 * React Router's default document render, with one difference: every page waits for all its
 * content (`onAllReady`), as React advises for static generation, instead of streaming a shell
 * first. Every page here is prerendered once at build time, so nothing is gained by streaming, and
 * a section whose code the browser loads later (when-idle.ts) must be whole in the HTML, not a
 * fallback followed by an inline script (which the Content-Security-Policy would not allow).
 * docs/decisions/022-sections-hydrated-when-idle.md
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // The parts left as the build draws them (ServedAsIs) take their data from here, not from the page's data.
    const app = (
      <ServedPartsContext value={servedPartsFor(pathOf(request))}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServedPartsContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      // Never split a large section out to the end of the document (with a script to move it back).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

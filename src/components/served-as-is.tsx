import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useIsPreview } from "./page-preview";

/** Code that never arrives: a boundary waiting on it keeps the server's HTML, unhydrated. */
const Never = lazy(() => new Promise<never>(() => undefined));

/** Each page's HTML as the build wrote it, asked for once per visit. */
const pages = new Map<string, Promise<Document>>();

/** The part `id` of the page at `path`, as the build wrote it: its nodes, parsed inert (no script runs), or none. */
function servedPart(path: string, id: string): Promise<Node[]> {
  let page = pages.get(path);
  if (!page) {
    page = fetch(path).then(async (response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return new DOMParser().parseFromString(await response.text(), "text/html");
    });
    // A failed fetch is asked again by the next page that needs it.
    page.catch(() => pages.delete(path));
    pages.set(path, page);
  }
  return page.then((served) => [...(served.getElementById(id)?.childNodes ?? [])].map((node) => document.importNode(node, true)));
}

/**
 * A part of a prerendered page that needs no script (a table of months, the prices, the rules, the
 * reviews), drawn by the server's render only: its `children` are made there, with data only the
 * server's render has (ServedPartsContext), and their code is lazy: neither reaches the browser.
 * - On the page's first load the browser shows the HTML the build wrote and React leaves it as it
 *   is: a Suspense boundary whose content never arrives is never hydrated, so no time goes into
 *   matching its elements (on a phone, hydrating such parts is much of the apartment page's blocking
 *   time: decision 029).
 * - When the page is drawn in the browser (a client-side navigation, or back to it), the part is
 *   taken from that page's HTML as the build wrote it, fetched once (the page's own address: a
 *   static file, usually already in the browser's cache), and its nodes are moved in as they are
 *   (never through an HTML string: React escaped every text when the build drew them).
 * Which case it is, is told by the part's own HTML being in the document as it mounts: under `id`,
 * marked as this page's (`data-served-for`: another page's part, or another element with the id,
 * left on screen by a navigation is not it); what holds it is keyed so that another apartment's
 * page mounts it afresh. If the page's HTML can't be had, the page is loaded whole. The wrapper is
 * `display: contents`: no box of its own.
 * A preview (page-preview.ts) draws the part in place from its data, like the server's render.
 * `everyPage`: a part the same on every page and drawn once with the document (the header's menu
 * without scripts): any such element in the document is it, whatever the address (the not-found
 * page's is not the one it was built at).
 * docs/decisions/029-parts-served-as-they-are.md
 */
export function ServedAsIs({ id, children, everyPage = false }: { id: string; children: ReactNode; everyPage?: boolean }) {
  const { pathname } = useLocation();
  const preview = useIsPreview();
  // This page's own part as the build wrote it: not another page's left on screen by a navigation, nor another element with the id.
  const [asServed] = useState(() => {
    if (preview || typeof document === "undefined") return false;
    const served = document.getElementById(id);
    return served !== null && (everyPage || served.dataset.servedFor === pathname);
  });
  const servedFor = everyPage ? undefined : pathname;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asServed || preview) return;
    let current = true;
    servedPart(pathname, id).then(
      (nodes) => {
        if (!current) return;
        // A part the page's HTML doesn't have, or couldn't be fetched: the page as the server has it, whole.
        if (nodes.length === 0) window.location.assign(pathname);
        else box.current?.replaceChildren(...nodes);
      },
      () => current && window.location.assign(pathname),
    );
    return () => {
      current = false;
    };
  }, [asServed, preview, pathname, id]);
  // Drawn in the browser: an empty box React never fills, whose nodes come from the page's HTML.
  if (typeof document !== "undefined" && !asServed && !preview) return <div id={id} ref={box} className="served-as-is" data-served-for={servedFor} />;
  return (
    <div id={id} className="served-as-is" data-served-for={servedFor}>
      <Suspense fallback={null}>{asServed ? <Never /> : children}</Suspense>
    </div>
  );
}

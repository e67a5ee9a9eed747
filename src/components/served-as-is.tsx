import { lazy, Suspense, useState, type ReactNode } from "react";

/** Code that never arrives: a boundary waiting on it keeps the server's HTML, unhydrated. */
const Never = lazy(() => new Promise<never>(() => undefined));

/**
 * A part of a prerendered page that needs no script (a table of months, the prices, the rules):
 * on the page's first load the browser shows the HTML the build wrote and React leaves it as it
 * is — a Suspense boundary whose content never arrives is never hydrated, so no time goes into
 * matching its hundreds of elements (issue 29: the apartment page's blocking time). When the page
 * is drawn in the browser (a client-side navigation, or back to it), the part renders as any
 * component (its code, lazy, is fetched then: the first view carries none of it). Which one it
 * is, is told by the part's own HTML being in the document as it mounts, under `id` (unique to
 * what it shows: another apartment's months left on screen by a navigation are not this one's);
 * what holds it is keyed so that another apartment's page mounts it afresh. The wrapper is
 * `display: contents`: no box of its own.
 * docs/decisions/029-parts-served-as-they-are.md
 */
export function ServedAsIs({ id, children }: { id: string; children: ReactNode }) {
  const [asServed] = useState(() => typeof document !== "undefined" && document.getElementById(id) !== null);
  return (
    <div id={id} className="served-as-is">
      <Suspense fallback={null}>{asServed ? <Never /> : children}</Suspense>
    </div>
  );
}

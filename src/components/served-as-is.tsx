import type { ReactNode } from "react";

/**
 * A part of a page with nothing to run (a table of months, the prices, the rules, the reviews, the
 * gallery's photos) under the id it is found by: static HTML, as everything outside an island is.
 * Its data comes from the server's render only (ServedPartsContext), never in an island's props.
 * The wrapper is `display: contents`: no box of its own.
 */
export function ServedAsIs({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="served-as-is">
      {children}
    </div>
  );
}

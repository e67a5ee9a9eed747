import { useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { stayFromQuery } from "../stay-in-address";

/** The history entries whose page this document has already shown: a return to one is a return. */
const shown = new Set<string>();

/**
 * Whether the visitor came to this page by a link that carries a stay (shared, or followed from
 * another page), rather than back to it: then the page opens at its answers. A return is left to
 * the browser, which puts the page back where the visitor left it. A link followed inside the
 * site is a push; back and forward, and the document's first page, are pops: the first page is
 * one this document hasn't shown, loaded as a new page rather than a return or a reload.
 */
export function useArrivedWithStay(): boolean {
  const location = useLocation();
  const navigation = useNavigationType();
  const [arrived] = useState(() => {
    if (typeof window === "undefined") return false;
    const seen = shown.has(location.key);
    shown.add(location.key);
    const stay = stayFromQuery(window.location.search);
    if (!stay?.checkIn && !stay?.checkOut) return false;
    if (navigation !== "POP") return true;
    if (seen) return false;
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return entry?.type !== "back_forward" && entry?.type !== "reload";
  });
  return arrived;
}

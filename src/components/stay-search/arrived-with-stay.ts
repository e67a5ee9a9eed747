import { useState } from "react";
import { stayFromQuery } from "../stay-in-address";

/**
 * Whether the visitor came to this page by a link that carries a stay (shared, or followed from
 * another page), rather than back to it or by a reload: then the page opens at its answers. A
 * return is left to the browser, which puts the page back where the visitor left it.
 */
export function useArrivedWithStay(): boolean {
  const [arrived] = useState(() => {
    if (typeof window === "undefined") return false;
    const stay = stayFromQuery(window.location.search);
    if (!stay?.checkIn && !stay?.checkOut) return false;
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return entry?.type !== "back_forward" && entry?.type !== "reload";
  });
  return arrived;
}

import { createContext, useContext } from "react";
import type { ServedParts } from "../site/served-parts";

/**
 * The data of the page's parts drawn by the server's render only (src/site/served-parts.ts), given
 * by the server's entry; in the browser there is none (the parts keep the HTML the build wrote).
 */
export const ServedPartsContext = createContext<ServedParts | null>(null);

/** The page's parts drawn by the server's render only, if this is that render and the page is of `kind`. */
export function useServedParts<K extends ServedParts["kind"]>(kind: K): Extract<ServedParts, { kind: K }> | null {
  const parts = useContext(ServedPartsContext);
  return parts?.kind === kind ? (parts as Extract<ServedParts, { kind: K }>) : null;
}

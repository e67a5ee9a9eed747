import { useSyncExternalStore } from "react";
import { currentStay, onAddressStay, type AddressStay } from "./stay-in-address";

/**
 * The stay in the page's address, once the page runs (the prerendered page has no query, so
 * hydration sees none), and again whenever the search or the form puts another there.
 */
export function useAddressStay(): AddressStay | null {
  return useSyncExternalStore(onAddressStay, currentStay, () => null);
}


import { useSyncExternalStore } from "react";

const noSubscription = (): (() => void) => () => undefined;

/**
 * A value only the running page can know (its address, the visitor's clock), read at each render
 * once the page has hydrated, and `prerendered` before — as the HTML was built, so hydration
 * always matches.
 */
export function useClientValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(noSubscription, read, () => prerendered);
}

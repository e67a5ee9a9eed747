import type { Crumb, NavItem } from "./types";

/**
 * The main menu flattened into plain links, dropdowns replaced by their children: the footer's
 * list of pages, which works without scripts on any screen.
 */
export function menuLinks(items: readonly NavItem[]): Crumb[] {
  return items.flatMap((item) => [...(item.path ? [{ label: item.label, path: item.path }] : []), ...(item.children ?? [])]);
}

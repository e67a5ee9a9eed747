import { routeFor, siteIn } from "./routing";
import type { Crumb, Language, NavItem } from "./types";

function pageLink(path: string): Crumb {
  return { label: routeFor(path).label, path };
}

/**
 * The main menu of site.yaml in a language, each link named as its page: a page's name is
 * written once, in `routes`, and the menu, breadcrumb and title all say it. A dropdown without a
 * page of its own has its own `label` (the content check requires it).
 */
export function mainMenu(language: Language): NavItem[] {
  return siteIn(language).navigation.map((item): NavItem => {
    if (item.children) return { ...(item.path ? pageLink(item.path) : { label: item.label ?? "" }), children: item.children.map((child) => pageLink(child.path)) };
    if (item.path) return pageLink(item.path);
    throw new Error(`site.yaml (${language}): a menu entry with neither «path» nor «children» (${item.label ?? "no label"})`);
  });
}

import { useMemo, type MouseEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";

/** What the menu's links share, asked for once per menu: the page shown, and how to change page. */
export type MenuNavigation = { here: string; go: (event: MouseEvent<HTMLAnchorElement>, to: string) => void };

/** The same page, as React Router's <NavLink end> tells it: case aside, and a trailing slash aside. */
const samePage = (pathname: string, to: string): boolean => pathname.replace(/(.)\/$/, "$1").toLowerCase() === to.replace(/(.)\/$/, "$1").toLowerCase();

/**
 * The menu's way to change page, as a <Link> does it: a plain left click (no modifier key, not
 * already handled) changes page without reloading the document, replacing the history entry when it
 * is the page shown; any other click is the browser's (a new tab, a download…). `then` runs at
 * every click on a link, before the page changes (the panel closes).
 */
export function useMenuNavigation(then?: () => void): MenuNavigation {
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(() => {
    const shown = `${location.pathname}${location.search}${location.hash}`;
    return {
      here: location.pathname,
      go(event, to) {
        then?.();
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(to, { replace: shown === to });
      },
    };
  }, [location.pathname, location.search, location.hash, navigate, then]);
}

/**
 * A link of the main menu: a plain <a>, marked `aria-current="page"` on its own page, following
 * `navigation`. Not React Router's <NavLink>: the menu draws some thirty links (the bar, the
 * panel, and the prerendered menu the page starts with), and a NavLink's own hooks each were the
 * larger part of the header's hydration (issue 29; decision 033).
 */
export function MenuLink({ to, className, navigation, children }: { to: string; className: string; navigation: MenuNavigation; children: ReactNode }) {
  return (
    <a href={to} className={className} aria-current={samePage(navigation.here, to) ? "page" : undefined} onClick={(event) => navigation.go(event, to)}>
      {children}
    </a>
  );
}

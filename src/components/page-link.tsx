import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useLocation, useNavigate, type NavigateFunction } from "react-router";
import { isPlainPress } from "./plain-press";
import { useAddressStay, withStay } from "./stay-in-address";

/** The router's navigate, given once by the shell: a link reads it at its press, not as it draws. */
const PageNavigation = createContext<NavigateFunction | null>(null);

/** Gives the page's links the router (in SiteShell, around everything with a PageLink). */
export function PageNavigationProvider({ children }: { children: ReactNode }) {
  return <PageNavigation.Provider value={useNavigate()}>{children}</PageNavigation.Provider>;
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link to another page of the site (`to`: its address from the root): a plain `<a href>` that,
 * pressed in a hydrated page, changes page in the browser as React Router's `<Link>` does. Not
 * that `<Link>`: its hooks (resolving and matching the address, a URL object per link) made about
 * a quarter of the apartment page's hydration on a phone, for some thirty links (decision 037).
 * A press with a modifier key, another button, into another target, or one already handled goes
 * to the browser (a new tab, a download…), as does every press before hydration.
 */
export function PageLink({ to, onClick, children, ...props }: Props) {
  const navigate = useContext(PageNavigation);
  const follow = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (!navigate || !isPlainPress(event)) return;
    const target = event.currentTarget.getAttribute("target");
    if (target && target !== "_self") return;
    event.preventDefault();
    // The page already shown: its history entry is replaced, not repeated (as <Link> does).
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate(to, { replace: here === to });
  };
  return (
    <a href={to} onClick={follow} {...props}>
      {children}
    </a>
  );
}

/** Whether `to` is the page shown: the same address, a trailing slash aside (NavLink's `end`). */
function isCurrent(pathname: string, to: string): boolean {
  const trim = (path: string): string => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);
  return trim(pathname) === trim(to);
}

/** A menu's PageLink: marked `aria-current="page"` on the page it leads to. */
export function PageNavLink(props: Props) {
  const { pathname } = useLocation();
  return <PageLink aria-current={isCurrent(pathname, props.to) ? "page" : undefined} {...props} />;
}

/**
 * A PageLink to a page that answers for a stay (the home page, the apartment list, an apartment's
 * page): it carries the traveller's stay from this page's address, once the page runs.
 */
export function StayLink({ to, ...props }: Props) {
  return <PageLink to={withStay(to, useAddressStay())} {...props} />;
}

import type { AnchorHTMLAttributes } from "react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link to another page of the site (`to`: its address from the root): a plain `<a href>`. Every
 * page is a document of its own, loaded whole (and fetched ahead by the browser when it can:
 * speculation rules, root.tsx); one kind of link for every page of the site (decision 037).
 */
export function PageLink({ to, children, ...props }: Props) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

/** Whether `to` is the page shown: the same address, a trailing slash aside. */
function isCurrent(pathname: string, to: string): boolean {
  const trim = (path: string): string => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);
  return trim(pathname) === trim(to);
}

/** A menu's PageLink: marked `aria-current="page"` on the page it leads to (`current`: the page shown). */
export function PageNavLink({ current, ...props }: Props & { current: string }) {
  return <PageLink aria-current={isCurrent(current, props.to) ? "page" : undefined} {...props} />;
}

/**
 * A PageLink to a page that answers for a stay (the home page, the apartment list, an apartment's
 * page): the page's script gives it the traveller's stay from this page's address
 * (src/islands/stay-links.ts), in static HTML and in an island alike.
 */
export function StayLink({ to, ...props }: Props) {
  return <PageLink to={to} data-stay-link={to} {...props} />;
}

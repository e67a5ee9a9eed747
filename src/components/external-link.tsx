import type { ReactNode } from "react";
import { labels } from "../labels";

type Props = { href: string; children: ReactNode; className?: string; "aria-label"?: string };

/** A link off the site: new tab, no opener, no referrer, and a screen reader is told it opens a tab. */
export function ExternalLink({ href, children, className, "aria-label": ariaLabel }: Props) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel ? `${ariaLabel} ${labels.newTab}` : undefined}>
      {children}
      {ariaLabel ? null : <span className="visually-hidden"> {labels.newTab}</span>}
    </a>
  );
}

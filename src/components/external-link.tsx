import type { ReactNode } from "react";
import { useWords } from "./page-language";

type Props = { href: string; children: ReactNode; className?: string; "aria-label"?: string };

/** A link off the site: new tab, no opener, no referrer, and a screen reader is told it opens a tab. */
export function ExternalLink({ href, children, className, "aria-label": ariaLabel }: Props) {
  const words = useWords();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel ? `${ariaLabel} ${words.newTab}` : undefined}>
      {children}
      {ariaLabel ? null : <span className="visually-hidden"> {words.newTab}</span>}
    </a>
  );
}

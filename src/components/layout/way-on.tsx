import { ApartmentCards } from "../apartments/apartment-cards";
import { PageLink } from "../page-link";
import type { ApartmentCard, PageInfo } from "../../site/types";
import { PageBanner } from "./page-banner";
import "./way-on.css";

/**
 * A page with nothing of its own to show (an address not found, an apartment off the site for now):
 * why, the main pages as buttons (the first one filled), and the apartments as cards.
 */
export function WayOn({ page, text, links, heading, apartments }: { page: PageInfo; text: string; links: { path: string; label: string }[]; heading: string; apartments: ApartmentCard[] }) {
  return (
    <>
      <PageBanner page={page} />
      <div className="container section not-found">
        <p className="not-found__text">{text}</p>
        <ul className="not-found__links">
          {links.map((link, i) => (
            <li key={link.path}>
              <PageLink to={link.path} className={`button${i === 0 ? "" : " button--ghost"}`}>
                {link.label}
              </PageLink>
            </li>
          ))}
        </ul>
        <h2 className="not-found__heading">{heading}</h2>
        <ApartmentCards apartments={apartments} />
      </div>
    </>
  );
}

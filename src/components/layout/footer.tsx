import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "../icon";
import { PageLink } from "../page-link";
import { fill } from "../../labels/dictionary";
import { menuLinks } from "../../site/menu-links";
import type { LayoutData } from "../../site/types";
import { ContactLink } from "../contact-link";
import { ExternalLink } from "../external-link";
import { RegistrationList } from "../registration-list";
import { useWords } from "../page-language";
import "./footer.css";

export function Footer({ layout, id }: { layout: LayoutData; id: string }) {
  const words = useWords();
  return (
    <footer className="site-footer" id={id}>
      <div className="container site-footer__grid">
        {/* Not a <section>: it has no heading of its own, and an unnamed section is no landmark. */}
        <div>
          <p className="site-footer__brand">{layout.name}</p>
          <p className="site-footer__tagline">{layout.tagline}</p>
          <p>
            <ExternalLink href={layout.social.url} className="site-footer__social">
              {fill(words.followUs, { network: layout.social.name })}
            </ExternalLink>
          </p>
        </div>
        <section aria-labelledby="pie-contacto">
          <h2 id="pie-contacto" className="site-footer__heading">
            {words.reservations.title}
          </h2>
          <ul className="site-footer__list">
            {/* Under the heading "Reservas" the number and the address name the links well enough. */}
            <li>
              <Icon node={Phone} size={16} /> <ContactLink channel="phone" contact={layout.contact} named={false} />
            </li>
            <li>
              <Icon node={Mail} size={16} /> <ContactLink channel="email" contact={layout.contact} named={false} />
            </li>
            <li>
              <Icon node={MapPin} size={16} /> {layout.address}
            </li>
          </ul>
        </section>
        <nav aria-labelledby="pie-paginas">
          <h2 id="pie-paginas" className="site-footer__heading">
            {words.footerPages}
          </h2>
          <ul className="site-footer__list site-footer__pages">
            {menuLinks(layout.navigation).map((link) => (
              <li key={link.path}>
                <PageLink to={link.path}>{link.label}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="pie-registros">
          <h2 id="pie-registros" className="site-footer__heading">
            {words.footerRegistration}
          </h2>
          <RegistrationList registrations={layout.registrations} className="site-footer__registrations" />
        </section>
      </div>
      {layout.legal.length > 0 ? (
        <nav className="container site-footer__legal" aria-label={words.legalNav}>
          <ul>
            {layout.legal.map((link) => (
              <li key={link.path}>
                <PageLink to={link.path}>{link.label}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}

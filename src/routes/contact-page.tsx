import { Mail, MapPin, MessageCircle, Phone, type IconNode } from "lucide";
import type { ReactNode } from "react";
import { ContactLink } from "../components/contact-link";
import { ExternalLink } from "../components/external-link";
import { Icon } from "../components/icon";
import { PageBanner } from "../components/layout/page-banner";
import { mapHref } from "../site/format";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { contactData } from "../site/page-data/contact";
import { languageOf, pathOf } from "../site/routing";
import { useWords } from "../components/page-language";
import { fill } from "../labels/dictionary";
import type { Route } from "./+types/contact-page";
import "./contact-page.css";

export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), ...contactData(languageOf(path)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function ContactPage({ loaderData: data }: Route.ComponentProps) {
  const { contact } = data;
  const words = useWords();
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section">
        <p className="contact-intro">{contact.intro}</p>
        <ul className="card-grid contact-cards">
          <ContactCard icon={Phone} title={words.contact.phone}>
            <ContactLink channel="phone" contact={contact} />
          </ContactCard>
          <ContactCard icon={MessageCircle} title={words.contact.whatsapp}>
            <ContactLink channel="whatsapp" contact={contact} />
          </ContactCard>
          <ContactCard icon={Mail} title={words.contact.email}>
            <ContactLink channel="email" contact={contact} />
          </ContactCard>
          <ContactCard icon={MapPin} title={words.places.address}>
            <ExternalLink href={mapHref(data.address, data.mapUrl)} aria-label={fill(words.places.addressAria, { address: data.address })}>
              {data.address}
            </ExternalLink>
          </ContactCard>
        </ul>
      </div>
    </>
  );
}

function ContactCard({ icon, title, children }: { icon: IconNode; title: string; children: ReactNode }) {
  return (
    <li className="contact-card">
      <Icon node={icon} size={28} />
      <h2>{title}</h2>
      {children}
    </li>
  );
}

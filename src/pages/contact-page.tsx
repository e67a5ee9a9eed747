import { Mail, MapPin, MessageCircle, Phone } from "lucide";
import { Icon } from "../components/icon";
import { ExternalLink } from "../components/external-link";
import { PageBanner } from "../components/layout/page-banner";
import { labels } from "../labels";
import { mailtoHref, mapsSearchHref, telHref, whatsappHref } from "../site/format";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { contactData } from "../site/pages/contact";
import { pathOf } from "../site/routing";
import type { Route } from "./+types/contact-page";
import "./contact-page.css";

export function loader({ request }: Route.LoaderArgs) {
  return { page: pageInfo(pathOf(request)), ...contactData() };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function ContactPage({ loaderData: data }: Route.ComponentProps) {
  const { contact } = data;
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section">
        <p className="contact-intro">{contact.intro}</p>
        <ul className="card-grid contact-cards">
          <li className="contact-card">
            <Icon node={Phone} size={28} />
            <h2>{labels.contact.phone}</h2>
            <a href={telHref(contact.phone)} aria-label={labels.contact.callAria(contact.phone)}>
              {contact.phone}
            </a>
          </li>
          <li className="contact-card">
            <Icon node={MessageCircle} size={28} />
            <h2>{labels.contact.whatsapp}</h2>
            <ExternalLink href={whatsappHref(contact.whatsapp)} aria-label={labels.contact.whatsappAria(contact.whatsapp)}>
              {contact.whatsapp}
            </ExternalLink>
          </li>
          <li className="contact-card">
            <Icon node={Mail} size={28} />
            <h2>{labels.contact.email}</h2>
            <a href={mailtoHref(contact.email)} aria-label={labels.contact.emailAria(contact.email)}>
              {contact.email}
            </a>
          </li>
          <li className="contact-card">
            <Icon node={MapPin} size={28} />
            <h2>{labels.places.address}</h2>
            <ExternalLink href={mapsSearchHref(data.address)} aria-label={labels.places.addressAria(data.address)}>
              {data.address}
            </ExternalLink>
          </li>
        </ul>
      </div>
    </>
  );
}

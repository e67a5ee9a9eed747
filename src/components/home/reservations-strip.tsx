import { Mail, MessageCircle, Phone } from "lucide";
import { Icon } from "../icon";
import { labels } from "../../labels";
import { mailtoHref, telHref, whatsappHref } from "../../site/format";
import type { ContactChannels } from "../../site/types";
import { ExternalLink } from "../external-link";
import "./reservations-strip.css";

/** A band with the three ways to reserve by talking to the owner. */
export function ReservationsStrip({ contact }: { contact: ContactChannels }) {
  return (
    <section className="reservations-strip" aria-labelledby="reservas">
      <div className="container reservations-strip__inner">
        <h2 id="reservas" className="reservations-strip__title">
          {labels.reservations.title}
        </h2>
        <ul className="reservations-strip__list">
          <li>
            <a href={telHref(contact.phone)} aria-label={labels.contact.callAria(contact.phone)}>
              <Icon node={Phone} size={20} /> {contact.phone}
            </a>
          </li>
          <li>
            <ExternalLink href={whatsappHref(contact.whatsapp)} aria-label={labels.contact.whatsappAria(contact.whatsapp)}>
              <Icon node={MessageCircle} size={20} /> {labels.contact.whatsapp}
            </ExternalLink>
          </li>
          <li>
            <a href={mailtoHref(contact.email)} aria-label={labels.contact.emailAria(contact.email)}>
              <Icon node={Mail} size={20} /> {contact.email}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}

import { Mail, Phone } from "lucide";
import { Icon } from "../icon";
import { labels } from "../../labels";
import { mailtoHref, telHref } from "../../site/format";
import type { ContactChannels } from "../../site/types";
import "./availability-box.css";

/** The side box "Consulta la disponibilidad": call or write to the owner. */
export function AvailabilityBox({ contact, children }: { contact: ContactChannels; children?: React.ReactNode }) {
  return (
    <aside className="availability-box" aria-labelledby="consulta-disponibilidad">
      <h2 id="consulta-disponibilidad" className="availability-box__title">
        {labels.apartments.availability}
      </h2>
      {children}
      <ul className="availability-box__contact">
        <li>
          <a href={telHref(contact.phone)} aria-label={labels.contact.callAria(contact.phone)}>
            <Icon node={Phone} size={18} /> {contact.phone}
          </a>
        </li>
        <li>
          <a href={mailtoHref(contact.email)} aria-label={labels.contact.emailAria(contact.email)}>
            <Icon node={Mail} size={18} /> {contact.email}
          </a>
        </li>
      </ul>
    </aside>
  );
}

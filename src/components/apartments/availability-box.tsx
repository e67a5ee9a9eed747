import type { ReactNode } from "react";
import { useWords } from "../page-language";
import type { ContactChannels } from "../../site/types";
import { ContactLink } from "../contact-link";
import "./availability-box.css";

/** The side box "Consulta la disponibilidad": the form, then a call or a message to the owner. */
export function AvailabilityBox({ contact, children }: { contact: ContactChannels; children?: ReactNode }) {
  const words = useWords();
  return (
    <aside className="availability-box" aria-labelledby="consulta-disponibilidad">
      <h2 id="consulta-disponibilidad" className="availability-box__title">
        {words.apartments.availability}
      </h2>
      {children}
      <ul className="availability-box__contact">
        <li>
          <ContactLink channel="phone" contact={contact} iconSize={18} />
        </li>
        <li>
          <ContactLink channel="email" contact={contact} iconSize={18} />
        </li>
      </ul>
    </aside>
  );
}

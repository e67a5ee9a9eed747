import { useWords } from "../page-language";
import type { ContactChannels } from "../../site/types";
import { ContactLink } from "../contact-link";
import "./reservations-strip.css";

/** A band with the three ways to reserve by talking to the owner. */
export function ReservationsStrip({ contact }: { contact: ContactChannels }) {
  const words = useWords();
  return (
    <section className="reservations-strip" aria-labelledby="reservas">
      <div className="container reservations-strip__inner">
        <h2 id="reservas" className="reservations-strip__title">
          {words.reservations.title}
        </h2>
        <ul className="reservations-strip__list">
          <li>
            <ContactLink channel="phone" contact={contact} iconSize={20} />
          </li>
          <li>
            <ContactLink channel="whatsapp" contact={contact} iconSize={20}>
              {words.contact.whatsapp}
            </ContactLink>
          </li>
          <li>
            <ContactLink channel="email" contact={contact} iconSize={20} />
          </li>
        </ul>
      </div>
    </section>
  );
}

import { Clock, MapPin, Navigation, Phone, type IconNode } from "lucide";
import { Icon } from "../icon";
import type { ReactNode } from "react";
import { fill } from "../../labels/dictionary";
import { useWords } from "../page-language";
import { mapHref, telHref } from "../../site/format";
import type { Place } from "../../site/types";
import { ExternalLink } from "../external-link";
import "./place-cards.css";

/** One card per nearby place: name, distance, hours, a phone link where there is a phone, the address as a map search. */
export function PlaceCards({ places }: { places: Place[] }) {
  const words = useWords();
  return (
    <ul className="card-grid place-cards">
      {places.map((place) => (
        <li key={`${place.name}-${place.address}`}>
          <article className="place-card">
            <h2 className="place-card__name">{place.name}</h2>
            <dl className="place-card__facts">
              {place.distance ? (
                <Fact icon={Navigation} label={words.places.distance} className="place-card__distance">
                  {place.distance}
                </Fact>
              ) : null}
              {place.hours ? (
                <Fact icon={Clock} label={words.places.hours}>
                  {place.hours}
                </Fact>
              ) : null}
              {place.phone ? (
                <Fact icon={Phone} label={words.places.phone}>
                  <a href={telHref(place.phone)}>{place.phone}</a>
                </Fact>
              ) : null}
              <Fact icon={MapPin} label={words.places.address}>
                <ExternalLink href={mapHref(place.address, place.mapUrl)} aria-label={fill(words.places.addressAria, { address: place.address })}>
                  {place.address}
                </ExternalLink>
              </Fact>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** One line of a place card: an icon standing for its (visually hidden) name, and the value. */
function Fact({ icon, label, className, children }: { icon: IconNode; label: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon node={icon} size={16} />
        <span className="visually-hidden">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

import { Clock, MapPin, Navigation, Phone } from "lucide-react";
import type { Place } from "../../generated/site-types.gen";
import { labels } from "../../labels";
import { mapsSearchHref, telHref } from "../../site/format";
import { ExternalLink } from "../external-link";
import "./place-cards.css";

/** One card per nearby place: name, distance, hours, a phone link where there is a phone, the address as a map search. */
export function PlaceCards({ places }: { places: Place[] }) {
  return (
    <ul className="card-grid place-cards">
      {places.map((place) => (
        <li key={`${place.name}-${place.address}`}>
          <article className="place-card">
            <h2 className="place-card__name">{place.name}</h2>
            <dl className="place-card__facts">
              {place.distance ? (
                <div>
                  <dt>
                    <Navigation aria-hidden="true" size={16} />
                    <span className="visually-hidden">{labels.places.distance}</span>
                  </dt>
                  <dd className="place-card__distance">{place.distance}</dd>
                </div>
              ) : null}
              {place.hours ? (
                <div>
                  <dt>
                    <Clock aria-hidden="true" size={16} />
                    <span className="visually-hidden">{labels.places.hours}</span>
                  </dt>
                  <dd>{place.hours}</dd>
                </div>
              ) : null}
              {place.phone ? (
                <div>
                  <dt>
                    <Phone aria-hidden="true" size={16} />
                    <span className="visually-hidden">{labels.places.phone}</span>
                  </dt>
                  <dd>
                    <a href={telHref(place.phone)}>{place.phone}</a>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>
                  <MapPin aria-hidden="true" size={16} />
                  <span className="visually-hidden">{labels.places.address}</span>
                </dt>
                <dd>
                  <ExternalLink href={mapsSearchHref(place.address)} aria-label={labels.places.addressAria(place.address)}>
                    {place.address}
                  </ExternalLink>
                </dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

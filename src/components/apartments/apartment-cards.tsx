import { BedDouble, DoorOpen, ShowerHead, Users } from "lucide";
import { Icon } from "../icon";
import { StayLink } from "../page-link";
import { fill, plural } from "../../labels/dictionary";
import { usePageLanguage } from "../page-language";
import type { ApartmentCard } from "../../site/types";
import { ResponsiveImage } from "../media/responsive-image";
import "./apartment-cards.css";

const CARD_SIZES = "(max-width: 640px) 100vw, (max-width: 1200px) 50vw, 400px";

/** One card per apartment: photo, name, its price (and booked directly, when that costs less), rooms/beds/capacity with icons, and the way to its page. */
export function ApartmentCards({ apartments, headingLevel = 3 }: { apartments: ApartmentCard[]; headingLevel?: 2 | 3 }) {
  const { words, locale } = usePageLanguage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="card-grid apartment-cards">
      {apartments.map((apartment) => (
        <li key={apartment.slug}>
          <article className="apartment-card">
            <StayLink to={apartment.path} className="apartment-card__media" tabIndex={-1} aria-hidden="true">
              <ResponsiveImage picture={apartment.picture} sizes={CARD_SIZES} className="apartment-card__image" />
            </StayLink>
            <div className="apartment-card__body">
              <Heading className="apartment-card__title">
                <StayLink to={apartment.path}>{apartment.name}</StayLink>
              </Heading>
              <p className="apartment-card__summary">{apartment.summary}</p>
              {apartment.priceFrom ? <p className="apartment-card__price">{apartment.priceFrom}</p> : null}
              {apartment.directFrom ? <p className="apartment-card__direct">{apartment.directFrom}</p> : null}
              <ul className="apartment-card__facts">
                <li>
                  <Icon node={DoorOpen} size={18} /> {plural(words.apartments.rooms, apartment.rooms, locale)}
                </li>
                <li>
                  <Icon node={BedDouble} size={18} /> {plural(words.apartments.beds, apartment.beds, locale)}
                </li>
                <li>
                  <Icon node={ShowerHead} size={18} /> {plural(words.apartments.bathrooms, apartment.bathrooms, locale)}
                </li>
                <li>
                  <Icon node={Users} size={18} />{" "}
                  {fill(words.apartments.capacity, { max: apartment.capacity.max, recommended: apartment.capacity.recommended })}
                </li>
              </ul>
              <StayLink to={apartment.path} className="button apartment-card__cta" aria-label={fill(words.apartments.bookAria, { name: apartment.name })}>
                {words.apartments.book}
              </StayLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

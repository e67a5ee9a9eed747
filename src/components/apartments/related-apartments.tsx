import { StayLink } from "../page-link";
import { useWords } from "../page-language";
import type { ApartmentCard } from "../../site/types";
import { ResponsiveImage } from "../media/responsive-image";
import "./related-apartments.css";

type Props = { apartments: ApartmentCard[]; headingId: string };

/** "También te puede interesar": small cards linking to the related apartments. */
export function RelatedApartments({ apartments, headingId }: Props) {
  const words = useWords();
  return (
    <section className="related section" aria-labelledby={headingId}>
      <h2 id={headingId} className="related__title">
        {words.apartments.related}
      </h2>
      <ul className="related__list">
        {apartments.map((apartment) => (
          <li key={apartment.slug} className="related__item">
            <ResponsiveImage picture={{ ...apartment.picture, alt: "" }} sizes="160px" className="related__image" />
            <div className="related__text">
              <StayLink to={apartment.path} className="related__link">
                {apartment.name}
              </StayLink>
              <p className="related__summary">{apartment.summary}</p>
              {apartment.priceFrom ? <p className="related__price">{apartment.priceFrom}</p> : null}
              {apartment.directFrom ? <p className="related__direct">{apartment.directFrom}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

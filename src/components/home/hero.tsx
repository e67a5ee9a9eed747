import { Link } from "react-router";
import { labels } from "../../labels";
import type { Picture } from "../../site/types";
import { HeroSlideshow } from "./hero-slideshow";
import "./hero.css";

type Props = {
  name: string;
  tagline: string;
  description: string;
  photos: Picture[];
  links: { gallery: string; about: string };
};

/** The home page's opening: a full-width apartment photo with the name and the two main ways in. */
export function Hero({ name, tagline, description, photos, links }: Props) {
  return (
    <section className="hero" aria-roledescription="carrusel" aria-label={labels.hero.slideshow}>
      <HeroSlideshow photos={photos} />
      <div className="hero__content container">
        <p className="hero__tagline">{tagline}</p>
        <h1 className="hero__title">{name}</h1>
        <p className="hero__text">{description}</p>
        <p className="hero__actions">
          <Link className="button" to={links.gallery}>
            {labels.hero.gallery}
          </Link>
          <Link className="button button--light" to={links.about}>
            {labels.hero.about}
          </Link>
        </p>
      </div>
    </section>
  );
}

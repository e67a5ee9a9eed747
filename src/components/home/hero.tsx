import { Pause, Play } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { labels } from "../../labels";
import type { Picture } from "../../site/types";
import { ResponsiveImage } from "../media/responsive-image";
import "./hero.css";

// react-slick and the list of 77 photos come after the page is on screen: the first photo needs neither.
const HeroSlideshow = lazy(() => import("./hero-slideshow"));

type Props = {
  name: string;
  tagline: string;
  description: string;
  first: Picture;
  photosUrl: string;
  links: { gallery: string; about: string };
};

/**
 * The home page's opening: every apartment photo fading into the next behind
 * the name and the two main ways in. The first photo is in the HTML; the
 * slideshow starts once the page has hydrated, never under reduced motion
 * unless the visitor presses play (WCAG 2.2.2).
 */
export function Hero({ name, tagline, description, first, photosUrl, links }: Props) {
  const [photos, setPhotos] = useState<Picture[] | null>(null);
  const [playing, setPlaying] = useState(true);
  const start = (): void => {
    if (!photos) void fetch(photosUrl).then((response) => (response.ok ? response.json() : Promise.reject(response.status))).then(setPhotos, () => setPlaying(false));
  };
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
    else start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);
  const toggle = (): void => {
    if (!playing) start();
    setPlaying(!playing);
  };
  return (
    <section className="hero" aria-roledescription="carrusel" aria-label={labels.hero.slideshow}>
      <ResponsiveImage picture={first} sizes="100vw" className="hero__image" priority />
      {photos ? (
        <Suspense fallback={null}>
          <HeroSlideshow photos={photos} playing={playing} />
        </Suspense>
      ) : null}
      <button type="button" className="hero__toggle" onClick={toggle} aria-pressed={!playing}>
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        <span>{playing ? labels.hero.pause : labels.hero.play}</span>
      </button>
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

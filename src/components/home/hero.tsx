import { Pause, Play } from "lucide";
import { Icon } from "../icon";
import { lazy, Suspense, useEffect, useState, type FocusEvent, type PointerEvent } from "react";
import { PageLink } from "../page-link";
import { useWords } from "../page-language";
import type { Crumb, Picture } from "../../site/types";
import { ResponsiveImage } from "../media/responsive-image";
import { useReducedMotion } from "../media/use-reduced-motion";
import { useWhenIdle } from "../when-idle";
import "./hero.css";

// react-slick and the list of 77 photos come after the page is on screen: the first photo needs neither.
const loadSlideshow = () => import("./hero-slideshow");
const HeroSlideshow = lazy(loadSlideshow);

/** What the pointer holds the slideshow still over: the hero's words and controls, not the photo around them. */
const HOLDS = ".hero__tagline, .hero__title, .hero__text, .hero__actions a, .hero__toggle";

/**
 * How wide the hero's photos are drawn, for the browser to pick a variant: the photo covers a box
 * at least clamp(440px, 78vh, 760px) high (hero.css), so on a phone a 3:2 photo is drawn about
 * 1.5 times that height wide — some 950 px on a 375 px screen — not the screen's width.
 */
const HERO_SIZES = "max(100vw, calc(clamp(440px, 78vh, 760px) * 1.5))";

type Props = {
  name: string;
  tagline: string;
  description: string;
  first: Picture;
  photosUrl: string;
  links: { gallery: string; about: Crumb };
};

/**
 * The home page's opening: every apartment photo fading into the next behind the name and the two
 * main ways in. The first photo is in the HTML. The slideshow's code (13 KB gzip) and photo list
 * come once the browser is idle after hydration, and its first fade comes about 3 s after the page
 * was first painted, with no input (decision 007). It never moves under reduced motion unless the
 * visitor presses play (WCAG 2.2.2), and it holds still while keyboard focus is inside the hero or
 * the mouse is over its words and controls (as the WAI-ARIA carousel pattern asks) — not merely
 * over the full-bleed photo.
 */
export function Hero({ name, tagline, description, first, photosUrl, links }: Props) {
  const words = useWords();
  const reducedMotion = useReducedMotion();
  const [idle, setIdle] = useState(false);
  useWhenIdle(() => setIdle(true));
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const playing = choice ? choice === "play" : !reducedMotion;
  const [photos, setPhotos] = useState<Picture[] | null>(null);
  const [held, setHeld] = useState({ hover: false, focus: false });

  const wanted = playing && (idle || choice === "play");
  useEffect(() => {
    if (!wanted || photos) return;
    // The code and the list at once, not one after the other.
    void loadSlideshow();
    void fetch(photosUrl)
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then(setPhotos, () => setChoice("pause"));
  }, [wanted, photos, photosUrl]);

  const hover = (event: PointerEvent): void => {
    if (event.pointerType !== "mouse") return;
    const over = event.target instanceof Element && event.target.closest(HOLDS) !== null;
    setHeld((before) => (before.hover === over ? before : { ...before, hover: over }));
  };
  const leave = (): void => setHeld((before) => (before.hover ? { ...before, hover: false } : before));
  // Keyboard focus only: a click on "Reanudar fotos" must not hold the slideshow it just started.
  const onFocus = (event: FocusEvent) => setHeld((before) => ({ ...before, focus: event.target.matches(":focus-visible") }));
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld((before) => ({ ...before, focus: false }));
  };

  return (
    <section
      className="hero"
      aria-roledescription={words.slider.roleDescription}
      aria-label={words.hero.slideshow}
      onPointerOver={hover}
      onPointerLeave={leave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <ResponsiveImage picture={first} sizes={HERO_SIZES} className="hero__image" priority />
      {photos ? (
        <Suspense fallback={null}>
          <HeroSlideshow photos={photos} sizes={HERO_SIZES} playing={playing && !held.hover && !held.focus} />
        </Suspense>
      ) : null}
      {/* The name says what pressing does; no aria-pressed, which would contradict it. */}
      <button type="button" className="hero__toggle needs-script" onClick={() => setChoice(playing ? "pause" : "play")}>
        {playing ? <Icon node={Pause} size={18} /> : <Icon node={Play} size={18} />}
        <span>{playing ? words.hero.pause : words.hero.play}</span>
      </button>
      <div className="hero__content container">
        <div className="hero__words">
          <p className="hero__tagline">{tagline}</p>
          <h1 className="hero__title">{name}</h1>
          <p className="hero__text">{description}</p>
          <p className="hero__actions">
            <PageLink className="button" to={links.gallery}>
              {words.hero.gallery}
            </PageLink>
            <PageLink className="button button--light" to={links.about.path}>
              {links.about.label}
            </PageLink>
          </p>
        </div>
      </div>
    </section>
  );
}

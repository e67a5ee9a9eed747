import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type SlickType from "react-slick";
import { labels } from "../../labels";
import type { Picture } from "../../site/types";
import { ResponsiveImage } from "../media/responsive-image";
import { Slick } from "../media/slick";

const AUTOPLAY_MS = 3000;

/**
 * The home page's background slideshow: every apartment photo, fading one
 * into the next every 3 s, with no arrows or dots. Only the first photo loads
 * with the page; each next one is fetched just before it is shown. It pauses
 * on hover and focus, never plays under prefers-reduced-motion, and offers a
 * visible pause/play button (WCAG 2.2.2).
 */
export function HeroSlideshow({ photos }: { photos: Picture[] }) {
  const slider = useRef<SlickType>(null);
  const [playing, setPlaying] = useState(true);
  // Slides whose image may be in the DOM: the first, and each one just before it shows.
  const [ready, setReady] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      slider.current?.slickPause();
      setPlaying(false);
    } else {
      setReady((before) => new Set([...before, 1 % photos.length]));
    }
  }, [photos.length]);
  const toggle = (): void => {
    if (playing) slider.current?.slickPause();
    else slider.current?.slickPlay();
    setPlaying(!playing);
  };
  return (
    <div className="hero-slideshow" data-playing={playing}>
      <Slick
        ref={slider}
        fade
        infinite
        autoplay
        autoplaySpeed={AUTOPLAY_MS}
        speed={800}
        arrows={false}
        dots={false}
        pauseOnHover
        pauseOnFocus
        swipe={false}
        accessibility={false}
        beforeChange={(_current, next) => setReady((before) => new Set([...before, next, (next + 1) % photos.length]))}
      >
        {photos.map((photo, i) => (
          <div key={photo.src} className="hero-slideshow__slide" data-index={i}>
            {ready.has(i) ? (
              <ResponsiveImage picture={photo} sizes="100vw" className="hero-slideshow__image" priority={i === 0} />
            ) : (
              <div className="hero-slideshow__image" style={{ backgroundColor: photo.color }} />
            )}
          </div>
        ))}
      </Slick>
      <button type="button" className="hero-slideshow__toggle" onClick={toggle} aria-pressed={!playing}>
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        <span>{playing ? labels.hero.pause : labels.hero.play}</span>
      </button>
    </div>
  );
}

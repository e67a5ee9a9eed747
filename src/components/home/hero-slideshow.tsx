import { useEffect, useRef, useState } from "react";
import type SlickType from "react-slick";
import type { Picture } from "../../site/types";
import { ResponsiveImage } from "../media/responsive-image";
import { Slick } from "../media/slick";

const AUTOPLAY_MS = 3000;

/** When the page was first painted, on the page's clock: the first fade is due AUTOPLAY_MS after it. */
function firstPaint(): number {
  return performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
}

/**
 * The hero's slideshow (react-slick): every apartment photo, fading one into
 * the next every 3 s, infinite, with no arrows or dots. Each photo is fetched
 * just before its turn. The first fade comes AUTOPLAY_MS after the page's first paint (at once if
 * that moment has passed while the code arrived), the next ones every AUTOPLAY_MS. It moves while
 * `playing`: the hero holds it over its words and on keyboard focus, since the photos lie behind
 * the hero's text where react-slick's own pauseOnHover can't see the pointer. After a hold, the
 * next fade waits a full AUTOPLAY_MS.
 */
/** `sizes`: how wide the hero draws its photos (hero.tsx). */
export default function HeroSlideshow({ photos, sizes, playing }: { photos: Picture[]; sizes: string; playing: boolean }) {
  const slider = useRef<SlickType>(null);
  // Slides whose image may be in the DOM: the first two, then each one just before it shows.
  const [ready, setReady] = useState<ReadonlySet<number>>(() => new Set([0, 1 % photos.length]));
  // The photo on show (or fading in), for tests: react-slick's own markup is not ours to rely on.
  const [current, setCurrent] = useState(0);
  // react-slick's own autoplay takes over after the first fade, which is timed from the first paint.
  const [started, setStarted] = useState(false);
  const held = useRef(false);
  useEffect(() => {
    if (started) return;
    if (!playing) {
      held.current = true;
      return;
    }
    const wait = held.current ? AUTOPLAY_MS : Math.max(0, firstPaint() + AUTOPLAY_MS - performance.now());
    const timer = window.setTimeout(() => {
      slider.current?.slickNext();
      setStarted(true);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [playing, started]);
  const moving = playing && started;
  useEffect(() => {
    if (moving) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [moving]);
  return (
    <div className="hero-slideshow" aria-hidden="true" data-testid="hero-slideshow" data-current={current}>
      <Slick
        ref={slider}
        fade
        infinite
        autoplay={moving}
        autoplaySpeed={AUTOPLAY_MS}
        speed={800}
        arrows={false}
        dots={false}
        pauseOnHover={false}
        pauseOnFocus={false}
        swipe={false}
        accessibility={false}
        beforeChange={(_current, next) => {
          setCurrent(next);
          setReady((before) => new Set([...before, next, (next + 1) % photos.length]));
        }}
      >
        {photos.map((photo, i) => (
          <div key={photo.stem} className="hero-slideshow__slide" data-testid="hero-slide">
            {ready.has(i) ? (
              <ResponsiveImage picture={photo} sizes={sizes} className="hero-slideshow__image" />
            ) : (
              <div className="hero-slideshow__image" style={{ backgroundColor: photo.color }} />
            )}
          </div>
        ))}
      </Slick>
    </div>
  );
}

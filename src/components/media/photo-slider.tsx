import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import type { CSSProperties } from "react";
import { fill } from "../../labels/dictionary";
import { useWords } from "../page-language";
import type { ApartmentSlider, Picture } from "../../site/types";
import { Icon } from "../icon";
import { PhotoThumbs } from "./photo-thumbs";
import { ResponsiveImage } from "./responsive-image";
import { usePhotoSlider } from "./use-photo-slider";
import "./photo-slider.css";

/** Thumbnails visible at once, and the size of each one's box (scaled down when they don't fit). */
const VISIBLE_THUMBS = 3;
const THUMB_WIDTH = 205;
const THUMB_HEIGHT = 200;

/** The apartment's name (for the slider's name "Fotos de {name}"), its photos, and site.yaml's apartmentSlider timings. */
type Props = { name: string; photos: Picture[] } & ApartmentSlider;

/**
 * An apartment's photos: the main photo with previous/next, a counter, swipe and
 * arrow keys, and a strip of thumbnails below. No wrap-around: previous is disabled
 * at the first photo and next at the last.
 */
export function PhotoSlider({ name, photos, animationSeconds, autoSlideSeconds }: Props) {
  const words = useWords();
  const count = photos.length;
  const { index, userPaused, region, swipe, canAutoSlide, go, nextRef, previousRef, reducedMotion, rendered, sliding, togglePause } = usePhotoSlider(count, autoSlideSeconds);
  if (count === 0) return null;

  const style = {
    "--photo-slider-duration": `${animationSeconds}s`,
    "--photo-slider-thumbs": VISIBLE_THUMBS,
    "--photo-slider-thumb-width": `${THUMB_WIDTH}px`,
    "--photo-slider-thumb-ratio": `${THUMB_WIDTH} / ${THUMB_HEIGHT}`,
  } as CSSProperties;

  return (
    <section className="photo-slider" aria-roledescription={words.slider.roleDescription} aria-label={fill(words.slider.region, { name })} style={style} {...region}>
      <div className="photo-slider__stage">
        <div className="photo-slider__viewport" {...swipe}>
          <div className="photo-slider__track" style={{ transform: `translateX(${index * -100}%)` }}>
            {photos.map((photo, i) => (
              <div
                key={i}
                className="photo-slider__slide"
                role="group"
                aria-roledescription={words.slider.slideRoleDescription}
                aria-label={fill(words.slider.slide, { i: i + 1, n: count })}
                aria-hidden={i !== index}
                style={{ backgroundColor: photo.color }}
              >
                {rendered[i] ? (
                  // The first photo is in view at once, but the banner above is the page's largest paint.
                  <ResponsiveImage picture={photo} sizes="(max-width: 991px) 100vw, 800px" eager={i === 0} className="photo-slider__image" />
                ) : null}
              </div>
            ))}
          </div>
        </div>
        <button ref={previousRef} type="button" className="photo-slider__nav photo-slider__nav--previous needs-script" aria-label={words.slider.previous} title={words.slider.previous} disabled={index === 0} onClick={() => go(index - 1)}>
          <Icon node={ChevronLeft} size={26} />
        </button>
        <button ref={nextRef} type="button" className="photo-slider__nav photo-slider__nav--next needs-script" aria-label={words.slider.next} title={words.slider.next} disabled={index === count - 1} onClick={() => go(index + 1)}>
          <Icon node={ChevronRight} size={26} />
        </button>
        <div className="photo-slider__status">
          {/* While photos move by themselves the counter stays quiet, or a screen reader would talk non-stop. */}
          <p className="photo-slider__counter" aria-live={sliding ? "off" : "polite"} aria-atomic="true">
            {fill(words.slider.counter, { i: index + 1, n: count })}
          </p>
          {canAutoSlide ? (
            <button type="button" className="photo-slider__pause needs-script" aria-label={userPaused ? words.slider.play : words.slider.pause} title={userPaused ? words.slider.play : words.slider.pause} onClick={togglePause}>
              {userPaused ? <Icon node={Play} size={16} /> : <Icon node={Pause} size={16} />}
            </button>
          ) : null}
        </div>
      </div>
      <PhotoThumbs photos={photos} index={index} sizes={`${THUMB_WIDTH}px`} smooth={!reducedMotion} onSelect={go} />
    </section>
  );
}

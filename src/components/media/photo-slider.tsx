import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import { Icon } from "../icon";
import { useEffect, useReducer, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import { labels } from "../../labels";
import type { Picture } from "../../site/types";
import { ResponsiveImage } from "./responsive-image";
import { autoSlideTarget, goTo, initialSlider, keyStep } from "./slider-state";
import { PhotoThumbs } from "./photo-thumbs";
import { swipeDirection, type PointerSample } from "./swipe";
import { useReducedMotion } from "./use-reduced-motion";
import "./photo-slider.css";

type Props = {
  /** The apartment's name, for the slider's accessible name "Fotos de {name}". */
  name: string;
  photos: Picture[];
  /** How long the move from one photo to another lasts (site.yaml: apartmentSlider.animationSeconds). */
  animationSeconds: number;
  /** When set, photos move on by themselves every so many seconds (apartmentSlider.autoSlideSeconds). */
  autoSlideSeconds?: number;
  /** Thumbnails visible at once, and the size of each one's box (scaled down when they don't fit). */
  visibleThumbs?: number;
  thumbWidth?: number;
  thumbHeight?: number;
};

/**
 * An apartment's photos: the main photo with previous/next, a counter, swipe and
 * arrow keys, and a strip of thumbnails below. No wrap-around: previous is disabled
 * at the first photo and next at the last.
 */
export function PhotoSlider({ name, photos, animationSeconds, autoSlideSeconds, visibleThumbs = 3, thumbWidth = 205, thumbHeight = 200 }: Props) {
  const count = photos.length;
  const [{ index, rendered }, dispatch] = useReducer(goTo, count, initialSlider);
  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusAfterMove = useRef<HTMLButtonElement | null>(null);
  const swipeStart = useRef<PointerSample | null>(null);

  const canAutoSlide = autoSlideSeconds !== undefined && !reducedMotion && count > 1;
  const sliding = canAutoSlide && !userPaused && !hovered && !focused;

  const go = (to: number): void => {
    // A button that becomes disabled drops focus to <body>; hand it to the other one instead.
    const active = document.activeElement;
    if (to >= count - 1 && active === nextRef.current) focusAfterMove.current = previousRef.current;
    if (to <= 0 && active === previousRef.current) focusAfterMove.current = nextRef.current;
    dispatch(to);
  };

  useEffect(() => {
    focusAfterMove.current?.focus();
    focusAfterMove.current = null;
  }, [index]);

  useEffect(() => {
    if (!sliding) return;
    const timer = window.setTimeout(() => dispatch(autoSlideTarget(index, count)), autoSlideSeconds! * 1000);
    return () => window.clearTimeout(timer);
  }, [sliding, index, count, autoSlideSeconds]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent): void => {
    const step = keyStep(event.key);
    if (step === null || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    go(index + step);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (!event.isPrimary || event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    // Keeps the pointerup coming to us when a mouse is released outside the photo.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !event.isPrimary) return;
    const direction = swipeDirection(start, { x: event.clientX, y: event.clientY, time: event.timeStamp });
    if (direction) go(index + (direction === "next" ? 1 : -1));
  };

  const style = {
    "--photo-slider-duration": `${animationSeconds}s`,
    "--photo-slider-thumbs": visibleThumbs,
    "--photo-slider-thumb-width": `${thumbWidth}px`,
    "--photo-slider-thumb-ratio": `${thumbWidth} / ${thumbHeight}`,
  } as CSSProperties;

  return (
    <section
      className="photo-slider"
      aria-roledescription={labels.slider.roleDescription}
      aria-label={labels.slider.region(name)}
      style={style}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
      onPointerEnter={(event) => setHovered(event.pointerType === "mouse")}
      onPointerLeave={() => setHovered(false)}
    >
      <div className="photo-slider__stage">
        <div
          className="photo-slider__viewport"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          onDragStart={(event) => event.preventDefault()}
        >
          <div className="photo-slider__track" style={{ transform: `translateX(${index * -100}%)` }}>
            {photos.map((photo, i) => (
              <div
                key={i}
                className="photo-slider__slide"
                role="group"
                aria-roledescription={labels.slider.slideRoleDescription}
                aria-label={labels.slider.slide(i + 1, count)}
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
        <button ref={previousRef} type="button" className="photo-slider__nav photo-slider__nav--previous" aria-label={labels.slider.previous} title={labels.slider.previous} disabled={index === 0} onClick={() => go(index - 1)}>
          <Icon node={ChevronLeft} size={26} />
        </button>
        <button ref={nextRef} type="button" className="photo-slider__nav photo-slider__nav--next" aria-label={labels.slider.next} title={labels.slider.next} disabled={index === count - 1} onClick={() => go(index + 1)}>
          <Icon node={ChevronRight} size={26} />
        </button>
        <div className="photo-slider__status">
          {/* While photos move by themselves the counter stays quiet, or a screen reader would talk non-stop. */}
          <p className="photo-slider__counter" aria-live={sliding ? "off" : "polite"} aria-atomic="true">
            {labels.slider.counter(index + 1, count)}
          </p>
          {canAutoSlide ? (
            <button type="button" className="photo-slider__pause" aria-label={userPaused ? labels.slider.play : labels.slider.pause} title={userPaused ? labels.slider.play : labels.slider.pause} onClick={() => setUserPaused(!userPaused)}>
              {userPaused ? <Icon node={Play} size={16} /> : <Icon node={Pause} size={16} />}
            </button>
          ) : null}
        </div>
      </div>
      <PhotoThumbs photos={photos} index={index} sizes={`${thumbWidth}px`} smooth={!reducedMotion} onSelect={go} />
    </section>
  );
}

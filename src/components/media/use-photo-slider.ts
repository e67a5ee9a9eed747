import { useEffect, useReducer, useRef, useState, type DragEvent, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { autoSlideTarget, goTo, initialSlider, keyStep } from "./slider-state";
import { swipeDirection, type PointerSample } from "./swipe";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * The photo slider's behaviour: the photo shown, moves by button, thumbnail, arrow key and swipe,
 * and the optional auto-slide, which holds still under reduced motion, while the pointer is over
 * the slider or focus is in it, and after the visitor pauses it. The markup is PhotoSlider's.
 */
export function usePhotoSlider(count: number, autoSlideSeconds: number | undefined) {
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
    // `sliding` holds only with a time to slide after (canAutoSlide).
    if (!sliding || autoSlideSeconds === undefined) return;
    const timer = window.setTimeout(() => dispatch(autoSlideTarget(index, count)), autoSlideSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [sliding, index, count, autoSlideSeconds]);

  /** For the whole slider: arrow keys, and what holds the auto-slide still. */
  const region = {
    onKeyDown(event: KeyboardEvent): void {
      const step = keyStep(event.key);
      if (step === null || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      go(index + step);
    },
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null)),
    onPointerEnter: (event: PointerEvent) => setHovered(event.pointerType === "mouse"),
    onPointerLeave: () => setHovered(false),
  };

  /** For the photo itself: a swipe moves one photo. */
  const swipe = {
    onPointerDown(event: PointerEvent<HTMLDivElement>): void {
      if (!event.isPrimary || event.button !== 0) return;
      swipeStart.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      // Keeps the pointerup coming to us when a mouse is released outside the photo.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>): void {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || !event.isPrimary) return;
      const direction = swipeDirection(start, { x: event.clientX, y: event.clientY, time: event.timeStamp });
      if (direction) go(index + (direction === "next" ? 1 : -1));
    },
    onPointerCancel: () => (swipeStart.current = null),
    onDragStart: (event: DragEvent) => event.preventDefault(),
  };

  return {
    index,
    rendered,
    reducedMotion,
    sliding,
    canAutoSlide,
    userPaused,
    togglePause: () => setUserPaused(!userPaused),
    go,
    previousRef,
    nextRef,
    region,
    swipe,
  };
}

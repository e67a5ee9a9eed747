/**
 * Swipe detection for the photo slider, kept apart from React so its rule —
 * a horizontal move of more than 30 px within 1000 ms (SPEC §8) — is tested on its own.
 */

/** Where and when a pointer went down or up; `time` in ms on any one clock (event.timeStamp). */
export type PointerSample = { x: number; y: number; time: number };

export type SwipeRule = {
  /** The horizontal distance must be more than this, in CSS px. */
  minDistance: number;
  /** The gesture must end within this many ms of its start. */
  maxMs: number;
};

export const SWIPE_RULE: SwipeRule = { minDistance: 30, maxMs: 1000 };

/**
 * "next" when the finger or mouse moved left (the next photo comes in from the right),
 * "previous" when it moved right, null when it was too short, too slow or mostly vertical
 * (a vertical gesture is the visitor scrolling the page, not choosing a photo).
 */
export function swipeDirection(start: PointerSample, end: PointerSample, rule: SwipeRule = SWIPE_RULE): "next" | "previous" | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const elapsed = end.time - start.time;
  if (elapsed < 0 || elapsed > rule.maxMs) return null;
  if (Math.abs(dx) <= rule.minDistance || Math.abs(dy) > Math.abs(dx)) return null;
  return dx < 0 ? "next" : "previous";
}

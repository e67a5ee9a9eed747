/**
 * The photo slider's state and geometry, without React: which photo is shown,
 * which slides have their <img> in the page, and where the thumbnail strip scrolls.
 */

export type SliderState = {
  /** The photo shown, from 0. */
  index: number;
  /**
   * Slides whose <img> is rendered: the current one, its neighbours (so a step
   * slides a photo in rather than an empty box) and every slide rendered before
   * (so a photo never disappears on its way out). A jump from photo 1 to 20 thus
   * doesn't fetch the 18 photos it sweeps past.
   */
  rendered: readonly boolean[];
};

/** The slides within one step of `index`. */
function withNeighbours(rendered: readonly boolean[], index: number): boolean[] {
  return rendered.map((shown, i) => shown || Math.abs(i - index) <= 1);
}

export function initialSlider(count: number): SliderState {
  return { index: 0, rendered: withNeighbours(Array<boolean>(count).fill(false), 0) };
}

/** Moves to photo `to`, held within the first and the last photo: the slider doesn't wrap around. */
export function goTo(state: SliderState, to: number): SliderState {
  const last = state.rendered.length - 1;
  const index = Math.min(Math.max(to, 0), Math.max(last, 0));
  if (index === state.index) return state;
  return { index, rendered: withNeighbours(state.rendered, index) };
}

/** The photo auto-slide shows next: after the last one it starts over at the first. */
export function autoSlideTarget(index: number, count: number): number {
  return index + 1 < count ? index + 1 : 0;
}

/** The step an arrow key asks for, or null for any other key. */
export function keyStep(key: string): -1 | 1 | null {
  if (key === "ArrowLeft") return -1;
  if (key === "ArrowRight") return 1;
  return null;
}

export type StripGeometry = {
  /** The thumbnail's left edge and width, within the strip's scrollable content. */
  itemLeft: number;
  itemWidth: number;
  /** The strip's visible width and its full scrollable width. */
  viewportWidth: number;
  scrollWidth: number;
};

/**
 * Where the thumbnail strip scrolls so the selected thumbnail is visible: centred,
 * so its neighbours show on both sides, except at the ends of the strip.
 */
export function stripScrollLeft({ itemLeft, itemWidth, viewportWidth, scrollWidth }: StripGeometry): number {
  const centred = itemLeft - (viewportWidth - itemWidth) / 2;
  const max = Math.max(scrollWidth - viewportWidth, 0);
  return Math.round(Math.min(Math.max(centred, 0), max));
}

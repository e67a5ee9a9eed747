import { describe, expect, it } from "vitest";
import { autoSlideTarget, goTo, initialSlider, keyStep, stripScrollLeft } from "../../../src/components/media/slider-state.ts";

const renderedIndexes = (rendered: readonly boolean[]) => rendered.flatMap((shown, i) => (shown ? [i] : []));

describe("slider state", () => {
  it("starts at the first photo with only it and the next one rendered", () => {
    const state = initialSlider(25);
    expect(state.index).toBe(0);
    expect(renderedIndexes(state.rendered)).toEqual([0, 1]);
  });

  it("doesn't wrap around: stays at the first and at the last photo", () => {
    expect(goTo(initialSlider(13), -1).index).toBe(0);
    expect(goTo(initialSlider(13), 12).index).toBe(12);
    expect(goTo(initialSlider(13), 13).index).toBe(12);
  });

  it("a jump renders the new photo and its neighbours, not the photos it passes", () => {
    const state = goTo(initialSlider(25), 19);
    expect(state.index).toBe(19);
    expect(renderedIndexes(state.rendered)).toEqual([0, 1, 18, 19, 20]);
  });

  it("keeps every photo rendered once, so none vanishes on its way out", () => {
    const back = goTo(goTo(initialSlider(25), 19), 0);
    expect(renderedIndexes(back.rendered)).toEqual([0, 1, 18, 19, 20]);
  });

  it("returns the same state when nothing changes (React skips the render)", () => {
    const state = initialSlider(3);
    expect(goTo(state, 0)).toBe(state);
    expect(goTo(state, -5)).toBe(state);
  });

  it("copes with one photo and with none", () => {
    expect(goTo(initialSlider(1), 1).index).toBe(0);
    expect(initialSlider(0).rendered).toEqual([]);
    expect(goTo(initialSlider(0), 1).index).toBe(0);
  });
});

describe("autoSlideTarget", () => {
  it("moves on by one and starts over after the last photo", () => {
    expect(autoSlideTarget(0, 13)).toBe(1);
    expect(autoSlideTarget(11, 13)).toBe(12);
    expect(autoSlideTarget(12, 13)).toBe(0);
  });
});

describe("keyStep", () => {
  it("maps the left and right arrows, and nothing else", () => {
    expect(keyStep("ArrowLeft")).toBe(-1);
    expect(keyStep("ArrowRight")).toBe(1);
    for (const key of ["ArrowUp", "ArrowDown", "Enter", " ", "a", "Home"]) expect(keyStep(key)).toBeNull();
  });
});

describe("stripScrollLeft", () => {
  // Three 205 px thumbnails with 12 px gaps fill a 639 px strip; 25 of them scroll 5413 px.
  const strip = { itemWidth: 205, viewportWidth: 639, scrollWidth: 25 * 205 + 24 * 12 };
  const left = (i: number) => i * (205 + 12);

  it("centres the selected thumbnail, so its neighbours show on both sides", () => {
    expect(stripScrollLeft({ ...strip, itemLeft: left(5) })).toBe(left(4));
  });

  it("stays at the start for the first thumbnail and at the end for the last", () => {
    expect(stripScrollLeft({ ...strip, itemLeft: left(0) })).toBe(0);
    expect(stripScrollLeft({ ...strip, itemLeft: left(1) })).toBe(0);
    expect(stripScrollLeft({ ...strip, itemLeft: left(24) })).toBe(strip.scrollWidth - strip.viewportWidth);
  });

  it("never scrolls a strip whose thumbnails all fit", () => {
    expect(stripScrollLeft({ itemLeft: 400, itemWidth: 205, viewportWidth: 639, scrollWidth: 639 })).toBe(0);
  });
});

// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COUNT_UP_MS, YEAR_LEAD } from "../../../src/components/home/count-up.ts";
import { FiguresBand } from "../../../src/components/home/figures-band.tsx";
import { shellWords } from "../../../src/labels/words.ts";
import { inPage } from "../support/page-language.tsx";
import { reactStage } from "../support/react-stage.ts";
import type { Figure } from "../../../src/site/types.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const figures: Figure[] = [
  { value: 1912, year: true, label: "se terminó la casa cuna" },
  { value: 4, label: "apartamentos" },
  { value: 12_000, label: "huéspedes" },
];
/** On a Spanish page: the shell gives the band its language (locale es-ES). */
const band = inPage(<FiguresBand figures={figures} />);

/** A stand-in IntersectionObserver the test drives: `report(true)` says the band is on screen. */
let observers: { callback: IntersectionObserverCallback; target?: Element; connected: boolean }[] = [];
function report(isIntersecting: boolean): void {
  act(() => {
    for (const observer of observers.filter((candidate) => candidate.connected)) {
      observer.callback([{ isIntersecting, target: observer.target } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

const stage = reactStage();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "setTimeout", "clearTimeout"] });
  observers = [];
  window.IntersectionObserver = class {
    #entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.#entry = { callback, connected: true };
      observers.push(this.#entry);
    }
    observe(target: Element) {
      this.#entry.target = target;
    }
    disconnect() {
      this.#entry.connected = false;
    }
  } as unknown as typeof IntersectionObserver;
});


/** The prerendered HTML, hydrated as the browser does. */
function hydrate(): void {
  stage.container.innerHTML = renderToString(band);
  act(() => {
    stage.root = hydrateRoot(stage.container, band);
  });
}

const shown = (): string[] => [...stage.container.querySelectorAll(".figures__value")].map((value) => value.textContent!);
/** What a screen reader says for each figure: its text without what is hidden from it. */
const spoken = (): string[] =>
  [...stage.container.querySelectorAll("li")].map((item) => {
    const copy = item.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return copy.textContent!.trim();
  });

describe("the figures band", () => {
  it("has the final numbers in its HTML, years without a thousands separator", () => {
    const html = renderToString(band);
    document.body.innerHTML = html;
    expect([...document.querySelectorAll(".figures__value")].map((value) => value.textContent)).toEqual(["1912", "4", "12.000"]);
    expect(html).not.toContain("1.912");
    expect(document.querySelector("h2")!.textContent).toBe("En cifras");
    document.body.innerHTML = "";
  });

  it("writes the numbers as the page's language does: 12,000 on an English page, years still plain", () => {
    const html = renderToString(inPage(<FiguresBand figures={[{ value: 1912, year: true, label: "the foundling home was finished" }, { value: 12_000, label: "guests" }]} />, "en"));
    document.body.innerHTML = html;
    expect([...document.querySelectorAll(".figures__value")].map((value) => value.textContent)).toEqual(["1912", "12,000"]);
    expect(document.querySelector("h2")!.textContent).toBe(shellWords.en.figures.heading);
    document.body.innerHTML = "";
  });

  it("gives assistive technology each final number once, beside what it counts, and hides the counting digits", () => {
    hydrate();
    for (const value of stage.container.querySelectorAll(".figures__value")) expect(value.getAttribute("aria-hidden")).toBe("true");
    expect(spoken()).toEqual(["1912 se terminó la casa cuna", "4 apartamentos", "12.000 huéspedes"]);
    expect(stage.container.querySelector("section")!.getAttribute("aria-labelledby")).toBe(stage.container.querySelector("h2")!.id);
  });

  it("counts up over 2000 ms once scrolled into view, while screen readers keep the final numbers", () => {
    hydrate();
    report(false);
    expect(shown()).toEqual(["1912", "4", "12.000"]);
    report(true);
    expect(shown()).toEqual([String(1912 - YEAR_LEAD), "0", "0"]);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS / 2));
    const halfway = shown().map((text) => Number(text.replace(".", "")));
    expect(halfway[0]).toBeGreaterThan(1912 - YEAR_LEAD);
    expect(halfway[0]).toBeLessThan(1912);
    expect(halfway[2]).toBeGreaterThan(0);
    expect(halfway[2]).toBeLessThan(12_000);
    expect(spoken()).toEqual(["1912 se terminó la casa cuna", "4 apartamentos", "12.000 huéspedes"]);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS));
    expect(shown()).toEqual(["1912", "4", "12.000"]);
    // Once only: scrolling away and back doesn't count again.
    report(false);
    report(true);
    expect(shown()).toEqual(["1912", "4", "12.000"]);
  });

  it("leaves numbers already on screen when the page came alive as they are", () => {
    hydrate();
    report(true);
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toEqual(["1912", "4", "12.000"]);
  });

  it("never counts under reduced motion", () => {
    stage.reducedMotion = true;
    hydrate();
    report(false);
    report(true);
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toEqual(["1912", "4", "12.000"]);
  });
});

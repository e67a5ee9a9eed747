// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PhotoSlider } from "../../../src/components/media/photo-slider.tsx";
import { shellWords } from "../../../src/labels/words.ts";
import { fill } from "../../../src/labels/dictionary.ts";
import { inPage } from "../support/page-language.tsx";
import { reactStage } from "../support/react-stage.ts";
import type { Picture } from "../../../src/site/types.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const photos: Picture[] = Array.from({ length: 13 }, (_, i) => ({
  stem: `/media/p${i + 1}`,
  widths: [400, 1200],
  width: 1800,
  height: 1200,
  color: "#785848",
  alt: `Foto de prueba ${i + 1}`,
}));

/** The slider as a Spanish page draws it (inside the shell's language), unless told another language. */
const slider = (props: Partial<Parameters<typeof PhotoSlider>[0]> = {}, language: "es" | "en" = "es") =>
  inPage(<PhotoSlider name="Calicanto" photos={photos} animationSeconds={0.5} {...props} />, language);

const stage = reactStage();


function mount(element = slider()): void {
  stage.root = createRoot(stage.container);
  act(() => stage.root!.render(element));
}

const $ = <T extends Element = HTMLElement>(selector: string) => stage.container.querySelector<T>(selector)!;
const button = (name: string) => stage.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const counter = () => $(".photo-slider__counter").textContent;
const currentSlide = () => $('[aria-roledescription="foto"][aria-hidden="false"]');
const click = (element: HTMLElement) => act(() => element.click());
const key = (target: HTMLElement, name: string) => act(() => void target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true })));
const pointer = (type: string, x: number, y = 100) =>
  act(() => void $(".photo-slider__viewport").dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, isPrimary: true, button: 0, pointerType: "touch", pointerId: 1, bubbles: true })));

describe("PhotoSlider on an English page", () => {
  it("names itself, its buttons, slides and thumbnails in English", () => {
    const words = shellWords.en.slider;
    const doc = new DOMParser().parseFromString(renderToString(slider({}, "en")), "text/html");
    expect(doc.querySelector("section")!.getAttribute("aria-label")).toBe(fill(words.region, { name: "Calicanto" }));
    expect(doc.querySelector("section")!.getAttribute("aria-label")).not.toBe("Fotos de Calicanto");
    expect(doc.querySelector(`button[aria-label="${words.previous}"]`)).not.toBeNull();
    expect(doc.querySelector(`button[aria-label="${words.next}"]`)).not.toBeNull();
    expect([...doc.querySelectorAll(".photo-slider__thumbs button")].map((thumb) => thumb.getAttribute("aria-label"))).toEqual(photos.map((_, i) => fill(words.thumb, { i: i + 1 })));
    expect(doc.querySelector(`[aria-roledescription="${words.slideRoleDescription}"]`)!.getAttribute("aria-label")).toBe(fill(words.slide, { i: 1, n: photos.length }));
  });
});

describe("PhotoSlider, prerendered", () => {
  const html = renderToString(slider());
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");

  it("is the contract's carousel: named region, counter 1 / N, previous disabled", () => {
    const section = doc.querySelector("section")!;
    expect(section.getAttribute("aria-roledescription")).toBe("carrusel");
    expect(section.getAttribute("aria-label")).toBe("Fotos de Calicanto");
    const count = doc.querySelector(".photo-slider__counter")!;
    expect(count.textContent).toBe("1 / 13");
    expect(count.getAttribute("aria-live")).toBe("polite");
    expect(doc.querySelector('button[aria-label="Foto anterior"]')!.hasAttribute("disabled")).toBe(true);
    expect(doc.querySelector('button[aria-label="Foto siguiente"]')!.hasAttribute("disabled")).toBe(false);
  });

  it("has one thumbnail button per photo, the first marked current, with the smallest variant", () => {
    const thumbs = [...doc.querySelectorAll(".photo-slider__thumb")];
    expect(thumbs.map((thumb) => thumb.getAttribute("aria-label"))).toEqual(photos.map((_, i) => `Ver foto ${i + 1}`));
    expect(thumbs.map((thumb) => thumb.getAttribute("aria-current"))).toEqual(["true", ...Array(12).fill(null)]);
    for (const img of doc.querySelectorAll(".photo-slider__thumb img")) {
      expect(img.getAttribute("sizes")).toBe("205px");
      expect(img.getAttribute("loading")).toBe("lazy");
    }
  });

  it("loads only the first main photo eagerly, never with high priority; every <img> has a size", () => {
    const main = [...doc.querySelectorAll(".photo-slider__image")];
    expect(main.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy"]); // the first photo and its neighbour
    expect(doc.querySelector("[fetchpriority]")).toBeNull();
    for (const img of doc.querySelectorAll("img")) {
      expect(img.getAttribute("width")).toBe("1800");
      expect(img.getAttribute("height")).toBe("1200");
    }
  });

  it("takes its animation time from the props, with three 205 px thumbnails in view", () => {
    const style = doc.querySelector("section")!.getAttribute("style")!;
    expect(style).toContain("--photo-slider-duration:0.5s");
    expect(style).toContain("--photo-slider-thumb-width:205px");
    expect(style).toContain("--photo-slider-thumbs:3");
  });

  it("hydrates without a mismatch or a console error", () => {
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
    stage.container.innerHTML = html;
    act(() => {
      stage.root = hydrateRoot(stage.container, slider(), { onRecoverableError: (error) => void errors.push(error) });
    });
    spy.mockRestore();
    expect(errors).toEqual([]);
    expect(counter()).toBe("1 / 13");
  });
});

describe("PhotoSlider, in the browser", () => {
  it("previous and next move one photo and stop at the ends", () => {
    mount();
    click(button("Foto siguiente"));
    expect(counter()).toBe("2 / 13");
    expect(currentSlide().querySelector("img")!.getAttribute("src")).toBe(`/media/p2-1200.webp`);
    expect(button("Foto anterior").disabled).toBe(false);
    click(button("Foto anterior"));
    expect(counter()).toBe("1 / 13");
    expect(button("Foto anterior").disabled).toBe(true);
    click(button("Ver foto 13"));
    expect(counter()).toBe("13 / 13");
    expect(button("Foto siguiente").disabled).toBe(true);
    click(button("Foto siguiente"));
    expect(counter()).toBe("13 / 13");
  });

  it("a thumbnail shows its photo and becomes the current one", () => {
    mount();
    click(button("Ver foto 7"));
    expect(counter()).toBe("7 / 13");
    expect(currentSlide().getAttribute("aria-label")).toBe("Foto 7 de 13");
    expect(currentSlide().querySelector("img")!.getAttribute("src")).toBe(`/media/p7-1200.webp`);
    expect(button("Ver foto 7").getAttribute("aria-current")).toBe("true");
    expect(button("Ver foto 1").hasAttribute("aria-current")).toBe(false);
    expect($(".photo-slider__track").style.transform).toBe("translateX(-600%)");
  });

  it("arrow keys move when focus is inside the slider, not elsewhere", () => {
    mount();
    const outside = document.createElement("input");
    document.body.append(outside);
    key(outside, "ArrowRight");
    expect(counter()).toBe("1 / 13");
    key(button("Ver foto 1"), "ArrowRight");
    key(button("Ver foto 1"), "ArrowRight");
    expect(counter()).toBe("3 / 13");
    key(button("Ver foto 1"), "ArrowLeft");
    expect(counter()).toBe("2 / 13");
    outside.remove();
  });

  it("the strip is one tab stop; arrow keys on a thumbnail take focus to the selected one", () => {
    mount();
    const tabStops = () => [...stage.container.querySelectorAll<HTMLButtonElement>(".photo-slider__thumb")].filter((thumb) => thumb.tabIndex === 0);
    expect(tabStops().map((thumb) => thumb.getAttribute("aria-label"))).toEqual(["Ver foto 1"]);
    act(() => button("Ver foto 1").focus());
    key(button("Ver foto 1"), "ArrowRight");
    expect(document.activeElement).toBe(button("Ver foto 2"));
    expect(tabStops().map((thumb) => thumb.getAttribute("aria-label"))).toEqual(["Ver foto 2"]);
  });

  it("hands focus to the other button when the focused one becomes disabled", () => {
    mount();
    click(button("Ver foto 12"));
    act(() => button("Foto siguiente").focus());
    key(button("Foto siguiente"), "ArrowRight");
    expect(counter()).toBe("13 / 13");
    expect(document.activeElement).toBe(button("Foto anterior"));
  });

  it("a swipe of more than 30 px moves; a shorter one doesn't", () => {
    mount();
    pointer("pointerdown", 200);
    pointer("pointerup", 120);
    expect(counter()).toBe("2 / 13");
    pointer("pointerdown", 120);
    pointer("pointerup", 200);
    expect(counter()).toBe("1 / 13");
    pointer("pointerdown", 200);
    pointer("pointerup", 175);
    expect(counter()).toBe("1 / 13");
  });

  it("auto-slide moves on by itself, pauses with the pause button and while hovered", () => {
    vi.useFakeTimers();
    mount(slider({ autoSlideSeconds: 2 }));
    expect($(".photo-slider__counter").getAttribute("aria-live")).toBe("off");
    act(() => void vi.advanceTimersByTime(2000));
    expect(counter()).toBe("2 / 13");
    click(button("Pausar el pase de fotos"));
    expect($(".photo-slider__counter").getAttribute("aria-live")).toBe("polite");
    act(() => void vi.advanceTimersByTime(6000));
    expect(counter()).toBe("2 / 13");
    click(button("Reanudar el pase de fotos"));
    // The click focused the button: focus inside the slider holds it too.
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => void vi.advanceTimersByTime(2000));
    expect(counter()).toBe("3 / 13");
    act(() => void $("section").dispatchEvent(new PointerEvent("pointerover", { pointerType: "mouse", bubbles: true })));
    act(() => void vi.advanceTimersByTime(6000));
    expect(counter()).toBe("3 / 13");
  });

  it("under prefers-reduced-motion there is no auto-slide and no pause button", () => {
    stage.reducedMotion = true;
    vi.useFakeTimers();
    mount(slider({ autoSlideSeconds: 1 }));
    act(() => void vi.advanceTimersByTime(5000));
    expect(counter()).toBe("1 / 13");
    expect(button("Pausar el pase de fotos")).toBeNull();
  });
});

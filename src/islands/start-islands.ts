import type { ComponentType } from "react";
import { onIdle } from "../components/on-idle";
import type { PageLanguage } from "../components/page-language";
import type { IslandWhen } from "./island";
import { PAGE_LANGUAGE_ID } from "./page-language-data";

/** How a page's script loads a part's code, by its name. */
export type PartLoaders = Readonly<Record<string, () => Promise<ComponentType<never>>>>;


/** How far from the screen a `near` part's code is asked for: one screen ahead, the time to fetch it while the visitor scrolls. */
const NEAR = "100% 0px";

/** Ends the current task and goes on in the next one (first in line where the browser has `scheduler.yield`). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield?.() ?? new Promise((go) => setTimeout(go));
}

function afterLoad(): Promise<void> {
  return new Promise((go) => (document.readyState === "complete" ? go() : addEventListener("load", () => go(), { once: true })));
}

function whenIdle(): Promise<void> {
  return new Promise((go) => void onIdle(go));
}

function whenNear(box: HTMLElement): Promise<void> {
  return new Promise((go) => {
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        go();
      },
      { rootMargin: NEAR },
    );
    // The box itself has no box (`display: contents`): its children are what comes into view.
    for (const child of box.children) near.observe(child);
  });
}

/** The first press, focus or key inside the box: the visitor is there, whatever the part was waiting for. */
function whenTouched(box: HTMLElement): Promise<void> {
  return new Promise((go) => {
    const touched = (): void => {
      for (const type of TOUCHES) box.removeEventListener(type, touched, true);
      go();
    };
    for (const type of TOUCHES) box.addEventListener(type, touched, { capture: true, passive: true });
  });
}
const TOUCHES = ["pointerdown", "focusin", "keydown", "touchstart"] as const;

function pageLanguage(): PageLanguage {
  const data = document.getElementById(PAGE_LANGUAGE_ID)?.dataset.value;
  if (!data) throw new Error("the page has no language data");
  return JSON.parse(data) as PageLanguage;
}

/**
 * Hydrates each island of the page (island.tsx) when it is due, each in its own root and its own
 * tasks, its code and React's fetched only then. Nothing runs before the page's load event: the
 * photos in view and the font come first (decision 006). `done` runs once every part that doesn't
 * wait for the visitor to come near is live (the preloader goes then).
 */
export async function startIslands(loaders: PartLoaders, done: () => void): Promise<void> {
  await afterLoad();
  const boxes = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const language = pageLanguage();
  const idle = whenIdle();
  const hydrate = async (box: HTMLElement): Promise<void> => {
    const load = loaders[box.dataset.island ?? ""];
    if (!load) throw new Error(`no code for the island «${box.dataset.island ?? ""}»`);
    const [{ hydrateIsland }, Part] = await Promise.all([import("./hydrate-island"), load()]);
    await nextTask();
    hydrateIsland(box, Part as ComponentType<object>, JSON.parse(box.dataset.props ?? "{}") as object, language);
    await nextTask();
  };
  const due = (box: HTMLElement): Promise<void> => {
    const when = box.dataset.when as IslandWhen;
    const waited = when === "near" ? whenNear(box) : when === "idle" ? idle : Promise.resolve();
    return Promise.race([waited, whenTouched(box)]);
  };
  // One at a time, in the order they come due: a part's hydration never shares a task with another's.
  let queue = Promise.resolve();
  const started = boxes.map((box) =>
    due(box).then(() => {
      // A part that fails to start says so and leaves the others to start: its HTML stays as built.
      queue = queue.then(() => hydrate(box)).catch((error: unknown) => console.error(error));
      return queue;
    }),
  );
  await Promise.all(started.filter((_, index) => boxes[index]?.dataset.when !== "near"));
  done();
}

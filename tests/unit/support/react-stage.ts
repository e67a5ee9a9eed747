import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, vi } from "vitest";

/** What a component test renders into: `root` is the test's to set; `reducedMotion` is the visitor's setting the test chooses. */
export type ReactStage = { container: HTMLDivElement; root: Root | undefined; reducedMotion: boolean };

/**
 * A fresh stage for each test of a React component under happy-dom: a container in the page,
 * `prefers-reduced-motion` answered from `stage.reducedMotion` (happy-dom answers every media
 * query "no"), and after the test the root unmounted, the container removed and real timers back.
 * Call at the top of a test file; the test's own beforeEach runs after this one.
 */
export function reactStage(): ReactStage {
  const stage = { root: undefined, reducedMotion: false } as ReactStage;
  beforeEach(() => {
    stage.reducedMotion = false;
    window.matchMedia = ((query: string) => ({ matches: query.includes("reduce") && stage.reducedMotion, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    stage.container = document.createElement("div");
    document.body.append(stage.container);
  });
  afterEach(() => {
    act(() => stage.root?.unmount());
    stage.root = undefined;
    stage.container.remove();
    vi.useRealTimers();
  });
  return stage;
}

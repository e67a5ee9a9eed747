import { useEffect, useRef } from "react";
import { onIdle } from "./on-idle";

/**
 * Runs `task` once, when the browser is first idle after the part has hydrated: the moment to
 * fetch what the visitor may need next — the hero's slideshow, the lightbox, the booking form's
 * logic — without competing with the first view. Browsers without idle callbacks run it shortly after.
 */
export function useWhenIdle(task: () => void): void {
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  });
  useEffect(() => onIdle(() => latest.current()), []);
}

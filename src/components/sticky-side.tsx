import { useEffect, useRef, type ReactNode } from "react";

/**
 * A column that follows the page as it scrolls (CSS `position: sticky`) and never scrolls inside
 * itself: when it is taller than the window (the form's calendar open on a laptop screen), it
 * sticks lower, by as much as it overflows, so that its end — the submit button, the answer — stays
 * in view, and its start comes back as the page scrolls up. Without scripts it sticks at the top,
 * as the CSS says. The column only outgrows the window when the visitor opens something in it, so
 * the watching code (keep-end-in-view.ts) comes with their first press or Tab inside it: a visit
 * that never touches the form never runs it.
 */
export function StickySide({ className, children }: { className: string; children: ReactNode }) {
  const side = useRef<HTMLDivElement>(null);
  const stop = useRef<() => void>(undefined);
  const asked = useRef(false);
  const gone = useRef(false);
  const watch = (): void => {
    if (asked.current) return;
    asked.current = true;
    // The module, not its export taken apart in the parameters: the bundler then wraps the import in a function of its own.
    void import("./keep-end-in-view").then((module) => {
      if (!gone.current && side.current) stop.current = module.keepEndInView(side.current);
    });
  };
  useEffect(() => {
    gone.current = false;
    // The page hydrates after it has loaded: the visitor may already be in the column.
    if (side.current?.contains(document.activeElement)) watch();
    return () => {
      gone.current = true;
      stop.current?.();
    };
  }, []);
  return (
    <div ref={side} className={className} onFocus={watch} onPointerDown={watch}>
      {children}
    </div>
  );
}

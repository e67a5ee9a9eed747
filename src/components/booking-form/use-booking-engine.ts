import { useEffect, useRef, useState, type RefObject } from "react";
import type { BookedNights } from "../../booking/types";
import { useWhenIdle } from "../when-idle";

export type Engine = typeof import("../../booking/engine");

let engineLoad: Promise<Engine> | undefined;
/**
 * The form's logic (dayjs, the rules, the links): one module, fetched once per visit. A fetch that
 * failed (a dropped connection, a tab older than the deploy whose hashed file is gone) is not kept:
 * the next wake or submit tries again.
 */
export function loadEngine(): Promise<Engine> {
  engineLoad ??= import("../../booking/engine").catch((error: unknown) => {
    engineLoad = undefined;
    throw error;
  });
  return engineLoad;
}

/** The apartments' booked nights, fetched by the form's logic (src/booking/booked-nights.ts) once it is here; null when they didn't arrive. */
export async function loadBooked(path: string | null, slugs: readonly string[]): Promise<BookedNights | null> {
  return (await loadEngine()).loadBookedNights(path, slugs);
}

/**
 * The availability form's logic, which arrives once the browser is idle after hydration, or
 * sooner when the visitor points at, touches or tabs into the form (`wake`), or at hydration if
 * they are already in it: the page's first load carries none of it, and the first tap on the
 * form finds it here. `today` is Madrid's date once the logic is here (the prerendered form can't
 * know the visitor's moment, so it has no minimum date).
 */
export function useBookingEngine(
  timeZone: string,
  availabilityPath: string | null,
  calendarSlugs: readonly string[],
): { engine: Engine | null; booked: BookedNights | null; setEngine: (engine: Engine, booked: BookedNights | null) => void; wake: () => void; today: string | null; form: RefObject<HTMLFormElement | null> } {
  // Madrid's date and the booked nights are read when the logic arrives, together with it: one state, one render.
  const [loaded, setLoaded] = useState<{ engine: Engine; booked: BookedNights | null; today: string } | null>(null);
  const setEngine = (engine: Engine, booked: BookedNights | null): void => setLoaded({ engine, booked, today: engine.todayIn(timeZone, new Date()) });
  const engine = loaded?.engine ?? null;
  const wake = (): void => {
    // Ahead of need: if it fails, a submit tries again (and falls back to the plain form). Booked
    // nights that didn't arrive (the answers say «consúltanos» meanwhile) are asked for again.
    if (!engine) Promise.all([loadEngine(), loadBooked(availabilityPath, calendarSlugs)]).then(([logic, booked]) => setEngine(logic, booked), () => undefined);
    else if (loaded?.booked === null) void loadBooked(availabilityPath, calendarSlugs).then((booked) => booked && setEngine(engine, booked));
  };
  useWhenIdle(wake);
  // The page hydrates after it has loaded: a visitor may already be in the form by then.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current?.contains(document.activeElement) || form.current?.matches(":hover")) wake();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  return { engine, booked: loaded ? loaded.booked : {}, setEngine, wake, today: loaded?.today ?? null, form };
}

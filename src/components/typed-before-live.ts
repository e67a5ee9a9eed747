import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";

/** A control's value as the visitor left it: the value of the control named `name` in `form`, or null when there is none. */
export function controlValue(form: HTMLFormElement, name: string): string | null {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : null;
}

/**
 * What the visitor typed or chose before the page came to life is theirs: the prerendered form
 * takes input from its first paint, and hydration leaves the controls' values as they are, but the
 * part's state starts from its defaults — the next render would put those back (a check-in typed
 * early erased as the check-out is typed). Once, as the part hydrates, `adopt` reads the form as
 * the visitor left it and takes it as typed (docs/decisions/042-input-before-the-page-is-live.md);
 * a part drawn afresh by the browser (no prerendered form: another page reached by a link) gets
 * null, and takes only what else it starts from.
 */
export function useTypedBeforeLive(form: RefObject<HTMLFormElement | null>, adopt: (form: HTMLFormElement | null) => void): void {
  const hydrated = useMountedByHydration();
  useEffect(() => {
    // A part drawn afresh in the browser (another page reached by a link) had nothing typed before it.
    adopt(hydrated ? form.current : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the part comes to life
  }, []);
}

const noSubscription = (): (() => void) => () => undefined;

/**
 * Whether this part came to life by hydrating the prerendered page (its controls may hold what the
 * visitor did before), rather than drawn afresh in the browser: read on its first render (the
 * server's value is what hydration renders with), and kept.
 */
function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return useState(hydrating)[0];
}

/**
 * A date field the part holds (`value`) without React writing it: a controlled input has its
 * value set by hydration, which wipes a date half typed at that moment (the «1» of «12/15» lost,
 * the field left at «02/15»). The field stays the visitor's while they type; `value` is written
 * into it when it changes to something the field doesn't say (the address's stay, «Elegir esas
 * fechas», the calendar).
 */
export function useHeldValue(value: string): RefObject<HTMLInputElement | null> {
  const field = useRef<HTMLInputElement>(null);
  // Hydrated, the field holds what the visitor typed, not what the part held then; drawn afresh, it holds nothing yet.
  const hydrated = useMountedByHydration();
  const last = useRef(hydrated ? value : null);
  useEffect(() => {
    if (value === last.current) return;
    last.current = value;
    if (field.current && field.current.value !== value) field.current.value = value;
  }, [value]);
  return field;
}

/**
 * The dates a held field accepts, set on it when the visitor isn't typing in it: a date field
 * whose `min` or `max` changes drops the part of a date being typed (the form's rules arrive as
 * the visitor reaches for it, often mid-date). In the field, they wait for it to lose the focus.
 */
export function useHeldLimits(field: RefObject<HTMLInputElement | null>, min: string | undefined, max: string | undefined): void {
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    const apply = (): void => {
      for (const [name, limit] of [["min", min], ["max", max]] as const) {
        if (limit === undefined) element.removeAttribute(name);
        else if (element.getAttribute(name) !== limit) element.setAttribute(name, limit);
      }
    };
    if (element !== element.ownerDocument.activeElement) return apply();
    element.addEventListener("blur", apply, { once: true });
    return () => element.removeEventListener("blur", apply);
  }, [field, min, max]);
}

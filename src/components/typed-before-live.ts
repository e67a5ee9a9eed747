import { useEffect, type RefObject } from "react";

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
 * the visitor left it and takes it as typed (docs/decisions/042-input-before-the-page-is-live.md).
 */
export function useTypedBeforeLive(form: RefObject<HTMLFormElement | null>, adopt: (form: HTMLFormElement) => void): void {
  useEffect(() => {
    if (form.current) adopt(form.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
}

const FOCUSABLE = "a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex='-1'])";

/** The elements Tab can reach inside a container, in order; hidden ones (display: none) left out. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element.getClientRects().length > 0);
}

/**
 * Keeps Tab and Shift+Tab inside a modal (the off-canvas menu, the gallery lightbox): past the
 * last element focus wraps to the first and back. Focus on the container itself, or anywhere
 * else, goes to the first or the last, so Shift+Tab from the dialog can't escape to the page behind.
 */
export function trapTab(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== "Tab") return;
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !focusable.includes(active as HTMLElement);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

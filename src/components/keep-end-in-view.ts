/**
 * Keeps a sticky column's end in view (StickySide): when the column is taller than the window, it
 * sticks higher by as much as it overflows (`--side-top`). Watches the column's size and the
 * window's; returns what stops watching.
 */
export function keepEndInView(element: HTMLElement): () => void {
  const fit = (): void => {
    element.style.removeProperty("--side-top");
    const top = parseFloat(getComputedStyle(element).top) || 0;
    const overflow = element.offsetHeight + top - window.innerHeight;
    if (overflow > 0) element.style.setProperty("--side-top", `${top - overflow - 16}px`);
  };
  const observer = new ResizeObserver(fit);
  observer.observe(element);
  window.addEventListener("resize", fit);
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", fit);
  };
}

/**
 * Whether a click on a link is a plain press, meant for the page itself: the main button, no
 * modifier key (a new tab, a new window, a download), not already handled by something else.
 * Anything else keeps the link's own behaviour.
 */
export function isPlainPress(event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

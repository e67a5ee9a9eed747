/**
 * The public pages' script: every page is static HTML, and only its islands — the parts a
 * traveller can touch — hydrate, each in its own root, when due (docs/decisions/054-islands.md).
 * Links that carry the traveller's stay keep it up to date (stay-links.ts).
 */
import { islandParts } from "./islands/island-parts";
import { startIslands } from "./islands/start-islands";
import { carryStayInLinks } from "./islands/stay-links";

carryStayInLinks();
void startIslands(islandParts, removePreloader);

/** The preloader goes once the parts that don't wait for the visitor are live, and never before its time (its CSS fade's delay). */
function removePreloader(): void {
  const preloader = document.querySelector<HTMLElement>(".preloader");
  if (!preloader) return;
  const due = Number.parseFloat(preloader.style.animationDelay) || 0;
  // A timer may fire a fraction of a millisecond early by the page's clock: it then waits again.
  const remove = (): void => void (performance.now() >= due ? preloader.remove() : setTimeout(remove, due - performance.now() + 1));
  remove();
}

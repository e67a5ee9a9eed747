import { currentStay, onAddressStay, withStay } from "../components/stay-in-address";

/** The attribute a link to a page that answers for a stay carries: its address without a stay (page-link.tsx). */
const STAY_LINK = "data-stay-link";

function carry(link: Element): void {
  const base = link.getAttribute(STAY_LINK);
  if (base === null) return;
  const href = withStay(base, currentStay());
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
}

/**
 * Every link to a page that answers for a stay (the apartments' cards, the related apartments, the
 * other languages' page…) carries the traveller's stay from this page's address (decision 041):
 * all of them as the page starts and whenever the search or the form put another stay there, and
 * one an island draws (or points elsewhere) as it does. Plain DOM work, no React: most of those
 * links are static HTML.
 */
export function carryStayInLinks(): void {
  const all = (): void => document.querySelectorAll(`a[${STAY_LINK}]`).forEach(carry);
  all();
  onAddressStay(all);
  // Links an island draws: carried before the frame that shows them. (Setting an href it carried already changes nothing: no loop.)
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === "attributes" && change.target instanceof Element) carry(change.target);
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(`a[${STAY_LINK}]`)) carry(node);
        node.querySelectorAll(`a[${STAY_LINK}]`).forEach(carry);
      }
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: [STAY_LINK, "href"] });
}

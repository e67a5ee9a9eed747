/**
 * The public pages' script: every page is static HTML, and only its islands — the parts a
 * traveller can touch — hydrate, each in its own root, when due (docs/decisions/054-islands.md).
 * Links that carry the traveller's stay keep it up to date (stay-links.ts).
 */
import { islandParts } from "./islands/island-parts";
import { startIslands } from "./islands/start-islands";
import { carryStayInLinks } from "./islands/stay-links";

carryStayInLinks();
void startIslands(islandParts, () => document.querySelector(".preloader")?.remove());

import { menuLinks } from "../menu-links";
import { mainMenu } from "../navigation";
import type { Crumb } from "../types";

/** The pages a lost visitor is offered: every page in the main menu, as the footer lists them. */
export function onwardLinks(): Crumb[] {
  return menuLinks(mainMenu());
}

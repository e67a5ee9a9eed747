import { menuLinks } from "../menu-links";
import { mainMenu } from "../navigation";
import type { Crumb, Language } from "../types";

/** The pages a lost visitor is offered, in a language: every page in the main menu, as the footer lists them. */
export function onwardLinks(language: Language): Crumb[] {
  return menuLinks(mainMenu(language));
}

import { Menu } from "lucide";
import { Icon } from "../icon";
import { useCallback, useEffect, useRef, useState } from "react";
import { PageLink } from "../page-link";
import type { Alternate, NavItem } from "../../site/types";
import { useWords } from "../page-language";
import { LanguageSwitcher } from "./language-switcher";
import { NavLinks } from "./nav-links";
import { loadFocusTrap, OffCanvasMenu } from "./off-canvas-menu";
import { useScrolledPast } from "./use-scrolled-past";
import { MenuFallback } from "./menu-fallback";
import "./header.css";
// The no-script menu's style comes with the page: its HTML is there from the start (and, without scripts, for good).
import "./menu-fallback.css";

const STICKY_AFTER = 150;


const stickyAt = (y: number): boolean => y > STICKY_AFTER;

/** `current`: the page shown (its address as the build drew it). */
type Props = { name: string; tagline: string; home: string; navigation: NavItem[]; alternates: Alternate[]; current: string };

/** The narrow-screen menu: the prerendered one that needs no script, then the scripted panel, closed or open. */
type MenuState = "prerendered" | "closed" | "open";

/**
 * Site header: brand, main menu with dropdowns, and the off-canvas menu on narrow screens (≤ 991 px).
 * The prerendered page has a menu that opens without scripts (MenuFallback); once the header is
 * live it becomes the "Menú" button, and its panel is drawn at the first opening (open at once if
 * the visitor had already opened the prerendered one): most visits never open it. An island of
 * its own (site-shell.tsx).
 * The bar's links are memoised and don't redraw with the swap (decision 033).
 */
export function Header({ name, tagline, home, navigation, alternates, current }: Props) {
  const words = useWords();
  const sticky = useScrolledPast(stickyAt);
  const [menu, setMenu] = useState<MenuState>("prerendered");
  const [panelDrawn, setPanelDrawn] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    // Swapped once hydrated (the first render must match the prerendered HTML), keeping the menu open if the visitor had opened it.
    setMenu(header.current?.querySelector<HTMLDetailsElement>(".menu-fallback")?.open ? "open" : "closed");
  }, []);
  // The panel keeps Tab inside it: that code comes as the visitor reaches for the button (pointer over
  // it, focus on it, a press), and at the latest with the opening; most visits never open the menu.
  const warmUp = (): void => void loadFocusTrap();
  const openMenu = (): void => {
    setPanelDrawn(true);
    setMenu("open");
  };
  const panel = panelDrawn || menu === "open";
  const closeMenu = useCallback(() => {
    setMenu("closed");
    menuButton.current?.focus();
  }, []);
  return (
    <header ref={header} className="site-header" data-sticky={sticky ? "true" : "false"}>
      <div className="site-header__inner container">
        <PageLink to={home} className="brand" id="inicio-pagina">
          <span className="brand__name">{name}</span>
          <span className="brand__tagline">{tagline}</span>
        </PageLink>
        <nav aria-label={words.mainNav} className="site-header__nav">
          <NavLinks items={navigation} current={current} variant="bar" />
        </nav>
        <LanguageSwitcher alternates={alternates} />
        {menu === "prerendered" ? (
          <MenuFallback items={navigation} current={current} />
        ) : (
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menu === "open"}
            aria-controls={panel ? "menu-lateral" : undefined}
            onClick={openMenu}
            onPointerEnter={warmUp}
            onPointerDown={warmUp}
            onFocus={warmUp}
          >
            <Icon node={Menu} size={22} />
            {words.menuOpen}
          </button>
        )}
      </div>
      {panel ? <OffCanvasMenu id="menu-lateral" open={menu === "open"} onClose={closeMenu} items={navigation} current={current} /> : null}
    </header>
  );
}

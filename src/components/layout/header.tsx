import { Menu } from "lucide";
import { Icon } from "../icon";
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { labels } from "../../labels";
import type { NavItem } from "../../site/types";
import { NavLinks } from "./nav-links";
import { OffCanvasMenu } from "./off-canvas-menu";
import { useScrolledPast } from "./use-scrolled-past";
import "./header.css";

const STICKY_AFTER = 150;
const stickyAt = (y: number): boolean => y > STICKY_AFTER;

type Props = { name: string; tagline: string; navigation: NavItem[] };

/** Site header: brand, main menu with dropdowns, and the off-canvas menu on narrow screens (≤ 991 px). */
export function Header({ name, tagline, navigation }: Props) {
  const sticky = useScrolledPast(stickyAt);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  return (
    <header className="site-header" data-sticky={sticky ? "true" : "false"}>
      <div className="site-header__inner container">
        <Link to="/" className="brand" id="inicio-pagina">
          <span className="brand__name">{name}</span>
          <span className="brand__tagline">{tagline}</span>
        </Link>
        <nav aria-label={labels.mainNav} className="site-header__nav">
          <NavLinks items={navigation} variant="bar" />
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="menu-lateral"
          onClick={() => setMenuOpen(true)}
        >
          <Icon node={Menu} size={22} />
          {labels.menuOpen}
        </button>
      </div>
      <OffCanvasMenu id="menu-lateral" open={menuOpen} onClose={closeMenu} items={navigation} />
    </header>
  );
}

import { Menu, X } from "lucide";
import type { Ref } from "react";
import { useWords } from "../page-language";
import type { NavItem } from "../../site/types";
import { Icon } from "../icon";
import { MenuLink, useMenuNavigation } from "./menu-link";
import "./menu-fallback.css";

type Props = { items: NavItem[]; ref: Ref<HTMLDetailsElement> };

/**
 * The narrow-screen menu as the prerendered page has it, for a visitor whose scripts don't run (or
 * haven't yet): a disclosure the browser opens by itself, showing every link at once under the
 * header. Once the page hydrates, the header swaps it for the "Menú" button and its off-canvas
 * panel; a menu opened before then stays open there.
 */
export function MenuFallback({ items, ref }: Props) {
  const words = useWords();
  const navigation = useMenuNavigation();
  return (
    <details ref={ref} className="menu-fallback">
      <summary className="site-header__menu-button">
        <span className="menu-fallback__icon menu-fallback__icon--closed">
          <Icon node={Menu} size={22} />
        </span>
        <span className="menu-fallback__icon menu-fallback__icon--open">
          <Icon node={X} size={22} />
        </span>
        {words.menuOpen}
      </summary>
      <nav aria-label={words.mainNav} className="menu-fallback__sheet">
        <ul className="menu-fallback__list container">
          {items.map((item) => (
            <li key={item.label} className="menu-fallback__item">
              {item.path ? (
                <MenuLink to={item.path} className="nav-links__link" navigation={navigation}>
                  {item.label}
                </MenuLink>
              ) : (
                <span className="menu-fallback__group">{item.label}</span>
              )}
              {item.children ? (
                <ul className="menu-fallback__sublist">
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <MenuLink to={child.path} className="nav-links__sublink" navigation={navigation}>
                        {child.label}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

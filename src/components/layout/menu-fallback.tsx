import { Menu, X } from "lucide";
import { useWords } from "../page-language";
import type { NavItem } from "../../site/types";
import { Icon } from "../icon";

/** `current`: the page shown. */
type Props = { items: NavItem[]; current: string };

/**
 * The narrow-screen menu as the prerendered page has it, for a visitor whose scripts don't run (or
 * haven't yet): a disclosure the browser opens by itself, showing every link at once under the
 * header. Once the header is live, it swaps it for the "Menú" button and its off-canvas panel; a
 * menu opened before then stays open there.
 */
export function MenuFallback({ items, current }: Props) {
  const words = useWords();
  // The page shown, marked as NavLink marks it in the scripted menus (its path, case aside).
  const here = current.toLowerCase();
  const marked = (path: string) => (path.toLowerCase() === here ? "page" : undefined);
  return (
    <details className="menu-fallback">
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
                <a href={item.path} className="nav-links__link" aria-current={marked(item.path)}>
                  {item.label}
                </a>
              ) : (
                <span className="menu-fallback__group">{item.label}</span>
              )}
              {item.children ? (
                <ul className="menu-fallback__sublist">
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <a href={child.path} className="nav-links__sublink" aria-current={marked(child.path)}>
                        {child.label}
                      </a>
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

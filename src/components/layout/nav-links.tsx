import { ChevronDown } from "lucide";
import { Icon } from "../icon";
import { memo, useEffect, useRef, useState } from "react";
import { PageNavLink } from "../page-link";
import { fill } from "../../labels/dictionary";
import { useWords } from "../page-language";
import type { NavDropdown, NavItem } from "../../site/types";

/** `current`: the page shown, its link marked as such. */
type Props = { items: NavItem[]; current: string; onNavigate?: () => void; variant: "bar" | "panel" };

/**
 * The main menu's links: plain links, and dropdowns (disclosure buttons) for
 * items with children. Used by the desktop bar and the off-canvas panel alike. Memoised: the
 * header's own changes (the menu button, sticking on scroll) don't redraw its links.
 */
export const NavLinks = memo(function NavLinks({ items, current, onNavigate, variant }: Props) {
  return (
    <ul className={`nav-links nav-links--${variant}`}>
      {items.map((item, index) =>
        item.children ? (
          <Dropdown key={item.label} id={`submenu-${variant}-${index}`} item={item} current={current} onNavigate={onNavigate} />
        ) : (
          <li key={item.label} className="nav-links__item">
            <PageNavLink to={item.path} current={current} className="nav-links__link" onClick={onNavigate}>
              {item.label}
            </PageNavLink>
          </li>
        ),
      )}
    </ul>
  );
});

/**
 * Escape hides a submenu shown by hovering, with the pointer still over it (WCAG 1.4.13: content
 * shown on hover can be dismissed without moving the pointer); it shows again on the next hover.
 */
function useHoverDismissal() {
  const item = useRef<HTMLLIElement>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === "Escape" && item.current?.matches(":hover")) setDismissed(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return { item, dismissed, reset: () => setDismissed(false) };
}

function Dropdown({ id, item, current, onNavigate }: { id: string; item: NavDropdown; current: string; onNavigate: (() => void) | undefined }) {
  const words = useWords();
  const [open, setOpen] = useState(false);
  const { item: hoverItem, dismissed, reset } = useHoverDismissal();
  return (
    // The item only listens to what bubbles from its button and links (Escape, focus leaving, the
    // pointer leaving); it is neither focusable nor clickable itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={hoverItem}
      className="nav-links__item nav-links__item--dropdown"
      data-open={open}
      data-dismissed={dismissed}
      onMouseLeave={reset}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          (event.currentTarget.querySelector("button") as HTMLButtonElement | null)?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <span className="nav-links__top">
        {item.path ? (
          <PageNavLink to={item.path} current={current} className="nav-links__link" onClick={onNavigate}>
            {item.label}
          </PageNavLink>
        ) : null}
        <button
          type="button"
          className={`nav-links__toggle${item.path ? "" : " nav-links__toggle--labelled"}`}
          aria-expanded={open}
          aria-controls={id}
          aria-label={item.path ? fill(words.submenuToggle, { name: item.label }) : undefined}
          onClick={() => setOpen(!open)}
        >
          {item.path ? null : item.label}
          <Icon node={ChevronDown} size={18} />
        </button>
      </span>
      <div className="nav-links__submenu" id={id}>
        <ul>
          {item.children.map((child) => (
            <li key={child.path}>
              <PageNavLink to={child.path} current={current} className="nav-links__sublink" onClick={onNavigate}>
                {child.label}
              </PageNavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

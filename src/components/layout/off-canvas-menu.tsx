import { X } from "lucide";
import { Icon } from "../icon";
import { useEffect, useRef } from "react";
import { useWords } from "../page-language";
import type { NavItem } from "../../site/types";
import { NavLinks } from "./nav-links";

/** Keeping Tab inside the panel: fetched as the visitor reaches for the menu button (the header asks) or at the first opening, off every page's first view. */
let focusTrap: Pick<typeof import("../focus-trap"), "focusableIn" | "trapTab"> | null = null;
export const loadFocusTrap = () => import("../focus-trap").then(({ focusableIn, trapTab }) => (focusTrap = { focusableIn, trapTab }));

type Props = { id: string; open: boolean; onClose: () => void; items: NavItem[]; current: string };

/**
 * The narrow-screen menu: a modal panel sliding in from the side. Focus moves
 * into it and stays there (Tab wraps), Escape or the close button closes it,
 * and focus returns to the "Menú" button.
 */
export function OffCanvasMenu({ id, open, onClose, items, current }: Props) {
  const words = useWords();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    void loadFocusTrap().then((trap) => {
      if (panel.current && !panel.current.contains(document.activeElement)) trap.focusableIn(panel.current)[0]?.focus();
    });
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      } else if (panel.current && focusTrap) focusTrap.trapTab(panel.current, event);
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [open, onClose]);
  return (
    <div className="off-canvas" data-open={open} hidden={!open}>
      <div className="off-canvas__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panel} id={id} className="off-canvas__panel" role="dialog" aria-modal="true" aria-label={words.menuOpen}>
        <button type="button" className="off-canvas__close" onClick={onClose}>
          <Icon node={X} size={22} />
          <span className="visually-hidden">{words.menuClose}</span>
        </button>
        <nav aria-label={words.mainNav}>
          <NavLinks items={items} current={current} variant="panel" onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}

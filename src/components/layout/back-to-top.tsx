import { ArrowUp } from "lucide";
import { Icon } from "../icon";
import { useWords } from "../page-language";
import { useOverForms } from "./use-over-forms";
import { useScrolledPast } from "./use-scrolled-past";
import "./back-to-top.css";

const SHOW_FROM = 300;
const shownAt = (y: number): boolean => y >= SHOW_FROM;

/**
 * Shown while the page is scrolled 300 px or more, but never over a form, its messages or the stay
 * search's answers (it floats at the bottom corner, where fields and submit buttons pass); takes
 * focus back to the top of the page.
 */
export function BackToTop() {
  const words = useWords();
  const scrolled = useScrolledPast(shownAt);
  const overForms = useOverForms();
  const shown = scrolled && !overForms;
  const goTop = (): void => {
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
    document.getElementById("inicio-pagina")?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="back-to-top" hidden={!shown} onClick={goTop} aria-label={words.backToTop} title={words.backToTop}>
      <Icon node={ArrowUp} size={22} />
    </button>
  );
}

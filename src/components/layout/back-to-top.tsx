import { ArrowUp } from "lucide";
import { Icon } from "../icon";
import { useWords } from "../page-language";
import { useScrolledPast } from "./use-scrolled-past";
import "./back-to-top.css";

const SHOW_FROM = 300;
const shownAt = (y: number): boolean => y >= SHOW_FROM;

/** Shown exactly while the page is scrolled 300 px or more; takes focus back to the top of the page. */
export function BackToTop() {
  const words = useWords();
  const shown = useScrolledPast(shownAt);
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

import { useEffect, useState } from "react";
import { useWords } from "../page-language";
import "./preloader.css";

/**
 * The start-up spinner. It hides itself by CSS `ms` after the page starts even
 * if scripts never run (so it can never trap the page); React removes it at
 * that moment too — at once if the page hydrated later than that (scripts start
 * after the page's load event) — and it doesn't spin under prefers-reduced-motion.
 */
export function Preloader({ ms }: { ms: number }) {
  const words = useWords();
  const [shown, setShown] = useState(ms > 0);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), Math.max(0, ms - performance.now()));
    return () => window.clearTimeout(timer);
  }, [ms]);
  if (!shown) return null;
  return (
    <div className="preloader" role="status" aria-label={words.loading} style={{ animationDelay: `${ms}ms` }}>
      <span className="preloader__spinner" aria-hidden="true" />
    </div>
  );
}

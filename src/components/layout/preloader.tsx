import { useWords } from "../page-language";
import "./preloader.css";

/**
 * The start-up spinner. It hides itself by CSS `ms` after the page starts, scripts or not (so it
 * can never trap the page), and doesn't spin under prefers-reduced-motion; the page's script takes
 * it out once the parts that don't wait for the visitor are live (src/entry.client.tsx).
 */
export function Preloader({ ms }: { ms: number }) {
  const words = useWords();
  if (ms <= 0) return null;
  return (
    <div className="preloader" role="status" aria-label={words.loading} style={{ animationDelay: `${ms}ms` }}>
      <span className="preloader__spinner" aria-hidden="true" />
    </div>
  );
}

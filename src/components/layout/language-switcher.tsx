import type { Alternate } from "../../site/types";
import { useWords } from "../page-language";

/**
 * This page in the site's other languages, each named in its own language («English»,
 * «Español») and marked as such for screen readers and search engines. A plain link: the other
 * language's page loads whole, with its own words and <html lang>, and the traveller's stay
 * (src/islands/stay-links.ts).
 */
export function LanguageSwitcher({ alternates }: { alternates: Alternate[] }) {
  const words = useWords();
  if (alternates.length === 0) return null;
  return (
    <nav className="language-switcher" aria-label={words.languages}>
      <ul>
        {alternates.map((alternate) => (
          <li key={alternate.language}>
            <a href={alternate.path} data-stay-link={alternate.path} lang={alternate.language} hrefLang={alternate.language} className="language-switcher__link">
              {/* On a phone the code («EN») shows, to leave the site's name its line, and the name is read
                  after it; so what is seen is part of what is said (WCAG 2.5.3). */}
              <span className="language-switcher__code">{alternate.language.toUpperCase()} </span>
              <span className="language-switcher__name">{alternate.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

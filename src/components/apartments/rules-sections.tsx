import { useWords } from "../page-language";
import type { RuleSection } from "../../site/types";
import "./rules-sections.css";

/** "Normas y condiciones": each section under its own heading, all open — a traveller reads them, not hunts for them. */
export function RulesSections({ sections }: { sections: RuleSection[] }) {
  const words = useWords();
  return (
    <section aria-labelledby="normas" className="rules">
      <h2 id="normas">{words.apartments.rules}</h2>
      <div className="rules__grid">
        {sections.map((section) => (
          <section key={section.id} className="rules__section" aria-labelledby={`norma-${section.id}`}>
            <h3 id={`norma-${section.id}`}>{section.title}</h3>
            {section.paragraphs.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}

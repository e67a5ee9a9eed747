import { useWords } from "../page-language";
import type { ApartmentDetail } from "../../site/types";

/** The three description sections of an apartment. */
export function ApartmentDescription({ apartment }: { apartment: Pick<ApartmentDetail, "summary" | "description"> }) {
  const words = useWords();
  const sections = [
    { id: "espacio", title: words.apartments.space, paragraphs: apartment.description.space },
    { id: "servicios-comunes", title: words.apartments.services, paragraphs: apartment.description.services },
    { id: "otros-aspectos", title: words.apartments.other, paragraphs: apartment.description.other },
  ];
  return (
    <div className="prose">
      <p className="apartment-page__summary">{apartment.summary}</p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          {section.paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

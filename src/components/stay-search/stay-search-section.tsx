import type { BookingConfig } from "../../booking/types";
import { useWords } from "../page-language";
import { StaySearch } from "./stay-search";

/** The stay search as a band of its own, headed by its question. */
export function StaySearchSection({ config, apartmentPaths }: { config: BookingConfig; apartmentPaths: Record<string, string> }) {
  const words = useWords().search;
  return (
    <section className="section" aria-labelledby="buscar">
      <div className="container">
        <h2 id="buscar" className="section-title">
          {words.heading}
        </h2>
        <p className="stay-search__intro">{words.intro}</p>
        <StaySearch config={config} apartmentPaths={apartmentPaths} headingId="buscar" />
      </div>
    </section>
  );
}

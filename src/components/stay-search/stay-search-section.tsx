import type { BookingConfig } from "../../booking/types";
import { useWords } from "../page-language";
import { Island } from "../../islands/island";
import { StaySearch } from "./stay-search";

/** The stay search as a band of its own, headed by its question: the form an island, the rest static. */
export function StaySearchSection({ config, apartmentPaths }: { config: BookingConfig; apartmentPaths: Record<string, string> }) {
  const words = useWords().search;
  return (
    <section className="section" aria-labelledby="buscar">
      <div className="container">
        <h2 id="buscar" className="section-title">
          {words.heading}
        </h2>
        <p className="stay-search__intro">{words.intro}</p>
        <Island name="stay-search" component={StaySearch} props={{ config, apartmentPaths, headingId: "buscar" }} when="load" />
      </div>
    </section>
  );
}

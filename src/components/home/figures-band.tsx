import { useRef } from "react";
import { usePageLanguage, useWords } from "../page-language";
import type { Figure } from "../../site/types";
import { COUNT_UP_MS, countStart, countUpValue, formatFigure } from "./count-up";
import { useCountUp } from "./use-count-up";
import "./figures-band.css";

type Props = { figures: Figure[] };

/**
 * The home page's band of figures from site.yaml, counting up over 2 s when scrolled into view.
 * The final numbers are in the HTML; the counting digits are hidden from assistive technology,
 * which reads each final number once, beside what it counts.
 */
export function FiguresBand({ figures }: Props) {
  const words = useWords();
  const { locale } = usePageLanguage();
  const list = useRef<HTMLUListElement>(null);
  const elapsed = useCountUp(list, COUNT_UP_MS);
  return (
    <section className="figures" aria-labelledby="cifras">
      <h2 id="cifras" className="visually-hidden">
        {words.figures.heading}
      </h2>
      <ul ref={list} className="figures__list container">
        {figures.map((figure) => {
          const year = figure.year ?? false;
          const shown = elapsed === null ? figure.value : countUpValue(countStart(figure.value, year), figure.value, elapsed);
          return (
            <li key={`${figure.value} ${figure.label}`} className="figures__item">
              <span className="figures__value" aria-hidden="true">
                {formatFigure(shown, year, locale)}
              </span>
              <span className="visually-hidden">{formatFigure(figure.value, year, locale)} </span>
              <span className="figures__label">{figure.label}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

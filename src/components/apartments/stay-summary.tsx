import { fill } from "../../labels/dictionary";
import { dateWords } from "../../labels/words";
import type { StaySummary } from "../../site/types";
import { useWords } from "../page-language";
import { useClientValue } from "../use-client-value";
import { nextFreeNightText } from "./next-free-night";
import "./stay-summary.css";

/**
 * Right under an apartment's photos on a phone: from what price, the minimum stay, and — once the
 * page runs — the first free night, linking to the form further down. The first free night
 * depends on the day the visitor reads the page, not the day it was built. The page fetches this
 * line's code once it is idle (decision 022): the dates' code never weighs on its first view.
 */
export function StaySummaryLine({ summary, formId }: { summary: StaySummary; formId: string }) {
  const words = useWords();
  const dates = useWords(dateWords);
  const nextFree = useClientValue(() => nextFreeNightText(summary, dates, new Date()), null);
  const parts = nextFree ? [...summary.parts, fill(words.apartments.summaryNextFree, { date: nextFree })] : summary.parts;
  if (parts.length === 0) return null;
  return (
    <p className="stay-summary">
      <a href={`#${formId}`}>{parts.join(" · ")}</a>
    </p>
  );
}

import { addDays, dateIn } from "../../booking/calendar-date";
import { fill } from "../../labels/dictionary";
import { firstFreeNight } from "../../booking/availability";
import type { StaySummary } from "../../site/types";
import { usePageLanguage } from "../page-language";
import { useClientValue } from "../use-client-value";
import "./stay-summary.css";

/**
 * Right under an apartment's photos on a phone: from what price, the minimum stay, and — once the
 * page runs — the first free night, linking to the form further down.
 */
export function StaySummaryLine({ summary, formId }: { summary: StaySummary; formId: string }) {
  const { words, locale } = usePageLanguage();
  // Today in the apartments' zone once the page runs (none while prerendered or hydrating).
  const today = useClientValue<string | null>(() => dateIn(summary.timeZone, new Date()), null);
  const parts = [...summary.parts];
  if (today && summary.booked && summary.until) {
    const night = firstFreeNight(addDays(today, 1), summary.booked, summary.until);
    if (night) parts.push(fill(words.apartments.summaryNextFree, { date: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${night}T12:00:00Z`)) }));
  }
  if (parts.length === 0) return null;
  return (
    <p className="stay-summary">
      <a href={`#${formId}`}>{parts.join(" · ")}</a>
    </p>
  );
}

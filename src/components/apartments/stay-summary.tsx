import { useSyncExternalStore } from "react";
import { addDays } from "../../booking/calendar-date";
import { fill } from "../../labels/dictionary";
import { firstFreeNight } from "../../booking/availability";
import type { StaySummary } from "../../site/types";
import { usePageLanguage } from "../page-language";
import "./stay-summary.css";

const noSubscription = () => () => undefined;

/** Today's date in the apartments' zone, as the page runs (none while it is prerendered or hydrating). */
function useToday(timeZone: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date()),
    () => null,
  );
}

/**
 * Right under an apartment's photos on a phone: from what price, the minimum stay, and — once the
 * page runs — the first free night, linking to the form further down.
 */
export function StaySummaryLine({ summary, formId }: { summary: StaySummary; formId: string }) {
  const { words, locale } = usePageLanguage();
  const today = useToday(summary.timeZone);
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

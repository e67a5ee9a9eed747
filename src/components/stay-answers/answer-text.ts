import { ageInHours, STALE_AFTER_HOURS } from "../../booking/calendar-age";
import { addDays, dateIn } from "../../booking/calendar-date";
import type { Estimate } from "../../booking/rates";
import type { StayAnswer } from "../../booking/stay-answer";
import type { CalendarFacts } from "../../booking/types";
import { stayDate } from "../../booking/stay-date";
import { fill, plural, upperFirst, wordsIn, type Words } from "../../labels/dictionary";
import { answerWords } from "../../labels/words";
import { euros } from "../../site/euros";
import type { Language } from "../../site/types";
import { breakdownOf, taxesOf } from "../booking-form/estimate-text";

/**
 * How an answer for a stay is said, the same in the search and in the form: each surface lays
 * these out with its own actions, and says nothing the answer doesn't hold.
 */
export type AnswerWriter = ReturnType<typeof answerWriter>;

export function answerWriter(language: Language, locale: string) {
  const text: Words["answers"] = wordsIn(answerWords, language);
  const money = (amount: number): string => euros(amount, locale);
  const date = (value: string): string => stayDate(value, language);
  const nights = (count: number): string => plural(text.nights, count, locale);
  const people = (count: number): string => plural(text.people, count, locale);
  return {
    text,
    locale,
    money,
    date,
    nights,
    people,
    /** «noches del 02/12/2026 al 04/12/2026, la noche del 24/12/2026». */
    booked: (runs: [string, string][]): string =>
      fill(text.booked, {
        ranges: runs.map(([from, to]) => (addDays(from, 1) === to ? fill(text.bookedNight, { from: date(from) }) : fill(text.bookedRange, { from: date(from), last: date(addDays(to, -1)) }))).join(", "),
      }),
    minimum: (answer: Extract<StayAnswer, { kind: "minimum" }>): string => upperFirst(fill(text.minimum, { season: answer.season, nights: nights(answer.nights) }), locale),
    minimumFix: (checkOut: string): string => fill(text.minimumFix, { checkOut: date(checkOut) }),
    nearest: (stay: { checkIn: string; checkOut: string }, length: number): string => fill(text.nearest, { checkIn: date(stay.checkIn), checkOut: date(stay.checkOut), nights: nights(length) }),
    unknown: (answer: Extract<StayAnswer, { kind: "unknown" }>): string => text.unknown[answer.why],
    /** What it would cost if free: the total, or that the price is to be confirmed (never a made-up one). */
    ifFree: (estimate: Estimate | null): string => (estimate ? fill(text.unknownPrice, { total: money(estimate.total), taxes: taxesOf(estimate, text) }) : text.priceToConfirm),
    capacity: (max: number): string => fill(text.capacity, { people: people(max) }),
    /**
     * For a «libre» read from a calendar not updated for over two days: when it was, and that the
     * booking confirms it (the calendar section says the same); null for a fresh one.
     */
    age: (answer: StayAnswer, facts: CalendarFacts | undefined, timeZone: string, now: Date): string | null =>
      answer.kind === "free" && facts?.updatedAt && ageInHours(facts, now) > STALE_AFTER_HOURS ? fill(text.staleFree, { date: date(dateIn(timeZone, new Date(facts.updatedAt))) }) : null,
    breakdown: (estimate: Estimate): string | null => breakdownOf(estimate, text, locale),
    taxes: (estimate: Estimate): string => taxesOf(estimate, text),
  };
}

/** The total an answer shows (free, or if free), or null when it is to be confirmed or there is none. */
export function shownTotal(answer: StayAnswer): number | null {
  return (answer.kind === "free" || answer.kind === "unknown") && answer.estimate ? answer.estimate.total : null;
}

import type { Estimate } from "../../booking/rates";
import type { StayAnswer } from "../../booking/stay-answer";
import { stayDate } from "../../booking/stay-date";
import { addDays, nightsBetween } from "../../booking/calendar-date";
import { fill, plural, wordsIn } from "../../labels/dictionary";
import { answerWords } from "../../labels/words";
import { euros } from "../../site/euros";
import { usePageLanguage } from "../page-language";
import { breakdownOf, taxesOf } from "./estimate-text";

type Props = { answer: StayAnswer; checkIn: string; checkOut: string; listed: boolean };

/**
 * The form's answer for the chosen stay, as soon as both dates are set: free — from when to when,
 * the nights and the total, with its breakdown; booked — which nights; under the season's minimum —
 * that minimum. No price for a stay that can't be booked. Without a calendar, the approximate cost
 * (whoever takes the booking confirms it). The rules are checked again on submit (SPEC §8's texts).
 */
export function BookingAnswer({ answer, checkIn, checkOut, listed }: Props) {
  const { language, locale } = usePageLanguage();
  const text = wordsIn(answerWords, language);
  const money = (amount: number): string => euros(amount, locale);
  const date = (value: string): string => stayDate(value, language);
  const breakdown = (estimate: Estimate): string => breakdownOf(estimate, text, locale);
  const taxes = (estimate: Estimate): string => taxesOf(estimate, text);
  const confirmedBy = listed ? text.estimateByListing : text.estimateByOwner;
  const said = (() => {
    switch (answer.kind) {
      case "free": {
        const values = { checkIn: date(checkIn), checkOut: date(checkOut), nights: plural(text.nights, nightsBetween(checkIn, checkOut), locale) };
        if (!answer.estimate) return <>{fill(text.liveFreeNoPrice, values)}.</>;
        return (
          <>
            <strong>{fill(text.liveFree, { ...values, total: money(answer.estimate.total), taxes: taxes(answer.estimate) })}.</strong> {breakdown(answer.estimate)}. {confirmedBy}
          </>
        );
      }
      case "unknown":
        return answer.estimate ? (
          <>
            <strong>{text.estimateTitle}:</strong> {breakdown(answer.estimate)} ({taxes(answer.estimate)}). {confirmedBy}
          </>
        ) : null;
      case "booked":
        return <>{fill(text.booked, { ranges: answer.runs.map(([from, to]) => fill(text.bookedRange, { from: date(from), last: date(addDays(to, -1)) })).join(", ") })}.</>;
      case "minimum":
        return <>{fill(text.minimum, { season: answer.season, nights: plural(text.nights, answer.nights, locale) })}.</>;
      case "capacity":
        return <>{fill(text.capacity, { people: plural(text.people, answer.max, locale) })}.</>;
    }
  })();
  if (!said) return null;
  return (
    <p className={`booking-form__estimate booking-form__answer--${answer.kind}`} role="status">
      {said}
    </p>
  );
}

import type { Estimate } from "../../booking/rates";
import { directPrice, ownerRequest, type StayRequest } from "../../booking/owner-request";
import type { StayAnswer } from "../../booking/stay-answer";
import { stayDate } from "../../booking/stay-date";
import { addDays, nightsBetween } from "../../booking/calendar-date";
import type { BookingConfig } from "../../booking/types";
import { fill, plural, upperFirst, wordsIn, type Words } from "../../labels/dictionary";
import { answerWords } from "../../labels/words";
import { euros } from "../../site/euros";
import { OwnerRequestLinks } from "../owner-request-links";
import { usePageLanguage } from "../page-language";
import { breakdownOf, taxesOf } from "./estimate-text";

type Props = {
  answer: StayAnswer;
  /** The chosen apartment (one), the dates and the guests. */
  stay: StayRequest;
  config: BookingConfig;
  /** Chooses another apartment (one that holds the group). */
  onChoose: (slug: string) => void;
};

/**
 * The form's answer for the chosen stay, as soon as both dates are set: free — from when to when,
 * the nights and the total, with its breakdown, and a request to book it directly (WhatsApp or
 * e-mail, with the total and a reference) beside the listing; booked — which nights; under the
 * season's minimum — that minimum; over the capacity — the capacity and the apartments that hold
 * the group. No price for a stay that can't be booked. Without a calendar, the approximate cost
 * (whoever takes the booking confirms it). The rules are checked again on submit (SPEC §8's texts).
 */
export function BookingAnswer({ answer, stay, config, onChoose }: Props) {
  const { language, locale } = usePageLanguage();
  const text = wordsIn(answerWords, language);
  const slug = stay.slugs[0] ?? "";
  const money = (amount: number): string => euros(amount, locale);
  const date = (value: string): string => stayDate(value, language);
  const breakdown = (estimate: Estimate): string => breakdownOf(estimate, text, locale);
  const taxes = (estimate: Estimate): string => taxesOf(estimate, text);
  const confirmedBy = slug in config.listings ? text.estimateByListing : text.estimateByOwner;
  const said = (() => {
    switch (answer.kind) {
      case "free": {
        const values = { checkIn: date(stay.checkIn), checkOut: date(stay.checkOut), nights: plural(text.nights, nightsBetween(stay.checkIn, stay.checkOut), locale) };
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
        return <>{upperFirst(fill(text.minimum, { season: answer.season, nights: plural(text.nights, answer.nights, locale) }), locale)}.</>;
      case "capacity":
        return <>{fill(text.capacity, { people: plural(text.people, answer.max, locale) })}.</>;
    }
  })();
  if (!said) return null;
  return (
    <div className={`booking-form__estimate booking-form__answer--${answer.kind}`}>
      <p>{said}</p>
      {answer.kind === "free" ? <DirectRequest stay={stay} estimate={answer.estimate} config={config} money={money} text={text} /> : null}
      {answer.kind === "capacity" ? <Fitting guests={stay.guests} config={config} onChoose={onChoose} text={text} people={(n) => plural(text.people, n, locale)} /> : null}
    </div>
  );
}

type Text = Words["answers"];

/** Booking a free stay directly with the owner, beside the listing: the saving if site.yaml sets one, and the prefilled request. */
function DirectRequest({ stay, estimate, config, money, text }: { stay: StayRequest; estimate: Estimate | null; config: BookingConfig; money: (amount: number) => string; text: Text }) {
  const direct = estimate ? directPrice(estimate.total, stay.slugs[0] ?? "", config) : null;
  const request = ownerRequest("book", stay, config, direct?.total ?? estimate?.total ?? null);
  return (
    <>
      <p>{direct ? fill(text.directSaving, { total: money(direct.total), saving: money(direct.saving) }) : text.directOffer}</p>
      <p className="booking-form__direct">
        <OwnerRequestLinks links={request} whatsapp={text.bookDirect} email={text.bookDirectEmail} />
      </p>
    </>
  );
}

/** For a group over the chosen apartment's capacity: the apartments that hold it, each a button that chooses it. */
function Fitting({ guests, config, onChoose, text, people }: { guests: number; config: BookingConfig; onChoose: (slug: string) => void; text: Text; people: (n: number) => string }) {
  const fitting = config.apartments.filter((apartment) => apartment.maxGuests >= guests);
  if (fitting.length === 0) return null;
  return (
    <p className="booking-form__direct">
      {fill(text.capacityFit, { people: people(guests) })}{" "}
      {fitting.map((apartment) => (
        <button key={apartment.slug} type="button" className="button button--ghost" onClick={() => onChoose(apartment.slug)}>
          {fill(text.chooseApartment, { name: apartment.name })}
        </button>
      ))}
    </p>
  );
}

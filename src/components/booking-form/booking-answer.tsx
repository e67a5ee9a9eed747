import { useEffect, useRef } from "react";
import { directPrice, type Estimate } from "../../booking/rates";
import { ownerRequest, type StayRequest } from "../../booking/owner-request";
import type { StayAnswer } from "../../booking/stay-answer";
import { nightsBetween } from "../../booking/calendar-date";
import type { BookingConfig, BookingForm } from "../../booking/types";
import { fill } from "../../labels/dictionary";
import { OwnerRequestLinks } from "../owner-request-links";
import { StayLink } from "../page-link";
import { usePageLanguage } from "../page-language";
import { answerWriter, type AnswerWriter } from "../stay-answers/answer-text";

type Props = {
  answer: StayAnswer;
  /** The chosen apartment (one), the dates and the guests. */
  stay: StayRequest;
  config: BookingConfig;
  /** Changes the form: another apartment (one that holds the group), other dates (the nearest free ones, the check-out that meets the minimum). */
  onChange: (change: Partial<BookingForm>) => void;
};

/**
 * The form's answer for the chosen stay, as soon as both dates are set, from the same answer the
 * search gives (src/booking/stay-answer.ts): free — from when to when, the nights and the total,
 * with its parts, and a request to book it directly beside the listing; booked — which nights, and
 * the nearest free dates in one tap; under the season's minimum — that minimum, and the check-out
 * that meets it in one tap; unknown — why, and the price if it is free; a group over the capacity
 * — the apartments that hold it, or the search that puts apartments together. The rules are
 * checked again on submit (SPEC §8's texts).
 */
export function BookingAnswer({ answer, stay, config, onChange }: Props) {
  const { language, locale } = usePageLanguage();
  // A button that changes the stay goes away with this answer: the focus goes to the new one, not to the top of the page.
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    box.current?.focus();
  });
  const change = (next: Partial<BookingForm>): void => {
    refocus.current = true;
    onChange(next);
  };
  const say = answerWriter(language, locale);
  const text = say.text;
  const slug = stay.slugs[0] ?? "";
  const age = say.age(answer, config.calendars[slug], config.timeZone, new Date());
  const confirmedBy = slug in config.listings ? text.estimateByListing : text.estimateByOwner;
  const priced = (estimate: Estimate) => (
    <>
      {say.breakdown(estimate) ? ` ${say.breakdown(estimate)}.` : null} {confirmedBy}
    </>
  );
  const said = (() => {
    switch (answer.kind) {
      case "free": {
        const values = { checkIn: say.date(stay.checkIn), checkOut: say.date(stay.checkOut), nights: say.nights(nightsBetween(stay.checkIn, stay.checkOut)) };
        if (!answer.estimate) return <>{fill(text.liveFreeNoPrice, values)}.</>;
        return (
          <>
            <strong>{fill(text.liveFree, { ...values, total: say.money(answer.estimate.total), taxes: say.taxes(answer.estimate) })}.</strong>
            {priced(answer.estimate)}
          </>
        );
      }
      case "unknown":
        // Without a calendar at all, the form's note above says so already.
        return (
          <>
            {answer.why === "no-calendar" ? null : <strong>{say.unknown(answer)}. </strong>}
            {say.ifFree(answer.estimate)}.{answer.estimate ? priced(answer.estimate) : null}
          </>
        );
      case "booked":
        return <>{say.booked(answer.runs)}.</>;
      case "minimum":
        return <>{say.minimum(answer)}.</>;
    }
  })();
  // What one tap can change the stay to: the check-out that meets the minimum, or else the nearest free dates.
  const fix = answer.kind === "minimum" ? answer.fix : null;
  const nearest = answer.kind === "booked" || (answer.kind === "minimum" && !answer.fix) ? answer.nearest : null;
  return (
    <div ref={box} tabIndex={-1} className={`booking-form__estimate booking-form__answer--${answer.kind}`}>
      {answer.fits ? null : <Fitting answer={answer} stay={stay} config={config} onChange={change} say={say} />}
      <p>{said}</p>
      {age ? <p>{age}</p> : null}
      {fix ? (
        <p className="booking-form__direct">
          <button type="button" className="button button--ghost" onClick={() => change({ checkOut: fix.checkOut })}>
            {say.minimumFix(fix.checkOut)}
          </button>
        </p>
      ) : null}
      {nearest ? (
        <p className="booking-form__direct">
          {say.nearest(nearest, nightsBetween(nearest.checkIn, nearest.checkOut))}{" "}
          <button type="button" className="button button--ghost" onClick={() => change(nearest)}>
            {text.chooseNearest}
          </button>
        </p>
      ) : null}
      {(answer.kind === "booked" || (answer.kind === "minimum" && !answer.fix)) && !answer.nearest ? <p>{text.noNearest}</p> : null}
      {answer.kind === "free" && answer.fits ? <DirectRequest stay={stay} estimate={answer.estimate} config={config} say={say} /> : null}
      {answer.kind === "unknown" && answer.fits ? (
        // Asking is the answer: with the dates, the people, the price if it is free and a reference, written.
        <p className="booking-form__direct">
          <OwnerRequestLinks links={ownerRequest("ask", stay, config, [answer.estimate?.total ?? null])} whatsapp={text.enquiryWhatsapp} email={text.enquiryEmail} />
        </p>
      ) : null}
    </div>
  );
}

/** Booking a free stay directly with the owner, beside the listing: the saving if site.yaml sets one, and the prefilled request. */
function DirectRequest({ stay, estimate, config, say }: { stay: StayRequest; estimate: Estimate | null; config: BookingConfig; say: AnswerWriter }) {
  const direct = estimate ? directPrice(estimate.total, stay.slugs[0] ?? "", config) : null;
  const request = ownerRequest("book", stay, config, [direct?.total ?? estimate?.total ?? null]);
  return (
    <>
      <p>{direct ? fill(say.text.directSaving, { total: say.money(direct.total), saving: say.money(direct.saving) }) : say.text.directOffer}</p>
      <p className="booking-form__direct">
        <OwnerRequestLinks links={request} whatsapp={say.text.bookDirect} email={say.text.bookDirectEmail} />
      </p>
    </>
  );
}

/**
 * For a group over the chosen apartment's capacity: the apartments that hold it, each a button
 * that chooses it, or — when none does alone — the search that puts apartments together, with
 * the stay.
 */
function Fitting({ answer, stay, config, onChange, say }: { answer: StayAnswer; stay: StayRequest; config: BookingConfig; onChange: Props["onChange"]; say: AnswerWriter }) {
  const fitting = config.apartments.filter((apartment) => apartment.maxGuests >= stay.guests);
  return (
    <>
      <p>
        <strong>{say.capacity(answer.max)}.</strong>
      </p>
      <p className="booking-form__direct">
        {fitting.length > 0 ? (
          <>
            {fill(say.text.capacityFit, { people: say.people(stay.guests) })}{" "}
            {fitting.map((apartment) => (
              <button key={apartment.slug} type="button" className="button button--ghost" onClick={() => onChange({ apartment: apartment.slug })}>
                {fill(say.text.chooseApartment, { name: apartment.name })}
              </button>
            ))}
          </>
        ) : (
          <StayLink to={config.searchPage} className="button button--ghost">
            {fill(say.text.groupSearch, { people: say.people(stay.guests) })}
          </StayLink>
        )}
      </p>
    </>
  );
}

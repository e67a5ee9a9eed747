import { buildBookingUrl } from "../../booking/build-booking-url";
import { nightsBetween } from "../../booking/calendar-date";
import { ownerRequest } from "../../booking/owner-request";
import { directPrice } from "../../booking/rates";
import type { StayAnswer, StayQuery } from "../../booking/stay-answer";
import type { BookingConfig, ValidBooking } from "../../booking/types";
import { fill } from "../../labels/dictionary";
import { ExternalLink } from "../external-link";
import { OwnerRequestLinks } from "../owner-request-links";
import { StayLink } from "../page-link";
import { shownTotal, type AnswerWriter } from "../stay-answers/answer-text";

type Props = {
  slug: string;
  answer: StayAnswer;
  query: StayQuery;
  config: BookingConfig;
  /** The apartment's page (the stay goes with the link). */
  path: string;
  say: AnswerWriter;
  onSearch: (dates: { checkIn: string; checkOut: string }) => void;
};

/**
 * One apartment's answer in the search, and what the traveller can do next: book a free stay on
 * the listing or directly; ask about one the calendar can't speak for (with the price shown and a
 * reference); search the nearest free dates or the check-out that meets the minimum; see the
 * apartment's calendar. Free or booked whatever the group; one that can't hold the group says so,
 * and offers no booking for it (the group's sets below do).
 */
export function ApartmentAnswer({ slug, answer, query, config, path, say, onSearch }: Props) {
  const name = config.apartments.find((apartment) => apartment.slug === slug)?.name ?? slug;
  const text = say.text;
  const stay = { slugs: [slug], checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests };
  const total = shownTotal(answer);
  const direct = answer.kind === "free" && total !== null ? directPrice(total, slug, config) : null;
  const listing = answer.fits && (answer.kind === "free" || answer.kind === "unknown") ? buildBookingUrl({ apartment: slug, ...query } as ValidBooking, config) : null;
  return (
    <li className={`stay-answer stay-answer--${answer.kind}`}>
      <h3 className="stay-answer__name">
        <StayLink to={path}>{name}</StayLink>
      </h3>
      {(() => {
        switch (answer.kind) {
          case "free":
            return answer.estimate ? (
              <>
                <p className="stay-answer__verdict">{fill(text.free, { total: say.money(answer.estimate.total), taxes: say.taxes(answer.estimate) })}</p>
                {say.breakdown(answer.estimate) ? <p className="stay-answer__detail">{say.breakdown(answer.estimate)}</p> : null}
                {direct ? <p className="stay-answer__saving">{fill(text.directSaving, { total: say.money(direct.total), saving: say.money(direct.saving) })}</p> : null}
              </>
            ) : (
              <p className="stay-answer__verdict">{text.freeNoPrice}</p>
            );
          case "unknown":
            return (
              <>
                <p className="stay-answer__verdict">{say.unknown(answer)}</p>
                <p className="stay-answer__detail">{say.ifFree(answer.estimate)}</p>
              </>
            );
          case "booked":
            return (
              <>
                <p className="stay-answer__verdict">{say.booked(answer.runs)}</p>
                <Elsewhere nearest={answer.nearest} path={path} say={say} onSearch={onSearch} />
              </>
            );
          case "minimum": {
            const { fix } = answer;
            return (
              <>
                <p className="stay-answer__verdict">{say.minimum(answer)}</p>
                {fix ? (
                  <p className="stay-answer__detail">
                    <button type="button" className="stay-answer__retry" onClick={() => onSearch(fix)}>
                      {say.minimumFix(fix.checkOut)}
                    </button>
                  </p>
                ) : (
                  <Elsewhere nearest={answer.nearest} path={path} say={say} onSearch={onSearch} />
                )}
              </>
            );
          }
        }
      })()}
      {say.age(answer, config.calendars[slug], config.timeZone, new Date()) ? <p className="stay-answer__detail">{say.age(answer, config.calendars[slug], config.timeZone, new Date())}</p> : null}
      {answer.fits ? null : <p className="stay-answer__detail">{say.capacity(answer.max)}</p>}
      {answer.fits && (answer.kind === "free" || answer.kind === "unknown") ? (
        <p className="stay-answer__actions">
          {listing ? (
            <ExternalLink href={listing} className={`button stay-answer__button${answer.kind === "free" ? "" : " button--ghost"}`}>
              {answer.kind === "free" ? text.bookListing : text.seeListing}
            </ExternalLink>
          ) : null}
          <OwnerRequestLinks
            links={ownerRequest(answer.kind === "free" ? "book" : "ask", stay, config, [direct?.total ?? total])}
            whatsapp={answer.kind === "free" ? text.bookDirect : text.enquiryWhatsapp}
            email={answer.kind === "free" ? text.bookDirectEmail : text.enquiryEmail}
            primary={answer.kind === "unknown" || !listing}
            className="stay-answer__button"
          />
        </p>
      ) : null}
    </li>
  );
}

/**
 * Where the traveller can go from dates this apartment can't take: the nearest free dates, one tap
 * to search them, or — none within a week that the calendar can confirm — its calendar.
 */
function Elsewhere({ nearest, path, say, onSearch }: { nearest: { checkIn: string; checkOut: string } | null; path: string; say: AnswerWriter; onSearch: Props["onSearch"] }) {
  if (nearest)
    return (
      <p className="stay-answer__detail">
        {say.nearest(nearest, nightsBetween(nearest.checkIn, nearest.checkOut))}{" "}
        <button type="button" className="stay-answer__retry" onClick={() => onSearch(nearest)}>
          {say.text.tryNearest}
        </button>
      </p>
    );
  return (
    <p className="stay-answer__detail">
      {say.text.noNearest}{" "}
      <StayLink to={`${path}#calendario`} className="stay-answer__retry">
        {say.text.seeCalendar}
      </StayLink>
    </p>
  );
}

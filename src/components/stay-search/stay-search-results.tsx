import { useEffect, useState } from "react";
import { bookedNightsIfLoaded, loadBookedNights } from "../../booking/booked-nights";
import { dateWindow } from "../../booking/booking-window";
import { buildBookingUrl } from "../../booking/build-booking-url";
import { directPrice, ownerRequest, type RequestLinks } from "../../booking/owner-request";
import { addDays, dateIn, nightsBetween } from "../../booking/calendar-date";
import type { Estimate } from "../../booking/rates";
import { readStayQuery, type StayAnswer, type StayQuery } from "../../booking/stay-answer";
import { searchStays } from "../../booking/stay-search";
import { stayDate } from "../../booking/stay-date";
import type { BookedNights, BookingConfig, ValidBooking } from "../../booking/types";
import { fill, plural, upperFirst, wordsIn, type Words } from "../../labels/dictionary";
import { answerWords, problemWords } from "../../labels/words";
import { euros } from "../../site/euros";
import { breakdownOf, taxesOf } from "../booking-form/estimate-text";
import { ExternalLink } from "../external-link";
import { OwnerRequestLinks } from "../owner-request-links";
import { usePageLanguage } from "../page-language";
import type { SearchInput } from "./stay-search";

type Props = {
  input: SearchInput;
  config: BookingConfig;
  apartmentPaths: Record<string, string>;
  /** Searches other dates (the nearest free stay of a booked apartment). */
  onSearch: (dates: { checkIn: string; checkOut: string }) => void;
};

/** Fetches the booked nights before the answers are asked for (the search's `wake`); fetched once, whoever asks. */
export function prefetchBookedNights(path: string | null): void {
  void loadBookedNights(path);
}

/**
 * Every apartment's answer for the stay asked for (src/booking/stay-search.ts), with its actions:
 * free — the listing with the dates, a direct request by WhatsApp or e-mail with the total and a
 * reference; no calendar — ask, with the dates written; booked — the nights and the nearest free
 * stay; and, for a group none holds alone, the free apartments that hold it together.
 */
export default function StaySearchResults({ input, config, apartmentPaths, onSearch }: Props) {
  const { language, locale } = usePageLanguage();
  const text = wordsIn(answerWords, language);
  // Fetched ahead as the visitor reached for the search: then the first answer is drawn at once.
  const [booked, setBooked] = useState<BookedNights | null>(() => bookedNightsIfLoaded(config.availabilityPath));
  useEffect(() => {
    if (booked) return;
    let current = true;
    void loadBookedNights(config.availabilityPath).then((nights) => current && setBooked(nights));
    return () => {
      current = false;
    };
  }, [booked, config.availabilityPath]);
  if (!booked) return null;

  const today = dateIn(config.timeZone, new Date());
  const mostGuests = config.apartments.reduce((sum, apartment) => sum + apartment.maxGuests, 0);
  const read = readStayQuery(input, today, mostGuests);
  if (!read.ok) {
    const problems = wordsIn(problemWords, language);
    const limits = dateWindow(today, "");
    const last = { checkIn: stayDate(limits.checkIn.max, language), checkOut: stayDate(limits.checkOut.max, language) };
    return (
      <div className="stay-search__problems" role="alert">
        <p>{text.searchProblems}</p>
        <ul>
          {read.problems.map(({ problem }) => (
            <li key={problem}>{fill(problems[problem], { max: mostGuests, last: problem === "checkInTooFar" ? last.checkIn : last.checkOut })}</li>
          ))}
        </ul>
      </div>
    );
  }

  const query = read.query;
  const result = searchStays(query, today, config, booked);
  const date = (value: string) => stayDate(value, language);
  const money = (amount: number) => euros(amount, locale);
  const length = nightsBetween(query.checkIn, query.checkOut);
  const people = (n: number) => plural(text.people, n, locale);
  const nameOf = (slug: string) => config.apartments.find((apartment) => apartment.slug === slug)?.name ?? slug;
  const free = result.apartments.filter((entry) => entry.answer.kind === "free").length;
  const taxes = (estimate: Estimate) => taxesOf(estimate, text);

  /** What booking an apartment directly costs: its total, less site.yaml's direct discount where it applies. */
  const directTotal = (slug: string, estimate: Estimate | null): number | null => (estimate ? (directPrice(estimate.total, slug, config)?.total ?? estimate.total) : null);
  const estimateOf = (slug: string): Estimate | null => {
    const answer = result.apartments.find((entry) => entry.slug === slug)?.answer;
    return answer?.kind === "free" ? answer.estimate : null;
  };
  /** A request to the owner, written for them: to book (with the total and a reference), or only to ask (no calendar). */
  const direct = (kind: "ask" | "book", slugs: string[], total: number | null): RequestLinks => ownerRequest(kind, { slugs, checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests }, config, total);
  const breakdown = (estimate: Estimate) => breakdownOf(estimate, text, locale);

  return (
    <>
      <p className="stay-search__summary" role="status">
        {fill(text.searchFor, { checkIn: date(query.checkIn), checkOut: date(query.checkOut), nights: plural(text.nights, length, locale), people: people(query.guests) })}
        {" · "}
        {plural(text.freeCount, free, locale)}
      </p>
      <ul className="stay-search__list">
        {result.apartments.map(({ slug, answer }) => (
          <li key={slug} className={`stay-answer stay-answer--${answer.kind}`}>
            <h3 className="stay-answer__name">
              <a href={apartmentPaths[slug]}>{nameOf(slug)}</a>
            </h3>
            <Answer answer={answer} text={text} date={date} money={money} people={people} taxes={taxes} breakdown={breakdown} onSearch={onSearch} direct={answer.kind === "free" && answer.estimate ? directPrice(answer.estimate.total, slug, config) : null} />
            <Actions slug={slug} answer={answer} query={query} config={config} text={text} request={answer.kind === "free" || answer.kind === "unknown" ? direct(answer.kind === "free" ? "book" : "ask", [slug], answer.kind === "free" ? directTotal(slug, answer.estimate) : null) : null} />
          </li>
        ))}
      </ul>
      {result.apartments.every((entry) => entry.answer.kind !== "free") && query.guests > Math.max(...config.apartments.map((apartment) => apartment.maxGuests)) ? (
        <section className="stay-search__groups" aria-label={fill(text.groupsHeading, { people: people(query.guests) })}>
          <h3>{fill(text.groupsHeading, { people: people(query.guests) })}</h3>
          {result.combinations.length > 0 ? (
            <ul>
              {result.combinations.map((combination) => {
                const names = combination.slugs.map(nameOf);
                const listed = `${names.slice(0, -1).join(", ")} ${text.and} ${names.at(-1)!}`;
                const values = { names: listed, people: people(combination.capacity), ...(combination.total !== null ? { total: money(combination.total) } : {}) };
                const totals = combination.slugs.map((member) => directTotal(member, estimateOf(member)));
                const request = direct("book", combination.slugs, totals.every((total) => total !== null) ? totals.reduce((sum, total) => sum + total!, 0) : null);
                return (
                  <li key={combination.slugs.join("+")}>
                    <p>{fill(combination.total !== null ? text.group : text.groupNoPrice, values)}</p>
                    <p className="stay-answer__actions">
                      <OwnerRequestLinks links={request} whatsapp={text.groupAsk} email={text.bookDirectEmail} primary className="stay-answer__button" />
                    </p>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p>{text.noGroup}</p>
          )}
        </section>
      ) : null}
    </>
  );
}

type AnswerProps = {
  answer: StayAnswer;
  text: Words["answers"];
  date: (value: string) => string;
  money: (amount: number) => string;
  people: (n: number) => string;
  taxes: (estimate: Estimate) => string;
  breakdown: (estimate: Estimate) => string;
  onSearch: Props["onSearch"];
  /** Booking directly: the total and the saving, when site.yaml sets a direct discount. */
  direct: { total: number; saving: number } | null;
};

/** What the apartment says for the stay, in words. */
function Answer({ answer, text, date, money, people, taxes, breakdown, onSearch, direct }: AnswerProps) {
  const { locale } = usePageLanguage();
  switch (answer.kind) {
    case "free":
      return answer.estimate ? (
        <>
          <p className="stay-answer__verdict">{fill(text.free, { total: money(answer.estimate.total), taxes: taxes(answer.estimate) })}</p>
          <p className="stay-answer__detail">{breakdown(answer.estimate)}</p>
          {direct ? <p className="stay-answer__saving">{fill(text.directSaving, { total: money(direct.total), saving: money(direct.saving) })}</p> : null}
        </>
      ) : (
        <p className="stay-answer__verdict">{text.freeNoPrice}</p>
      );
    case "unknown":
      return (
        <>
          <p className="stay-answer__verdict">{text.unknown}</p>
          {answer.estimate ? <p className="stay-answer__detail">{fill(text.unknownPrice, { total: money(answer.estimate.total), taxes: taxes(answer.estimate) })}</p> : null}
        </>
      );
    case "booked": {
      const ranges = answer.runs.map(([from, to]) => fill(text.bookedRange, { from: date(from), last: date(addDays(to, -1)) })).join(", ");
      return (
        <>
          <p className="stay-answer__verdict">{fill(text.booked, { ranges })}</p>
          {answer.nearest ? (
            <p className="stay-answer__detail">
              {fill(text.nearest, { checkIn: date(answer.nearest.checkIn), checkOut: date(answer.nearest.checkOut) })}{" "}
              <button type="button" className="stay-answer__retry" onClick={() => onSearch(answer.nearest!)}>
                {text.tryNearest}
              </button>
            </p>
          ) : (
            <p className="stay-answer__detail">{text.noNearest}</p>
          )}
        </>
      );
    }
    case "minimum":
      return <p className="stay-answer__verdict">{upperFirst(fill(text.minimum, { season: answer.season, nights: plural(text.nights, answer.nights, locale) }), locale)}</p>;
    case "capacity":
      return <p className="stay-answer__verdict">{fill(text.capacity, { people: people(answer.max) })}</p>;
  }
}

type ActionsProps = {
  slug: string;
  answer: StayAnswer;
  query: StayQuery;
  config: BookingConfig;
  text: Words["answers"];
  /** The request to the owner: to book (free) or to ask (no calendar); null for the others. */
  request: RequestLinks | null;
};

/** What the traveller can do next: book on the listing or ask directly (free), ask (no calendar). */
function Actions({ slug, answer, query, config, text, request }: ActionsProps) {
  if (!request) return null;
  const listing = answer.kind === "free" ? buildBookingUrl({ apartment: slug, ...query } as ValidBooking, config) : null;
  return (
    <p className="stay-answer__actions">
      {listing ? (
        <ExternalLink href={listing} className="button stay-answer__button">
          {text.bookListing}
        </ExternalLink>
      ) : null}
      <OwnerRequestLinks
        links={request}
        whatsapp={answer.kind === "free" ? text.bookDirect : text.enquiryWhatsapp}
        email={answer.kind === "free" ? text.bookDirectEmail : text.enquiryEmail}
        primary={!listing}
        className="stay-answer__button"
      />
    </p>
  );
}

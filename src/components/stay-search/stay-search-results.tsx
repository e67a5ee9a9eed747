import { useEffect } from "react";
import { dateIn, nightsBetween } from "../../booking/calendar-date";
import { readStayQuery, type StayInput } from "../../booking/stay-answer";
import { searchStays } from "../../booking/stay-search";
import type { BookingConfig } from "../../booking/types";
import { fill, plural } from "../../labels/dictionary";
import { problemWords } from "../../labels/words";
import { usePageLanguage, useWords } from "../page-language";
import { answerWriter } from "../stay-answers/answer-text";
import { useBookedNights } from "../stay-answers/use-booked-nights";
import { ApartmentAnswer } from "./apartment-answer";
import { GroupAnswers } from "./group-answers";

export { prefetchBookedNights } from "../stay-answers/use-booked-nights";

type Props = {
  input: StayInput;
  config: BookingConfig;
  apartmentPaths: Record<string, string>;
  /** Searches other dates (the nearest free stay of a booked apartment, the first check-out that meets a minimum). */
  onSearch: (dates: { checkIn: string; checkOut: string }) => void;
  /** Called each time answers (or the problems with the search) are drawn. */
  onShown: () => void;
};

/**
 * Every apartment's answer for the stay asked for (src/booking/stay-search.ts), with its actions,
 * and for a group none holds alone the apartments that hold it together; while the booked nights
 * are on their way, that they are.
 */
export default function StaySearchResults({ input, config, apartmentPaths, onSearch, onShown }: Props) {
  const { language, locale } = usePageLanguage();
  const problems = useWords(problemWords);
  const say = answerWriter(language, locale);
  const key = `${input.checkIn}|${input.checkOut}|${input.guests}`;
  const booked = useBookedNights(config, key);
  useEffect(() => {
    onShown();
  });
  // What is wrong with the search needs no calendar: said at once.
  const today = dateIn(config.timeZone, new Date());
  const read = readStayQuery(input, today);
  if (!read.ok) {
    return (
      <div className="stay-search__problems" role="alert" tabIndex={-1} data-answers-start="">
        <p>{say.text.searchProblems}</p>
        <ul>
          {read.problems.map(({ problem, last }) => (
            <li key={problem}>{fill(problems[problem], { last: last ? say.date(last) : "" })}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (booked === undefined)
    return (
      <p className="stay-search__summary" role="status">
        {say.text.checking}
      </p>
    );

  const query = read.query;
  const result = searchStays(query, today, config, booked);
  return (
    <>
      <p className="stay-search__summary" role="status" tabIndex={-1} data-answers-start="">
        {fill(say.text.searchFor, { checkIn: say.date(query.checkIn), checkOut: say.date(query.checkOut), nights: say.nights(nightsBetween(query.checkIn, query.checkOut)), people: say.people(query.guests) })}
        {" · "}
        {plural(say.text.freeCount, result.free, locale)}
      </p>
      <ul className="stay-search__list">
        {result.apartments.map(({ slug, answer }) => (
          <ApartmentAnswer key={slug} slug={slug} answer={answer} query={query} config={config} path={apartmentPaths[slug] ?? "/"} say={say} onSearch={onSearch} />
        ))}
      </ul>
      {result.offersGroups ? <GroupAnswers result={result} query={query} config={config} say={say} /> : null}
    </>
  );
}

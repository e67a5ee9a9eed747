import { ownerRequest } from "../../booking/owner-request";
import type { StayQuery } from "../../booking/stay-answer";
import type { Combination, SearchResult } from "../../booking/stay-search";
import type { BookingConfig } from "../../booking/types";
import { fill, plural } from "../../labels/dictionary";
import { listFormat } from "../../labels/intl";
import { OwnerRequestLinks } from "../owner-request-links";
import type { AnswerWriter } from "../stay-answers/answer-text";

type Props = { result: SearchResult; query: StayQuery; config: BookingConfig; say: AnswerWriter };

/**
 * For a group larger than any one apartment: the sets of apartments free (or to confirm) that hold
 * it together, each with its total and what each apartment costs, and the request that carries
 * both; when no set holds it — or the whole building can't — the way to write to the owner, with
 * the dates and the number of people already written. Never a dead end.
 */
export function GroupAnswers({ result, query, config, say }: Props) {
  const text = say.text;
  const heading = fill(text.groupsHeading, { people: say.people(query.guests) });
  const nameOf = (slug: string): string => config.apartments.find((apartment) => apartment.slug === slug)?.name ?? slug;
  const names = (slugs: string[]): string => listFormat(say.locale, { type: "conjunction" }).format(slugs.map(nameOf));
  const stay = (slugs: string[]) => ({ slugs, checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests });
  const writeUs = (message: string) => (
    <>
      <p>{message}</p>
      <p className="stay-answer__actions">
        <OwnerRequestLinks links={ownerRequest("ask", stay([]), config)} whatsapp={text.writeUs} email={text.bookDirectEmail} primary className="stay-answer__button" />
      </p>
    </>
  );
  return (
    <section className="stay-search__groups" aria-label={heading}>
      <h3>{heading}</h3>
      {query.guests > result.building ? (
        writeUs(fill(text.largeGroup, { people: say.people(result.building) }))
      ) : result.combinations.length > 0 ? (
        <ul>
          {result.combinations.map((combination) => (
            <GroupOption key={combination.members.map((member) => member.slug).join("+")} combination={combination} query={query} config={config} say={say} names={names} />
          ))}
        </ul>
      ) : (
        writeUs(text.noGroup)
      )}
    </section>
  );
}

type OptionProps = { combination: Combination; query: StayQuery; config: BookingConfig; say: AnswerWriter; names: (slugs: string[]) => string };

/** One set of apartments for the group: what it holds and costs, apartment by apartment, and the request for all of them. */
function GroupOption({ combination, query, config, say, names }: OptionProps) {
  const text = say.text;
  const slugs = combination.members.map((member) => member.slug);
  const values = { names: names(slugs), people: say.people(combination.capacity), ...(combination.total !== null ? { total: say.money(combination.total) } : {}) };
  const toConfirm = combination.members.filter((member) => !member.confirmed).map((member) => member.slug);
  const request = ownerRequest(
    combination.confirmed ? "book" : "ask",
    { slugs, checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests },
    config,
    combination.members.map((member) => member.total),
  );
  return (
    <li>
      <div className="stay-search__group-text">
        <p className="stay-answer__verdict">{fill(combination.total !== null ? text.group : text.groupNoPrice, values)}</p>
        {combination.members.some((member) => member.total !== null) ? (
          <p className="stay-answer__detail">
            {combination.members.map((member) => fill(text.groupSplit, { name: names([member.slug]), price: member.total !== null ? say.money(member.total) : text.request.toConfirm })).join(" · ")}
          </p>
        ) : null}
        {toConfirm.length > 0 ? <p className="stay-answer__detail">{plural(text.groupToConfirm, toConfirm.length, say.locale, { names: names(toConfirm) })}</p> : null}
      </div>
      <p className="stay-answer__actions">
        <OwnerRequestLinks links={request} whatsapp={combination.confirmed ? text.groupAsk : text.groupAskConfirm} email={text.bookDirectEmail} primary className="stay-answer__button" />
      </p>
    </li>
  );
}

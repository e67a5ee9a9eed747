import { answerFor, type StayAnswer, type StayQuery } from "./stay-answer";
import type { BookedNights, BookingConfig } from "./types";

type ApartmentResult = { slug: string; answer: StayAnswer };

/** One apartment of a combination: its beds, and its total when every night has a price (null: to be confirmed). */
type Member = { slug: string; capacity: number; total: number | null; confirmed: boolean };

/**
 * Apartments booked together for a group none of them holds alone: the members (each with its own
 * total, the split a request carries), the beds they add up to, the combined total when each has
 * one, and whether every member is known free (`confirmed`; otherwise the owner confirms the
 * apartments without a calendar).
 */
export type Combination = { members: Member[]; capacity: number; total: number | null; confirmed: boolean };

/**
 * The answers for a stay: each apartment's (in the order a traveller reads them), how many are
 * known free, the sets of apartments for a group none known free holds alone, and whether the
 * group's part is offered at all — the sets, or for a group larger than any apartment the way to
 * ask, even with no set.
 */
export type SearchResult = { apartments: ApartmentResult[]; free: number; combinations: Combination[]; holdsAlone: boolean; offersGroups: boolean; building: number };

/** The order a traveller reads the answers in: what they can book first, then what they can ask about, then what almost fits, then what can't. */
const RANK: Record<StayAnswer["kind"], number> = { free: 0, unknown: 1, minimum: 2, booked: 3 };

const totalOf = (answer: StayAnswer): number | null => ((answer.kind === "free" || answer.kind === "unknown") && answer.estimate ? answer.estimate.total : null);

/** The most combinations shown: the surest, then the cheapest, of the smallest. */
const MOST_COMBINATIONS = 3;

/**
 * The sets of apartments free for the whole stay, or to confirm, that hold the group together:
 * only sets without an apartment to spare (remove any one and the group no longer fits), fewest
 * apartments first, those known free before those to confirm, then the lowest combined total.
 * Four apartments make 15 sets at most.
 */
function combinationsFor(guests: number, candidates: Member[]): Combination[] {
  const found: Combination[] = [];
  for (let mask = 1; mask < 1 << candidates.length; mask++) {
    const members = candidates.filter((_, i) => mask & (1 << i));
    if (members.length < 2) continue;
    const capacity = members.reduce((sum, member) => sum + member.capacity, 0);
    if (capacity < guests) continue;
    if (members.some((member) => capacity - member.capacity >= guests)) continue;
    const total = members.every((member) => member.total !== null) ? members.reduce((sum, member) => sum + (member.total ?? 0), 0) : null;
    found.push({ members, capacity, total, confirmed: members.every((member) => member.confirmed) });
  }
  return found
    .sort((a, b) => a.members.length - b.members.length || Number(b.confirmed) - Number(a.confirmed) || (a.total ?? Infinity) - (b.total ?? Infinity))
    .slice(0, MOST_COMBINATIONS);
}

/**
 * Every apartment's answer for one stay, whatever the group (free or booked, and whether it holds
 * them), bookable ones first (those that hold the group before those that don't, cheapest first,
 * then in the site's order), and — for a group no apartment known free holds alone — the
 * apartments free or to confirm that hold it together. `booked` null: the booked nights didn't load.
 */
export function searchStays(query: StayQuery, today: string, config: Pick<BookingConfig, "apartments" | "calendars">, booked: BookedNights | null): SearchResult {
  const answered = config.apartments.map((apartment, order) => ({ apartment, order, answer: answerFor(apartment, query, today, booked, config.calendars) }));
  const apartments = [...answered]
    .sort((a, b) => RANK[a.answer.kind] - RANK[b.answer.kind] || Number(b.answer.fits) - Number(a.answer.fits) || (totalOf(a.answer) ?? Infinity) - (totalOf(b.answer) ?? Infinity) || a.order - b.order)
    .map(({ apartment, answer }) => ({ slug: apartment.slug, answer }));
  const open = answered.filter(({ answer }) => answer.kind === "free" || answer.kind === "unknown");
  // Known free and holding the group: no set is needed. One only to confirm still gets the sets.
  const holdsAlone = answered.some(({ answer }) => answer.kind === "free" && answer.fits);
  const combinations = holdsAlone
    ? []
    : combinationsFor(
        query.guests,
        open.map(({ apartment, answer }) => ({ slug: apartment.slug, capacity: apartment.maxGuests, total: totalOf(answer), confirmed: answer.kind === "free" })),
      );
  const free = answered.filter(({ answer }) => answer.kind === "free").length;
  const largest = Math.max(...config.apartments.map((apartment) => apartment.maxGuests));
  const offersGroups = !holdsAlone && (combinations.length > 0 || query.guests > largest);
  return { apartments, free, combinations, holdsAlone, offersGroups, building: config.apartments.reduce((sum, apartment) => sum + apartment.maxGuests, 0) };
}

import { answerFor, type StayAnswer, type StayQuery } from "./stay-answer";
import type { BookedNights, BookingConfig } from "./types";

type ApartmentResult = { slug: string; answer: StayAnswer };

/** Apartments booked together for a group none of them holds alone: their slugs, the beds they add up to, and the combined total when each has one. */
type Combination = { slugs: string[]; capacity: number; total: number | null };

export type SearchResult = { apartments: ApartmentResult[]; combinations: Combination[] };

/** The order a traveller reads the answers in: what they can book first, then what they can ask about, then what almost fits, then what can't. */
const RANK: Record<StayAnswer["kind"], number> = { free: 0, unknown: 1, minimum: 2, booked: 3, capacity: 4 };

const totalOf = (answer: StayAnswer): number | null => ((answer.kind === "free" || answer.kind === "unknown") && answer.estimate ? answer.estimate.total : null);

/** The most combinations shown: the cheapest of the smallest. */
const MOST_COMBINATIONS = 3;

/**
 * The sets of apartments free for the whole stay that hold the group together, when none holds it
 * alone: only sets without an apartment to spare (remove any one and the group no longer fits),
 * fewest apartments first, then the lowest combined total. Four apartments make 15 sets at most.
 */
function combinationsFor(guests: number, free: { slug: string; capacity: number; total: number | null }[]): Combination[] {
  const found: Combination[] = [];
  for (let mask = 1; mask < 1 << free.length; mask++) {
    const members = free.filter((_, i) => mask & (1 << i));
    if (members.length < 2) continue;
    const capacity = members.reduce((sum, member) => sum + member.capacity, 0);
    if (capacity < guests) continue;
    if (members.some((member) => capacity - member.capacity >= guests)) continue;
    const total = members.every((member) => member.total !== null) ? members.reduce((sum, member) => sum + member.total!, 0) : null;
    found.push({ slugs: members.map((member) => member.slug), capacity, total });
  }
  return found
    .sort((a, b) => a.slugs.length - b.slugs.length || (a.total ?? Infinity) - (b.total ?? Infinity))
    .slice(0, MOST_COMBINATIONS);
}

/**
 * Every apartment's answer for one stay, bookable ones first (cheapest first, then in the site's
 * order), and — for a group no free apartment holds alone — the free apartments that hold it together.
 */
export function searchStays(query: StayQuery, today: string, config: Pick<BookingConfig, "apartments" | "withCalendar">, booked: BookedNights): SearchResult {
  const apartments = config.apartments
    .map((apartment, order) => ({ slug: apartment.slug, order, answer: answerFor(apartment, query, today, booked, config.withCalendar) }))
    .sort((a, b) => RANK[a.answer.kind] - RANK[b.answer.kind] || (totalOf(a.answer) ?? Infinity) - (totalOf(b.answer) ?? Infinity) || a.order - b.order)
    .map(({ slug, answer }) => ({ slug, answer }));
  const holdsAlone = apartments.some((result) => result.answer.kind === "free");
  const combinations = holdsAlone
    ? []
    : combinationsFor(
        query.guests,
        config.apartments
          .map((apartment) => ({ apartment, answer: answerFor(apartment, { ...query, guests: 1 }, today, booked, config.withCalendar) }))
          .filter(({ answer }) => answer.kind === "free")
          .map(({ apartment, answer }) => ({ slug: apartment.slug, capacity: apartment.maxGuests, total: totalOf(answer) })),
      );
  return { apartments, combinations };
}

/** What a read of a feed found, to compare with the read before. */
type ReadSize = { nights: number; events?: number };

/** A feed that had at least this many events is said to lose most of them when it keeps fewer than half. */
const EVENTS_WORTH_COMPARING = 4;

/**
 * Why a read that succeeded looks wrong next to the one before, or undefined. A calendar that
 * empties at once, or loses most of its reservations, may be real (cancellations happen) or a
 * platform's fault (an export sent half-made, a listing unlinked): it is taken, and said out loud.
 */
export function suspicionOf(before: ReadSize | null | undefined, now: ReadSize): string | undefined {
  if (!before) return undefined;
  if (before.nights > 0 && now.nights === 0) return `antes tenía ${before.nights} ${before.nights === 1 ? "noche ocupada" : "noches ocupadas"} y ahora ninguna`;
  if (before.events !== undefined && now.events !== undefined && before.events >= EVENTS_WORTH_COMPARING && now.events * 2 < before.events) {
    return `antes tenía ${before.events} reservas o bloqueos y ahora ${now.events}`;
  }
  return undefined;
}

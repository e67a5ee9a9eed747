/**
 * A repeating block's occurrences inside the published window, whatever its start: a daily block
 * begun in 1970 is followed from a few repeats before the window, not from 1970 — its start moved
 * forward by whole repeats of its rule, which leaves the rule's occurrences where they were — and
 * a rule that makes an impossible date (30 February) books nothing. Every occurrence the parser
 * hands over costs one step of the feed's budget, and the parser is never left to search on its
 * own: the parts it would check unit by unit (every minute until a 29 February, for ever when a
 * part never matches) are checked here instead.
 */
import ICAL from "ical.js";
import { addDays, dayIndex } from "../../src/booking/calendar-date.ts";

/** The work a feed may cost: occurrences followed, and a time limit checked as they are. */
export class Budget {
  private steps = 0;

  constructor(
    private readonly maxSteps: number,
    private readonly deadline: number,
  ) {}

  spend(steps = 1): void {
    this.steps += steps;
    // The clock is read at every step: one step can be slow (a date a million years away).
    if (this.steps > this.maxSteps || performance.now() > this.deadline) throw new BudgetExceeded();
  }
}

/** The feed costs more than its budget: it fails as an unreachable one does. */
export class BudgetExceeded extends Error {}

const DAY_SECONDS = 86_400;
const SUB_DAILY_SECONDS: Record<string, number> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3_600 };
/** A sub-daily rule is moved forward only by whole days that are also whole repeats; past this many days a repeat is too odd to bother. */
const MAX_SUB_DAILY_STEP_DAYS = 3_660;
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const dayOf = (time: ICAL.Time): number => dayIndex(time.year, time.month, time.day);

type Parts = Record<string, (number | string)[] | undefined>;
const has = (parts: Parts, ...names: string[]): boolean => names.some((name) => (parts[name]?.length ?? 0) > 0);

/**
 * Moving the start of a MONTHLY or YEARLY rule forward changes what the rule reads from it (the
 * day of the month, the month): those are written into the rule first, as RFC 5545 §3.3.10 says
 * they are taken, so the moved rule makes the same dates.
 */
function writeImplicitParts(rule: ICAL.Recur, start: ICAL.Time): void {
  const parts = rule.parts as Parts;
  if (rule.freq === "MONTHLY" && !has(parts, "BYDAY", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO")) parts.BYMONTHDAY = [start.day];
  if (rule.freq !== "YEARLY") return;
  if (!has(parts, "BYMONTH", "BYWEEKNO", "BYYEARDAY", "BYMONTHDAY", "BYDAY")) Object.assign(parts, { BYMONTH: [start.month], BYMONTHDAY: [start.day] });
  else if (has(parts, "BYMONTH") && !has(parts, "BYMONTHDAY", "BYDAY", "BYYEARDAY", "BYWEEKNO")) parts.BYMONTHDAY = [start.day];
  else if (has(parts, "BYWEEKNO") && !has(parts, "BYDAY")) parts.BYDAY = [WEEKDAYS[start.dayOfWeek() - 1]!];
}

/**
 * Where to start following `rule` so that the occurrences from `earliestDay` on are the rule's
 * own: the start moved forward by whole repeats to just before `earliestDay` (the moved start is
 * itself always an occurrence, so it must fall before anything that counts). Null when it stays:
 * a COUNT counts from the real start (countToUntil turns it into an end first), and a start
 * already close needs no move.
 */
function movedStart(rule: ICAL.Recur, start: ICAL.Time, earliestDay: number): ICAL.Time | null {
  if (rule.count || dayOf(start) >= earliestDay) return null;
  const interval = Math.max(1, rule.interval || 1);
  const moved = start.clone();
  const byDays = (stepDays: number): ICAL.Time | null => {
    const steps = Math.floor((earliestDay - dayOf(start)) / stepDays);
    if (steps <= 0) return null;
    moved.adjust(steps * stepDays, 0, 0, 0);
    return moved;
  };
  if (rule.freq === "DAILY") return byDays(interval);
  if (rule.freq === "WEEKLY") return byDays(7 * interval);
  const unit = SUB_DAILY_SECONDS[rule.freq];
  if (unit) {
    const step = interval * unit;
    const stepDays = step / gcd(step, DAY_SECONDS);
    return stepDays <= MAX_SUB_DAILY_STEP_DAYS ? byDays(stepDays) : null;
  }
  const [earliestYear, earliestMonth] = addDays("1970-01-01", earliestDay).split("-").map(Number) as [number, number];
  if (rule.freq === "MONTHLY") {
    const months = earliestYear * 12 + earliestMonth - 1 - (start.year * 12 + start.month - 1);
    const steps = Math.floor(months / interval);
    if (steps <= 0) return null;
    writeImplicitParts(rule, start);
    const index = start.year * 12 + start.month - 1 + steps * interval;
    moved.day = 1;
    moved.year = Math.floor(index / 12);
    moved.month = (index % 12) + 1;
    return moved;
  }
  if (rule.freq === "YEARLY") {
    const steps = Math.floor((earliestYear - start.year) / interval);
    if (steps <= 0) return null;
    writeImplicitParts(rule, start);
    moved.day = 1;
    moved.month = 1;
    moved.year = start.year + steps * interval;
    return moved;
  }
  return null;
}

const daysIn = (time: ICAL.Time): number => ICAL.Time.daysInMonth(time.month, time.year);

/** A rule that breaks RFC 5545 (§3.3.10) is a broken event — an unreadable one — not a guess. */
class InvalidRule extends Error {}

/**
 * Throws InvalidRule for what RFC 5545 forbids: values out of their ranges (month 13, day 0 or
 * 32), a numbered weekday («1MO») but in a monthly or yearly rule, a day of the month in a weekly
 * one, a day of the year in a daily, weekly or monthly one, a week number but in a yearly one, a
 * repeat within the day from a start without a time.
 */
function checkRule(rule: ICAL.Recur, start: ICAL.Time): void {
  const parts = rule.parts as Parts;
  const each = (name: string, fits: (n: number) => boolean): boolean => (parts[name] ?? []).every((value) => Number.isInteger(Number(value)) && fits(Number(value)));
  const signed = (max: number) => (n: number) => n !== 0 && Math.abs(n) <= max;
  const fine =
    each("BYMONTH", (n) => n >= 1 && n <= 12) &&
    each("BYMONTHDAY", signed(31)) &&
    each("BYYEARDAY", signed(366)) &&
    each("BYWEEKNO", signed(53)) &&
    !(SUB_DAILY_SECONDS[rule.freq] && start.isDate) &&
    ((parts.BYDAY ?? []).every((day) => /^[A-Z]{2}$/.test(String(day))) || rule.freq === "MONTHLY" || rule.freq === "YEARLY") &&
    !(rule.freq === "WEEKLY" && has(parts, "BYMONTHDAY")) &&
    !(["DAILY", "WEEKLY", "MONTHLY"].includes(rule.freq) && has(parts, "BYYEARDAY")) &&
    !(rule.freq !== "YEARLY" && has(parts, "BYWEEKNO"));
  if (!fine) throw new InvalidRule();
}

/**
 * Can the rule make any date at all? Day-of-month parts that no month of the rule has (31 in
 * April only, 30 in February) make none.
 */
function possible(rule: ICAL.Recur): boolean {
  const parts = rule.parts as Parts;
  const monthDays = parts.BYMONTHDAY?.map(Number);
  if (!monthDays?.length) return true;
  const months = parts.BYMONTH?.length ? parts.BYMONTH.map(Number) : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return months.some((month) => monthDays.some((day) => Math.abs(day) <= ICAL.Time.daysInMonth(month, 2024)));
}

/**
 * The parts that only limit a daily or finer rule (RFC 5545's table in §3.3.10: month, day of
 * the month and of the year, weekday, and the hour, minute or second finer than the repeat). The
 * parser would walk unit by unit until they match; without them it hands over every unit, each
 * counted, and `obeys` applies them. The day parts limit whole days and the time parts whole
 * units, so the result is the same, BYSETPOS included.
 */
const LIMITS: Record<string, string[]> = {
  DAILY: ["BYMONTH", "BYMONTHDAY", "BYDAY"],
  HOURLY: ["BYMONTH", "BYMONTHDAY", "BYYEARDAY", "BYDAY", "BYHOUR"],
  MINUTELY: ["BYMONTH", "BYMONTHDAY", "BYYEARDAY", "BYDAY", "BYHOUR", "BYMINUTE"],
  SECONDLY: ["BYMONTH", "BYMONTHDAY", "BYYEARDAY", "BYDAY", "BYHOUR", "BYMINUTE", "BYSECOND"],
};

/** The rule's limiting parts, taken out of it (see LIMITS). */
function takeLimits(rule: ICAL.Recur): Parts {
  const parts = rule.parts as Parts;
  const taken: Parts = {};
  for (const name of LIMITS[rule.freq] ?? []) {
    if (!has(parts, name)) continue;
    taken[name] = parts[name];
    delete parts[name];
  }
  return taken;
}

/**
 * Does a time obey these parts? For the limits taken out of a rule, and for the dates the parser
 * makes from impossible ones (it rolls 30 February over to 2 March): such a date is not the rule's.
 */
function obeys(parts: Parts, time: ICAL.Time): boolean {
  const listed = (name: string, value: number, size = 0): boolean => !parts[name]?.length || parts[name].some((n) => Number(n) === value || (size > 0 && size + Number(n) + 1 === value));
  const yearDays = ICAL.Time.isLeapYear(time.year) ? 366 : 365;
  const weekdays = parts.BYDAY?.map((day) => String(day).slice(-2));
  return (
    listed("BYMONTH", time.month) &&
    listed("BYMONTHDAY", time.day, daysIn(time)) &&
    listed("BYYEARDAY", time.dayOfYear(), yearDays) &&
    (!weekdays?.length || weekdays.includes(WEEKDAYS[time.dayOfWeek() - 1]!)) &&
    listed("BYHOUR", time.hour) &&
    listed("BYMINUTE", time.minute) &&
    listed("BYSECOND", time.second)
  );
}

/** The month parts a rule keeps, for `obeys` to refuse the dates the parser rolls over. */
const dateParts = (rule: ICAL.Recur): Parts => {
  const parts = rule.parts as Parts;
  return Object.fromEntries(["BYMONTH", "BYMONTHDAY", "BYYEARDAY"].filter((name) => has(parts, name)).map((name) => [name, parts[name]]));
};

/**
 * A COUNT turned into the end it makes (UNTIL its last occurrence), walking the rule from its
 * start — the start counts, as RFC 5545 says — so that the rule can then be followed from near the
 * window like any other. Past `toDay` the count no longer matters: the rule just runs on.
 */
function countToUntil(rule: ICAL.Recur, start: ICAL.Time, limits: Parts, toDay: number, budget: Budget): void {
  const count = rule.count!;
  rule.count = null;
  const walk = rule.iterator(start);
  let counted = 0;
  for (let next = walk.next(); next; next = walk.next()) {
    budget.spend();
    if (dayOf(next) >= toDay) return;
    if (next.compare(start) !== 0 && !obeys({ ...limits, ...dateParts(rule) }, next)) continue;
    if (++counted === count) {
      rule.until = next.clone();
      return;
    }
  }
}

/** An occurrence's own start and end, and its block (the repeating event, or the exception that changed this one). */
export type Occurrence = { start: ICAL.Time; end: ICAL.Time; item: ICAL.Event };

/**
 * Each occurrence of a repeating event that may touch [`fromDay` − the event's length, `toDay`)
 * (days as numbers, days since 1970), in order, exceptions applied. Occurrences the rule makes
 * from impossible dates are left out; a rule that can make none gives only the start, which RFC
 * 5545 always counts. Throws InvalidRule for a rule RFC 5545 forbids.
 */
export function* occurrencesNear(event: ICAL.Event, fromDay: number, toDay: number, budget: Budget): Generator<Occurrence> {
  const start = event.startDate;
  const occurrence = (time: ICAL.Time): Occurrence => {
    const details = event.getOccurrenceDetails(time);
    return { start: details.startDate, end: details.endDate, item: details.item };
  };
  const rules = event.component.getAllProperties("rrule").map((property) => property.getFirstValue() as ICAL.Recur);
  for (const rule of rules) checkRule(rule, start);
  if (!rules.every(possible)) {
    if (dayOf(start) < toDay) yield occurrence(start);
    return;
  }
  // One rule (with or without extra dates) is followed from near the window, its limits checked
  // here; several are left to the parser from their start (rare; the budget and the thread's
  // limit bound them).
  const only = rules.length === 1 ? rules[0]! : null;
  const limits = only ? takeLimits(only) : {};
  if (only?.count) countToUntil(only, start, limits, toDay, budget);
  const lengthDays = Math.ceil(event.duration.toSeconds() / DAY_SECONDS) + 1;
  const from = only ? movedStart(only, start, fromDay - lengthDays - 1) : null;
  const filter = only ? { ...limits, ...dateParts(only) } : null;
  const extraDates = new Set(event.component.getAllProperties("rdate").flatMap((property) => property.getValues().map(String)));
  const iterator = event.iterator(from ?? undefined);
  for (let next = iterator.next(); next; next = iterator.next()) {
    budget.spend();
    if (dayOf(next) >= toDay) return;
    if (filter && next.compare(start) !== 0 && !extraDates.has(next.toString()) && !obeys(filter, next)) continue;
    yield occurrence(next);
  }
}

/** A date (YYYY-MM-DD) as a day number, for comparing with occurrences. */
export const dayNumberOf = (date: string): number => dayIndex(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));

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
 * What a MONTHLY or YEARLY rule reads from its start (the day of the month, the month), written
 * into the rule as RFC 5545 §3.3.10 says it is taken: the rule then makes the same dates from a
 * start moved forward, and `obeys` can refuse a date the parser rolled over (29 February in a
 * common year becoming 1 March).
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
    const index = start.year * 12 + start.month - 1 + steps * interval;
    moved.day = 1;
    moved.year = Math.floor(index / 12);
    moved.month = (index % 12) + 1;
    return moved;
  }
  if (rule.freq === "YEARLY") {
    const steps = Math.floor((earliestYear - start.year) / interval);
    if (steps <= 0) return null;
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
 * The parts that only limit a rule (RFC 5545's table in §3.3.10: the month of a monthly or weekly
 * rule; month, day of the month and of the year, weekday, and the hour, minute or second finer
 * than the repeat of a daily or finer one). The parser would walk unit by unit until they match
 * (for ever, when they never do), and it ignores a monthly rule's INTERVAL beside its months;
 * without them it hands over every unit, each counted, and `obeys` applies them. They limit whole
 * days, weeks or months and whole units, so the result is the same — but a weekly rule with
 * BYSETPOS, which picks among a week's days after its months are limited, keeps its months.
 */
const LIMITS: Record<string, string[]> = {
  MONTHLY: ["BYMONTH"],
  WEEKLY: ["BYMONTH"],
  DAILY: ["BYMONTH", "BYMONTHDAY", "BYDAY"],
  HOURLY: ["BYMONTH", "BYMONTHDAY", "BYYEARDAY", "BYDAY", "BYHOUR"],
  MINUTELY: ["BYMONTH", "BYMONTHDAY", "BYYEARDAY", "BYDAY", "BYHOUR", "BYMINUTE"],
  SECONDLY: ["BYMONTH", "BYMONTHDAY", "BYYEARDAY", "BYDAY", "BYHOUR", "BYMINUTE", "BYSECOND"],
};

/** The rule's limiting parts, taken out of it (see LIMITS). */
function takeLimits(rule: ICAL.Recur): Parts {
  const parts = rule.parts as Parts;
  const taken: Parts = {};
  if (rule.freq === "WEEKLY" && has(parts, "BYSETPOS")) return taken;
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
 * start — the start is the first occurrence, as RFC 5545 says, whether the rule makes it or not —
 * so that the rule can then be followed from near the window like any other. Past `toDay` the
 * count no longer matters: the rule just runs on.
 */
function countToUntil(rule: ICAL.Recur, start: ICAL.Time, filter: Parts, toDay: number, budget: Budget): void {
  const count = rule.count!;
  rule.count = null;
  if (count <= 1) {
    rule.until = start.clone();
    return;
  }
  const walk = rule.iterator(start);
  let counted = 1;
  for (let next = walk.next(); next; next = walk.next()) {
    budget.spend();
    if (dayOf(next) >= toDay) return;
    if (next.compare(start) === 0 || !obeys(filter, next)) continue;
    if (++counted === count) {
      rule.until = next.clone();
      return;
    }
  }
}

/** The times one rule makes from near the window to `toDay`, its limits checked here (see LIMITS). */
function ruleTimes(rule: ICAL.Recur, start: ICAL.Time, earliestDay: number, toDay: number, budget: Budget): ICAL.Time[] {
  if (!possible(rule)) return [];
  writeImplicitParts(rule, start);
  const filter = { ...takeLimits(rule), ...dateParts(rule) };
  if (rule.count) countToUntil(rule, start, filter, toDay, budget);
  const walk = rule.iterator(movedStart(rule, start, earliestDay) ?? start);
  const times: ICAL.Time[] = [];
  for (let next = walk.next(); next; next = walk.next()) {
    budget.spend();
    if (dayOf(next) >= toDay) break;
    if (obeys(filter, next)) times.push(next.clone());
  }
  return times;
}

/** An occurrence's own start and end, and its block (the repeating event, or a THISANDFUTURE exception that changed it). */
export type Occurrence = { start: ICAL.Time; end: ICAL.Time; item: ICAL.Event };

/**
 * Each occurrence of a repeating event that may touch [`fromDay` − the event's length, `toDay`)
 * (days as numbers, days since 1970), in no set order: its start, which RFC 5545 always counts,
 * each rule's dates near the window, its extra dates (RDATE, a period with its own end), less
 * what EXDATE removes. Occurrences that an exception replaces are left out: the exception is an
 * event of its own, booked by its own dates. Dates a rule makes from impossible ones are left out;
 * a rule that can make none adds nothing. Throws InvalidRule for a rule RFC 5545 forbids.
 */
export function* occurrencesNear(event: ICAL.Event, fromDay: number, toDay: number, budget: Budget): Generator<Occurrence> {
  const start = event.startDate;
  const component = event.component;
  const rules = component.getAllProperties("rrule").map((property) => property.getFirstValue() as ICAL.Recur);
  for (const rule of rules) checkRule(rule, start);
  const earliestDay = fromDay - (Math.ceil(event.duration.toSeconds() / DAY_SECONDS) + 1) - 1;
  const extra = component.getAllProperties("rdate").flatMap((property) => property.getValues() as (ICAL.Time | ICAL.Period)[]);
  const times: ICAL.Time[] = [start, ...extra.filter((value): value is ICAL.Time => value instanceof ICAL.Time), ...rules.flatMap((rule) => ruleTimes(rule, start, earliestDay, toDay, budget))];
  // EXDATE as the parser compares it: a date removes that day's occurrence, a time that moment.
  const excludedDays = new Set<string>();
  const excludedTimes = new Set<number>();
  for (const property of component.getAllProperties("exdate")) {
    for (const value of property.getValues() as ICAL.Time[]) {
      budget.spend();
      if (value.isDate) excludedDays.add(`${value.year}-${value.month}-${value.day}`);
      else excludedTimes.add(value.toUnixTime());
    }
  }
  const exceptions = (event as ICAL.Event & { exceptions: Record<string, unknown> }).exceptions;
  const replaced = (time: ICAL.Time): boolean => time.toString() in exceptions || time.convertToZone(ICAL.Timezone.utcTimezone).toString() in exceptions;
  const seen = new Set<number>();
  for (const time of times) {
    budget.spend();
    const moment = time.toUnixTime();
    if (seen.has(moment) || dayOf(time) >= toDay || excludedTimes.has(moment) || excludedDays.has(`${time.year}-${time.month}-${time.day}`) || replaced(time)) continue;
    seen.add(moment);
    const details = event.getOccurrenceDetails(time);
    yield { start: details.startDate, end: details.endDate, item: details.item };
  }
  for (const period of extra.filter((value): value is ICAL.Period => value instanceof ICAL.Period)) {
    budget.spend();
    if (dayOf(period.start) < toDay) yield { start: period.start, end: period.getEnd(), item: event };
  }
}

/** A date (YYYY-MM-DD) as a day number, for comparing with occurrences. */
export const dayNumberOf = (date: string): number => dayIndex(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));

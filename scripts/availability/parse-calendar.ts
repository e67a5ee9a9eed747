import ICAL from "ical.js";
import { CalendarError } from "./calendar-error.ts";
import { calendarLines } from "./calendar-lines.ts";
import { clipRanges, mergeRanges, type NightRange } from "../../src/booking/night-ranges.ts";
import { dateIn, stayNights } from "./night-ranges.ts";
import { Budget, BudgetExceeded, dayNumberOf, occurrencesNear } from "./recurrence.ts";

/**
 * What a feed books inside the window: its nights (only the window's), how many of its events
 * book a night there (to notice a feed that suddenly loses most of them), how many blocking events
 * were read, in the window or not (`readable`), and how many could not be read (said to the owner:
 * their nights are missing).
 */
export type FeedNights = { booked: NightRange[]; events: number; readable: number; unreadable: number };

/** The work one feed may cost: occurrences of repeating blocks followed, and time. */
export type ParseLimits = { maxSteps: number; timeMs: number };

export const DEFAULT_PARSE_LIMITS: ParseLimits = { maxSteps: 50_000, timeMs: 5_000 };

/** Longer than any real block ("closed until further notice" is a few decades at most). */
const MAX_EVENT_SECONDS = 1_000 * 366 * 86_400;

const zones = new Map<string, boolean>();

/** Is `zone` a time zone this machine knows (an IANA name such as «America/New_York»)? Remembered for a few names. */
function knownZone(zone: string): boolean {
  const known = zones.get(zone);
  if (known !== undefined) return known;
  let answer = true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    answer = false;
  }
  if (zones.size < 64) zones.set(zone, answer);
  return answer;
}

/** The instant a wall-clock time has in `zone` (two passes settle the offset, daylight-saving changes included). */
function instantIn(time: ICAL.Time, zone: string): Date {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const format = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
  const offsetAt = (instant: number): number => {
    const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/**
 * The date a start or end falls on where the apartments are: an all-day value is its date; a time
 * in UTC or a zone the feed describes is converted; a time in a zone the feed names but doesn't
 * describe (some exports leave out their VTIMEZONE) is converted from that zone when it is a
 * known one; a floating time is the apartments' local time. Daylight-saving changes don't move a
 * night: only the calendar date counts.
 */
function localDate(time: ICAL.Time, timeZone: string): string {
  const ymd = `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
  if (time.isDate) return ymd;
  const floating = !time.zone || time.zone === ICAL.Timezone.localTimezone || time.zone.tzid === "floating";
  if (!floating) return dateIn(new Date(time.toUnixTime() * 1000), timeZone);
  // ical.js keeps the TZID it couldn't resolve as `timezone` (not in its typings).
  const named = (time as ICAL.Time & { timezone?: string }).timezone;
  if (named && named !== timeZone && knownZone(named)) return dateIn(instantIn(time, named), timeZone);
  return ymd;
}

/** Farther from UTC than any zone on Earth (+14:00, −12:00): an offset past this is a broken rule. */
const MOST_OFFSET_SECONDS = 15 * 3600;

/**
 * Whether a time zone the feed describes can convert its times: ical.js reads a zone's rules only
 * when a time needs them, so a broken one (an offset «abc», a rule without its start) would make
 * every event in that zone unreadable — and the read would look like a calendar with no bookings.
 * Tried here on a winter and a summer time of a year in the window, once per zone.
 */
function usableZone(zone: ICAL.Component): boolean {
  try {
    const timezone = new ICAL.Timezone(zone);
    return [1, 7].every((month) => {
      const offset = timezone.utcOffset(ICAL.Time.fromData({ year: new Date().getUTCFullYear(), month, day: 15, hour: 12 }));
      return Number.isFinite(offset) && Math.abs(offset) <= MOST_OFFSET_SECONDS;
    });
  } catch {
    return false;
  }
}

/** Cancelled events and events marked as not blocking time ("free") don't book a night. */
function blocks(event: ICAL.Component): boolean {
  const status = String(event.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(event.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transparency !== "TRANSPARENT";
}

/**
 * The calendar as the parser reads it: only what matters, each block parsed on its own, so that
 * one event the parser refuses is one unreadable event, not a lost feed. Never a line of it in a
 * message.
 */
function parseCalendar(text: string): { calendar: ICAL.Component; events: (ICAL.Component | null)[] } {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (!body) throw new CalendarError("ha devuelto un archivo vacío en lugar del calendario");
  if (/^<(!doctype|html|head|body|\?xml)/i.test(body)) throw new CalendarError("ha devuelto una página web en lugar de un calendario");
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new CalendarError("lo que ha devuelto no es un calendario iCal (no empieza por BEGIN:VCALENDAR)");
  const lines = calendarLines(body);
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  const block = (text: string): ICAL.Component | null => {
    try {
      return new ICAL.Component(ICAL.parse(text), calendar);
    } catch {
      return null;
    }
  };
  const events = lines.events.map((event) => {
    const component = event === null ? null : block(event);
    if (component) calendar.addSubcomponent(component);
    return component;
  });
  // The zones the events name: a zone the parser refuses, or whose rules it can't work with (an
  // offset «abc»), is left out, and times named after it are read as the zone's IANA name says, if
  // it is one. A zone no event names is not worked out at all.
  const named = new Set(events.flatMap((event) => (event ? event.getAllProperties().map((property) => property.getParameter("tzid")) : [])).filter((tzid): tzid is string => typeof tzid === "string"));
  for (const zone of lines.zones) {
    const component = block(zone);
    if (component && named.has(String(component.getFirstPropertyValue("tzid"))) && usableZone(component)) calendar.addSubcomponent(component);
  }
  return { calendar, events };
}

/** What one event books: its own nights (a repeating one, each occurrence's in the window, but those its exceptions replace). */
function eventNights(event: ICAL.Event, fromDay: number, toDay: number, budget: Budget, nights: (start: ICAL.Time, end: ICAL.Time | null) => NightRange): NightRange[] {
  if (!event.startDate) throw new Error("no start");
  // A block of a thousand years is a typo (and each of its dates costs the parser a loop per year).
  if (Math.abs(event.duration.toSeconds()) > MAX_EVENT_SECONDS) throw new Error("endless");
  if (!event.isRecurring()) return [nights(event.startDate, event.endDate)];
  const found: NightRange[] = [];
  for (const occurrence of occurrencesNear(event, fromDay, toDay, budget)) {
    if (blocks(occurrence.item.component)) found.push(nights(occurrence.start, occurrence.end));
  }
  return found;
}

/** An exception's own dates: its start (else the occurrence it replaces) to its end. */
function exceptionNights(component: ICAL.Component, nights: (start: ICAL.Time, end: ICAL.Time | null) => NightRange): NightRange {
  const event = new ICAL.Event(component);
  const start = component.hasProperty("dtstart") ? event.startDate : (component.getFirstPropertyValue("recurrence-id") as ICAL.Time);
  return nights(start, component.hasProperty("dtstart") ? event.endDate : null);
}

/**
 * The nights an iCalendar feed books within [from, to) in `timeZone`. Reservations and the
 * platforms' "Not available" / "CLOSED" blocks are the same to a guest: every blocking event
 * counts, whatever its summary. A repeating block books each of its occurrences in the window;
 * an exception (same UID, a RECURRENCE-ID) replaces its occurrence and books its own dates —
 * wherever they are, and even when the series itself is cancelled. Nothing else is read from the
 * events (no summaries, descriptions or guest details). Throws CalendarError when the text is not
 * a calendar, or when it costs more work than `limits` allow.
 */
export function bookedNights(text: string, timeZone: string, from: string, to: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS): FeedNights {
  const budget = new Budget(limits.maxSteps, performance.now() + limits.timeMs);
  try {
    return readNights(parseCalendar(text).events, timeZone, from, to, budget);
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) throw error;
    throw new CalendarError(`el calendario pide demasiado trabajo para leerlo: repite algún bloqueo tantas veces (cada minuto, cada segundo…) que pasa de ${limits.maxSteps.toLocaleString("es-ES")} fechas o de ${(limits.timeMs / 1000).toLocaleString("es-ES")} s`);
  }
}

function readNights(parsed: (ICAL.Component | null)[], timeZone: string, from: string, to: string, budget: Budget): FeedNights {
  const [fromDay, toDay] = [dayNumberOf(from), dayNumberOf(to)];
  const ranges: NightRange[] = [];
  let unreadable = parsed.filter((event) => !event).length;
  let events = 0;
  let readable = 0;
  const inWindow = ([start, end]: NightRange): boolean => end > from && start < to;
  const nights = (start: ICAL.Time, end: ICAL.Time | null): NightRange => stayNights(localDate(start, timeZone), end ? localDate(end, timeZone) : localDate(start, timeZone));
  const components = parsed.filter((event): event is ICAL.Component => event !== null);
  const uidOf = (component: ICAL.Component): string => String(component.getFirstPropertyValue("uid"));
  // A repeating event's exceptions (same UID, with a RECURRENCE-ID) belong to it, not on their own.
  const repeatingUids = new Set(components.filter((component) => component.hasProperty("rrule") || component.hasProperty("rdate")).map(uidOf));
  const exceptionsOf = new Map<string, ICAL.Component[]>();
  for (const component of components) {
    const uid = uidOf(component);
    if (!component.hasProperty("recurrence-id") || !repeatingUids.has(uid)) continue;
    const list = exceptionsOf.get(uid);
    if (list) list.push(component);
    else exceptionsOf.set(uid, [component]);
  }
  for (const component of components) {
    budget.spend();
    const uid = uidOf(component);
    const exception = component.hasProperty("recurrence-id") && repeatingUids.has(uid);
    if (!blocks(component)) continue;
    let found: NightRange[];
    try {
      found = exception ? [exceptionNights(component, nights)] : eventNights(new ICAL.Event(component, { exceptions: exceptionsOf.get(uid) ?? [] }), fromDay, toDay, budget, nights);
    } catch (error) {
      if (error instanceof BudgetExceeded) throw error;
      unreadable++;
      continue;
    }
    ranges.push(...found);
    readable++;
    if (found.some(inWindow)) events++;
  }
  return { booked: clipRanges(mergeRanges(ranges), from, to), events, readable, unreadable };
}

import ICAL from "ical.js";
import { compareDates } from "../../src/booking/calendar-date.ts";
import { dateIn, mergeRanges, stayNights, type NightRange } from "./night-ranges.ts";

/** A calendar that can't be read; `reason` is Spanish, for the owner. */
export class CalendarError extends Error {}

/** A recurring block is followed at most this many steps from its start (a daily block begun ten years before the window is 3,650). */
const MAX_RECURRENCE_STEPS = 20_000;

/** What a feed books, and how many of its events could not be read (said to the owner: their nights are missing). */
export type FeedNights = { booked: NightRange[]; unreadable: number };

/** Is `zone` a time zone this machine knows (an IANA name such as «America/New_York»)? */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant a wall-clock time has in `zone` (two passes settle the offset, daylight-saving changes included). */
function instantIn(time: ICAL.Time, zone: string): Date {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const offsetAt = (instant: number): number => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, Number(part.value)]),
    );
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

/** Cancelled events and events marked as not blocking time ("free") don't book a night. */
function blocks(event: ICAL.Component): boolean {
  const status = String(event.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(event.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transparency !== "TRANSPARENT";
}

/**
 * Dates written as 8 digits without `VALUE=DATE` («DTSTART:20270105», which some exports write)
 * are what they look like, all-day dates; ical.js would refuse them.
 */
function markBareDates(text: string): string {
  return text.replace(/^(DTSTART|DTEND|RECURRENCE-ID|EXDATE)((?:;(?!VALUE=)[^:\r\n]*)*):(\d{8}(?:,\d{8})*)(\r?)$/gim, "$1$2;VALUE=DATE:$3$4");
}

function parseCalendar(text: string): ICAL.Component {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (/^<(!doctype|html|head|body|\?xml)/i.test(body)) throw new CalendarError("ha devuelto una página web en lugar de un calendario");
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new CalendarError("lo que ha devuelto no es un calendario iCal (no empieza por BEGIN:VCALENDAR)");
  try {
    return new ICAL.Component(ICAL.parse(markBareDates(body)));
  } catch (error) {
    throw new CalendarError(`el calendario está mal formado (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * The nights an iCalendar feed books, within [from, to) in `timeZone`. Reservations and the
 * platforms' "Not available" / "CLOSED" blocks are the same to a guest: every blocking event
 * counts, whatever its summary. A recurring block books each of its occurrences, but for those
 * its exceptions cancel, move or free. Nothing else is read from the events (no summaries,
 * descriptions or guest details). Throws CalendarError when the text is not a calendar.
 */
export function bookedNights(text: string, timeZone: string, from: string, to: string): FeedNights {
  const calendar = parseCalendar(text);
  const ranges: NightRange[] = [];
  let unreadable = 0;
  const add = (start: ICAL.Time, end: ICAL.Time | null): void => {
    ranges.push(stayNights(localDate(start, timeZone), end ? localDate(end, timeZone) : localDate(start, timeZone)));
  };
  const components = calendar.getAllSubcomponents("vevent");
  // A recurring event's exceptions (same UID, with a RECURRENCE-ID) belong to it, not on their own.
  const recurringUids = new Set(components.filter((component) => component.hasProperty("rrule") || component.hasProperty("rdate")).map((component) => String(component.getFirstPropertyValue("uid"))));
  const exceptionsOf = new Map<string, ICAL.Component[]>();
  for (const component of components) {
    const uid = String(component.getFirstPropertyValue("uid"));
    if (component.hasProperty("recurrence-id") && recurringUids.has(uid)) exceptionsOf.set(uid, [...(exceptionsOf.get(uid) ?? []), component]);
  }
  for (const component of components) {
    const uid = String(component.getFirstPropertyValue("uid"));
    if (component.hasProperty("recurrence-id") && recurringUids.has(uid)) continue;
    if (!blocks(component)) continue;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component, { exceptions: exceptionsOf.get(uid) ?? [] });
      if (!event.startDate) throw new Error("no start");
      if (!event.isRecurring()) {
        add(event.startDate, event.endDate);
        continue;
      }
      const occurrences = event.iterator();
      for (let step = 0, next = occurrences.next(); next && step < MAX_RECURRENCE_STEPS; step++, next = occurrences.next()) {
        const details = event.getOccurrenceDetails(next);
        const start = localDate(details.startDate, timeZone);
        if (compareDates(start, to) >= 0) break;
        if (!blocks(details.item.component)) continue;
        add(details.startDate, details.endDate);
      }
    } catch {
      unreadable++;
    }
  }
  return { booked: mergeRanges(ranges).filter(([start, end]) => compareDates(end, from) > 0 && compareDates(start, to) < 0), unreadable };
}

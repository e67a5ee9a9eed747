import ICAL from "ical.js";
import { compareDates } from "../../src/booking/calendar-date.ts";
import { dateIn, mergeRanges, stayNights, type NightRange } from "./night-ranges.ts";

/** A calendar that can't be read; `reason` is Spanish, for the owner. */
export class CalendarError extends Error {}

/** A recurring block is followed at most this many times (a weekly block over 18 months is 78). */
const MAX_OCCURRENCES = 1000;

/**
 * The date a start or end falls on where the apartments are: an all-day value is its date; a time
 * without a known zone (floating, or a TZID the feed doesn't describe) is read as the apartments'
 * local time; a time in UTC or a described zone is converted. Daylight-saving changes don't move
 * a night: only the calendar date counts.
 */
function localDate(time: ICAL.Time, timeZone: string): string {
  const ymd = `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
  if (time.isDate || !time.zone || time.zone === ICAL.Timezone.localTimezone || time.zone.tzid === "floating") return ymd;
  return dateIn(new Date(time.toUnixTime() * 1000), timeZone);
}

/** Cancelled events and events marked as not blocking time ("free") don't book a night. */
function blocks(event: ICAL.Component): boolean {
  const status = String(event.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(event.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transparency !== "TRANSPARENT";
}

/**
 * The nights an iCalendar feed books, within [from, to) in `timeZone`. Reservations and the
 * platforms' "Not available" / "CLOSED" blocks are the same to a guest: every blocking event
 * counts, whatever its summary. Nothing else is read from the events (no summaries, descriptions
 * or guest details). Throws CalendarError when the text is not a calendar.
 */
export function bookedNights(text: string, timeZone: string, from: string, to: string): NightRange[] {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (/^<(!doctype|html|head|body|\?xml)/i.test(body)) throw new CalendarError("ha devuelto una página web en lugar de un calendario");
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new CalendarError("lo que ha devuelto no es un calendario iCal (no empieza por BEGIN:VCALENDAR)");
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(body));
  } catch (error) {
    throw new CalendarError(`el calendario está mal formado (${error instanceof Error ? error.message : String(error)})`);
  }
  const ranges: NightRange[] = [];
  for (const component of calendar.getAllSubcomponents("vevent")) {
    if (!blocks(component)) continue;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component);
      if (!event.startDate) continue;
    } catch {
      continue;
    }
    const add = (start: ICAL.Time, end: ICAL.Time | null): void => {
      ranges.push(stayNights(localDate(start, timeZone), end ? localDate(end, timeZone) : localDate(start, timeZone)));
    };
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let i = 0, next = occurrences.next(); next && i < MAX_OCCURRENCES; i++, next = occurrences.next()) {
      const details = event.getOccurrenceDetails(next);
      if (compareDates(localDate(details.startDate, timeZone), to) >= 0) break;
      add(details.startDate, details.endDate);
    }
  }
  return mergeRanges(ranges).filter(([start, end]) => compareDates(end, from) > 0 && compareDates(start, to) < 0);
}

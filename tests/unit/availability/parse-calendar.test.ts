import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addMonths } from "../../../src/booking/calendar-date.ts";
import { clipRanges, mergeRanges } from "../../../scripts/availability/night-ranges.ts";
import { bookedNights, CalendarError } from "../../../scripts/availability/parse-calendar.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/calendars");
const fixture = (name: string): string => readFileSync(path.join(FIXTURES, name), "utf8");
const MADRID = "Europe/Madrid";
const nights = (name: string, from = "2026-11-24", to = "2028-05-24") => bookedNights(fixture(name), MADRID, from, to).booked;

describe("a feed's booked nights, in the styles of the platforms", () => {
  it("Airbnb: reservations and «Not available» blocks, all-day dates, the check-out day left free", () => {
    expect(nights("airbnb.ics")).toEqual([
      ["2026-12-01", "2026-12-05"],
      ["2026-12-24", "2026-12-27"],
      ["2027-02-26", "2027-03-01"],
    ]);
  });

  it("Booking.com: «CLOSED - Not available» blocks across a month end", () => {
    expect(nights("booking.ics")).toEqual([
      ["2026-12-03", "2026-12-08"],
      ["2027-01-31", "2027-02-02"],
    ]);
  });

  it("Vrbo: reservations and «Blocked» nights", () => {
    expect(nights("vrbo.ics")).toEqual([
      ["2027-01-15", "2027-01-18"],
      ["2027-01-20", "2027-01-21"],
    ]);
  });

  it("Google Calendar: timed stays across both daylight-saving changes, a weekly block, folded lines; cancelled and «free» events book nothing", () => {
    expect(nights("google.ics")).toEqual([
      // Every Wednesday night of January 2027 (a weekly rule until the 31st).
      ["2027-01-06", "2027-01-07"],
      ["2027-01-13", "2027-01-14"],
      ["2027-01-20", "2027-01-21"],
      ["2027-01-27", "2027-01-28"],
      // Arrives Saturday 27 March 16:00, the clocks go forward that night, leaves Monday 11:00.
      ["2027-03-27", "2027-03-29"],
      // All-day block over the end of April.
      ["2027-04-30", "2027-05-03"],
      // Arrives 30 October 18:00, the clocks go back that night, leaves 1 November 10:00.
      ["2027-10-30", "2027-11-01"],
    ]);
  });

  it("times in UTC are placed in Madrid's calendar: 23:30 UTC on 31 December is already 1 January; a DURATION instead of an end", () => {
    expect(nights("utc-times.ics")).toEqual([
      ["2027-01-01", "2027-01-02"],
      // 00:00 UTC is 01:00 in March before the change, 02:00 after: still the same dates.
      ["2027-03-28", "2027-03-30"],
      ["2027-06-12", "2027-06-15"],
    ]);
  });

  it("channel managers' odd exports: a daily block begun years before, a week's occurrence cancelled or moved, dates without VALUE=DATE, a zone named but not described; an event it can't read is counted", () => {
    expect(bookedNights(fixture("edge-cases.ics"), MADRID, "2026-11-24", "2028-05-24")).toEqual({
      booked: [
        // Every night from 2 January 2023 to 3 December 2026: still booked in the window.
        ["2023-01-02", "2026-12-04"],
        // Four Mondays of January 2027: the 11th cancelled, the 18th moved to Wednesday the 20th.
        ["2027-01-04", "2027-01-05"],
        ["2027-01-20", "2027-01-21"],
        ["2027-01-25", "2027-01-26"],
        // DTSTART:20270205 is a date.
        ["2027-02-05", "2027-02-08"],
        // 20:00 in New York on 10 March is 02:00 on the 11th in Madrid; leaving 10:00 New York on the 12th.
        ["2027-03-11", "2027-03-12"],
      ],
      unreadable: 1,
    });
  });

  it("keeps only the nights inside the window, cutting a stay that crosses its edge", () => {
    expect(nights("airbnb.ics", "2026-12-03", "2026-12-25")).toEqual([
      ["2026-12-01", "2026-12-05"],
      ["2026-12-24", "2026-12-27"],
    ]);
    expect(clipRanges(nights("airbnb.ics", "2026-12-03", "2026-12-25"), "2026-12-03", "2026-12-25")).toEqual([
      ["2026-12-03", "2026-12-05"],
      ["2026-12-24", "2026-12-25"],
    ]);
  });

  it("returns only dates: nothing of the summaries, descriptions, guests or links", () => {
    const text = JSON.stringify(["airbnb.ics", "vrbo.ics", "google.ics", "booking.ics"].map((name) => nights(name)));
    expect(text).toMatch(/^[\d\-[\]",]+$/);
  });

  it("an HTML page, a text that is not a calendar, or a broken one is a CalendarError with a Spanish reason", () => {
    expect(() => bookedNights(fixture("not-a-calendar.html"), MADRID, "2026-11-24", "2028-05-24")).toThrow(new CalendarError("ha devuelto una página web en lugar de un calendario"));
    expect(() => bookedNights("Service Unavailable", MADRID, "2026-11-24", "2028-05-24")).toThrow(/no es un calendario iCal/);
    expect(() => bookedNights(fixture("malformed.ics"), MADRID, "2026-11-24", "2028-05-24")).toThrow(/mal formado/);
  });

  it("an empty calendar books nothing; a byte-order mark and LF line ends are fine", () => {
    expect(bookedNights("\uFEFFBEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n", MADRID, "2026-11-24", "2028-05-24")).toEqual({ booked: [], unreadable: 0 });
  });
});

describe("night arithmetic", () => {
  it("merges overlapping and touching stays, in order", () => {
    expect(
      mergeRanges([
        ["2027-01-10", "2027-01-12"],
        ["2027-01-01", "2027-01-05"],
        ["2027-01-05", "2027-01-07"],
        ["2027-01-11", "2027-01-15"],
      ]),
    ).toEqual([
      ["2027-01-01", "2027-01-07"],
      ["2027-01-10", "2027-01-15"],
    ]);
  });

  it("adds months at month ends and in leap years", () => {
    expect(addMonths("2026-11-24", 18)).toBe("2028-05-24");
    expect(addMonths("2027-08-31", 18)).toBe("2029-02-28");
    expect(addMonths("2026-08-31", 18)).toBe("2028-02-29");
    expect(addMonths("2027-01-31", -2)).toBe("2026-11-30");
  });
});

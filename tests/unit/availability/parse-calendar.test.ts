import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addMonths } from "../../../src/booking/calendar-date.ts";
import { clipRanges, mergeRanges } from "../../../src/booking/night-ranges.ts";
import { CalendarError } from "../../../scripts/availability/calendar-error.ts";
import { bookedNights } from "../../../scripts/availability/parse-calendar.ts";

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
        // Every night from 2 January 2023 to 3 December 2026: the window's part of it.
        ["2026-11-24", "2026-12-04"],
        // Four Mondays of January 2027: the 11th cancelled, the 18th moved to Wednesday the 20th.
        ["2027-01-04", "2027-01-05"],
        ["2027-01-20", "2027-01-21"],
        ["2027-01-25", "2027-01-26"],
        // DTSTART:20270205 is a date.
        ["2027-02-05", "2027-02-08"],
        // 20:00 in New York on 10 March is 02:00 on the 11th in Madrid; leaving 10:00 New York on the 12th.
        ["2027-03-11", "2027-03-12"],
      ],
      // The daily block, the weekly one, its moved week (booked by its own dates), the bare dates, New York.
      events: 5,
      readable: 5,
      unreadable: 1,
    });
  });

  it("keeps only the nights inside the window, cutting a stay that crosses its edge", () => {
    expect(nights("airbnb.ics", "2026-12-03", "2026-12-25")).toEqual([
      ["2026-12-03", "2026-12-05"],
      ["2026-12-24", "2026-12-25"],
    ]);
    expect(clipRanges([["2026-12-01", "2026-12-05"]], "2026-12-03", "2026-12-25")).toEqual([["2026-12-03", "2026-12-05"]]);
  });

  it("returns only dates: nothing of the summaries, descriptions, guests or links", () => {
    const text = JSON.stringify(["airbnb.ics", "vrbo.ics", "google.ics", "booking.ics"].map((name) => nights(name)));
    expect(text).toMatch(/^[\d\-[\]",]+$/);
  });

  it("an HTML page, a text that is not a calendar, or a broken one is a CalendarError with a Spanish reason", () => {
    expect(() => bookedNights(fixture("not-a-calendar.html"), MADRID, "2026-11-24", "2028-05-24")).toThrow(new CalendarError("ha devuelto una página web en lugar de un calendario"));
    expect(() => bookedNights("Service Unavailable", MADRID, "2026-11-24", "2028-05-24")).toThrow(/no es un calendario iCal/);
    expect(() => bookedNights(fixture("malformed.ics"), MADRID, "2026-11-24", "2028-05-24")).toThrow(/llega cortado/);
  });

  it("an empty calendar books nothing; a byte-order mark and LF line ends are fine", () => {
    expect(bookedNights("\uFEFFBEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n", MADRID, "2026-11-24", "2028-05-24")).toEqual({ booked: [], events: 0, readable: 0, unreadable: 0 });
  });
});

const WINDOW = ["2026-11-26", "2028-05-26"] as const;
const calendar = (...events: string[][]): string => ["BEGIN:VCALENDAR", "VERSION:2.0", ...events.flatMap((lines, i) => ["BEGIN:VEVENT", `UID:${i}@test`, ...lines, "END:VEVENT"]), "END:VCALENDAR", ""].join("\r\n");
const read = (text: string) => bookedNights(text, MADRID, ...WINDOW);
const all = (from: string, to: string): string[] => [`DTSTART;VALUE=DATE:${from}`, `DTEND;VALUE=DATE:${to}`];

describe("repeating blocks, followed inside the window whatever their start", () => {
  it("a daily block begun in 1970 books every night of the window; a weekly one every week of it", () => {
    expect(read(calendar([...all("19700101", "19700102"), "RRULE:FREQ=DAILY"])).booked).toEqual([WINDOW]);
    const weekly = read(calendar([...all("19700105", "19700106"), "RRULE:FREQ=WEEKLY;INTERVAL=2"])).booked;
    // 5 January 1970 was a Monday: every other Monday since, 39 of them in the window's 78 weeks.
    expect(weekly).toHaveLength(39);
    expect(weekly.every(([from]) => new Date(`${from}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
    const days = weekly.map(([from]) => Date.parse(from) / 86_400_000);
    expect(days.every((day) => (day - Date.parse("1970-01-05") / 86_400_000) % 14 === 0)).toBe(true);
  });

  it("a monthly block begun long ago keeps its day of the month; a yearly one its date", () => {
    expect(read(calendar([...all("19990131", "19990201"), "RRULE:FREQ=MONTHLY"])).booked.map(([from]) => from)).toEqual([
      "2026-12-31", "2027-01-31", "2027-03-31", "2027-05-31", "2027-07-31", "2027-08-31", "2027-10-31", "2027-12-31", "2028-01-31", "2028-03-31", "2028-05-31",
    ].filter((date) => date < WINDOW[1]));
    expect(read(calendar([...all("19840815", "19840817"), "RRULE:FREQ=YEARLY"])).booked).toEqual([["2027-08-15", "2027-08-17"]]);
    expect(read(calendar([...all("19800229", "19800301"), "RRULE:FREQ=YEARLY;INTERVAL=4"])).booked).toEqual([["2028-02-29", "2028-03-01"]]);
  });

  it("hourly blocks begun years before are followed from the window too, at their hours", () => {
    // Every other day at 22:00 UTC: 23:00 in Madrid in winter, midnight (the next date) in summer; 273 nights.
    const booked = read(calendar(["DTSTART:20100101T220000Z", "DTEND:20100101T230000Z", "RRULE:FREQ=HOURLY;INTERVAL=48"])).booked;
    expect(booked.reduce((total, [from, to]) => total + (Date.parse(to) - Date.parse(from)) / 86_400_000, 0)).toBe(273);
    expect(booked[0]).toEqual(["2026-11-27", "2026-11-28"]);
  });

  it("an impossible date made by a rule books nothing (30 February, 31 April) but the start, which RFC 5545 always counts; a COUNT still counts from the start", () => {
    expect(read(calendar([...all("20270130", "20270131"), "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"])).booked).toEqual([["2027-01-30", "2027-01-31"]]);
    expect(read(calendar([...all("20200101", "20200102"), "RRULE:FREQ=DAILY;BYMONTH=4;BYMONTHDAY=31"])).booked).toEqual([]);
    // Day parts that never meet (day 366 of the year in January): nothing to look for, at once.
    expect(read(calendar([...all("20200101", "20200102"), "RRULE:FREQ=DAILY;BYYEARDAY=366;BYMONTH=1"])).booked).toEqual([]);
    expect(read(calendar([...all("20270131", "20270201"), "RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4"])).booked.map(([from]) => from)).toEqual(["2027-01-31", "2027-03-31", "2027-05-31", "2027-07-31"]);
    expect(read(calendar([...all("20200101", "20200102"), "RRULE:FREQ=DAILY;COUNT=3"])).booked).toEqual([]);
  });

  it("a rule out of its ranges is one unreadable event; the calendar's other events are read", () => {
    for (const rule of ["FREQ=HOURLY;BYMONTH=7", "FREQ=FOO", "FREQ=DAILY;BYHOUR=25", "FREQ=MONTHLY;BYMONTHDAY=32", "FREQ=YEARLY;BYMONTH=13"]) {
      expect(read(calendar([...all("20270101", "20270102"), `RRULE:${rule}`], all("20261205", "20261207"))), rule).toEqual({ booked: [["2026-12-05", "2026-12-07"]], events: 1, readable: 1, unreadable: 1 });
    }
  });

  it("limits the parser would check unit by unit are checked here, each unit counted: every minute of 29 February is refused at the budget, not searched for ever; the last day of each month is found", () => {
    const started = performance.now();
    expect(() => read(calendar(["DTSTART:20260101T100000Z", "DTEND:20260101T100100Z", "RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=29"]))).toThrow(/pide demasiado trabajo/);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(read(calendar([...all("20261130", "20261201"), "RRULE:FREQ=DAILY;BYMONTHDAY=-1;COUNT=3"])).booked).toEqual([
      ["2026-11-30", "2026-12-01"],
      ["2026-12-31", "2027-01-01"],
      ["2027-01-31", "2027-02-01"],
    ]);
    // Every 170 minutes on the last day of the month (in UTC), each for 19 hours: the night of that day.
    expect(read(calendar(["DTSTART:20260101T150000Z", "DTEND:20260102T100000Z", "RRULE:FREQ=MINUTELY;INTERVAL=170;BYMONTHDAY=-1"])).booked.slice(0, 2)).toEqual([
      ["2026-11-30", "2026-12-01"],
      ["2026-12-31", "2027-01-01"],
    ]);
    // Every third hour of July's weekends (in UTC) is a walk the budget allows: from 22:00 UTC it is the next day in Madrid.
    expect(read(calendar(["DTSTART:20270701T100000Z", "DTEND:20270701T110000Z", "RRULE:FREQ=HOURLY;INTERVAL=3;BYMONTH=7;BYDAY=SA,SU"])).booked).toEqual([
      ["2027-07-01", "2027-07-02"],
      ["2027-07-03", "2027-07-06"],
      ["2027-07-10", "2027-07-13"],
      ["2027-07-17", "2027-07-20"],
      ["2027-07-24", "2027-07-27"],
      ["2027-07-31", "2027-08-02"],
    ]);
  });

  it("more repeats than the budget is a CalendarError, quickly", () => {
    const started = performance.now();
    expect(() => bookedNights(calendar(["DTSTART:20260101T000000Z", "DTEND:20260101T000100Z", "RRULE:FREQ=MINUTELY"]), MADRID, ...WINDOW, { maxSteps: 5_000, timeMs: 5_000 })).toThrow(/pide demasiado trabajo para leerlo: repite algún bloqueo tantas veces .* que pasa de 5000 fechas o de 5 s$/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("repeating blocks as RFC 5545 says, where the parser alone gets them wrong", () => {
  const window = (from: string, to: string) => (text: string) => bookedNights(text, MADRID, from, to).booked;

  it("the start is always the first occurrence, and counts in COUNT, even when the rule wouldn't make it", () => {
    // 7 December 2026 is a Monday; the rule makes Tuesdays.
    expect(read(calendar([...all("20261207", "20261208"), "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3"])).booked).toEqual([
      ["2026-12-07", "2026-12-09"],
      ["2026-12-15", "2026-12-16"],
    ]);
    expect(read(calendar([...all("20261210", "20261211"), "RRULE:FREQ=MONTHLY;BYMONTHDAY=15;COUNT=2"])).booked).toEqual([
      ["2026-12-10", "2026-12-11"],
      ["2026-12-15", "2026-12-16"],
    ]);
    // An EXDATE can take the start away.
    expect(read(calendar([...all("20261207", "20261208"), "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3", "EXDATE;VALUE=DATE:20261207"])).booked).toEqual([
      ["2026-12-08", "2026-12-09"],
      ["2026-12-15", "2026-12-16"],
    ]);
  });

  it("29 February every year is booked in leap years only, not on 1 March", () => {
    expect(window("2024-12-01", "2026-06-01")(calendar([...all("20240229", "20240301"), "RRULE:FREQ=YEARLY"]))).toEqual([]);
    expect(window("2024-01-01", "2033-01-01")(calendar([...all("20240229", "20240301"), "RRULE:FREQ=YEARLY;COUNT=3"]))).toEqual([
      ["2024-02-29", "2024-03-01"],
      ["2028-02-29", "2028-03-01"],
      ["2032-02-29", "2032-03-01"],
    ]);
  });

  it("a monthly rule's INTERVAL holds beside its months", () => {
    expect(read(calendar([...all("20270115", "20270116"), "RRULE:FREQ=MONTHLY;INTERVAL=2;BYMONTH=1,2,3,4,5,6"])).booked.map(([from]) => from)).toEqual(["2027-01-15", "2027-03-15", "2027-05-15", "2028-01-15", "2028-03-15", "2028-05-15"]);
  });

  it("an exception books its own dates, wherever the occurrence it replaces is, even when the series is cancelled", () => {
    const weekly = ["UID:w1", ...all("20200106", "20200107"), "RRULE:FREQ=WEEKLY"];
    const moved = (from: string, to: string, ...more: string[]) => ["UID:w1", "RECURRENCE-ID;VALUE=DATE:20261116", ...all(from, to), ...more];
    const text = (...events: string[][]) => ["BEGIN:VCALENDAR", ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]), "END:VCALENDAR"].join("\r\n");
    // 16 November (before the window) moved to 2 December (in it).
    expect(read(text(weekly, moved("20261202", "20261203"))).booked).toContainEqual(["2026-12-02", "2026-12-03"]);
    // Lengthened into the window: every night of it from the window's first.
    expect(read(text(weekly, moved("20261116", "20261210"))).booked[0]).toEqual(["2026-11-26", "2026-12-10"]);
    // The series cancelled, one week of it confirmed.
    expect(read(text([...weekly, "STATUS:CANCELLED"], moved("20261207", "20261208", "STATUS:CONFIRMED"))).booked).toEqual([["2026-12-07", "2026-12-08"]]);
  });

  it("extra dates as periods book each their own length; several rules are followed each near the window", () => {
    expect(read(calendar(["DTSTART:20261201T150000Z", "DTEND:20261202T100000Z", "RDATE;VALUE=PERIOD:20261203T150000Z/20261205T100000Z"])).booked).toEqual([
      ["2026-12-01", "2026-12-02"],
      ["2026-12-03", "2026-12-05"],
    ]);
    const started = performance.now();
    const twoRules = read(calendar([...all("20200101", "20200102"), "RRULE:FREQ=DAILY;BYMONTHDAY=-1", "RRULE:FREQ=WEEKLY;INTERVAL=20871;BYMONTH=6"])).booked;
    expect(twoRules.slice(0, 2)).toEqual([
      ["2026-11-30", "2026-12-01"],
      ["2026-12-31", "2027-01-01"],
    ]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("the calendar's shape, read without quoting it", () => {
  it("several VCALENDAR blocks in one file are one calendar", () => {
    expect(read(calendar(all("20261201", "20261203")) + calendar(all("20261210", "20261212"))).booked).toEqual([
      ["2026-12-01", "2026-12-03"],
      ["2026-12-10", "2026-12-12"],
    ]);
  });

  it("a line that can't be read costs its event when it may have cut a date or a repeat, nothing when it follows a text; never quoted", () => {
    // A guest's note with a raw line break: the rest of the note on a line of its own, after a property that isn't read.
    const note = calendar([...all("20261201", "20261203"), "DESCRIPTION:Llegada", "a las 15h, Juan Pérez 611222333"]);
    expect(read(note)).toEqual({ booked: [["2026-12-01", "2026-12-03"]], events: 1, readable: 1, unreadable: 0 });
    // Right after a date: the event is unreadable (its date may be cut short), the others are read.
    const cut = calendar(["DTSTART;VALUE=DATE:2027010", "5", "DTEND;VALUE=DATE:20270107"], all("20261205", "20261207"));
    expect(read(cut)).toEqual({ booked: [["2026-12-05", "2026-12-07"]], events: 1, readable: 1, unreadable: 1 });
    const started = performance.now();
    expect(read(calendar([`DTSTART${";X-A=b".repeat(5_000)}`], all("20261205", "20261207"))).unreadable).toBe(1);
    // Thousands of parameters on a date the parser needs: only the ones it reads are handed over.
    expect(read(calendar([`DTSTART${';X-A="b"'.repeat(50_000)};VALUE=DATE:20261210`, "DTEND;VALUE=DATE:20261211"])).booked).toEqual([["2026-12-10", "2026-12-11"]]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("after the calendar's end, whatever a server adds is not the calendar's; a second calendar may start with its own mark", () => {
    const whole = calendar(all("20261201", "20261203"));
    for (const tail of ["\u0000", "\u001a", "<!-- 0.01s -->", "\r\n   \r\n", "X-AFTER:1\r\n"]) {
      expect(read(whole + tail).booked, JSON.stringify(tail)).toEqual([["2026-12-01", "2026-12-03"]]);
    }
    expect(read(`${whole}\uFEFF${calendar(all("20261210", "20261212"))}`).booked).toEqual([
      ["2026-12-01", "2026-12-03"],
      ["2026-12-10", "2026-12-12"],
    ]);
    expect(read(calendar(["X-MY_PROP:1", ...all("20261201", "20261203")])).booked).toEqual([["2026-12-01", "2026-12-03"]]);
  });

  it("folded lines are unfolded, line ends of any kind; alarms and other blocks inside an event are skipped", () => {
    const text = ["BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:1", "DTSTART;VALUE=DA", " TE:20261201", "DTEND;VALUE=DATE:2026", "\t1204", "BEGIN:VALARM", "TRIGGER:-PT15M", "DTSTART:19990101", "END:VALARM", "END:VEVENT", "END:VCALENDAR"].join("\r");
    expect(read(text).booked).toEqual([["2026-12-01", "2026-12-04"]]);
  });

  it("a described zone whose rules are broken (an offset «abc», «+2», out of range) is left out: its times are read by the zone's IANA rules, not lost", () => {
    for (const offset of ["abc", "+2", "+2500", ""]) {
      const zone = ["BEGIN:VTIMEZONE", "TZID:Europe/Madrid", "BEGIN:STANDARD", "DTSTART:19701025T030000", `TZOFFSETFROM:${offset}`, "TZOFFSETTO:+0100", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD", "END:VTIMEZONE"];
      const text = calendar(["DTSTART;TZID=Europe/Madrid:20261201T160000", "DTEND;TZID=Europe/Madrid:20261205T110000"]).replace("VERSION:2.0", ["VERSION:2.0", ...zone].join("\r\n"));
      expect(read(text), offset).toEqual({ booked: [["2026-12-01", "2026-12-05"]], events: 1, readable: 1, unreadable: 0 });
    }
    // A zone in New York whose rules are broken: converted from New York's IANA rules, 23:30 there is the next day in Madrid.
    const zone = ["BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:STANDARD", "DTSTART:19701101T020000", "TZOFFSETFROM:abc", "TZOFFSETTO:-0500", "END:STANDARD", "END:VTIMEZONE"];
    const text = calendar(["DTSTART;TZID=America/New_York:20261201T233000", "DTEND;TZID=America/New_York:20261203T100000"]).replace("VERSION:2.0", ["VERSION:2.0", ...zone].join("\r\n"));
    expect(read(text).booked).toEqual([["2026-12-02", "2026-12-03"]]);
  });

  it("a time zone whose rule is no zone's (repeating every second) is left out; a known zone's name still converts", () => {
    const zone = ["BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:STANDARD", "DTSTART:16010101T000000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0500", "RRULE:FREQ=SECONDLY", "END:STANDARD", "END:VTIMEZONE"];
    const text = calendar(["DTSTART;TZID=America/New_York:20270310T200000", "DTEND;TZID=America/New_York:20270312T100000"]).replace("VERSION:2.0", ["VERSION:2.0", ...zone].join("\r\n"));
    expect(read(text).booked).toEqual([["2027-03-11", "2027-03-12"]]);
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

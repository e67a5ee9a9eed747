import { describe, expect, it } from "vitest";
import { dateWindow, HORIZON_YEARS } from "../../../src/booking/booking-window.ts";
import { addDays, addYears, compareDates, dateIn, nightsBetween, parseDate, zoneOffsetMinutes } from "../../../src/booking/calendar-date.ts";
import { todayIn } from "../../../src/booking/today.ts";

describe("calendar dates, by hand", () => {
  it("accepts real dates from year 0001 to a date input's 275760, refuses anything else without throwing", () => {
    for (const date of ["2027-03-12", "2028-02-29", "2000-02-29", "0001-01-01", "0002-12-31", "275760-09-13"]) expect(parseDate(date)).toBe(date);
    for (const text of ["", "abc", "2027-02-29", "1900-02-29", "2027-04-31", "2027-00-10", "2027-12-00", "0000-06-01", "27-03-12", "2027-3-12", " 2027-03-12", "2027-03-12\n", "1234567-01-01", "٢٠٢٧-٠٣-١٢"]) {
      expect(parseDate(text)).toBeNull();
    }
  });

  it("years 0–99 stay themselves (Date and dayjs read them as 1900–1999)", () => {
    expect(addDays("0002-12-31", 1)).toBe("0003-01-01");
    expect(addYears("0099-06-15", 2)).toBe("0101-06-15");
    expect(compareDates("0002-01-01", "1902-01-01")).toBeLessThan(0);
  });

  it("adds days across months, leap years and long years; compares dates of any length as days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2027-03-10", 730)).toBe("2029-03-09");
    expect(addDays("275760-09-12", 1)).toBe("275760-09-13");
    expect(compareDates("10000-01-01", "2027-03-12")).toBeGreaterThan(0);
    expect(compareDates("2027-03-12", "2027-03-12")).toBe(0);
    expect(compareDates("2027-03-11", "2027-03-12")).toBe(-1);
  });

  it("counts the nights between two dates by the calendar: month ends, leap days, clock changes, long years", () => {
    expect(nightsBetween("2027-01-31", "2027-02-02")).toBe(2);
    expect(nightsBetween("2028-02-27", "2028-03-01")).toBe(3);
    expect(nightsBetween("2027-03-27", "2027-03-29")).toBe(2);
    expect(nightsBetween("2027-12-31", "2028-12-31")).toBe(366);
    expect(nightsBetween("99999-12-31", "100000-01-01")).toBe(1);
  });

  it("today in a time zone: Madrid is already in the new year at 23:30 UTC on 31 December", () => {
    expect(dateIn("Europe/Madrid", new Date("2027-12-31T23:30:00Z"))).toBe("2028-01-01");
    expect(dateIn("Europe/Madrid", new Date("2027-12-31T22:30:00Z"))).toBe("2027-12-31");
  });

  it("Madrid's date by the EU summer-time rule is Intl's, every 15 minutes over 2024–2032, and dayjs's too", () => {
    const intl = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" });
    const wrong: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2033, 0, 1); time += 15 * 60_000) {
      const now = new Date(time);
      if (dateIn("Europe/Madrid", now) !== intl.format(now)) wrong.push(now.toISOString());
    }
    expect(wrong).toEqual([]);
    expect(zoneOffsetMinutes("Europe/Madrid", new Date("2027-03-28T00:59:59Z"))).toBe(60);
    expect(zoneOffsetMinutes("Europe/Madrid", new Date("2027-03-28T01:00:00Z"))).toBe(120);
    expect(zoneOffsetMinutes("Europe/Madrid", new Date("2027-10-31T00:59:59Z"))).toBe(120);
    expect(zoneOffsetMinutes("Europe/Madrid", new Date("2027-10-31T01:00:00Z"))).toBe(60);
    // The last hour of a summer day, the first of a winter one, around each change: dayjs agrees.
    for (const instant of ["2027-03-27T22:59:00Z", "2027-03-27T23:00:00Z", "2027-10-30T21:59:00Z", "2027-10-30T22:00:00Z", "2027-10-30T23:00:00Z"]) {
      expect(todayIn("Europe/Madrid", new Date(instant)), instant).toBe(intl.format(new Date(instant)));
    }
  });

  it("any other zone goes through Intl", () => {
    expect(zoneOffsetMinutes("Atlantic/Canary", new Date())).toBeNull();
    expect(dateIn("Atlantic/Canary", new Date("2027-12-31T23:30:00Z"))).toBe("2027-12-31");
    expect(todayIn("America/New_York", new Date("2027-12-31T23:30:00Z"))).toBe("2027-12-31");
  });

  it("a year later, 29 February becomes 28 February", () => {
    expect(addYears("2028-02-29", 2)).toBe("2030-02-28");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
  });
});

describe("dateWindow: what each date input offers", () => {
  it(`check-in from tomorrow to the day before the horizon (${HORIZON_YEARS} years); check-out from the day after check-in to the horizon`, () => {
    expect(HORIZON_YEARS).toBe(2);
    expect(dateWindow("2027-03-10", "")).toEqual({ checkIn: { min: "2027-03-11", max: "2029-03-09" }, checkOut: { min: "2027-03-12", max: "2029-03-10" } });
    expect(dateWindow("2027-03-10", "2027-05-01").checkOut).toEqual({ min: "2027-05-02", max: "2029-03-10" });
  });

  it("a check-in that isn't a date, or lies past the horizon, leaves the check-out's range whole", () => {
    for (const checkIn of ["abc", "2027-02-30", "275760-09-13", "2029-03-10"]) {
      expect(dateWindow("2027-03-10", checkIn).checkOut).toEqual({ min: "2027-03-12", max: "2029-03-10" });
    }
  });
});

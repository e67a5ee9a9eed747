import { afterEach, describe, expect, it } from "vitest";
import { todayIn } from "../../../src/booking/today.ts";
import type { BookingForm } from "../../../src/booking/types.ts";
import { validateBooking } from "../../../src/booking/validate-booking.ts";
import { config } from "./config.ts";

const EMPTY_IN = "La fecha de entrada no puede ser vacío";
const EMPTY_OUT = "La fecha de salida no puede ser vacío";
const NOT_AFTER_TODAY = "La fecha de entrada tiene que ser superior a hoy";
const NOT_AFTER_IN = "La fecha de salida tiene que ser superior a la de entrada";

/** Noon in Madrid on 10 March 2027 (winter time, UTC+1). */
const NOW = new Date("2027-03-10T11:00:00Z");

const form = (change: Partial<BookingForm>): BookingForm => ({ apartment: "mirador", guests: 2, checkIn: "", checkOut: "", ...change });
const messages = (change: Partial<BookingForm>, now = NOW) => {
  const result = validateBooking(form(change), now, config);
  return result.ok ? [] : result.problems.map((problem) => `${problem.field}: ${problem.message}`);
};

describe("validateBooking", () => {
  it("both dates empty: both messages at once, in field order", () => {
    expect(messages({})).toEqual([`checkIn: ${EMPTY_IN}`, `checkOut: ${EMPTY_OUT}`]);
  });

  it("only one date empty: only its message", () => {
    expect(messages({ checkIn: "2027-03-12" })).toEqual([`checkOut: ${EMPTY_OUT}`]);
    expect(messages({ checkOut: "2027-03-12" })).toEqual([`checkIn: ${EMPTY_IN}`]);
  });

  it("check-in today is refused (today itself included), tomorrow is the first day accepted", () => {
    expect(messages({ checkIn: "2027-03-10", checkOut: "2027-03-12" })).toEqual([`checkIn: ${NOT_AFTER_TODAY}`]);
    expect(messages({ checkIn: "2027-03-09", checkOut: "2027-03-12" })).toEqual([`checkIn: ${NOT_AFTER_TODAY}`]);
    expect(messages({ checkIn: "2027-03-11", checkOut: "2027-03-12" })).toEqual([]);
  });

  it("check-out the same day as check-in or before it is refused; the day after is accepted", () => {
    expect(messages({ checkIn: "2027-03-12", checkOut: "2027-03-12" })).toEqual([`checkOut: ${NOT_AFTER_IN}`]);
    expect(messages({ checkIn: "2027-03-12", checkOut: "2027-03-11" })).toEqual([`checkOut: ${NOT_AFTER_IN}`]);
    expect(messages({ checkIn: "2027-03-12", checkOut: "2027-03-13" })).toEqual([]);
  });

  it("reports a past check-in and a check-out before it together", () => {
    expect(messages({ checkIn: "2027-03-01", checkOut: "2027-02-27" })).toEqual([`checkIn: ${NOT_AFTER_TODAY}`, `checkOut: ${NOT_AFTER_IN}`]);
  });

  it("a value that isn't a calendar date counts as empty", () => {
    expect(messages({ checkIn: "2027-02-30", checkOut: "mañana" })).toEqual([`checkIn: ${EMPTY_IN}`, `checkOut: ${EMPTY_OUT}`]);
  });

  it("returns the validated booking when every rule holds", () => {
    const result = validateBooking(form({ checkIn: "2027-03-11", checkOut: "2027-03-15" }), NOW, config);
    expect(result).toEqual({ ok: true, booking: { apartment: "mirador", guests: 2, checkIn: "2027-03-11", checkOut: "2027-03-15" } });
  });

  it("refuses a guest count or apartment outside the form's own options", () => {
    expect(() => validateBooking(form({ guests: 7, checkIn: "2027-03-11", checkOut: "2027-03-12" }), NOW, config)).toThrow(RangeError);
    expect(() => validateBooking(form({ guests: 0, checkIn: "2027-03-11", checkOut: "2027-03-12" }), NOW, config)).toThrow(RangeError);
    expect(() => validateBooking(form({ apartment: "atico", checkIn: "2027-03-11", checkOut: "2027-03-12" }), NOW, config)).toThrow(RangeError);
  });
});

describe("'today' is the date in Madrid, whatever the visitor's zone", () => {
  // The device's own zone, as a visitor's browser has it: Node reads TZ again whenever it changes.
  const deviceZone = process.env.TZ;
  const onDeviceIn = (zone: string) => {
    process.env.TZ = zone;
  };
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it("the test really runs on a device in another zone", () => {
    onDeviceIn("America/New_York");
    expect(new Date("2027-02-11T01:00:00Z").getDate()).toBe(10);
    onDeviceIn("Asia/Tokyo");
    expect(new Date("2027-02-10T22:00:00Z").getDate()).toBe(11);
  });

  it("New York at 20:00 on the 10th is already the 11th in Madrid", () => {
    onDeviceIn("America/New_York");
    // 20:00 EST (UTC-5) on 10 Feb = 01:00 UTC on the 11th = 02:00 in Madrid.
    const newYork = new Date("2027-02-11T01:00:00Z");
    expect(todayIn("Europe/Madrid", newYork)).toBe("2027-02-11");
    expect(messages({ checkIn: "2027-02-11", checkOut: "2027-02-13" }, newYork)).toEqual([`checkIn: ${NOT_AFTER_TODAY}`]);
    expect(messages({ checkIn: "2027-02-12", checkOut: "2027-02-13" }, newYork)).toEqual([]);
  });

  it("Tokyo at 07:00 on the 11th is still the 10th in Madrid (winter)", () => {
    onDeviceIn("Asia/Tokyo");
    // 07:00 JST (UTC+9) on 11 Feb = 22:00 UTC on the 10th = 23:00 in Madrid.
    const tokyo = new Date("2027-02-10T22:00:00Z");
    expect(todayIn("Europe/Madrid", tokyo)).toBe("2027-02-10");
    expect(messages({ checkIn: "2027-02-11", checkOut: "2027-02-12" }, tokyo)).toEqual([]);
    expect(messages({ checkIn: "2027-02-10", checkOut: "2027-02-12" }, tokyo)).toEqual([`checkIn: ${NOT_AFTER_TODAY}`]);
  });

  it("follows Madrid's summer time: 23:30 UTC on 30 June is 1 July in Madrid", () => {
    onDeviceIn("America/New_York");
    expect(todayIn("Europe/Madrid", new Date("2027-06-30T23:30:00Z"))).toBe("2027-07-01");
    expect(todayIn("Europe/Madrid", new Date("2027-06-30T21:30:00Z"))).toBe("2027-06-30");
  });
});

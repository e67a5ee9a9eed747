import { afterEach, describe, expect, it } from "vitest";
import { stayDate } from "../../../src/booking/stay-date.ts";
import { todayIn } from "../../../src/booking/today.ts";
import type { BookingForm } from "../../../src/booking/types.ts";
import { validateBooking } from "../../../src/booking/validate-booking.ts";
import { problemWords, stayWords } from "../../../src/labels/words.ts";
import { config } from "./config.ts";

const EMPTY_IN = "La fecha de entrada no puede ser vacío";
const EMPTY_OUT = "La fecha de salida no puede ser vacío";
const NOT_AFTER_TODAY = "La fecha de entrada tiene que ser superior a hoy";
const NOT_AFTER_IN = "La fecha de salida tiene que ser superior a la de entrada";
const INVALID_IN = "La fecha de entrada no es válida";
const INVALID_OUT = "La fecha de salida no es válida";
/** Two years after NOW's Madrid date (10/03/2027) for the check-out, the day before for the check-in. */
const TOO_FAR_IN = "La fecha de entrada no puede ser posterior al 09/03/2029";
const TOO_FAR_OUT = "La fecha de salida no puede ser posterior al 10/03/2029";
const UNKNOWN = "Elige uno de los apartamentos de la lista";
const GUESTS = (max: number) => `El número de personas tiene que estar entre 1 y ${max}`;

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

  it("a value that isn't a calendar date is not valid, which is not the same as empty", () => {
    expect(messages({ checkIn: "2027-02-30", checkOut: "mañana" })).toEqual([`checkIn: ${INVALID_IN}`, `checkOut: ${INVALID_OUT}`]);
    for (const value of ["abc", "2027-13-01", "2027-3-12", "12/03/2027", "2027-03-12T00:00", "?", "2026-02-29", "0000-01-01"]) {
      expect(messages({ checkIn: value, checkOut: "2027-03-14" })).toEqual([`checkIn: ${INVALID_IN}`]);
      expect(messages({ checkIn: "2027-03-12", checkOut: value })).toEqual([`checkOut: ${INVALID_OUT}`]);
    }
    // Blank is empty, whatever the spaces; a leap day is a date.
    expect(messages({ checkIn: "   ", checkOut: "2028-02-29" })).toEqual([`checkIn: ${EMPTY_IN}`]);
  });

  it("a year a date input accepts but no one means is judged as a date: 0002 is past, 275760 beyond the horizon", () => {
    expect(messages({ checkIn: "0002-03-12", checkOut: "0002-03-14" })).toEqual([`checkIn: ${NOT_AFTER_TODAY}`]);
    expect(messages({ checkIn: "2027-03-12", checkOut: "0002-03-14" })).toEqual([`checkOut: ${NOT_AFTER_IN}`]);
    expect(messages({ checkIn: "275760-09-13", checkOut: "275760-09-14" })).toEqual([`checkIn: ${TOO_FAR_IN}`, `checkOut: ${TOO_FAR_OUT}`]);
    // Years 0–99 aren't read as 1900–1999, and a longer year isn't compared as text ("10000" < "2027").
    expect(messages({ checkIn: "2027-03-12", checkOut: "10000-01-01" })).toEqual([`checkOut: ${TOO_FAR_OUT}`]);
  });

  it("the horizon: check-out at most two years after today in Madrid, check-in at most the day before", () => {
    expect(messages({ checkIn: "2029-03-09", checkOut: "2029-03-10" })).toEqual([]);
    expect(messages({ checkIn: "2029-03-10", checkOut: "2029-03-11" })).toEqual([`checkIn: ${TOO_FAR_IN}`, `checkOut: ${TOO_FAR_OUT}`]);
    expect(messages({ checkIn: "2029-03-01", checkOut: "2029-03-11" })).toEqual([`checkOut: ${TOO_FAR_OUT}`]);
    // From a leap day the horizon is 28 February.
    expect(messages({ checkIn: "2030-02-28", checkOut: "2030-03-01" }, new Date("2028-02-29T11:00:00Z"))).toEqual([
      "checkIn: La fecha de entrada no puede ser posterior al 27/02/2030",
      "checkOut: La fecha de salida no puede ser posterior al 28/02/2030",
    ]);
  });

  it("returns the validated booking when every rule holds", () => {
    const result = validateBooking(form({ checkIn: "2027-03-11", checkOut: "2027-03-15" }), NOW, config);
    expect(result).toEqual({ ok: true, booking: { apartment: "mirador", guests: 2, checkIn: "2027-03-11", checkOut: "2027-03-15" } });
  });

  it("a guest count outside 1…capacity, or not a whole number, is a problem of its field, never an exception", () => {
    const dates = { checkIn: "2027-03-11", checkOut: "2027-03-12" };
    for (const guests of [0, -1, 7, 99, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(messages({ guests, ...dates })).toEqual([`guests: ${GUESTS(6)}`]);
    }
    expect(messages({ guests: 6, ...dates })).toEqual([]);
    const small = { ...config, apartments: config.apartments.map((apartment) => ({ ...apartment, maxGuests: apartment.slug === "mirador" ? 4 : 6 })) };
    const result = validateBooking(form({ guests: 5, ...dates }), NOW, small);
    expect(result.ok ? [] : result.problems).toEqual([{ field: "guests", message: GUESTS(4) }]);
  });

  it("an apartment the form doesn't list (edited page, removed value) is a problem of its field, with every other one", () => {
    expect(messages({ apartment: "atico", guests: 2, checkIn: "2027-03-11", checkOut: "2027-03-12" })).toEqual([`apartment: ${UNKNOWN}`]);
    expect(messages({ apartment: "", guests: 0, checkIn: "abc", checkOut: "" })).toEqual([`apartment: ${UNKNOWN}`, `guests: ${GUESTS(6)}`, `checkIn: ${INVALID_IN}`, `checkOut: ${EMPTY_OUT}`]);
    // Inherited names are not apartments.
    expect(messages({ apartment: "constructor", checkIn: "2027-03-11", checkOut: "2027-03-12" })).toEqual([`apartment: ${UNKNOWN}`]);
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

describe("validateBooking against the booked nights and the minimum stay", () => {
  /** Mirador booked the nights of 20–22 March (they leave on the 23rd) and of 1–2 April. */
  const BOOKED = {
    mirador: [
      ["2027-03-20", "2027-03-23"],
      ["2027-04-01", "2027-04-03"],
    ] as [string, string][],
  };
  /** Mirador's calendar is published (up to 2029); the others have none. */
  const withCalendar = { ...config, calendars: { mirador: { until: "2029-01-01", complete: true, updatedAt: null } } };
  const check = (change: Partial<BookingForm>) => {
    const result = validateBooking(form(change), NOW, withCalendar, BOOKED);
    return result.ok ? [] : result.problems.map((problem) => `${problem.field}: ${problem.message}`);
  };

  it("a check-in on a booked night names the booked stretch", () => {
    expect(check({ checkIn: "2027-03-21", checkOut: "2027-03-25" })).toEqual(["checkIn: Mirador ya está reservado del 21/03/2027 al 23/03/2027: elige otra fecha de entrada."]);
    expect(check({ checkIn: "2027-03-20", checkOut: "2027-03-21" })).toEqual(["checkIn: Mirador ya está reservado del 20/03/2027 al 23/03/2027: elige otra fecha de entrada."]);
  });

  it("a stay over booked nights names them and the latest check-out", () => {
    expect(check({ checkIn: "2027-03-18", checkOut: "2027-03-25" })).toEqual(["checkOut: Tu estancia incluye noches ya reservadas (del 20/03/2027 al 23/03/2027): la salida puede ser como muy tarde el 20/03/2027."]);
  });

  it("leaving on the day others arrive, and arriving on the day others leave, are fine", () => {
    expect(check({ checkIn: "2027-03-18", checkOut: "2027-03-20" })).toEqual([]);
    expect(check({ checkIn: "2027-03-23", checkOut: "2027-03-26" })).toEqual([]);
  });

  it("another apartment's nights, or nights that couldn't be known, don't get in the way: the listing or the owner has the last word", () => {
    expect(check({ apartment: "san-isidro", checkIn: "2027-03-20", checkOut: "2027-03-23" })).toEqual([]);
    expect(validateBooking(form({ checkIn: "2027-03-20", checkOut: "2027-03-23" }), NOW, config).ok).toBe(true);
    expect(validateBooking(form({ checkIn: "2027-03-20", checkOut: "2027-03-23" }), NOW, withCalendar, null).ok).toBe(true);
  });

  it("the SPEC's messages come first: a booked night is only looked at once the dates are right in themselves", () => {
    expect(check({ checkIn: "2027-03-21", checkOut: "2027-03-20" })).toEqual([`checkOut: ${NOT_AFTER_IN}`]);
    expect(check({ checkIn: "2027-03-21", checkOut: "" })).toEqual([`checkOut: ${EMPTY_OUT}`]);
  });

  it("a stay shorter than its season's minimum says how long and from when", () => {
    expect(check({ apartment: "calicanto", checkIn: "2027-07-10", checkOut: "2027-07-13" })).toEqual(["checkOut: Verano: la estancia mínima es de 5 noches; elige una salida a partir del 15/07/2027."]);
    expect(check({ apartment: "calicanto", checkIn: "2027-07-10", checkOut: "2027-07-15" })).toEqual([]);
    // Nights without a season have no minimum.
    expect(check({ apartment: "calicanto", checkIn: "2027-09-10", checkOut: "2027-09-11" })).toEqual([]);
  });
});

describe("validateBooking in the page's language", () => {
  const english = { ...config, language: "en" as const, calendars: { mirador: { until: "2029-01-01", complete: true, updatedAt: null } } };
  const inEnglish = (change: Partial<BookingForm>, booked = {}) => {
    const result = validateBooking(form(change), NOW, english, booked);
    return result.ok ? [] : result.problems.map((problem) => `${problem.field}: ${problem.message}`);
  };

  it("an English page gets the English dictionary's messages, never the Spanish ones", () => {
    const words = problemWords.en;
    expect(inEnglish({})).toEqual([`checkIn: ${words.checkInEmpty}`, `checkOut: ${words.checkOutEmpty}`]);
    expect(inEnglish({ checkIn: "2027-03-10", checkOut: "2027-03-09" })).toEqual([`checkIn: ${words.checkInNotAfterToday}`, `checkOut: ${words.checkOutNotAfterCheckIn}`]);
    expect(inEnglish({ apartment: "atico", guests: 0, checkIn: "abc", checkOut: "2027-03-12" })).toEqual([
      `apartment: ${words.apartmentUnknown}`,
      `guests: ${words.guestsOutOfRange.replace("{max}", "6")}`,
      `checkIn: ${words.checkInInvalid}`,
    ]);
    for (const message of inEnglish({ apartment: "atico", guests: 0, checkIn: "abc", checkOut: "" })) expect(message).not.toMatch(/fecha|personas|apartamentos/);
  });

  it("its dates are written as English writes them", () => {
    const [message] = inEnglish({ checkIn: "2029-03-10", checkOut: "2029-03-11" });
    expect(message).toBe(`checkIn: ${problemWords.en.checkInTooFar.replace("{last}", stayDate("2029-03-09", "en"))}`);
    expect(stayDate("2029-03-09", "en")).not.toBe("09/03/2029");
    expect(inEnglish({ checkIn: "2027-03-21", checkOut: "2027-03-25" }, { mirador: [["2027-03-20", "2027-03-23"]] })).toEqual([
      `checkIn: ${stayWords.en.checkInBooked.replace("{name}", "Mirador").replace("{from}", stayDate("2027-03-21", "en")).replace("{to}", stayDate("2027-03-23", "en"))}`,
    ]);
  });
});

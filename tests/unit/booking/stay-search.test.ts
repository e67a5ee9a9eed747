import { describe, expect, it } from "vitest";
import { firstFreeNight } from "../../../src/booking/availability.ts";
import { answerFor, bookedWithin, readStayQuery } from "../../../src/booking/stay-answer.ts";
import { searchStays } from "../../../src/booking/stay-search.ts";
import { todayIn } from "../../../src/booking/today.ts";
import type { BookedNights, BookingConfig } from "../../../src/booking/types.ts";
import { sites } from "../../../src/generated/site.gen.ts";
import type { Rates } from "../../../src/generated/site-types.gen.ts";
import { staySummary } from "../../../src/site/stay-summary.ts";
import { nextFreeNightText } from "../../../src/components/apartments/next-free-night.ts";
import { dateWords } from "../../../src/labels/words.ts";

const TODAY = "2027-03-10";
const SEASONS: Rates = {
  taxesIncluded: true,
  cleaningFee: 30,
  seasons: [
    { name: "temporada baja", from: "2027-01-07", to: "2027-06-30", nightly: 80, weekend: 95, minNights: 2 },
    { name: "verano", from: "2027-07-01", to: "2027-08-31", nightly: 110, minNights: 5 },
    { name: "otoño", from: "2027-09-01", to: "2028-12-31", nightly: 70, minNights: 1 },
  ],
};

/** Four apartments as the site has them: two with calendars and prices, one with prices and no calendar, one with neither. */
const site: Pick<BookingConfig, "apartments" | "withCalendar"> = {
  apartments: [
    { slug: "mirador", name: "Mirador", maxGuests: 4, rates: SEASONS },
    { slug: "san-isidro", name: "San Isidro", maxGuests: 6, rates: { ...SEASONS, cleaningFee: 40 } },
    { slug: "calicanto", name: "Calicanto", maxGuests: 4, rates: SEASONS },
    { slug: "fabrica-harinas", name: "Fábrica de Harinas", maxGuests: 2 },
  ],
  withCalendar: ["mirador", "san-isidro"],
};
const [mirador, , calicanto, fabrica] = site.apartments as [BookingConfig["apartments"][number], BookingConfig["apartments"][number], BookingConfig["apartments"][number], BookingConfig["apartments"][number]];
const NONE: BookedNights = {};

describe("one apartment's answer for a stay", () => {
  it("free: the nights priced by season and weekend, the cleaning, the total with taxes", () => {
    // Thursday 24 June to Saturday 3 July 2027: 7 nights of low season (Friday 25 and Saturday 26 at the weekend price), 2 of summer.
    const answer = answerFor(mirador, { checkIn: "2027-06-24", checkOut: "2027-07-03", guests: 2 }, TODAY, NONE, site.withCalendar);
    // Summer's minimum (5) doesn't apply: the first night is in low season, whose minimum is 2.
    expect(answer).toEqual({ kind: "free", estimate: { nights: 9, lodging: 5 * 80 + 2 * 95 + 2 * 110, cleaning: 30, total: 840, taxesIncluded: true } });
  });

  it("free without prices: no total, never an invented one", () => {
    expect(answerFor({ ...mirador, rates: undefined }, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, NONE, site.withCalendar)).toEqual({ kind: "free", estimate: null });
  });

  it("under the minimum of the season of its first night: the minimum and the season, no price", () => {
    expect(answerFor(mirador, { checkIn: "2027-07-10", checkOut: "2027-07-13", guests: 2 }, TODAY, NONE, site.withCalendar)).toEqual({ kind: "minimum", season: "verano", nights: 5 });
    expect(answerFor(mirador, { checkIn: "2027-04-01", checkOut: "2027-04-02", guests: 2 }, TODAY, NONE, site.withCalendar)).toEqual({ kind: "minimum", season: "temporada baja", nights: 2 });
  });

  it("booked: the booked nights inside the stay, and the nearest free stay of the same length within a week", () => {
    const booked: BookedNights = { mirador: [["2027-04-02", "2027-04-05"]] };
    const answer = answerFor(mirador, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, booked, site.withCalendar);
    // Free two days earlier (30 March – 2 April) and four days later (5–8 April): the closer wins.
    expect(answer).toEqual({ kind: "booked", runs: [["2027-04-02", "2027-04-04"]], nearest: { checkIn: "2027-03-30", checkOut: "2027-04-02" } });
    // One day either side: later (2–5 April) crosses the booked 3 April, earlier (31 March – 3 April) is free.
    const closer = answerFor(mirador, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, { mirador: [["2027-04-03", "2027-04-09"]] }, site.withCalendar);
    expect(closer).toMatchObject({ kind: "booked", nearest: { checkIn: "2027-03-31", checkOut: "2027-04-03" } });
    // A week either side all booked: no nearest stay.
    expect(answerFor(mirador, { checkIn: "2027-04-10", checkOut: "2027-04-13", guests: 2 }, TODAY, { mirador: [["2027-04-01", "2027-04-25"]] }, site.withCalendar)).toEqual({
      kind: "booked",
      runs: [["2027-04-10", "2027-04-13"]],
      nearest: null,
    });
  });

  it("the nearest free stay never starts before tomorrow; on a tie, the later one", () => {
    // Today is 10 March: 11 March is the first check-in. Booked 12–14 March; a 2-night stay asked from the 12th:
    // 10–12 March would be as close as 14–16 March, but it starts today.
    const answer = answerFor(mirador, { checkIn: "2027-03-12", checkOut: "2027-03-14", guests: 2 }, TODAY, { mirador: [["2027-03-12", "2027-03-14"]] }, site.withCalendar);
    expect(answer).toMatchObject({ kind: "booked", nearest: { checkIn: "2027-03-14", checkOut: "2027-03-16" } });
    // One night in autumn (minimum 1), booked: the night before and the night after both free, the later is given.
    expect(answerFor(mirador, { checkIn: "2027-09-15", checkOut: "2027-09-16", guests: 2 }, TODAY, { mirador: [["2027-09-15", "2027-09-16"]] }, site.withCalendar)).toMatchObject({
      nearest: { checkIn: "2027-09-16", checkOut: "2027-09-17" },
    });
  });

  it("over capacity: its capacity, whatever its calendar says", () => {
    expect(answerFor(fabrica, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 3 }, TODAY, NONE, site.withCalendar)).toEqual({ kind: "capacity", max: 2 });
  });

  it("no calendar: the owner answers; the price when every night has one", () => {
    expect(answerFor(calicanto, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, { calicanto: [["2027-04-01", "2027-04-04"]] }, site.withCalendar)).toEqual({
      kind: "unknown",
      estimate: { nights: 3, lodging: 80 + 95 + 95, cleaning: 30, total: 300, taxesIncluded: true },
    });
    expect(answerFor(fabrica, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, NONE, site.withCalendar)).toEqual({ kind: "unknown", estimate: null });
  });

  it("counts nights by the calendar across month ends, a leap day and the clock change", () => {
    expect(bookedWithin("2028-02-27", "2028-03-02", [["2028-02-29", "2028-03-01"]])).toEqual([["2028-02-29", "2028-03-01"]]);
    // 31 January – 2 February: 2 nights, across a month end.
    expect(answerFor(mirador, { checkIn: "2028-01-31", checkOut: "2028-02-02", guests: 1 }, TODAY, NONE, site.withCalendar)).toMatchObject({ kind: "free", estimate: { nights: 2 } });
    // 27–29 February 2028 and 1 March: 3 nights (a leap year).
    expect(answerFor(mirador, { checkIn: "2028-02-27", checkOut: "2028-03-01", guests: 1 }, TODAY, NONE, site.withCalendar)).toMatchObject({ estimate: { nights: 3, lodging: 210 } });
    // Spain's clocks go forward in the night of 27–28 March 2027 (a 23-hour day): still 2 nights, both priced.
    expect(answerFor(mirador, { checkIn: "2027-03-27", checkOut: "2027-03-29", guests: 1 }, TODAY, NONE, site.withCalendar)).toMatchObject({ estimate: { nights: 2, lodging: 95 + 80 } });
  });
});

describe("reading a stay as typed or from an address", () => {
  it("takes the dates and the people, trimmed", () => {
    expect(readStayQuery({ checkIn: " 2027-04-01", checkOut: "2027-04-04 ", guests: "4" }, TODAY, 18)).toEqual({ ok: true, query: { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 4 } });
  });

  it("says what is wrong with each field, as the booking form does", () => {
    const problems = (input: { checkIn: string; checkOut: string; guests: string }) => {
      const read = readStayQuery(input, TODAY, 18);
      return read.ok ? [] : read.problems.map((problem) => problem.problem);
    };
    expect(problems({ checkIn: "", checkOut: "", guests: "" })).toEqual(["checkInEmpty", "checkOutEmpty", "guestsOutOfRange"]);
    expect(problems({ checkIn: "2027-02-30", checkOut: "mañana", guests: "0" })).toEqual(["checkInInvalid", "checkOutInvalid", "guestsOutOfRange"]);
    expect(problems({ checkIn: TODAY, checkOut: "2027-03-12", guests: "2" })).toEqual(["checkInNotAfterToday"]);
    expect(problems({ checkIn: "2027-04-04", checkOut: "2027-04-04", guests: "2.5" })).toEqual(["checkOutNotAfterCheckIn", "guestsOutOfRange"]);
    expect(problems({ checkIn: "2029-03-10", checkOut: "2029-03-12", guests: "19" })).toEqual(["checkInTooFar", "checkOutTooFar", "guestsOutOfRange"]);
    expect(problems({ checkIn: "2027-04-01", checkOut: "2027-04-03", guests: "1e1" })).toEqual(["guestsOutOfRange"]);
  });

  it("reckons today in Madrid: just after 23:00 UTC on 31 December it is already 1 January there", () => {
    const today = todayIn("Europe/Madrid", new Date("2027-12-31T23:30:00Z"));
    expect(today).toBe("2028-01-01");
    expect(readStayQuery({ checkIn: "2028-01-01", checkOut: "2028-01-03", guests: "2" }, today, 18)).toMatchObject({ ok: false, problems: [{ problem: "checkInNotAfterToday" }] });
    expect(readStayQuery({ checkIn: "2028-01-02", checkOut: "2028-01-04", guests: "2" }, today, 18)).toMatchObject({ ok: true });
  });
});

describe("every apartment's answer for one stay", () => {
  it("answers for all four, what can be booked first and cheapest first, what can't last", () => {
    const booked: BookedNights = { mirador: [["2027-04-02", "2027-04-03"]] };
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 3 }, TODAY, site, booked);
    expect(result.apartments.map((apartment) => [apartment.slug, apartment.answer.kind])).toEqual([
      ["san-isidro", "free"],
      ["calicanto", "unknown"],
      ["mirador", "booked"],
      ["fabrica-harinas", "capacity"],
    ]);
    expect(result.combinations).toEqual([]);
  });

  it("among free ones, the cheapest first", () => {
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, site, NONE);
    // Mirador's cleaning is 30 €, San Isidro's 40 €.
    expect(result.apartments.slice(0, 2).map((apartment) => apartment.slug)).toEqual(["mirador", "san-isidro"]);
  });

  it("a group no apartment holds alone: the sets of free apartments that hold it, none with an apartment to spare, cheapest first", () => {
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 10 }, TODAY, site, NONE);
    expect(result.apartments.every((apartment) => apartment.answer.kind === "capacity")).toBe(true);
    // Mirador (4) + San Isidro (6) = 10: the only set of free apartments with calendars (Calicanto and Fábrica publish none).
    expect(result.combinations).toEqual([{ slugs: ["mirador", "san-isidro"], capacity: 10, total: 300 + 310 }]);
    // Booked for one of them: no set holds the group.
    expect(searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 10 }, TODAY, site, { "san-isidro": [["2027-04-03", "2027-04-04"]] }).combinations).toEqual([]);
  });

  it("sets hold the group with no apartment to spare, fewest apartments first", () => {
    const many: Pick<BookingConfig, "apartments" | "withCalendar"> = {
      apartments: [
        { slug: "a", name: "A", maxGuests: 2, rates: SEASONS },
        { slug: "b", name: "B", maxGuests: 3, rates: SEASONS },
        { slug: "c", name: "C", maxGuests: 4, rates: SEASONS },
        { slug: "d", name: "D", maxGuests: 4 },
      ],
      withCalendar: ["a", "b", "c", "d"],
    };
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 7 }, TODAY, many, NONE);
    // b+c (7), c+d (8) and b+d (7) hold 7 with two apartments; a+b+c would hold 9 but c+b alone do.
    expect(result.combinations.map((combination) => combination.slugs)).toEqual([
      ["b", "c"],
      ["b", "d"],
      ["c", "d"],
    ]);
    expect(result.combinations[0]!.total).toBe(600);
    // D has no prices: its sets have no combined total.
    expect(result.combinations[1]!.total).toBeNull();
  });
});

describe("an apartment page's summary line", () => {
  it("the first free night from tomorrow, within the published data", () => {
    const booked: [string, string][] = [["2027-03-11", "2027-03-14"], ["2027-03-14", "2027-03-16"]];
    expect(firstFreeNight("2027-03-11", booked, "2028-09-01")).toBe("2027-03-16");
    expect(firstFreeNight("2027-03-20", booked, "2028-09-01")).toBe("2027-03-20");
    // Booked up to the end of what the calendar says: unknown, not free.
    expect(firstFreeNight("2027-03-11", booked, "2027-03-16")).toBeNull();
  });

  it("from what price and the minimum of the season of tomorrow, as built; the rest for the page to add", () => {
    const apartment = { ...sites.es.apartments[2]!, rates: SEASONS };
    expect(staySummary(apartment, "es", "2027-06-30")).toMatchObject({ parts: ["desde 70\u00a0€ / noche", "mínimo 5 noches"], booked: null });
    expect(staySummary({ ...apartment, rates: undefined }, "es", "2027-06-30")).toBeNull();
    expect(staySummary(apartment, "en", "2027-06-30")?.parts).toEqual(["from €70 / night", "5 nights minimum"]);
  });

  it("the first free night, written from the language's words as Intl writes a short date, without Intl in the browser", () => {
    const booked: [string, string][] = [["2027-12-01", "2027-12-05"]];
    for (const [language, locale] of [["es", "es-ES"], ["en", "en-GB"]] as const) {
      const summary = { ...staySummary({ ...sites[language].apartments[0]!, rates: SEASONS }, language, "2027-06-30")!, booked, until: "2028-12-31" };
      // The night after today in Madrid; on 1 December the first free night is the 5th.
      expect(nextFreeNightText(summary, dateWords[language], new Date("2027-11-30T12:00:00Z"))).toBe(new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date("2027-12-05T12:00:00Z")));
      for (let month = 1; month <= 12; month++) {
        const night = `2028-${String(month).padStart(2, "0")}-15`;
        const intl = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${night}T12:00:00Z`));
        expect(nextFreeNightText({ ...summary, booked: [] }, dateWords[language], new Date(Date.parse(`${night}T12:00:00Z`) - 86_400_000))).toBe(intl);
      }
    }
  });
});

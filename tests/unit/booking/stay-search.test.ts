import { describe, expect, it } from "vitest";
import { firstFreeNight, type ApartmentAvailability } from "../../../src/booking/availability.ts";
import { readBookedNights } from "../../../src/booking/booked-nights.ts";
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

/** A calendar read in full up to `until`. */
const READ = { until: "2028-09-01", complete: true, updatedAt: null };

/** Four apartments as the site has them: two with calendars and prices, one with prices and no calendar, one with neither. */
const site: Pick<BookingConfig, "apartments" | "calendars"> = {
  apartments: [
    { slug: "mirador", name: "Mirador", maxGuests: 4, rates: SEASONS },
    { slug: "san-isidro", name: "San Isidro", maxGuests: 6, rates: { ...SEASONS, cleaningFee: 40 } },
    { slug: "calicanto", name: "Calicanto", maxGuests: 4, rates: SEASONS },
    { slug: "fabrica-harinas", name: "Fábrica de Harinas", maxGuests: 2 },
  ],
  calendars: { mirador: READ, "san-isidro": READ },
};
const [mirador, , calicanto, fabrica] = site.apartments as [BookingConfig["apartments"][number], BookingConfig["apartments"][number], BookingConfig["apartments"][number], BookingConfig["apartments"][number]];
/** Both calendars loaded, with no night booked. */
const NONE: BookedNights = { mirador: [], "san-isidro": [] };

const FITS = { fits: true, max: 4 };

describe("one apartment's answer for a stay", () => {
  it("free: the nights priced by season and weekend, the cleaning, the total with taxes", () => {
    // Thursday 24 June to Saturday 3 July 2027: 7 nights of low season (Friday 25 and Saturday 26 at the weekend price), 2 of summer.
    const answer = answerFor(mirador, { checkIn: "2027-06-24", checkOut: "2027-07-03", guests: 2 }, TODAY, NONE, site.calendars);
    // Summer's minimum (5) doesn't apply: the first night is in low season, whose minimum is 2.
    expect(answer).toEqual({ ...FITS, kind: "free", estimate: { nights: 9, lodging: 5 * 80 + 2 * 95 + 2 * 110, cleaning: 30, total: 840, taxesIncluded: true } });
  });

  it("free without prices, or past the last priced season: the price is to be confirmed, never an invented total", () => {
    expect(answerFor({ ...mirador, rates: undefined }, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, NONE, site.calendars)).toEqual({ ...FITS, kind: "free", estimate: null });
    const shortSeasons: Rates = { ...SEASONS, seasons: [SEASONS.seasons[0]!, SEASONS.seasons[1]!] };
    // 30 August – 2 September: the last two nights have no season.
    expect(answerFor({ ...mirador, rates: shortSeasons }, { checkIn: "2027-08-25", checkOut: "2027-09-02", guests: 2 }, TODAY, NONE, site.calendars)).toEqual({ ...FITS, kind: "free", estimate: null });
  });

  it("under the minimum of the season of its first night: the minimum, the season, and the first check-out that meets it", () => {
    expect(answerFor(mirador, { checkIn: "2027-07-10", checkOut: "2027-07-13", guests: 2 }, TODAY, NONE, site.calendars)).toEqual({
      ...FITS,
      kind: "minimum",
      season: "verano",
      nights: 5,
      fix: { checkIn: "2027-07-10", checkOut: "2027-07-15" },
      nearest: null,
    });
    // The longer stay would cross a booked night: the nearest free stay of the minimum length instead.
    expect(answerFor(mirador, { checkIn: "2027-04-01", checkOut: "2027-04-02", guests: 2 }, TODAY, { ...NONE, mirador: [["2027-04-02", "2027-04-04"]] }, site.calendars)).toEqual({
      ...FITS,
      kind: "minimum",
      season: "temporada baja",
      nights: 2,
      fix: null,
      nearest: { checkIn: "2027-03-31", checkOut: "2027-04-02" },
    });
  });

  it("the minimum holds without a calendar too: a one-night stay in Calicanto is under its two nights, not «if free»", () => {
    expect(answerFor(calicanto, { checkIn: "2027-04-05", checkOut: "2027-04-06", guests: 2 }, TODAY, NONE, site.calendars)).toMatchObject({ kind: "minimum", nights: 2, fix: { checkOut: "2027-04-07" } });
  });

  it("booked: the booked nights inside the stay, and the nearest free stay of the same length within a week", () => {
    const booked: BookedNights = { ...NONE, mirador: [["2027-04-02", "2027-04-05"]] };
    const answer = answerFor(mirador, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, booked, site.calendars);
    // Free two days earlier (30 March – 2 April) and four days later (5–8 April): the closer wins.
    expect(answer).toEqual({ ...FITS, kind: "booked", runs: [["2027-04-02", "2027-04-04"]], nearest: { checkIn: "2027-03-30", checkOut: "2027-04-02" } });
    // One day either side: later (2–5 April) crosses the booked 3 April, earlier (31 March – 3 April) is free.
    const closer = answerFor(mirador, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, { ...NONE, mirador: [["2027-04-03", "2027-04-09"]] }, site.calendars);
    expect(closer).toMatchObject({ kind: "booked", nearest: { checkIn: "2027-03-31", checkOut: "2027-04-03" } });
    // A week either side all booked: no nearest stay.
    expect(answerFor(mirador, { checkIn: "2027-04-10", checkOut: "2027-04-13", guests: 2 }, TODAY, { ...NONE, mirador: [["2027-04-01", "2027-04-25"]] }, site.calendars)).toEqual({
      ...FITS,
      kind: "booked",
      runs: [["2027-04-10", "2027-04-13"]],
      nearest: null,
    });
  });

  it("the nearest free stay never starts before tomorrow; on a tie, the later one", () => {
    // Today is 10 March: 11 March is the first check-in. Booked 12–14 March; a 2-night stay asked from the 12th:
    // 10–12 March would be as close as 14–16 March, but it starts today.
    const answer = answerFor(mirador, { checkIn: "2027-03-12", checkOut: "2027-03-14", guests: 2 }, TODAY, { ...NONE, mirador: [["2027-03-12", "2027-03-14"]] }, site.calendars);
    expect(answer).toMatchObject({ kind: "booked", nearest: { checkIn: "2027-03-14", checkOut: "2027-03-16" } });
    // One night in autumn (minimum 1), booked: the night before and the night after both free, the later is given.
    expect(answerFor(mirador, { checkIn: "2027-09-15", checkOut: "2027-09-16", guests: 2 }, TODAY, { ...NONE, mirador: [["2027-09-15", "2027-09-16"]] }, site.calendars)).toMatchObject({
      nearest: { checkIn: "2027-09-16", checkOut: "2027-09-17" },
    });
  });

  it("a group over the capacity: free or booked all the same, and that it doesn't fit", () => {
    expect(answerFor(fabrica, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 3 }, TODAY, NONE, site.calendars)).toEqual({ fits: false, max: 2, kind: "unknown", why: "no-calendar", estimate: null });
    expect(answerFor(mirador, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 10 }, TODAY, NONE, site.calendars)).toMatchObject({ fits: false, max: 4, kind: "free" });
    expect(answerFor(mirador, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 10 }, TODAY, { ...NONE, mirador: [["2027-04-02", "2027-04-03"]] }, site.calendars)).toMatchObject({ fits: false, kind: "booked" });
  });

  it("no calendar: the owner answers; the price when every night has one", () => {
    expect(answerFor(calicanto, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, { calicanto: [["2027-04-01", "2027-04-04"]] }, site.calendars)).toEqual({
      ...FITS,
      kind: "unknown",
      why: "no-calendar",
      estimate: { nights: 3, lodging: 80 + 95 + 95, cleaning: 30, total: 300, taxesIncluded: true },
    });
    expect(answerFor(fabrica, { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, NONE, site.calendars)).toEqual({ fits: true, max: 2, kind: "unknown", why: "no-calendar", estimate: null });
  });

  describe("unknown is never free", () => {
    const stay = { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 };
    it("booked nights that didn't load: every calendar says it doesn't know", () => {
      expect(answerFor(mirador, stay, TODAY, null, site.calendars)).toMatchObject({ kind: "unknown", why: "not-loaded", estimate: { total: 300 } });
    });

    it("an apartment whose entry was damaged, or whose data the build couldn't publish", () => {
      expect(answerFor(mirador, stay, TODAY, { "san-isidro": [] }, site.calendars)).toMatchObject({ kind: "unknown", why: "damaged" });
      expect(answerFor(mirador, stay, TODAY, NONE, { ...site.calendars, mirador: { until: null, complete: false, updatedAt: null } })).toMatchObject({ kind: "unknown", why: "damaged" });
    });

    it("a stay past the end of the published nights, even by one", () => {
      const calendars = { ...site.calendars, mirador: { until: "2027-04-03", complete: true, updatedAt: null } };
      expect(answerFor(mirador, stay, TODAY, NONE, calendars)).toMatchObject({ kind: "unknown", why: "beyond" });
      expect(answerFor(mirador, { ...stay, checkOut: "2027-04-03" }, TODAY, NONE, calendars)).toMatchObject({ kind: "free" });
      // Booked nights it does have are still booked.
      expect(answerFor(mirador, stay, TODAY, { ...NONE, mirador: [["2027-04-01", "2027-04-02"]] }, calendars)).toMatchObject({ kind: "booked" });
    });

    it("a calendar with a platform never read: free nights may be taken there; its booked ones are booked", () => {
      const calendars = { ...site.calendars, mirador: { until: "2028-09-01", complete: false, updatedAt: null } };
      expect(answerFor(mirador, stay, TODAY, NONE, calendars)).toMatchObject({ kind: "unknown", why: "incomplete" });
      expect(answerFor(mirador, stay, TODAY, { ...NONE, mirador: [["2027-04-02", "2027-04-03"]] }, calendars)).toMatchObject({ kind: "booked", nearest: null });
    });

    it("the nearest free stay is one the calendar knows free, never one past its end", () => {
      const calendars = { ...site.calendars, mirador: { until: "2027-04-06", complete: true, updatedAt: null } };
      // Booked 1–4 April; 4–7 April would be free but ends past the 6th.
      expect(answerFor(mirador, { ...stay }, TODAY, { ...NONE, mirador: [["2027-04-01", "2027-04-04"]] }, calendars)).toMatchObject({ kind: "booked", nearest: { checkIn: "2027-03-29", checkOut: "2027-04-01" } });
    });
  });

  it("counts nights by the calendar across month ends, a leap day and the clock change", () => {
    expect(bookedWithin("2028-02-27", "2028-03-02", [["2028-02-29", "2028-03-01"]])).toEqual([["2028-02-29", "2028-03-01"]]);
    // 31 January – 2 February: 2 nights, across a month end.
    expect(answerFor(mirador, { checkIn: "2028-01-31", checkOut: "2028-02-02", guests: 1 }, TODAY, NONE, site.calendars)).toMatchObject({ kind: "free", estimate: { nights: 2 } });
    // 27–29 February 2028 and 1 March: 3 nights (a leap year).
    expect(answerFor(mirador, { checkIn: "2028-02-27", checkOut: "2028-03-01", guests: 1 }, TODAY, NONE, site.calendars)).toMatchObject({ estimate: { nights: 3, lodging: 210 } });
    // Spain's clocks go forward in the night of 27–28 March 2027 (a 23-hour day): still 2 nights, both priced.
    expect(answerFor(mirador, { checkIn: "2027-03-27", checkOut: "2027-03-29", guests: 1 }, TODAY, NONE, site.calendars)).toMatchObject({ estimate: { nights: 2, lodging: 95 + 80 } });
  });
});

describe("the booked nights as they arrive from the network", () => {
  const slugs = ["mirador", "san-isidro"];
  it("reads the published file, sorted and merged", () => {
    expect(readBookedNights({ mirador: [["2026-12-24", "2026-12-27"], ["2026-12-01", "2026-12-05"], ["2026-12-04", "2026-12-06"]], "san-isidro": [] }, slugs)).toEqual({
      mirador: [["2026-12-01", "2026-12-06"], ["2026-12-24", "2026-12-27"]],
      "san-isidro": [],
    });
  });

  it("a damaged entry leaves that apartment out (unknown), the others stand; anything else is no data at all", () => {
    for (const damaged of [[["x"]], [["2026-12-01"]], [["2026-12-05", "2026-12-01"]], [["2026-02-30", "2026-03-02"]], "2026-12-01", [[1, 2]], null]) {
      expect(readBookedNights({ mirador: damaged, "san-isidro": [] }, slugs)).toEqual({ "san-isidro": [] });
    }
    for (const notData of [[], "<!doctype html>", null, 3, [["2026-12-01", "2026-12-05"]]]) expect(readBookedNights(notData, slugs)).toBeNull();
    // An apartment it doesn't name is unknown too; a name that isn't a calendar's is not read.
    expect(readBookedNights({ "san-isidro": [], __proto__: [] }, slugs)).toEqual({ "san-isidro": [] });
  });

  it("a damaged entry never becomes an answer that crashes the search: that apartment says it doesn't know", () => {
    const read = readBookedNights({ mirador: [["x"]], "san-isidro": [] }, slugs);
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, site, read);
    expect(result.apartments.find((entry) => entry.slug === "mirador")?.answer).toMatchObject({ kind: "unknown", why: "damaged" });
    expect(result.apartments.find((entry) => entry.slug === "san-isidro")?.answer).toMatchObject({ kind: "free" });
  });
});

describe("reading a stay as typed or from an address", () => {
  it("takes the dates and the people, trimmed", () => {
    expect(readStayQuery({ checkIn: " 2027-04-01", checkOut: "2027-04-04 ", guests: "4" }, TODAY)).toEqual({ ok: true, query: { checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 4 } });
  });

  it("says what is wrong with each field, as the booking form does; a group of any size is a group", () => {
    const problems = (input: { checkIn: string; checkOut: string; guests: string }) => {
      const read = readStayQuery(input, TODAY);
      return read.ok ? [] : read.problems.map((problem) => problem.problem);
    };
    expect(problems({ checkIn: "", checkOut: "", guests: "" })).toEqual(["checkInEmpty", "checkOutEmpty", "guestsInvalid"]);
    expect(problems({ checkIn: "2027-02-30", checkOut: "mañana", guests: "0" })).toEqual(["checkInInvalid", "checkOutInvalid", "guestsInvalid"]);
    expect(problems({ checkIn: TODAY, checkOut: "2027-03-12", guests: "2" })).toEqual(["checkInNotAfterToday"]);
    expect(problems({ checkIn: "2027-04-04", checkOut: "2027-04-04", guests: "2.5" })).toEqual(["checkOutNotAfterCheckIn", "guestsInvalid"]);
    expect(problems({ checkIn: "2029-03-10", checkOut: "2029-03-12", guests: "19" })).toEqual(["checkInTooFar", "checkOutTooFar"]);
    // Past the horizon, each problem carries the last date that can be asked for, as its message says it.
    expect(readStayQuery({ checkIn: "2029-03-10", checkOut: "2029-03-12", guests: "2" }, TODAY)).toMatchObject({
      problems: [
        { problem: "checkInTooFar", last: "2029-03-09" },
        { problem: "checkOutTooFar", last: "2029-03-10" },
      ],
    });
    expect(problems({ checkIn: "2027-04-01", checkOut: "2027-04-03", guests: "1e1" })).toEqual(["guestsInvalid"]);
    expect(problems({ checkIn: "2027-04-01", checkOut: "2027-04-03", guests: "25" })).toEqual([]);
    expect(problems({ checkIn: "2027-04-01", checkOut: "2027-04-03", guests: "1000" })).toEqual(["guestsInvalid"]);
  });

  it("reckons today in Madrid: just after 23:00 UTC on 31 December it is already 1 January there", () => {
    const today = todayIn("Europe/Madrid", new Date("2027-12-31T23:30:00Z"));
    expect(today).toBe("2028-01-01");
    expect(readStayQuery({ checkIn: "2028-01-01", checkOut: "2028-01-03", guests: "2" }, today)).toMatchObject({ ok: false, problems: [{ problem: "checkInNotAfterToday" }] });
    expect(readStayQuery({ checkIn: "2028-01-02", checkOut: "2028-01-04", guests: "2" }, today)).toMatchObject({ ok: true });
  });
});

describe("every apartment's answer for one stay", () => {
  it("answers for all four, what can be booked first and cheapest first, what can't last", () => {
    const booked: BookedNights = { ...NONE, mirador: [["2027-04-02", "2027-04-03"]] };
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 3 }, TODAY, site, booked);
    expect(result.apartments.map((apartment) => [apartment.slug, apartment.answer.kind, apartment.answer.fits])).toEqual([
      ["san-isidro", "free", true],
      ["calicanto", "unknown", true],
      ["fabrica-harinas", "unknown", false],
      ["mirador", "booked", true],
    ]);
    expect(result.combinations).toEqual([]);
    expect(result.holdsAlone).toBe(true);
    // One known free; a group one apartment holds gets no group part.
    expect([result.free, result.offersGroups]).toEqual([1, false]);
  });

  it("among free ones, the cheapest first", () => {
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 2 }, TODAY, site, NONE);
    // Mirador's cleaning is 30 €, San Isidro's 40 €.
    expect(result.apartments.slice(0, 2).map((apartment) => apartment.slug)).toEqual(["mirador", "san-isidro"]);
  });

  it("a group no apartment holds alone: each apartment still free or booked; the sets that hold it, those to confirm included, with each one's total", () => {
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 10 }, TODAY, site, NONE);
    expect(result.apartments.map((apartment) => [apartment.slug, apartment.answer.kind, apartment.answer.fits])).toEqual([
      ["mirador", "free", false],
      ["san-isidro", "free", false],
      ["calicanto", "unknown", false],
      ["fabrica-harinas", "unknown", false],
    ]);
    const sets = result.combinations.map((combination) => [combination.members.map((member) => member.slug), combination.capacity, combination.total, combination.confirmed]);
    // Mirador (4) + San Isidro (6) = 10, both free: first. Then the sets with an apartment to confirm.
    expect(sets[0]).toEqual([["mirador", "san-isidro"], 10, 300 + 310, true]);
    expect(sets.slice(1)).toEqual([
      [["san-isidro", "calicanto"], 10, 310 + 300, false],
      [["mirador", "calicanto", "fabrica-harinas"], 10, null, false],
    ]);
    expect(result.combinations[0]!.members.map((member) => member.total)).toEqual([300, 310]);
    // San Isidro booked on one night: only sets to confirm, with Calicanto and Fábrica.
    const booked = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 10 }, TODAY, site, { ...NONE, "san-isidro": [["2027-04-03", "2027-04-04"]] });
    expect(booked.combinations.map((combination) => [combination.members.map((member) => member.slug), combination.confirmed])).toEqual([[["mirador", "calicanto", "fabrica-harinas"], false]]);
    expect(booked.apartments.find((entry) => entry.slug === "san-isidro")?.answer.kind).toBe("booked");
    expect([result.free, result.offersGroups, booked.free, booked.offersGroups]).toEqual([2, true, 1, true]);
  });

  it("a group the largest apartment would hold, with it booked: the sets of the others; one apartment to confirm doesn't hide a set known free", () => {
    const booked = { ...NONE, "san-isidro": [["2027-04-01", "2027-04-04"]] as [string, string][] };
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 5 }, TODAY, site, booked);
    expect(result.holdsAlone).toBe(false);
    // Mirador (4) + Fábrica (2) = 6, Mirador + Calicanto = 8 (no spare for 5): both with one to confirm.
    expect(result.combinations.map((combination) => combination.members.map((member) => member.slug))).toEqual([
      ["mirador", "calicanto"],
      ["mirador", "fabrica-harinas"],
      ["calicanto", "fabrica-harinas"],
    ]);
  });

  it("a group larger than the building: no set, and the building's size for the way to ask", () => {
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 25 }, TODAY, site, NONE);
    expect(result.combinations).toEqual([]);
    expect(result.building).toBe(16);
    // No set, and still the group's part: the way to ask.
    expect(result.offersGroups).toBe(true);
  });

  it("sets hold the group with no apartment to spare, fewest apartments first, known free before to confirm", () => {
    const many: Pick<BookingConfig, "apartments" | "calendars"> = {
      apartments: [
        { slug: "a", name: "A", maxGuests: 2, rates: SEASONS },
        { slug: "b", name: "B", maxGuests: 3, rates: SEASONS },
        { slug: "c", name: "C", maxGuests: 4, rates: SEASONS },
        { slug: "d", name: "D", maxGuests: 4 },
      ],
      calendars: { a: READ, b: READ, c: READ, d: READ },
    };
    const result = searchStays({ checkIn: "2027-04-01", checkOut: "2027-04-04", guests: 7 }, TODAY, many, { a: [], b: [], c: [], d: [] });
    // b+c (7), c+d (8) and b+d (7) hold 7 with two apartments; a+b+c would hold 9 but c+b alone do.
    expect(result.combinations.map((combination) => combination.members.map((member) => member.slug))).toEqual([
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

  it("a calendar that can't say (no data, a damaged file, a platform never read): «consúltanos las fechas», never a first free night", () => {
    const mirador = sites.es.apartments[0]!;
    const data: ApartmentAvailability = { booked: [], window: { from: "2027-06-01", to: "2028-12-01" }, madeAt: "2027-06-01T08:00:00Z", updatedAt: "2027-06-01T08:00:00Z", feeds: [{ platform: "Airbnb", readAt: "2027-06-01T08:00:00Z" }] };
    const summary = (availability: Record<string, ApartmentAvailability>) => staySummary({ ...mirador, rates: undefined }, "es", "2027-06-30", { availability, calendarApartments: ["mirador"] });
    expect(summary({})).toEqual({ parts: ["consúltanos las fechas"], booked: null, until: null, timeZone: "Europe/Madrid" });
    expect(summary({ mirador: { ...data, updatedAt: null, feeds: [{ platform: "Airbnb", readAt: null }] } })?.parts).toEqual(["consúltanos las fechas"]);
    expect(summary({ mirador: data })).toEqual({ parts: [], booked: [], until: "2028-12-01", timeZone: "Europe/Madrid" });
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

import { describe, expect, it } from "vitest";
import { dateWindow } from "../../../src/booking/booking-window.ts";
import { estimateStay, formStay, lowestPrice, seasonOf } from "../../../src/booking/rates.ts";
import { monthGrids, weekdayOf } from "../../../src/booking/month-grid.ts";
import { config } from "./config.ts";

const rates = config.apartments.find((apartment) => apartment.slug === "calicanto")!.rates!;

describe("prices", () => {
  it("finds the season of a night, first and last nights included", () => {
    expect(seasonOf("2027-06-30", rates)?.name).toBe("temporada baja");
    expect(seasonOf("2027-07-01", rates)?.name).toBe("verano");
    expect(seasonOf("2027-09-01", rates)).toBeNull();
  });

  it("estimates a stay: weekend nights at their price, the cleaning once, across two seasons", () => {
    // Thursday 24 to Monday 28 June 2027: Thursday 80, Friday 95, Saturday 95, Sunday 80.
    expect(estimateStay("2027-06-24", "2027-06-28", rates)).toEqual({ nights: 4, lodging: 350, cleaning: 30, total: 380, taxesIncluded: true });
    // 29 June – 3 July: two nights at 80, two of summer at 110.
    expect(estimateStay("2027-06-29", "2027-07-03", rates)?.lodging).toBe(380);
    // A night without a price: no estimate rather than a wrong one.
    expect(estimateStay("2027-08-30", "2027-09-02", rates)).toBeNull();
    expect(estimateStay("2027-08-30", "2027-09-02", undefined)).toBeNull();
  });

  it("the form's stay only once it can be asked for: within the booking horizon, whatever years are typed", () => {
    const { checkIn, checkOut } = dateWindow("2027-01-01", "2027-06-24");
    const window = { min: checkIn.min, max: checkOut.max };
    expect(formStay("2027-06-24", "2027-06-28", window)).toEqual({ checkIn: "2027-06-24", checkOut: "2027-06-28" });
    // A stay typed to the year 9999 is none (and so is never priced night by night), nor one from before today.
    expect(formStay("2027-01-08", "9999-12-30", window)).toBeNull();
    expect(formStay("2026-12-20", "2027-01-10", window)).toBeNull();
    expect(formStay("2027-06-28", "2027-06-24", window)).toBeNull();
    expect(formStay("2027-06-24", "", window)).toBeNull();
  });

  it("«desde»: the lowest price of the seasons not yet over", () => {
    expect(lowestPrice(rates, "2027-01-01")).toBe(80);
    expect(lowestPrice(rates, "2027-07-15")).toBe(110);
    expect(lowestPrice(rates, "2027-09-01")).toBeNull();
  });
});

describe("month grids", () => {
  it("weeks start on Monday; a month's days are all there, in their weekday's column", () => {
    expect(weekdayOf("2026-11-23")).toBe(0);
    expect(weekdayOf("2026-11-29")).toBe(6);
    const [november, december, , february] = monthGrids("2026-11-24", 4);
    expect(november!.first).toBe("2026-11-01");
    expect(november!.weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(november!.weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(december!.weeks[0]!.indexOf("2026-12-01")).toBe(1);
    expect(february!.weeks.flat().filter(Boolean)).toHaveLength(28);
    expect(monthGrids("2027-12-31", 3).map((month) => month.first)).toEqual(["2027-12-01", "2028-01-01", "2028-02-01"]);
  });
});

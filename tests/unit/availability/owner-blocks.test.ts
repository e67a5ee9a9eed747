/**
 * The owner's blocks of site.yaml joined to the calendars' last reads wherever the site's
 * availability is made (the build, the dev server, `npm start`): a block shows at once, without
 * `npm run availability`, and a block alone never makes another night «libre».
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ApartmentAvailability } from "../../../src/booking/availability.ts";
import { answerFor } from "../../../src/booking/stay-answer.ts";
import type { BookedNights } from "../../../src/booking/types.ts";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { sites } from "../../../src/generated/site.gen.ts";
import { calendarFacts } from "../../../src/site/booking-config.ts";
import { staySummary } from "../../../src/site/stay-summary.ts";
import { withOwnerBlocks } from "../../../src/site/from-content/owner-blocks.ts";
import { loadSite } from "../../../scripts/content/load-site.ts";

const NOW = new Date("2026-11-24T10:00:00Z");
const READ_AT = "2026-11-20T08:00:00.000Z";
/** Mirador's Airbnb calendar as `npm run availability` wrote it four days before. */
const MIRADOR_READ: ApartmentAvailability = {
  booked: [["2026-12-01", "2026-12-05"]],
  window: { from: "2026-11-20", to: "2028-05-20" },
  madeAt: READ_AT,
  updatedAt: READ_AT,
  feeds: [{ platform: "Airbnb", readAt: READ_AT }],
};

let site: Site;
beforeAll(async () => {
  const load = await loadSite(undefined, { decodePhotos: false });
  if (!load.ok) throw new Error("site.yaml should pass");
  site = structuredClone(load.site);
  const [mirador, sanIsidro, calicanto] = site.apartments;
  mirador!.calendar = {
    feeds: [{ platform: "Airbnb", env: "MIRADOR_AIRBNB_ICAL" }],
    // Touching Airbnb's stay, begun before the read's window, ending after it.
    blocks: [
      { checkIn: "2026-12-05", checkOut: "2026-12-07", note: "Familia García" },
      { checkIn: "2026-11-10", checkOut: "2026-11-22" },
      { checkIn: "2028-05-18", checkOut: "2028-06-02" },
    ],
  };
  sanIsidro!.calendar = { feeds: [{ platform: "Booking.com", env: "SAN_ISIDRO_BOOKING_ICAL" }], blocks: [{ checkIn: "2026-12-24", checkOut: "2026-12-27" }] };
  calicanto!.calendar = { blocks: [{ checkIn: "2027-01-02", checkOut: "2027-01-05", note: "Por teléfono" }] };
});

const slugs = () => site.apartments.map((apartment) => apartment.slug) as [string, string, string, ...string[]];

describe("the owner's blocks joined to the last reads", () => {
  it("with a read: its nights and the blocks, in its window, its read times untouched", () => {
    const [mirador] = slugs();
    const published = withOwnerBlocks(site, { [mirador]: MIRADOR_READ }, NOW);
    expect(published[mirador]).toEqual({
      ...MIRADOR_READ,
      booked: [
        ["2026-11-20", "2026-11-22"],
        ["2026-12-01", "2026-12-07"],
        ["2028-05-18", "2028-05-20"],
      ],
    });
    // Nothing of a block but its dates.
    expect(JSON.stringify(published)).not.toMatch(/García|teléfono/);
  });

  it("a block taken out of site.yaml is gone at once: the reads never hold one", () => {
    const [mirador] = slugs();
    const without = structuredClone(site);
    delete without.apartments[0]!.calendar!.blocks;
    expect(withOwnerBlocks(without, { [mirador]: MIRADOR_READ }, NOW)[mirador]!.booked).toEqual(MIRADOR_READ.booked);
  });

  it("without a read (never run, or damaged): the blocks from today, its platforms as never read; the owner's blocks alone: no platform", () => {
    const [, sanIsidro, calicanto] = slugs();
    const published = withOwnerBlocks(site, {}, NOW);
    expect(published[sanIsidro]).toEqual({
      booked: [["2026-12-24", "2026-12-27"]],
      window: { from: "2026-11-24", to: "2028-05-24" },
      madeAt: NOW.toISOString(),
      updatedAt: null,
      feeds: [{ platform: "Booking.com", readAt: null }],
    });
    expect(published[calicanto]).toMatchObject({ booked: [["2027-01-02", "2027-01-05"]], updatedAt: null, feeds: [] });
  });

  it("an apartment without a calendar, or with feeds never read and no block, publishes nothing", () => {
    const bare = structuredClone(site);
    bare.apartments[0]!.calendar = undefined;
    bare.apartments[1]!.calendar = { feeds: [{ platform: "Booking.com", env: "SAN_ISIDRO_BOOKING_ICAL" }] };
    bare.apartments[2]!.calendar = undefined;
    expect(Object.keys(withOwnerBlocks(bare, {}, NOW))).toEqual([]);
  });
});

describe("what the answers make of a block", () => {
  const stay = (checkIn: string, checkOut: string) => ({ checkIn, checkOut, guests: 2 });
  const today = "2026-11-28";

  it("its nights are booked; the other nights, without a calendar read in full, are never «libre»", () => {
    const [mirador, sanIsidro, calicanto] = slugs();
    const published = withOwnerBlocks(site, { [mirador]: MIRADOR_READ }, NOW);
    const calendars = calendarFacts(published, [mirador, sanIsidro, calicanto]);
    const booked: BookedNights = Object.fromEntries(Object.entries(published).map(([slug, data]) => [slug, data.booked]));
    const apartment = (slug: string) => ({ slug, name: slug, maxGuests: 4 });
    const answer = (slug: string, checkIn: string, checkOut: string) => answerFor(apartment(slug), stay(checkIn, checkOut), today, booked, calendars);
    // Mirador, its calendar read: the block is booked, another night free.
    expect(answer(mirador, "2026-12-05", "2026-12-08")).toMatchObject({ kind: "booked", runs: [["2026-12-05", "2026-12-07"]] });
    expect(answer(mirador, "2026-12-10", "2026-12-12")).toMatchObject({ kind: "free" });
    // San Isidro, its Booking.com calendar never read: the block is booked, the rest to confirm.
    expect(answer(sanIsidro, "2026-12-25", "2026-12-28")).toMatchObject({ kind: "booked", runs: [["2026-12-25", "2026-12-27"]] });
    expect(answer(sanIsidro, "2027-01-10", "2027-01-12")).toMatchObject({ kind: "unknown", why: "incomplete" });
    // Calicanto, the owner's blocks alone: the block is booked, the rest «sin calendario: consúltanos».
    expect(answer(calicanto, "2027-01-03", "2027-01-06")).toMatchObject({ kind: "booked", runs: [["2027-01-03", "2027-01-05"]] });
    expect(answer(calicanto, "2027-01-10", "2027-01-12")).toMatchObject({ kind: "unknown", why: "no-calendar" });
  });

  it("the summary line of an apartment with the owner's blocks alone asks, and names no free night", () => {
    const calicanto = sites.es.apartments.find((apartment) => apartment.slug === slugs()[2])!;
    const published = withOwnerBlocks(site, {}, NOW);
    const summary = staySummary(calicanto, "es", today, { availability: published, calendarApartments: [calicanto.slug] });
    expect(summary).toMatchObject({ booked: null, until: null });
    expect(summary!.parts).toContain("consúltanos las fechas");
  });
});

/**
 * The editor's preview makes the site in the browser from the content being edited: from the real
 * site.yaml it is the site `npm run generate` made, and an edit of the text — a price, a review, a
 * week the owner blocks — is in the pages' data the preview draws from. Each edit is made in the
 * text and checked by the content core, as the editor does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadSiteWithFacts, SITE_FILE } from "../../../scripts/content/load-site.ts";
import { addDays } from "../../../src/booking/calendar-date.ts";
import { todayIn } from "../../../src/booking/today.ts";
import { checkContent, type ContentFacts } from "../../../src/content-check/check-content.ts";
import { formatProblem } from "../../../src/content-check/wording/problem.ts";
import type { Site as ContentSite } from "../../../src/generated/content-types.gen.ts";
import { calendarApartments } from "../../../src/generated/availability.gen.ts";
import { dictionaries } from "../../../src/generated/languages.gen.ts";
import { photos } from "../../../src/generated/photos.gen.ts";
import { hiddenApartments, sites } from "../../../src/generated/site.gen.ts";
import { previewSource, type PreviewContent } from "../../../src/editor/site-preview/preview-source.ts";
import { bookedNights } from "../../../src/site/page-data/availability.ts";
import { apartmentPageData, apartmentServedParts } from "../../../src/site/page-data/apartment.ts";
import { homeData, homeServedParts } from "../../../src/site/page-data/home.ts";
import { pageInfo } from "../../../src/site/page-info.ts";
import { apartmentPath } from "../../../src/site/routing.ts";
import { withSiteSource } from "../../../src/site/site-source.ts";
import { SiteText } from "../content/site-edits.ts";

const NBSP = "\u00a0";
let facts: ContentFacts;
const real = SiteText.real();
const slugs = real.get<{ slug: string }[]>(["apartments"]).map((apartment) => apartment.slug);
const MIRADOR = slugs.indexOf("mirador");

beforeAll(async () => {
  // The facts the editor has of the photos and dictionaries, gathered once as the terminal gathers them.
  const loaded = await loadSiteWithFacts(SITE_FILE, { decodePhotos: false });
  if (!loaded.facts) throw new Error("site.yaml could not be read");
  facts = loaded.facts;
});

/** The edited text, checked by the content core as the editor checks it. */
function checked(text: SiteText): ContentSite {
  const result = checkContent("site.yaml", text.text, facts);
  if (!result.ok) throw new Error(`the edit doesn't pass the check:\n${result.problems.map(formatProblem).join("\n")}`);
  return result.site;
}

function preview(text: SiteText, more: Partial<PreviewContent> = {}) {
  return previewSource({ site: checked(text), dictionaries, booked: null, photos, ...more });
}

/** `lines`, indented as the key at `path` is, inserted after its value. */
function insertAfter(text: SiteText, path: (string | number)[], lines: string[]): SiteText {
  const indent = " ".repeat(text.keyAt(path).col - 1);
  return text.insertLinesAfter(path, lines.map((line) => `${indent}${line}`)).site;
}

/** A day `days` from today where the apartments are. */
const day = (days: number): string => addDays(todayIn(sites.es.site.timeZone, new Date()), days);

describe("the preview's site, from the real site.yaml", () => {
  it("is the site npm run generate made: every language's site, the hidden apartments, the calendars", () => {
    const source = preview(real);
    expect(source.sites).toEqual(sites);
    expect(source.hiddenApartments).toEqual(hiddenApartments);
    expect(source.calendarApartments).toEqual(calendarApartments);
    expect(source.photos).toBe(photos);
    expect(source.unpublishedPhotos).toBeUndefined();
  });

  it("follows the content: an apartment hidden in the editor leaves the preview's pages and keeps its address", () => {
    const source = preview(insertAfter(real, ["apartments", MIRADOR, "slug"], ["hidden: true"]));
    expect(source.sites.es.apartments.map((apartment) => apartment.slug)).toEqual(slugs.filter((slug) => slug !== "mirador"));
    expect(source.hiddenApartments.es.map((apartment) => apartment.slug)).toEqual(["mirador"]);
    expect(source.hiddenApartments.en[0]?.path).toBe(`/en${source.hiddenApartments.es[0]?.path}`);
    expect(source.calendarApartments).not.toContain("mirador");
  });
});

describe("an edit shows in the pages' data the preview draws", () => {
  it("a price: the card's «desde» on the home page, and the apartment page's table", () => {
    const rates = ["rates:", "  taxesIncluded: true", "  seasons:", "    - name: { es: Todo el año, en: All year }", `      from: ${day(-1)}`, `      to: ${day(200)}`, "      nightly: 123", "      minNights: 2"];
    const source = preview(insertAfter(real, ["apartments", MIRADOR, "capacity"], rates));
    const { card, table, summary } = withSiteSource(source, () => ({
      card: homeData("es").apartments.find((apartment) => apartment.slug === "mirador"),
      table: apartmentServedParts("mirador", "es").rates,
      summary: apartmentPageData("mirador", "es").summary,
    }));
    expect(card?.priceFrom).toBe(`desde 123${NBSP}€ / noche`);
    expect(table?.rows.map((row) => [row.name, row.nightly])).toEqual([["Todo el año", `123${NBSP}€`]]);
    expect(summary?.parts[0]).toBe(`desde 123${NBSP}€ / noche`);
    // The generated site, read outside the draw, has no such price.
    expect(homeData("es").apartments.find((apartment) => apartment.slug === "mirador")?.priceFrom).toBeUndefined();
  });

  it("a new review: the most recent on the home page and on its apartment's page", () => {
    const list = real.get<unknown[]>(["reviews", "list"]);
    const review = ["- guest: Nuria", "  stay: 2026-10", "  apartment: mirador", "  source: directo", "  language: es", '  text: "La terraza al atardecer, lo mejor del viaje."', "  translations:", '    en: "The terrace at sunset, the best of the trip."'];
    let edited = real.insertLinesAfter(["reviews", "list", list.length - 1], review.map((line) => `    ${line}`)).site;
    // Every review sent directly is shown («rule: todas»): the total says one more.
    edited = edited.replaceValue(["reviews", "direct", "total"], String(real.get<number>(["reviews", "direct", "total"]) + 1)).site;
    const source = preview(edited);
    const { home, own, english } = withSiteSource(source, () => ({
      home: homeServedParts("es").reviews,
      own: apartmentServedParts("mirador", "es").reviews,
      english: apartmentServedParts("mirador", "en").reviews,
    }));
    const texts = (block: typeof home) => block?.reviews.map((card) => card.text) ?? [];
    expect(texts(home)).toContain("La terraza al atardecer, lo mejor del viaje.");
    expect(texts(own)).toContain("La terraza al atardecer, lo mejor del viaje.");
    expect(texts(english)).toContain("The terrace at sunset, the best of the trip.");
    expect(own?.reviews.find((card) => card.text.startsWith("La terraza"))?.byline).toMatch(/^Nuria/);
  });

  it("a week the owner blocks: booked on the apartment's calendar, in its booked nights, joined to the nights the live site published", () => {
    const [from, to] = [day(10), day(17)];
    const blocks = ["blocks:", `  - { checkIn: ${from}, checkOut: ${to}, note: "Familia García" }`];
    const edited = insertAfter(real, ["apartments", MIRADOR, "calendar", "feeds"], blocks);
    const published: [string, string][] = [[day(30), day(33)]];
    const source = preview(edited, { booked: { mirador: published, "san-isidro": [[day(3), day(5)]] } });
    const { nights, calendar, summary } = withSiteSource(source, () => ({
      nights: bookedNights(),
      calendar: apartmentPageData("mirador", "es").calendar,
      summary: apartmentPageData("mirador", "es").summary,
    }));
    expect(nights.mirador).toEqual([[from, to], ...published]);
    expect(nights["san-isidro"]).toEqual([[day(3), day(5)]]);
    // The calendar's first month starts today: the blocked nights and the published ones are booked, no other.
    const days = calendar?.months.map((month) => month.days).join("") ?? "";
    const today = Number(day(0).slice(8)) - 1;
    expect(days.slice(today, today + 40)).toBe(`${"f".repeat(10)}${"b".repeat(7)}${"f".repeat(13)}${"b".repeat(3)}${"f".repeat(7)}`);
    expect(calendar?.unread).toEqual([]);
    // The published calendars were read: the line under the photos knows the free nights around the block.
    expect(summary?.booked).toEqual([[from, to], ...published]);
  });

  it("a block on an apartment the live site published no nights for: the block alone, its platforms not yet read", () => {
    const [from, to] = [day(4), day(6)];
    const edited = insertAfter(real, ["apartments", MIRADOR, "calendar", "feeds"], ["blocks:", `  - { checkIn: ${from}, checkOut: ${to} }`]);
    const source = preview(edited);
    expect(source.availability.mirador?.booked).toEqual([[from, to]]);
    expect(source.availability.mirador?.feeds).toEqual([{ platform: "Airbnb", readAt: null }]);
    expect(withSiteSource(source, () => apartmentPageData("mirador", "es").calendar?.unread)).toEqual(["Airbnb"]);
  });
});

describe("photos added in the editor", () => {
  it("are drawn from their object URL, without variants, where the manifest has none", () => {
    const photo = real.get<string>(["apartments", MIRADOR, "photos", 0, "file"]);
    const source = preview(real, { newPhotos: new Map([[photo, "blob:http://localhost/foto-nueva"]]) });
    const { card, page } = withSiteSource(source, () => ({ card: homeData("es").apartments.find((apartment) => apartment.slug === "mirador"), page: pageInfo(apartmentPath("mirador", "es")) }));
    expect(card?.picture.stem).toBe("blob:http://localhost/foto-nueva#");
    expect(card?.picture.widths).toHaveLength(1);
    // The address every variant is asked for: the photo itself, its variant's name in the fragment.
    expect(`${card?.picture.stem}-${card?.picture.widths[0]}.webp`.split("#")[0]).toBe("blob:http://localhost/foto-nueva");
    expect(page.image.url).toBe("blob:http://localhost/foto-nueva");
    // Outside the preview, the manifest's variants.
    expect(homeData("es").apartments.find((apartment) => apartment.slug === "mirador")?.picture.stem).toMatch(/^\/media\//);
  });
});

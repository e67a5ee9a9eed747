/**
 * A place or the building may carry the owner's exact map link (a map provider's share link);
 * the address then links there instead of to a search. A link pasted into an address field, or a
 * map link from elsewhere, is a check error that says where it goes.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlaceCards } from "../../../src/components/places/place-cards.tsx";
import { shellWords } from "../../../src/labels/words.ts";
import { fill } from "../../../src/labels/dictionary.ts";
import { mapsSearchHref } from "../../../src/site/format.ts";
import type { Place } from "../../../src/site/types.ts";
import { contentChecker } from "../content/helpers.ts";
import { inPage } from "../support/page-language.tsx";
import { SiteText, yamlValue } from "../content/site-edits.ts";

const SHARE = "https://maps.app.goo.gl/AbCdEf12345";
const place: Place = { name: "Bar La Plaza", distance: "100 m", address: "Plaza Mayor, 1, Arenales del Jiloca", hours: "", phone: "" };

function addressLink(places: Place[]): string | undefined {
  return /<a [^>]*href="([^"]*)"[^>]*>[^<]*Plaza Mayor/.exec(renderToStaticMarkup(inPage(<PlaceCards places={places} />)))?.[1]?.replace(/&amp;/g, "&");
}

describe("a place's address", () => {
  it("links to the owner's map link when there is one", () => {
    expect(addressLink([{ ...place, mapUrl: SHARE }])).toBe(SHARE);
  });

  it("links to a maps search for the address otherwise", () => {
    expect(addressLink([place])).toBe(mapsSearchHref(place.address));
  });

  it("names the link in the page's language: «Ver … en el mapa», on an English page the English words", () => {
    const aria = (language: "es" | "en") => /<a [^>]*aria-label="([^"]*)"/.exec(renderToStaticMarkup(inPage(<PlaceCards places={[place]} />, language)))?.[1];
    expect(aria("es")).toContain("Ver Plaza Mayor, 1, Arenales del Jiloca en el mapa");
    expect(aria("en")).toContain(fill(shellWords.en.places.addressAria, { address: place.address }));
  });
});

describe("map links in site.yaml", () => {
  const site = SiteText.real();
  const placePath = ["placeCategories", 0, "places", 0];
  const { check } = contentChecker("map-links");

  /** The place with a `mapUrl:` line under its address. */
  function withMapUrl(url: string): SiteText {
    const indent = " ".repeat(site.keyAt([...placePath, "address"]).col - 1);
    return site.insertLinesAfter([...placePath, "address"], [`${indent}mapUrl: ${yamlValue(url)}`]).site;
  }

  it.each([
    SHARE,
    "https://www.google.com/maps/place/Arenales+del+Jiloca/@40.84,-1.33,17z",
    "https://www.google.es/maps?q=40.8421,-1.3372",
    "https://maps.apple.com/?ll=40.8421,-1.3372&q=Bar",
    "https://www.openstreetmap.org/#map=18/40.8421/-1.3372",
  ])("accept a provider's link: %s", async (url) => {
    const result = await check("ok", withMapUrl(url).text);
    expect(result.problems).toEqual([]);
    expect(result.ok && result.site.placeCategories[0]!.places[0]!.mapUrl).toBe(url);
  });

  it.each(["https://evil.example/maps", "http://maps.app.goo.gl/x", "javascript:alert(1)", "https://maps.app.goo.gl/x y"])("refuse a link that isn't a map provider's over https: %s", async (url) => {
    const result = await check("bad", withMapUrl(url).text);
    expect(result.problems.map((problem) => problem.message)).toEqual([expect.stringMatching(/^«placeCategories\[0\]\.places\[0\]\.mapUrl» no tiene un formato válido/)]);
  });

  it("refuse a link pasted into an address, and say where it goes", async () => {
    const path = [...placePath, "address"];
    const edit = site.replaceValue(path, SHARE);
    const result = await check("address", edit.site.text);
    expect(result.problems.map((problem) => `${problem.line}:${problem.col}: ${problem.message}`)).toEqual([
      `${edit.at.line}:${edit.at.col}: «placeCategories[0].places[0].address» es para la dirección escrita («Calle Mayor, 24, Arenales del Jiloca»), y tiene un enlace: pon el enlace del mapa en «mapUrl», en una línea nueva debajo, y aquí la dirección`,
    ]);
  });
});

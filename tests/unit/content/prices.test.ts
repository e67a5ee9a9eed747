/**
 * Money as owners write it, in every price of «rates» (a night, Friday's and Saturday's, the
 * cleaning): each way of writing thousands or cents is told apart by how it is written, with the
 * number to type; a night's price no apartment has stops or warns; a cleaning fee of 0 is none;
 * and a discount for booking directly with no price to take it from is a warning.
 */
import { describe, expect, it } from "vitest";
import { priceProblem, writtenPrice } from "../../../src/content-check/validate/prices.ts";
import { contentChecker } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("prices");

/** site.yaml with prices for the apartment at `index`: one season for 2027, its fields as typed (`nightly`, `weekend`, `cleaningFee`). */
function withRates(text: SiteText, fields: { nightly?: string; weekend?: string; cleaningFee?: string }, index = 0): SiteText {
  const path = ["apartments", index, "capacity"];
  const indent = " ".repeat(text.keyAt(path).col - 1);
  const lines = [
    "rates:",
    "  taxesIncluded: true",
    ...(fields.cleaningFee === undefined ? [] : [`  cleaningFee: ${fields.cleaningFee}`]),
    "  seasons:",
    "    - name: { es: Todo el año, en: All year }",
    "      from: 2027-01-01",
    "      to: 2027-12-31",
    `      nightly: ${fields.nightly ?? "80"}`,
    ...(fields.weekend === undefined ? [] : [`      weekend: ${fields.weekend}`]),
    "      minNights: 2",
  ];
  return text.insertLinesAfter(path, lines.map((line) => `${indent}${line}`)).site;
}

async function said(text: SiteText): Promise<{ problems: string[]; warnings: string[] }> {
  const result = await check(`prices-${Math.random().toString(36).slice(2)}`, text.text);
  return { problems: result.problems.map((problem) => problem.message), warnings: result.ok ? result.warnings.map((warning) => warning.message) : [] };
}

const FIELD = { nightly: "«apartments[0].rates.seasons[0].nightly»", weekend: "«apartments[0].rates.seasons[0].weekend»", cleaningFee: "«apartments[0].rates.cleaningFee»" } as const;

describe("a price in site.yaml, as the owner types it", () => {
  it.each([
    ["nightly", "1.200", `${FIELD.nightly}: «1.200» se lee como 1,20 €: en site.yaml los miles van sin punto; escribe 1200`],
    ["weekend", "1.500", `${FIELD.weekend}: «1.500» se lee como 1,50 €: en site.yaml los miles van sin punto; escribe 1500`],
    ["cleaningFee", "1.200", `${FIELD.cleaningFee}: «1.200» se lee como 1,20 €: en site.yaml los miles van sin punto; escribe 1200`],
    ["nightly", "2.000", `${FIELD.nightly}: «2.000» se lee como 2 €: en site.yaml los miles van sin punto; escribe 2000`],
    ["nightly", "1.200,50", `${FIELD.nightly} es un precio con los miles separados («1.200,50»): en site.yaml los miles van sin punto, coma ni espacio, y los céntimos detrás de un punto; escribe 1200.50`],
    ["nightly", "1 200", `${FIELD.nightly} es un precio con los miles separados («1 200»): en site.yaml los miles van sin punto, coma ni espacio, y los céntimos detrás de un punto; escribe 1200`],
    ["nightly", "1,200", `${FIELD.nightly} es un precio con los miles separados («1,200»): en site.yaml los miles van sin punto, coma ni espacio, y los céntimos detrás de un punto; escribe 1200`],
    ["cleaningFee", "1,200.50", `${FIELD.cleaningFee} es un precio con los miles separados («1,200.50»): en site.yaml los miles van sin punto, coma ni espacio, y los céntimos detrás de un punto; escribe 1200.50`],
    ["nightly", "1.200 €", `${FIELD.nightly} es un número («1.200 €»): escribe solo el número, sin punto de los miles: 1200`],
    ["nightly", "1 200 euros", `${FIELD.nightly} es un número («1 200 euros»): escribe solo el número: 1200`],
    ["nightly", '"85.50"', `${FIELD.nightly} es un precio, y va sin comillas: escribe 85.50`],
    ["nightly", "85,50", `${FIELD.nightly} es un número («85,50»): escribe solo el número, con punto: 85.50`],
    ["nightly", "85.555", `${FIELD.nightly}: un precio lleva como mucho dos decimales, los céntimos: «85.56»`],
    ["nightly", "12.500", `${FIELD.nightly}: un precio lleva como mucho dos decimales, los céntimos: «12.50»`],
    ["nightly", "8", `${FIELD.nightly}: 8 € por noche no puede ser el precio de un apartamento (menos de 10 €): si son 80 €, escribe 80`],
    ["weekend", "1.5", `${FIELD.weekend}: 1,50 € por noche no puede ser el precio de un apartamento (menos de 10 €): si son 1500 €, escribe 1500 (en site.yaml los miles van sin punto)`],
  ] as const)("%s: %s is stopped, with the number to type", async (field, typed, message) => {
    expect(await said(withRates(site, { [field]: typed }))).toEqual({ problems: [message], warnings: [] });
  });

  it("a night over 5000 € is a warning: it may be meant, and publishes", async () => {
    expect(await said(withRates(site, { nightly: "12000" }))).toEqual({ problems: [], warnings: [`aviso: ${FIELD.nightly} es 12000 € por noche, más de 5000 €: si son 120 €, escribe 120; si de verdad es el precio, déjalo así`] });
  });

  it("prices as the site wants them pass: whole euros, cents behind a point, a cleaning fee of 0 (none: the rules' «la limpieza va incluida» stays true)", async () => {
    expect(await said(withRates(site, { nightly: "1200", weekend: "85.50", cleaningFee: "0" }))).toEqual({ problems: [], warnings: [] });
    expect(await said(withRates(site, { nightly: "10", weekend: "5000" }))).toEqual({ problems: [], warnings: [] });
  });

  it("a fix the message gives, typed in, passes", async () => {
    for (const [typed, fixed] of [["1.200", "1200"], ["1.200,50", "1200.50"], ["8", "80"], ["1.5", "1500"], ["12.500", "12.50"]] as const) {
      const { problems } = await said(withRates(site, { nightly: typed }));
      const number = fixed.replace(".", "\\.");
      expect(problems[0]).toMatch(new RegExp(`escribe ${number}( |$)|«${number}»$`));
      expect(await said(withRates(site, { nightly: fixed }))).toEqual({ problems: [], warnings: [] });
    }
  });

  it("the written forms, read as a number to type", () => {
    expect(writtenPrice("1.200.000")).toEqual({ typed: "1200000", unit: null, grouped: true });
    expect(writtenPrice("1'200")).toEqual({ typed: "1200", unit: null, grouped: true });
    expect(writtenPrice("€1,200")).toEqual({ typed: "1200", unit: "€", grouped: true });
    expect(writtenPrice("1.200.50")).toBeNull();
    expect(writtenPrice("12.34.56")).toBeNull();
    expect(writtenPrice("ochenta")).toBeNull();
    expect(priceProblem(85.5, "85.50", "night")).toBeNull();
    expect(priceProblem(0, "0", "fee")).toBeNull();
  });
});

describe("a discount for booking directly", () => {
  const discounted = (text: SiteText): SiteText => {
    const indent = " ".repeat(text.keyAt(["booking", "listings"]).col - 1);
    return text.insertLinesAfter(["booking", "listings"], [`${indent}directDiscount: 10`]).site;
  };
  const listed = Object.keys(site.get<Record<string, string>>(["booking", "listings"]));
  const apartments = site.get<{ slug: string; name: string }[]>(["apartments"]);
  const unlisted = apartments.findIndex((apartment) => !listed.includes(apartment.slug));

  it("with prices on an apartment with a listing, says nothing", async () => {
    expect(await said(discounted(withRates(site, {})))).toEqual({ problems: [], warnings: [] });
  });

  it("with prices only where there is no listing, warns that it shows nowhere", async () => {
    expect(unlisted).toBeGreaterThan(0);
    const names = apartments.filter((apartment) => listed.includes(apartment.slug)).map((apartment) => apartment.name);
    expect((await said(discounted(withRates(site, {}, unlisted)))).warnings).toEqual([
      `aviso: «booking.directDiscount» promete un 10 % menos reservando directamente, pero la web no lo enseña en ninguna parte: se descuenta de los precios de los apartamentos con anuncio (${names.slice(0, -1).join(", ")} y ${names.at(-1)}), y ninguno tiene precios: añade a cada uno su «rates» (docs/editar-contenido.md, «Precios»)`,
    ]);
  });

  it("without any listing, warns that it has nothing to apply to", async () => {
    const withoutListings = site.replaceValue(["booking", "listings"], "{}").site;
    expect((await said(discounted(withRates(withoutListings, {})))).warnings).toEqual([
      "aviso: «booking.directDiscount» promete un 10 % menos reservando directamente, pero la web no lo enseña en ninguna parte: se descuenta del precio de los apartamentos con anuncio en «booking.listings», y no hay ninguno: pon en «listings» el número del anuncio de cada apartamento que lo tenga",
    ]);
  });
});

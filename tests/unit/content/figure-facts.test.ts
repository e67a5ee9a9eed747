/**
 * The home page's figures that the apartments' data can say too, compared with it (slip-cases.ts
 * has the usual case, with its message). Here: which figures are read, what each is compared with,
 * and a new apartment added as the guide says, leaving two figures behind.
 */
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { figureWarnings } from "../../../src/content-check/cross-check/figure-facts.ts";
import { parseYamlSource } from "../../../src/content-check/read/yaml-source.ts";
import { contentChecker } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("figure-facts");

type Apartment = { name: string; rooms: number; beds: number; bathrooms: number; capacity: { max: number } };
const apartment = (name: string, max: number, rooms = 2, beds = 3, bathrooms = 1): Apartment => ({ name, rooms, beds, bathrooms, capacity: { max } });
const FOUR = [apartment("Mirador", 6), apartment("San Isidro", 6, 3, 4, 2), apartment("Calicanto", 6), apartment("Fábrica de Harinas", 6)];

/** The warnings of one figure, over `apartments`. */
function warned(value: number, es: string, apartments: Apartment[] = FOUR, year?: boolean): string[] {
  const data = { apartments, figures: [{ value, label: { es, en: "…" }, ...(year ? { year } : {}) }] };
  const { source } = parseYamlSource("site.yaml", JSON.stringify(data, null, 1));
  return figureWarnings(source!, data).map((warning) => warning.message);
}

describe("a figure the apartments' data says too", () => {
  it.each([
    [4, "apartamentos"],
    [4, "Apartamentos turísticos"],
    [24, "plazas"],
    [24, "huéspedes en total"],
    [6, "personas por apartamento"],
    [9, "habitaciones"],
    [13, "camas"],
    [5, "baños"],
  ])("%i %s, true: nothing said", (value, label) => {
    expect(warned(value, label)).toEqual([]);
  });

  it.each([
    [4, "apartamentos", 5, "en «apartments» hay 5"],
    [24, "plazas", 26, "los apartamentos suman 26 (su «capacity.max»)"],
    [9, "dormitorios", 10, "los apartamentos suman 10 (su «rooms»)"],
    [13, "camas", 14, "los apartamentos suman 14 (su «beds»)"],
    [5, "baños", 6, "los apartamentos suman 6 (su «bathrooms»)"],
  ])("%i %s, with a fifth apartment: said, with the value the data gives", (value, label, now, why) => {
    expect(warned(value, label, [...FOUR, apartment("La Parra", 2, 1, 1, 1)])).toEqual([`aviso: esta cifra dice «${value} ${label}», y ${why}: escribe ${now} en «value»`]);
  });

  it("«en cada apartamento», when they all hold another number: that number", () => {
    expect(warned(6, "plazas en cada apartamento", FOUR.map((one) => ({ ...one, capacity: { max: 5 } })))).toEqual([
      "aviso: esta cifra dice «6 plazas en cada apartamento», y todos los apartamentos tienen 5 (su «capacity.max»): escribe 5 en «value»",
    ]);
  });

  it("«en cada apartamento», when they hold different numbers: which, and the total as a figure that is true", () => {
    expect(warned(6, "plazas en cada apartamento", [...FOUR, apartment("La Parra", 4), apartment("El Pozo", 2)])).toEqual([
      "aviso: esta cifra dice «6 plazas en cada apartamento», pero «La Parra» tiene 4 y «El Pozo» 2 (su «capacity.max»): no todos tienen lo mismo; pon una cifra cierta para todos, por ejemplo el total, 30, en «value», con «plazas en total» en «label» (y su traducción en cada idioma)",
    ]);
  });

  it.each([
    [1912, "se terminó la casa cuna", true],
    [2023, "apartamentos", true],
    [1500, "huéspedes desde 2023", false],
    [3, "apartamentos con terraza", false],
  ])("%i «%s» is the owner's alone: nothing said", (value, label, year) => {
    expect(warned(value, label, FOUR, year)).toEqual([]);
  });
});

describe("a new apartment added as the guide says (apartado 8)", () => {
  it("warns of the two figures it makes false, each at its value, and nothing else", async () => {
    const doc = parseDocument(site.text);
    const apartments = site.get<Record<string, unknown>[]>(["apartments"]);
    const { calendar: _calendar, rates: _rates, ...copied } = apartments.at(-1)!;
    doc.addIn(["apartments"], doc.createNode({ ...copied, slug: "la-parra", name: "La Parra", capacity: { max: 4, recommended: 2 }, related: [] }));
    const listPage = site.get<{ path: string; kind: string }[]>(["routes"]).find((route) => route.kind === "apartment-list")!.path;
    doc.addIn(["routes"], doc.createNode({ path: `${listPage}/la-parra`, label: { es: "La Parra", en: "La Parra" }, kind: "apartment", apartment: "la-parra", description: site.get(["routes", 1, "description"]) }));
    const result = await check("new-apartment", doc.toString({ lineWidth: 0 }));
    expect(result.problems).toEqual([]);
    const figures = site.get<{ value: number; label: { es: string } }[]>(["figures"]);
    const count = figures.findIndex((figure) => figure.label.es === "apartamentos");
    const each = figures.findIndex((figure) => figure.label.es.endsWith("en cada apartamento"));
    expect(result.ok && result.warnings.map((warning) => `${warning.line}:${warning.col}: ${warning.message.slice(0, warning.message.indexOf(","))}`)).toEqual([
      `${site.valueAt(["figures", count, "value"]).line}:${site.valueAt(["figures", count, "value"]).col}: aviso: esta cifra dice «${figures[count]!.value} apartamentos»`,
      `${site.valueAt(["figures", each, "value"]).line}:${site.valueAt(["figures", each, "value"]).col}: aviso: esta cifra dice «${figures[each]!.value} ${figures[each]!.label.es}»`,
    ]);
  });
});

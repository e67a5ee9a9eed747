/**
 * One place written twice in the lists of nearby places, an apartment or a service copied with
 * its name: warned at the second, naming the first's line (slip-cases.ts has the usual case, with
 * its message). Here which names count as one.
 */
import { describe, expect, it } from "vitest";
import { lookAlikeNameWarnings } from "../../../src/content-check/cross-check/look-alike-names.ts";
import { parseYamlSource } from "../../../src/content-check/read/yaml-source.ts";
import { SiteText } from "./site-edits.ts";

type Place = { name: string; address: string };

/** The warnings of two categories' places, as `line: name = name`. */
function warned(first: Place[], second: Place[] = []): string[] {
  return warnedIn({ placeCategories: [{ places: first }, { places: second }] });
}

/** The warnings of a site with these parts (the rest empty), as `name = name`. */
function warnedIn(parts: { placeCategories?: { places: Place[] }[]; apartments?: { name: string }[]; features?: { name: Record<string, string> }[] }): string[] {
  const data = { site: { languages: ["es", "en"] }, apartments: [], features: [], placeCategories: [], ...parts };
  const { source } = parseYamlSource("site.yaml", JSON.stringify(data, null, 1));
  return lookAlikeNameWarnings(source!, data).map((warning) => /«([^»]*)» se llama (?:casi )?igual que «([^»]*)»/.exec(warning.message)!.slice(1).join(" = "));
}

const at = (name: string, address = `Calle ${name}, 1`): Place => ({ name, address });

describe("two places that look like one", () => {
  it.each([
    ["the same name", "Restaurante Casa Pilar", "Restaurante Casa Pilar"],
    ["other capitals", "Restaurante Casa Pilar", "restaurante casa pilar"],
    ["an accent more or less", "Carnicería Hermanos Lázaro", "Carniceria Hermanos Lazaro"],
    ["an accent written as a separate mark (as a Mac saves it)", "Mesón La Fábrica", "Meso\u0301n La Fa\u0301brica"],
    ["spaces and punctuation", "Café-Bar La Plaza", "Café Bar  La Plaza."],
    ["one letter slipped", "Restaurante Casa Pilar", "Restaurante Casa Pillar"],
  ])("%s: warned", (_, name, again) => {
    expect(warned([at(name), at("Bar Los Arcos")], [at(again)])).toEqual([`${again} = ${name}`]);
  });

  it("a name inside the other at the same address: warned", () => {
    expect(warned([at("Restaurante Casa Pilar", "Calle Mayor, 18")], [at("Casa Pilar", "Calle Mayor, 18")])).toEqual(["Casa Pilar = Restaurante Casa Pilar"]);
  });

  it("once, at the later place, however many came before", () => {
    expect(warned([at("Bar El Casino"), at("Bar el Casino")], [at("BAR EL CASINO")])).toEqual(["Bar el Casino = Bar El Casino", "BAR EL CASINO = Bar El Casino"]);
  });
});

describe("two places that are two", () => {
  it.each([
    ["names a number apart", "Farmacia 1", "Farmacia 2"],
    ["short names a letter apart", "Bar Pepe", "Bar Pepa"],
    ["two places of one building", "Cafetería del Hostal Jiloca", "Restaurante del Hostal Jiloca"],
    ["a name inside another, elsewhere", "Casa Pilar", "Restaurante Casa Pilar"],
  ])("%s: not warned", (_, name, other) => {
    expect(warned([at(name)], [at(other)])).toEqual([]);
  });

  it("the places, apartments and services of site.yaml", () => {
    const site = SiteText.real();
    const { source } = parseYamlSource("site.yaml", site.text);
    expect(lookAlikeNameWarnings(source!, site.data())).toEqual([]);
  });
});

describe("an apartment or a service copied to start another, its name left", () => {
  it("an apartment: warned at the copy", () => {
    expect(warnedIn({ apartments: [{ name: "Mirador" }, { name: "San Isidro" }, { name: "mirador" }] })).toEqual(["mirador = Mirador"]);
  });

  it("a service, in the main language: warned at the copy", () => {
    const features = [{ name: { es: "Cocina equipada", en: "Equipped kitchen" } }, { name: { es: "Cocina equipada", en: "Kitchenette" } }];
    expect(warnedIn({ features })).toEqual(["Cocina equipada = Cocina equipada"]);
  });

  it("apartments a number apart: not warned", () => {
    expect(warnedIn({ apartments: [{ name: "Apartamento 1" }, { name: "Apartamento 2" }] })).toEqual([]);
  });
});

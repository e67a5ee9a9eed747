/**
 * Two entries for one thing: a nearby place copied to start another and left with its name, or
 * added twice from two lists; an apartment or a service copied and left with the name of the one
 * it came from. Warnings, not errors: two real places may share a name («Bar La Plaza» in two
 * villages), and only the owner knows.
 */
import { editDistance } from "../wording/edit-distance.ts";
import type { Problem } from "../wording/problem.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";

type Site = {
  site: { languages: readonly string[] };
  apartments: readonly { name: string }[];
  features: readonly { name: Readonly<Record<string, string>> }[];
  placeCategories: readonly { places: readonly { name: string; address: string }[] }[];
};

/** One named entry: its name, where it is written and, for a place, its address. */
type Named = { name: string; path: PathSegment[]; address?: string };

/** A name as a visitor would tell it apart: no accents, capitals, punctuation or extra spaces. */
function plain(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The shortest name in which one letter more, less or changed is taken for a slip («Pilar», «Pillar»). */
const SLIP_MIN_LENGTH = 10;

/** Whether two entries look like one: the same name as read, one letter apart, or one name inside the other at the same address. */
function sameLooking(a: Named, b: Named): "igual" | "casi igual" | undefined {
  const [nameA, nameB] = [plain(a.name), plain(b.name)];
  if (nameA === nameB) return "igual";
  // Numbers tell entries apart («Sitio 1», «Sitio 2»): a letter is a slip, a number isn't.
  const numbers = (name: string): string => name.replace(/\P{N}+/gu, " ").trim();
  if (Math.min(nameA.length, nameB.length) >= SLIP_MIN_LENGTH && numbers(nameA) === numbers(nameB) && editDistance(nameA, nameB) <= 1) return "casi igual";
  // «Casa Pilar» and «Restaurante Casa Pilar» at one address; two places of one building («Cafetería del Hostal», «Restaurante del Hostal») are neither inside the other.
  const inside = ` ${nameA} `.includes(` ${nameB} `) || ` ${nameB} `.includes(` ${nameA} `);
  return inside && a.address !== undefined && plain(a.address) === plain(b.address ?? "") ? "casi igual" : undefined;
}

/** A warning at each entry whose name an earlier one has, or nearly has (`fix`: what to do, after naming that one's line). */
function lookAlikes(source: YamlSource, entries: readonly Named[], what: string, fix: string): Problem[] {
  const warnings: Problem[] = [];
  entries.forEach((entry, k) => {
    const earlier = entries.slice(0, k).find((other) => sameLooking(entry, other));
    const how = earlier && sameLooking(entry, earlier);
    if (!earlier || !how) return;
    warnings.push({
      file: source.file,
      ...locate(source, entry.path),
      message: `aviso: ${what} «${entry.name}» se llama ${how} que «${earlier.name}», en la línea ${locate(source, earlier.path).line}: ${fix}`,
    });
  });
  return warnings;
}

/** Nearby places (in any category), apartments and services whose names look like an earlier one's. */
export function lookAlikeNameWarnings(source: YamlSource, site: Site): Problem[] {
  const [main = ""] = site.site.languages;
  const places = site.placeCategories.flatMap((category, i) => category.places.map((place, j) => ({ name: place.name, address: place.address, path: ["placeCategories", i, "places", j, "name"] })));
  const apartments = site.apartments.map((apartment, i) => ({ name: apartment.name, path: ["apartments", i, "name"] }));
  const features = site.features.flatMap((feature, i) => (typeof feature.name[main] === "string" ? [{ name: feature.name[main], path: ["features", i, "name", main] }] : []));
  return [
    ...lookAlikes(source, places, "el sitio", "si es el mismo sitio, saldría dos veces en la web; quita una de las dos entradas. Si son dos sitios distintos, escribe en el nombre de cada uno lo que los distingue"),
    ...lookAlikes(source, apartments, "el apartamento", "en la web se verían dos apartamentos con el mismo nombre y nadie sabría cuál es cuál; escribe en «name» el nombre de este"),
    ...lookAlikes(
      source,
      features,
      "el servicio",
      "en la página de un apartamento saldrían dos servicios iguales; si es el mismo, deja uno solo y pon su «id» en los apartamentos; si son distintos, escribe en el nombre de cada uno lo que los distingue",
    ),
  ];
}

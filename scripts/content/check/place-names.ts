/**
 * Two entries for one place: a place copied to start another and left with its name, or added
 * twice from two lists. A warning, not an error: two real places may share a name («Bar La Plaza»
 * in two villages), and only the owner knows.
 */
import { editDistance } from "../../shared/edit-distance.ts";
import type { Problem } from "../problem.ts";
import { locate, type YamlSource } from "../read/yaml-source.ts";

type Place = { name: string; address: string };
type Site = { placeCategories: readonly { places: readonly Place[] }[] };

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

/** Whether two places look like one: the same name as read, one letter apart, or one name inside the other at the same address. */
function sameLooking(a: Place, b: Place): "igual" | "casi igual" | undefined {
  const [nameA, nameB] = [plain(a.name), plain(b.name)];
  if (nameA === nameB) return "igual";
  // Numbers tell places apart («Sitio 1», «Sitio 2»): a letter is a slip, a number isn't.
  const numbers = (name: string): string => name.replace(/\P{N}+/gu, " ").trim();
  if (Math.min(nameA.length, nameB.length) >= SLIP_MIN_LENGTH && numbers(nameA) === numbers(nameB) && editDistance(nameA, nameB) <= 1) return "casi igual";
  // «Casa Pilar» and «Restaurante Casa Pilar» at one address; two places of one building («Cafetería del Hostal», «Restaurante del Hostal») are neither inside the other.
  const inside = ` ${nameA} `.includes(` ${nameB} `) || ` ${nameB} `.includes(` ${nameA} `);
  return inside && plain(a.address) === plain(b.address) ? "casi igual" : undefined;
}

/** A warning at each place whose name an earlier place has, or nearly has, naming that one's line. */
export function placeNameWarnings(source: YamlSource, site: Site): Problem[] {
  const places = site.placeCategories.flatMap((category, i) => category.places.map((place, j) => ({ place, path: ["placeCategories", i, "places", j, "name"] })));
  const warnings: Problem[] = [];
  places.forEach(({ place, path }, k) => {
    for (const earlier of places.slice(0, k)) {
      const how = sameLooking(place, earlier.place);
      if (!how) continue;
      const line = locate(source, earlier.path).line;
      warnings.push({
        file: source.file,
        ...locate(source, path),
        message: `aviso: el sitio «${place.name}» se llama ${how} que «${earlier.place.name}», en la línea ${line}: si es el mismo sitio, saldría dos veces en la web; quita una de las dos entradas. Si son dos sitios distintos, escribe en el nombre de cada uno lo que los distingue`,
      });
      return;
    }
  });
  return warnings;
}

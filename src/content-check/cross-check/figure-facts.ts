/**
 * The home page's figures that the apartments' data can say too: «4 apartamentos», «22 plazas»,
 * «6 plazas en cada apartamento». Adding an apartment, or changing one's capacity, leaves such a
 * figure false without a word; here it is compared with the data. Read from the Spanish label, in
 * the few ways such a figure is written; any other figure («1912 se terminó la casa cuna») is the
 * owner's alone. A warning, not an error (as decision 031): words can say it in ways no rule knows.
 */
import type { Problem } from "../wording/problem.ts";
import { spokenList } from "../wording/wording.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";

type Apartment = { name: string; rooms: number; beds: number; bathrooms: number; capacity: { max: number } };
type Figure = { value: number; year?: boolean; label: Readonly<Record<string, string>> };
type Site = { apartments: readonly Apartment[]; figures?: readonly Figure[] };

/** What a figure can count, by the words that name it (accents and capitals set aside), and where the data says it. */
const COUNTED = [
  { words: /^(plazas?|personas?|huespedes?)$/, field: "capacity.max", of: (apartment: Apartment) => apartment.capacity.max },
  { words: /^(habitacion|habitaciones|dormitorios?)$/, field: "rooms", of: (apartment: Apartment) => apartment.rooms },
  { words: /^camas?$/, field: "beds", of: (apartment: Apartment) => apartment.beds },
  { words: /^banos?$/, field: "bathrooms", of: (apartment: Apartment) => apartment.bathrooms },
] as const;

const APARTMENTS = /^(apartamentos?( turisticos?)?|viviendas?( turisticas?)?)$/;
/** «en cada apartamento», «por apartamento», «por vivienda». */
const EACH = / (en cada|por|cada) (apartamento|vivienda)$/;
const TOTAL = / (en total|entre todos|en todos)$/;

const plain = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/** ««La Parra» tiene 4», ««La Parra» tiene 4 y «El Pozo» 2». */
function differing(apartments: readonly { name: string; count: number }[]): string {
  const said = apartments.slice(0, 3).map(({ name, count }, i) => (i === 0 ? `«${name}» tiene ${count}` : `«${name}» ${count}`));
  return spokenList(said);
}

/** Why the figure is false, with the value the data gives; undefined if it is right or can't be read. */
function falseFigure(figure: Figure, site: Site): string | undefined {
  const label = figure.label.es;
  if (figure.year || typeof label !== "string") return undefined;
  const written = plain(label);
  const said = `esta cifra dice «${figure.value} ${label}»`;
  if (APARTMENTS.test(written)) {
    const count = site.apartments.length;
    return count === figure.value ? undefined : `aviso: ${said}, y en «apartments» hay ${count}: escribe ${count} en «value»`;
  }
  const each = EACH.test(written);
  const subject = written.replace(EACH, "").replace(TOTAL, "");
  const counted = COUNTED.find(({ words }) => words.test(subject));
  if (!counted) return undefined;
  const counts = site.apartments.map((apartment) => ({ name: apartment.name, count: counted.of(apartment) }));
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  if (!each) {
    return total === figure.value ? undefined : `aviso: ${said}, y los apartamentos suman ${total} (su «${counted.field}»): escribe ${total} en «value»`;
  }
  const others = counts.filter(({ count }) => count !== figure.value);
  if (others.length === 0) return undefined;
  const [first] = counts;
  if (first && others.length === counts.length && new Set(counts.map(({ count }) => count)).size === 1) {
    return `aviso: ${said}, y todos los apartamentos tienen ${first.count} (su «${counted.field}»): escribe ${first.count} en «value»`;
  }
  return `aviso: ${said}, pero ${differing(others)} (su «${counted.field}»): no todos tienen lo mismo; pon una cifra cierta para todos, por ejemplo el total, ${total}, en «value», con «${subject} en total» en «label» (y su traducción en cada idioma)`;
}

/** A warning at the value of each figure of the home page that the apartments' data contradicts. */
export function figureWarnings(source: YamlSource, site: Site): Problem[] {
  // The apartments the site shows: one taken off it («hidden: true») is counted by no page.
  const shownOnes = site.apartments.filter((apartment) => !(apartment as { hidden?: boolean }).hidden);
  const shown = { ...site, apartments: shownOnes };
  return (site.figures ?? []).flatMap((figure, i) => {
    // True of the file but not of what is shown: hidden-apartments.ts says it, with the switch.
    const message = shownOnes.length < site.apartments.length && !falseFigure(figure, site) ? undefined : falseFigure(figure, shown);
    const path: PathSegment[] = ["figures", i, "value"];
    return message ? [{ file: source.file, ...locate(source, path), message }] : [];
  });
}

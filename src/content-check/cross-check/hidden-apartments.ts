/**
 * An apartment taken off the site for a while («hidden: true») leaves nothing of it published
 * (src/site/from-content/shown-site.ts), but for what the owner writes by hand: a figure of the
 * home page that counted it still says the number with it, and a text that names the apartments
 * one by one still names it. Warnings, not errors — only the owner knows what a figure counts or
 * a text means — each with what the site shows now.
 */
import type { Site } from "../../generated/content-types.gen.ts";
import { commentedApartments } from "../read/commented-out.ts";
import type { Problem } from "../wording/problem.ts";
import { quoteList } from "../wording/wording.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";
import { walkTexts } from "./translated-texts.ts";
import type { SchemaNode } from "../validate/schema-walk.ts";

/** What a figure may count that hiding an apartment changes: the apartments, and their places (guests at most). */
function counts(apartments: readonly Site["apartments"][number][]): { apartments: number; guests: number } {
  return { apartments: apartments.length, guests: apartments.reduce((sum, apartment) => sum + apartment.capacity.max, 0) };
}

/** `name` as a word of `text`, written as the apartment is (so «el mirador del Tozal» isn't «Mirador»). */
const says = (text: string, name: string): boolean => new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u").test(text);

/**
 * The visitor texts that name a hidden apartment together with one shown (a list of the
 * apartments: «Mirador, San Isidro, Calicanto y Fábrica de Harinas»), but the hidden apartment's
 * own texts and page, and the reviews (the guests' words). A name alone is left be: «la ermita de
 * San Isidro» is a place.
 */
function textsNaming(site: Site, schema: SchemaNode, hidden: readonly Site["apartments"][number][], shown: readonly Site["apartments"][number][]): { path: PathSegment[]; name: string }[] {
  const own = new Set(site.apartments.flatMap((apartment, i) => (apartment.hidden ? [`apartments/${i}`] : [])));
  site.routes.forEach((route, i) => {
    if (route.kind === "apartment" && hidden.some((apartment) => apartment.slug === route.apartment)) own.add(`routes/${i}`);
  });
  const found: { path: PathSegment[]; name: string }[] = [];
  walkTexts(schema, site, (text, path) => {
    if (path[0] === "reviews" || own.has(path.slice(0, 2).join("/")) || !text || typeof text !== "object") return text;
    for (const [language, version] of Object.entries(text as Record<string, unknown>)) {
      if (typeof version !== "string" || !shown.some((apartment) => says(version, apartment.name))) continue;
      const named = hidden.find((apartment) => says(version, apartment.name));
      if (named) {
        found.push({ path: [...path, language], name: named.name });
        break;
      }
    }
    return text;
  });
  return found;
}

export function hiddenApartmentWarnings(source: YamlSource, site: Site, schema: SchemaNode): Problem[] {
  const hidden = site.apartments.filter((apartment) => apartment.hidden);
  const shown = site.apartments.filter((apartment) => !apartment.hidden);
  if (hidden.length === 0 || shown.length === 0) return [];
  const all = counts(site.apartments);
  const now = counts(shown);
  const which = `${quoteList(hidden.map((apartment) => apartment.name))} ${hidden.length === 1 ? "lleva" : "llevan"} «hidden: true»`;
  const texts = textsNaming(site, schema, hidden, shown).map(({ path, name }) => ({
    file: source.file,
    ...locate(source, path),
    message: `aviso: este texto nombra «${name}» con los demás apartamentos, y «${name}» lleva «hidden: true»: la web lo publica tal cual; mientras no vuelva, escríbelo sin «${name}» en cada idioma`,
  }));
  return [...texts, ...(site.figures ?? []).flatMap((figure, i) => {
    if (figure.year) return [];
    const message =
      figure.value === all.apartments && all.apartments !== now.apartments
        ? `esta cifra dice ${figure.value}, los apartamentos que hay en el archivo, pero ${which} y la web enseña ${now.apartments}: si cuenta los apartamentos, pon «value: ${now.apartments}» mientras no vuelva`
        : figure.value === all.guests && all.guests !== now.guests
          ? `esta cifra dice ${figure.value}, las plazas de todos los apartamentos del archivo, pero ${which} y los que enseña la web suman ${now.guests}: si cuenta las plazas, pon «value: ${now.guests}» mientras no vuelva`
          : undefined;
    return message ? [{ file: source.file, ...locate(source, ["figures", i, "value"]), message: `aviso: ${message}` }] : [];
  })];
}

/**
 * An apartment commented out whole, the old way, and nothing left naming it (else the check fails
 * there, commented-out.ts): its address answers «not found», and what names it without saying its
 * slug (a gallery photo, a figure, a text) still shows it. The switch does it all.
 */
export function commentedApartmentWarnings(source: YamlSource, site: Site): Problem[] {
  const slugs = new Set(site.apartments.map((apartment) => apartment.slug));
  return commentedApartments(source)
    .filter(({ slug }) => !slugs.has(slug))
    .map(({ slug, line, col }) => ({
      file: source.file,
      line,
      col,
      message: `aviso: el apartamento «${slug}» está comentado, con «#» delante: así su dirección dice «página no encontrada», y sus fotos de la galería y las cifras de la portada lo siguen contando; para quitarlo de la web por un tiempo, quita esas «#» y ponle «hidden: true», que lo quita de todas partes`,
    }));
}

/**
 * The owner's usual slips, each made in memory in the real site.yaml, with the exact lines
 * `npm run check` prints for it. The first (and here only) message must name the cause and the
 * fix; docs/editar-contenido.md shows the same messages (slips.test.ts holds it to that).
 * Targets are found by key path and every quoted line is read from the file, so the owner editing
 * site.yaml moves the expectations with it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { expect } from "vitest";
import type { ApartmentAvailability } from "../../../src/booking/availability.ts";
import { EXAMPLE_FILE } from "../../../scripts/availability/example-addresses.ts";
import { WORDS_DIR } from "../../../scripts/content/dictionaries.ts";
import { SCHEMA_PATH } from "../../../scripts/content/validator.ts";
import { addMonths } from "../../../src/booking/calendar-date.ts";
import { todayIn } from "../../../src/booking/today.ts";
import * as english from "../../../src/labels/words/en.ts";
import { HIDDEN_APARTMENT_SLIPS } from "./hidden-apartment-slips.ts";
import { schemaEnum } from "./mistake-cases.ts";
import { yamlValue, type SiteText, type KeyPath } from "./site-edits.ts";
import type { SlipCase } from "./slip-case.ts";

const SYNTAX = "error de sintaxis YAML: ";

/** How the messages quote a line: its spaces kept, cut at 60 characters. */
function typed(line: string): string {
  const indent = line.length - line.trimStart().length;
  const content = line.slice(indent);
  return `«${" ".repeat(indent)}${content.length > 60 ? `${content.slice(0, 59)}…` : content}»`;
}

const indentOf = (line: string): number => line.length - line.trimStart().length;
const spaces = (count: number): string => (count === 1 ? "1 espacio" : `${count} espacios`);

/** `line:col: message` for a message at the start of a line of `site`. */
function lineStart(site: SiteText, path: KeyPath, message: string): string {
  return `${site.keyAt(path).line}:1: ${message}`;
}

function at(position: { line: number; col: number }, message: string): string {
  return `${position.line}:${position.col}: ${message}`;
}

/** The key before `key` in the map at `path`: the line the indentation messages compare with. */
function keyBefore(site: SiteText, path: KeyPath, key: string): string {
  const keys = site.keys(path);
  return keys[keys.indexOf(key) - 1]!;
}

/** The English tagline pasted between typographic quotes, and the message with the line to type (`prefix`: a syntax error's). */
function curlyQuotedTagline(site: SiteText, text: string, prefix: string): { text: string; problems: string[] } {
  const path = ["site", "tagline", "en"];
  const edit = site.replaceValue(path, `“${text}”`);
  const line = `${" ".repeat(indentOf(site.lineOf(path)))}en: "${text}"`;
  return {
    text: edit.site.text,
    problems: [at(edit.at, `${prefix}este texto va entre comillas tipográficas “…”, que pone un procesador de textos al copiar: la web no las toma por comillas y las publicaría; escríbelo entre comillas rectas ("), así: ${typed(line)}`)],
  };
}

type Feed = { apartment: string; slug: string; platform: string; env: string; path: KeyPath };

/** Every calendar of site.yaml, in order, with where its variable's name is written. */
function feedsOf(site: SiteText): Feed[] {
  const apartments = site.get<{ name: string; slug: string; calendar?: { feeds?: { platform: string; env: string }[] } }[]>(["apartments"]);
  return apartments.flatMap(({ name, slug, calendar }, i) => (calendar?.feeds ?? []).map(({ platform, env }, j) => ({ apartment: name, slug, platform, env, path: ["apartments", i, "calendar", "feeds", j, "env"] })));
}

/**
 * A .env that sets every calendar of site.yaml to an address of its own, but the first one, whose
 * line `first` writes (null: no line); the first calendar, and its line in .env (counted from 1).
 */
function envWith(site: SiteText, first: (feed: Feed) => string | null): { env: string; feed: Feed; line: number } {
  const feeds = feedsOf(site);
  expect(feeds.length).toBeGreaterThan(0);
  // The messages below say where Airbnb gives the address.
  expect(feeds[0]!.platform).toBe("Airbnb");
  const lines = ["# Calendarios de los apartamentos", ...feeds.map((feed, i) => (i === 0 ? first(feed) : `${feed.env}=https://www.airbnb.es/calendar/ical/${1000 + i}.ics?s=propia${i}`))];
  return { env: `${lines.filter((line) => line !== null).join("\n")}\n`, feed: feeds[0]!, line: 2 };
}

/** The first calendar's variable in site.yaml given a name another program uses: refused, with the guide's name for it. */
function reservedVariable(site: SiteText, name: string, who: string): { text: string; problems: string[] } {
  const feed = feedsOf(site)[0]!;
  const edit = site.replaceValue(feed.path, name);
  const own = `${feed.slug}_${feed.platform}_ICAL`.toUpperCase().replace(/[^A-Z0-9]+/g, "_");
  return {
    text: edit.site.text,
    problems: [at(edit.at, `la variable ${name} ya la usa ${who}: su valor nunca sería la dirección de tu calendario; escribe aquí un nombre solo para este calendario, como ${own}, y pon ese mismo nombre en tu .env y en el secreto CALENDARIOS`)],
  };
}

/** The warning of a calendar that won't be read, at its variable's name in site.yaml. */
function notRead(site: SiteText, feed: Feed, why: string): string {
  return at(site.valueAt(feed.path), `aviso: el calendario de ${feed.platform} de «${feed.apartment}» no se leerá: ${why}`);
}

/** The first calendar's variable written in .env as `written`: the warning names that line and the name to write there. */
function envNameSlip(site: SiteText, misspell: (name: string) => string): { text: string; problems: string[]; warnings: string[]; env: string } {
  const { env, feed, line } = envWith(site, (first) => `${misspell(first.env)}=https://www.airbnb.es/calendar/ical/1000.ics?s=propia0`);
  const written = misspell(feed.env);
  return {
    text: site.text,
    env,
    problems: [],
    warnings: [notRead(site, feed, `la variable ${feed.env} no está en .env, pero en la línea ${line} de .env está ${written}, que se le parece: si es la de este calendario, escribe en esa línea ${feed.env} en lugar de ${written} (el nombre tiene que ser el mismo que en site.yaml)`)],
  };
}

/** The first apartment's `key` with two spaces more than its block's keys, and the message that names the key above it. */
function indentTwoOver(site: SiteText, key: string): { text: string; problems: string[] } {
  const path = ["apartments", 0, key];
  const indent = site.keyAt(path).col - 1;
  const above = keyBefore(site, ["apartments", 0], key);
  expect(typeof site.get(["apartments", 0, above])).not.toBe("object");
  const edit = site.reindent(path, " ".repeat(indent + 2));
  return {
    text: edit.site.text,
    problems: [
      lineStart(site, path, `${SYNTAX}esta línea tiene ${spaces(indent + 2)} al principio y aquí van ${indent}, como «${above}» en la línea ${site.keyAt(["apartments", 0, above]).line}: quita 2 espacios (los espacios del principio dicen qué va dentro de qué)`),
    ],
  };
}

/**
 * The real site.yaml with the fifth photo of the first apartment's «alt» written on its line, as
 * `alt: { es: "…", en: "…" }` (a short text in every language fits on one line, and some owners
 * write it so): the same data; the slips inside «{ }» are made there.
 */
function altOnOneLine(site: SiteText): { site: SiteText; path: KeyPath } {
  const path = ["apartments", 0, "photos", 4, "alt"];
  return { site: site.toOneLine(path).site, path };
}

/** An apartment's prices, written under the key at `path` (in its block): one season from today, and a cleaning fee. */
function ratesLines(site: SiteText, path: KeyPath, cleaningFee: number): string[] {
  const indent = " ".repeat(site.keyAt(path).col - 1);
  const day = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const lines = ["rates:", "  taxesIncluded: true", `  cleaningFee: ${cleaningFee}`, "  seasons:", "    - name: { es: Todo el año, en: All year }", `      from: ${day(1)}`, `      to: ${day(300)}`, "      nightly: 80", "      minNights: 2"];
  return lines.map((line) => `${indent}${line}`);
}

/** The site with prices for the first apartment, written under its capacity as `lines` say (each without the block's spaces). */
function withRates(site: SiteText, lines: readonly string[]): SiteText {
  const path = ["apartments", 0, "capacity"];
  const indent = " ".repeat(site.keyAt(path).col - 1);
  return site.insertLinesAfter(path, lines.map((line) => `${indent}${line}`)).site;
}

/** Prices with one season, all of 2027, at `nightly` as the owner typed it. */
function oneSeason(nightly: string): string[] {
  return ["rates:", "  taxesIncluded: true", "  seasons:", "    - name: { es: Todo el año, en: All year }", "      from: 2027-01-01", "      to: 2027-12-31", `      nightly: ${nightly}`, "      minNights: 2"];
}

const NIGHTLY = ["apartments", 0, "rates", "seasons", 0, "nightly"];

/** «a», «b» y «c», as the messages list values. */
function listed(values: readonly string[]): string {
  const quoted = values.map((value) => `«${value}»`);
  return `${quoted.slice(0, -1).join(", ")} y ${quoted.at(-1)!}`;
}

/** The site with one more language, «fr», in `site.languages`, and every text's French line (`from` its English one) if `translated`. */
function withFrench(site: SiteText, translated: boolean): SiteText {
  const texts = translated ? site.withLanguage("fr", "en") : site;
  return texts.replaceValue(["site", "languages"], `[${[...site.get<string[]>(["site", "languages"]), "fr"].join(", ")}]`).site;
}

/** The English dictionary's texts a translator translates: its name and every text with a word outside its marks, not the locale's facts. */
function englishTexts(): [string, string][] {
  const leaves = (value: unknown, at: string): [string, string][] =>
    typeof value === "string" ? [[at, value]] : value && typeof value === "object" ? Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key)) : [];
  const { language, ...parts } = english;
  const named: [string, string][] = [["language.name", language.name], ...leaves(parts, "")];
  return named.filter(([, text]) => /\p{L}/u.test(text.replace(/\{[A-Za-z]+\}/g, "")));
}
/** What the check says of an iPhone's HEIC named `name` (`renamed`: the words for one renamed «.jpg»; `subject`: how it names the photo). */
function iphonePhoto(name: string, renamed: string, subject = `la foto «${name}»`): string {
  return (
    `${subject} es una foto de iPhone en formato HEIC${renamed}, que la web no puede abrir: pásala a JPG y escribe aquí el nombre del JPG. ` +
    "Para esta, envíatela por correo desde el iPhone (llega en JPG) o, en un Mac, ábrela en Fotos y usa Archivo → Exportar → «Exportar 1 foto», con formato JPEG; " +
    "para que las siguientes salgan ya en JPG, en el iPhone: Ajustes → Cámara → Formatos → «Más compatible»"
  );
}

export const SLIPS: Record<string, SlipCase> = {
  "new-item-without-dash": {
    did: "Añadir un sitio nuevo a una lista copiando las líneas de otro, sin el guion «- » de la primera línea",
    make: (site) => {
      // The place's own lines, its translated hours with them, copied below it with the dash left out.
      const place = ["placeCategories", 0, "places", 0];
      const keys = site.keys(place);
      const first = site.lineOf([...place, keys[0]!]);
      const keyColumn = indentOf(first) + 2;
      const copied = site.text.slice(site.valueOffset(place), site.lineAfterOffset(place)).replace(/\n$/, "").split("\n");
      const lines = [`${" ".repeat(keyColumn)}${copied[0]!}`, ...copied.slice(1)];
      expect(lines.length).toBeGreaterThan(keys.length);
      const edit = site.insertLinesAfter(place, lines);
      return {
        text: edit.site.text,
        problems: [
          at(
            { line: edit.at.line, col: keyColumn + 1 },
            `${SYNTAX}aquí empieza un elemento nuevo de la lista y le falta su guion «- », como el de la línea ${site.keyAt([...place, keys[0]!]).line}; escribe la línea así: ${typed(`${" ".repeat(keyColumn - 2)}- ${lines[0]!.trim()}`)}`,
          ),
        ],
      };
    },
  },
  "photo-without-dash": {
    did: "Borrar sin querer el guion «- » de una línea de foto",
    make: (site) => {
      // The photo above takes several lines (its «alt» in every language): its dash is on its first one.
      const photo = ["apartments", 0, "photos", 1];
      const edit = site.replaceLine(photo, (line) => line.replace("- ", ""));
      return {
        text: edit.site.text,
        problems: [`${edit.at.line}:1: ${SYNTAX}a esta línea le falta el guion «- » de los elementos de la lista, como el de la línea ${site.valueAt(["apartments", 0, "photos", 0]).line}; escríbela así: ${typed(site.lineOf(photo))}`],
      };
    },
  },
  "item-without-dash": {
    did: "Borrar el guion «- » de la primera línea de un elemento (un servicio)",
    make: (site) => {
      const feature = ["features", 1];
      const edit = site.replaceLine(feature, (line) => line.replace("- ", ""));
      return {
        text: edit.site.text,
        problems: [`${edit.at.line}:1: ${SYNTAX}a esta línea le falta el guion «- » de los elementos de la lista, como el de la línea ${site.valueAt(["features", 0]).line}; escríbela así: ${typed(site.lineOf(feature))}`],
      };
    },
  },
  "dash-without-space": {
    did: "Escribir el guion pegado a la clave: «-id: …»",
    make: (site) => {
      const feature = ["features", 1];
      const edit = site.replaceLine(feature, (line) => line.replace("- ", "-"));
      const line = site.lineOf(feature);
      return { text: edit.site.text, problems: [`${edit.at.line}:${indentOf(line) + 1}: ${SYNTAX}falta un espacio después del guion; escribe la línea así: ${typed(line)}`] };
    },
  },
  "indent-one-short": {
    did: "Una línea con un espacio de menos al principio",
    make: (site) => {
      const path = ["apartments", 0, "name"];
      const indent = site.keyAt(path).col - 1;
      const above = keyBefore(site, ["apartments", 0], "name");
      const edit = site.reindent(path, " ".repeat(indent - 1));
      return {
        text: edit.site.text,
        problems: [
          lineStart(site, path, `${SYNTAX}esta línea tiene ${spaces(indent - 1)} al principio y aquí van ${indent}, como «${above}» en la línea ${site.keyAt(["apartments", 0, above]).line}: añade 1 espacio (los espacios del principio dicen qué va dentro de qué)`),
        ],
      };
    },
  },
  "indent-two-short": {
    did: "Una línea con dos espacios de menos: queda a la altura de los guiones de la lista",
    make: (site) => {
      const path = ["apartments", 0, "name"];
      const indent = site.keyAt(path).col - 1;
      const above = keyBefore(site, ["apartments", 0], "name");
      const edit = site.reindent(path, " ".repeat(indent - 2));
      return {
        text: edit.site.text,
        problems: [
          lineStart(
            site,
            path,
            `${SYNTAX}«name» tiene ${spaces(indent - 2)} delante, los mismos que los guiones de la lista, y es parte del elemento de arriba: ponle ${spaces(indent)}, como «${above}» en la línea ${site.keyAt(["apartments", 0, above]).line}`,
          ),
        ],
      };
    },
  },
  "indent-two-over": {
    did: "Una línea con dos espacios de más al principio",
    make: (site) => {
      // Two keys below the last text in every language («summary»): «bathrooms», under «beds: 3».
      return indentTwoOver(site, "bathrooms");
    },
  },
  "indent-two-over-below-block": {
    did: "Una línea con dos espacios de más, la segunda clave debajo de un texto en cada idioma",
    make: (site) => {
      // «beds», under «rooms: 2», which is under «summary»'s lines: the line to change is «beds», not «rooms».
      return indentTwoOver(site, "beds");
    },
  },
  "indent-two-over-after-text": {
    did: "Una línea con dos espacios de más, debajo de un texto en cada idioma: queda dentro de su bloque",
    make: (site) => {
      // «rooms» under «summary»'s lines (es:, en:): with two spaces more it is one of them, as «geo» in key-into-block-above.
      const path = ["apartments", 0, "rooms"];
      const indent = site.keyAt(path).col - 1;
      const above = keyBefore(site, ["apartments", 0], "rooms");
      expect(Object.keys(site.get([...path.slice(0, -1), above]))).toEqual(site.get<string[]>(["site", "languages"]));
      const edit = site.reindent(path, " ".repeat(indent + 2));
      return {
        text: edit.site.text,
        problems: [at({ line: edit.at.line, col: indent + 3 }, `«rooms» es una clave de «apartments[0]», pero con tantos espacios delante ha quedado dentro de «apartments[0].${above}»: ponle ${indent} espacios, los mismos que «${above}»`)],
      };
    },
  },
  "key-too-shallow-between": {
    did: "Una clave con menos espacios que las de arriba y abajo de su bloque",
    make: (site) => {
      const keys = site.keys(["site", "address"]);
      const key = keys[Math.floor(keys.length / 2)]!;
      const path = ["site", "address", key];
      const indent = site.keyAt(path).col - 1;
      const edit = site.reindent(path, " ".repeat(indent - 2));
      return {
        text: edit.site.text,
        problems: [lineStart(site, path, `${SYNTAX}esta línea tiene ${spaces(indent - 2)} al principio, y la de arriba y la de abajo ${indent}: añade 2 espacios (los espacios del principio dicen qué va dentro de qué)`)],
      };
    },
  },
  "last-key-out-of-block": {
    did: "La última clave de un bloque con menos espacios: queda fuera de él",
    make: (site) => {
      const keys = site.keys(["site", "address"]);
      const key = keys.at(-1)!;
      const path = ["site", "address", key];
      const indent = site.keyAt(path).col - 1;
      const edit = site.reindent(path, " ".repeat(indent - 2));
      return {
        text: edit.site.text,
        problems: [at({ line: edit.at.line, col: indent - 1 }, `«${key}» es una clave de «site.address», pero con tan pocos espacios delante ha salido de ese bloque: ponle ${indent} espacios, los mismos que las claves de encima`)],
      };
    },
  },
  "key-into-block-above": {
    did: "Una clave con más espacios de la cuenta: queda dentro del bloque de encima",
    make: (site) => {
      const keys = site.keys(["site"]);
      const block = keys[keys.indexOf("geo") - 1]!;
      const indent = site.keyAt(["site", "geo"]).col - 1;
      const edit = site.reindent(["site", "geo"], " ".repeat(indent + 2));
      return {
        text: edit.site.text,
        problems: [at({ line: edit.at.line, col: indent + 3 }, `«geo» es una clave de «site», pero con tantos espacios delante ha quedado dentro de «site.${block}»: ponle ${indent} espacios, los mismos que «${block}»`)],
      };
    },
  },
  "tab-indent": {
    did: "Sangrar una línea con el tabulador en vez de espacios",
    make: (site) => {
      const path = ["contact", "email"];
      const edit = site.reindent(path, "\t");
      return { text: edit.site.text, problems: [lineStart(site, path, `${SYNTAX}hay un tabulador al principio de esta línea: la sangría se hace solo con espacios; cámbialo por espacios, tantos como las líneas de su bloque`)] };
    },
  },
  "colon-in-text": {
    did: "Un texto sin comillas con «: » dentro",
    make: (site) => {
      const path = ["site", "tagline", "es"];
      const edit = site.replaceValue(path, "todo el año: desde 2023");
      const line = site.lineOf(path);
      return {
        text: edit.site.text,
        problems: [at(edit.at, `${SYNTAX}el texto de «es» lleva «: » dentro, y así se lee como otra clave: ponlo entre comillas; escribe la línea así: ${typed(`${" ".repeat(indentOf(line))}es: "todo el año: desde 2023"`)}`)],
      };
    },
  },
  "colon-in-paragraph": {
    did: "Quitar las comillas a un párrafo que lleva «: » dentro",
    make: (site) => {
      // A paragraph's first language is on the line of its dash: «- es: …».
      const path = ["apartments", 0, "description", "services", 0, "es"];
      const text = site.get<string>(path);
      expect(text).toContain(": ");
      const edit = site.replaceValue(path, text);
      const line = site.lineOf(path.slice(0, -1));
      return {
        text: edit.site.text,
        problems: [at(edit.at, `${SYNTAX}el texto de «es» lleva «: » dentro, y así se lee como otra clave: ponlo entre comillas; escribe la línea así: ${typed(`${" ".repeat(indentOf(line))}- es: "${text}"`)}`)],
      };
    },
  },
  "colon-in-one-line-text": {
    did: "Escribir sin comillas, en una línea «{ … }» (un texto en cada idioma en una sola línea), un texto con «: »",
    make: (site) => {
      const { site: oneLine, path } = altOnOneLine(site);
      const edit = oneLine.replaceValue([...path, "es"], "Detalle: la encimera");
      const line = oneLine.lineOf(path).replace(/es: "[^"]*"/, 'es: "Detalle: la encimera"');
      return { text: edit.site.text, problems: [at(edit.at, `${SYNTAX}el texto de «es» lleva «: » dentro, y así se lee como otra clave: ponlo entre comillas; escribe la línea así: ${typed(line)}`)] };
    },
  },
  "comma-in-one-line-text": {
    did: "Escribir sin comillas, en una línea «{ … }», un texto con una coma",
    make: (site) => {
      const { site: oneLine, path } = altOnOneLine(site);
      const edit = oneLine.replaceValue([...path, "es"], "Detalle de la encimera, con cafetera");
      const line = oneLine.lineOf(path).replace(/es: "[^"]*"/, 'es: "Detalle de la encimera, con cafetera"');
      return {
        text: edit.site.text,
        problems: [at(edit.at, `el texto de «apartments[0].photos[4].alt.es» lleva una coma, y entre «{ }» la coma separa un campo del siguiente: pon el texto entre comillas; escribe la línea así: ${typed(line)}`)],
      };
    },
  },
  "one-line-without-comma": {
    did: "Olvidar la coma entre «from» y «to» en una línea de redirección",
    make: (site) => {
      const redirect = ["redirects", 0];
      const line = site.lineOf(redirect);
      const edit = site.replaceLine(redirect, (text) => text.replace(", to:", " to:"));
      return { text: edit.site.text, problems: [`${edit.at.line}:${line.indexOf(", to:") + 2}: ${SYNTAX}falta una coma «,» antes de «to:», para separarlo de «from»; escribe la línea así: ${typed(line)}`] };
    },
  },
  "one-line-semicolon": {
    did: "Separar «from» y «to» con «;» en vez de con una coma",
    make: (site) => {
      const redirect = ["redirects", 0];
      const line = site.lineOf(redirect);
      const edit = site.replaceLine(redirect, (text) => text.replace(", to:", "; to:"));
      return { text: edit.site.text, problems: [`${edit.at.line}:${line.indexOf(", to:") + 1}: ${SYNTAX}entre los campos de «{ }» va una coma «,», no «;»; escribe la línea así: ${typed(line)}`] };
    },
  },
  "unclosed-quote": {
    did: "Olvidar la comilla de cierre de un texto",
    make: (site) => {
      // Followed by the text in the next language, whose quotes are on the next line.
      const path = ["contact", "intro", "es"];
      const edit = site.replaceValue(path, `"${site.get<string>(path)}`);
      return { text: edit.site.text, problems: [at(edit.at, `${SYNTAX}el texto que empieza aquí con comillas no tiene la comilla de cierre: añade «"» al final del texto`)] };
    },
  },
  "opening-quote-forgotten": {
    did: "Olvidar la comilla de apertura de un texto (la de cierre se publicaría)",
    make: (site) => {
      const path = ["contact", "intro", "es"];
      const text = site.get<string>(path);
      const edit = site.replaceValue(path, `${text}"`);
      const whole = `${text}"`;
      const shown = `${whole.slice(0, 20)}…${whole.slice(-19)}`;
      return { text: edit.site.text, problems: [at(edit.at, `este texto termina con una comilla " que no se abre al principio, y se publicaría tal cual («${shown}»): pon otra " al principio del texto, o quita la del final`)] };
    },
  },
  "one-line-without-closing-brace": {
    did: "Olvidar la «}» del final de una línea «{ … }» (una redirección)",
    make: (site) => {
      const redirect = ["redirects", 1];
      const edit = site.replaceLine(redirect, (line) => line.replace(/\s*\}\s*$/, ""));
      const line = site.lineOf(redirect).replace(/\s*\}\s*$/, "");
      return { text: edit.site.text, problems: [`${edit.at.line}:${line.length + 1}: ${SYNTAX}falta «}» al final de la línea, para cerrar el «{» que se abre en ella`] };
    },
  },
  "item-out-of-column": {
    did: "Un elemento de una lista con dos espacios de más que los de arriba",
    make: (site) => {
      // The photo above takes several lines («alt» in every language): its dash is on its first one.
      const photo = ["apartments", 0, "photos", 1];
      const indent = indentOf(site.lineOf(photo));
      const edit = site.replaceLine(photo, (line) => `  ${line}`);
      const above = site.valueAt(["apartments", 0, "photos", 0]).line;
      return {
        text: edit.site.text,
        problems: [`${edit.at.line}:1: ${SYNTAX}este elemento de la lista tiene ${spaces(indent + 2)} delante y el de la línea ${above} tiene ${indent}: quita 2 espacios, para que los guiones queden en la misma columna`],
      };
    },
  },
  "quotes-inside-quotes": {
    did: "Poner comillas dobles dentro de un texto entre comillas dobles",
    make: (site) => {
      const path = ["apartments", 0, "photos", 2, "alt", "es"];
      const words = site.get<string>(path).split(" ");
      const edit = site.replaceValue(path, `"${words[0]} "${words[1]}" ${words.slice(2).join(" ")}"`);
      return {
        text: edit.site.text,
        problems: [at(edit.at, `${SYNTAX}este texto entre comillas lleva otras comillas «"» dentro, y la segunda lo cierra antes de tiempo: dentro del texto usa comillas españolas «» (o simples '…')`)],
      };
    },
  },
  "text-after-quote": {
    did: "Seguir escribiendo después de la comilla de cierre",
    make: (site) => {
      const path = ["apartments", 0, "photos", 3, "alt", "es"];
      const words = site.get<string>(path).split(" ");
      const quoted = `"${words.slice(0, 2).join(" ")}"`;
      const edit = site.replaceValue(path, `${quoted} ${words.slice(2).join(" ")}`);
      return { text: edit.site.text, problems: [at({ line: edit.at.line, col: edit.at.col + quoted.length + 1 }, `${SYNTAX}sigue texto después de la comilla de cierre: mete todo el texto dentro de las comillas`)] };
    },
  },
  "decimal-comma": {
    did: "Escribir una coordenada con coma decimal: «latitude: 40,8421»",
    make: (site) => {
      const path = ["site", "geo", "latitude"];
      const value = String(site.get<number>(path));
      const edit = site.replaceValue(path, value.replace(".", ","));
      return {
        text: edit.site.text,
        problems: [at(edit.at, `«site.geo.latitude» lleva coma decimal: los decimales se escriben con punto (latitude: ${value}); entre «{ }» la coma separa una clave de la siguiente`)],
      };
    },
  },
  "key-misspelt": {
    did: "Escribir mal el nombre de una clave",
    make: (site) => {
      const edit = site.renameKey(["site", "tagline"], "taglin");
      return { text: edit.site.text, problems: [at(edit.at, "la clave «taglin» no existe en «site» (no debe tener propiedades adicionales); ¿querías decir «tagline»?")] };
    },
  },
  "value-on-next-line": {
    did: "Pasar el valor a la línea de abajo, con la misma sangría que su clave",
    make: (site) => {
      const path = ["features", 0, "name", "es"];
      const line = site.lineOf(path);
      const indent = " ".repeat(site.keyAt(path).col - 1);
      const edit = site.replaceLine(path, () => `${indent}es:\n${indent}${site.get<string>(path)}`);
      return {
        text: edit.site.text,
        problems: [at({ line: edit.at.line + 1, col: indent.length + 1 }, `${SYNTAX}el valor de «es» está en la línea siguiente: escríbelo en la misma línea, así: ${typed(line)}`)],
      };
    },
  },
  "block-twice": {
    did: "Copiar un bloque entero (contact) al final del archivo y dejar también el original",
    make: (site) => {
      const text = `${site.text.replace(/\n*$/, "\n")}\ncontact:\n  phone: "+34 611 111 111"\n`;
      const line = text.split("\n").length - 2;
      return { text, problems: [`${line}:1: ${SYNTAX}«contact» ya está en la línea ${site.keyAt(["contact"]).line}, en este mismo bloque, y cada clave va una sola vez: si has copiado el bloque, junta las dos copias en una`] };
    },
  },
  "hash-in-text": {
    did: "Un texto sin comillas con «#» (« #» empieza un comentario)",
    make: (site) => {
      const path = ["features", 0, "name", "es"];
      const value = site.get<string>(path);
      const edit = site.replaceValue(path, `${value} #nuevo`);
      return {
        text: edit.site.text,
        problems: [
          at(
            { line: edit.at.line, col: edit.at.col + value.length + 1 },
            `«#nuevo» no se publicaría: « #» empieza un comentario. Si es parte del texto, pon el texto entero entre comillas («"${value} #nuevo"»); si es una nota tuya, deja un espacio después de «#»`,
          ),
        ],
      };
    },
  },
  "hash-in-one-line-text": {
    did: "Un texto sin comillas con « #» dentro de una línea «{ … }»",
    make: (site) => {
      // In the last field of the line (the English one here): the comment takes the «}» with it.
      const { site: oneLine, path } = altOnOneLine(site);
      const edit = oneLine.replaceValue([...path, "en"], "Kitchen #2");
      return {
        text: edit.site.text,
        problems: [at({ line: edit.at.line, col: edit.at.col + "Kitchen ".length }, `${SYNTAX}« #» empieza un comentario y se lleva el resto de la línea, también el «}» de cierre: si «#2» es parte del texto, pon ese texto entre comillas`)],
      };
    },
  },
  "special-first-character": {
    did: "Empezar un texto sin comillas por «*» (o «&», «!», «@», «`»)",
    make: (site) => {
      const path = ["features", 0, "name", "es"];
      const value = `*Nuevo* ${site.get<string>(path).toLowerCase()}`;
      const edit = site.replaceValue(path, value);
      return {
        text: edit.site.text,
        problems: [at(edit.at, `${SYNTAX}un texto que empieza por «*» tiene que ir entre comillas; escribe la línea así: ${typed(`${" ".repeat(site.keyAt(path).col - 1)}es: "${value}"`)}`)],
      };
    },
  },
  "no-space-after-colon": {
    did: "Escribir el valor pegado a los dos puntos: «name:Mirador»",
    make: (site) => {
      const path = ["apartments", 0, "name"];
      const edit = site.replaceLine(path, (line) => line.replace(": ", ":"));
      return { text: edit.site.text, problems: [at({ line: edit.at.line, col: site.valueAt(path).col - 1 }, `${SYNTAX}falta un espacio después de «name:»; escribe la línea así: ${typed(site.lineOf(path))}`)] };
    },
  },
  "number-without-quotes": {
    did: "Quitar las comillas a un código postal (se leería como un número)",
    make: (site) => {
      const path = ["site", "address", "postalCode"];
      const value = site.get<string>(path);
      const edit = site.replaceValue(path, value);
      return { text: edit.site.text, problems: [at(edit.at, `«site.address.postalCode» es un texto y hay que escribirlo entre comillas, o se lee como un número: postalCode: "${value}"`)] };
    },
  },
  "vosotros-in-a-text": {
    did: "Escribir a los huéspedes de vosotros («Os dejamos…»), cuando la web les habla de tú",
    make: (site) => {
      // A warning, not a problem: the site is published as it is. Said at the word, with its «tú» form.
      const path = ["apartments", 0, "description", "services", 0, "es"];
      const text = site.get<string>(path);
      expect(text).toContain("Te dejamos");
      const edit = site.replaceValue(path, yamlValue(text.replace("Te dejamos", "Os dejamos")));
      const col = edit.site.text.split("\n")[edit.at.line - 1]!.indexOf("Os dejamos") + 1;
      return {
        text: edit.site.text,
        problems: [],
        warnings: [at({ line: edit.at.line, col }, "aviso: este texto trata a los huéspedes de vosotros, y la web les habla de tú: cambia «Os dejamos» por «Te dejamos»")],
      };
    },
  },
  "word-processor-quotes": {
    did: "Pegar un texto de un procesador de textos, con sus comillas tipográficas «“…”» en lugar de las rectas",
    // It reads (the quotes are letters to YAML) and would be published with them: a problem, at the text.
    make: (site) => curlyQuotedTagline(site, site.get<string>(["site", "tagline", "en"]), ""),
  },
  "word-processor-quotes-colon": {
    did: "Pegar de un procesador de textos un texto con «: » dentro, entre comillas tipográficas",
    // The «: » makes the line unreadable; the fix drops the typographic quotes instead of keeping them inside straight ones.
    make: (site) => curlyQuotedTagline(site, "all year round: since 2023", SYNTAX),
  },
  "no-break-space-after-key": {
    did: "Un espacio de no separación (de un procesador de textos) después de «en:»",
    make: (site) => {
      const path = ["site", "tagline", "en"];
      const line = site.lineOf(path);
      const edit = site.replaceLine(path, (written) => written.replace("en: ", "en:\u00a0"));
      return {
        text: edit.site.text,
        problems: [at({ line: edit.at.line, col: indentOf(line) + 4 }, `${SYNTAX}después de «en:» hay un espacio que no es un espacio normal (U+00A0, de un procesador de textos o de una página web): cámbialo por un espacio normal; escribe la línea así: ${typed(line)}`)],
      };
    },
  },
  "price-with-euro-sign": {
    did: "Escribir un precio como se dice, con coma y «€»: «nightly: 85,50 €»",
    make: (site) => {
      // Prices added to the first apartment, each line right but the price.
      const path = ["apartments", 0, "capacity"];
      const indent = " ".repeat(site.keyAt(path).col - 1);
      const lines = ["rates:", "  taxesIncluded: true", "  seasons:", "    - name: { es: Todo el año, en: All year }", "      from: 2026-01-01", "      to: 2027-12-31", "      nightly: 85,50 €", "      minNights: 2"];
      const edit = site.insertLinesAfter(path, lines.map((line) => `${indent}${line}`));
      const nightly = edit.site.text.split("\n").findIndex((line) => line.endsWith("nightly: 85,50 €")) + 1;
      return {
        text: edit.site.text,
        problems: [at({ line: nightly, col: indent.length + 16 }, "«apartments[0].rates.seasons[0].nightly» es un número («85,50 €»): escribe solo el número, con punto: 85.50")],
      };
    },
  },
  "price-thousands-dot": {
    did: "Escribir un precio de más de mil con su punto de miles, como se escribe a mano: «nightly: 1.200»",
    make: (site) => {
      // YAML reads it as 1.2: published, it would be 1,20 € a night.
      const edited = withRates(site, oneSeason("1.200"));
      expect(edited.get(NIGHTLY)).toBe(1.2);
      return { text: edited.text, problems: [at(edited.valueAt(NIGHTLY), "«apartments[0].rates.seasons[0].nightly»: «1.200» se lee como 1,20 €: en site.yaml los miles van sin punto; escribe 1200")] };
    },
  },
  "price-thousands-and-cents": {
    did: "Escribir un precio con sus miles y sus céntimos como se escriben a mano: «nightly: 1.200,50»",
    make: (site) => {
      const edited = withRates(site, oneSeason("1.200,50"));
      return {
        text: edited.text,
        problems: [at(edited.valueAt(NIGHTLY), "«apartments[0].rates.seasons[0].nightly» es un precio con los miles separados («1.200,50»): en site.yaml los miles van sin punto, coma ni espacio, y los céntimos detrás de un punto; escribe 1200.50")],
      };
    },
  },
  "night-price-too-low": {
    did: "Escribir el precio de una noche con una cifra de menos: «nightly: 8» en vez de 80",
    make: (site) => {
      const edited = withRates(site, oneSeason("8"));
      return { text: edited.text, problems: [at(edited.valueAt(NIGHTLY), "«apartments[0].rates.seasons[0].nightly»: 8 € por noche no puede ser el precio de un apartamento (menos de 10 €): si son 80 €, escribe 80")] };
    },
  },
  "night-price-without-point": {
    did: "Escribir los céntimos de un precio sin su punto: «nightly: 8550» por 85,50 €",
    make: (site) => {
      // A warning: a price over 5000 € a night may be meant, and a check that stopped it would leave no way to publish it.
      const edited = withRates(site, oneSeason("8550"));
      return {
        text: edited.text,
        problems: [],
        warnings: [at(edited.valueAt(NIGHTLY), "aviso: «apartments[0].rates.seasons[0].nightly» es 8550 € por noche, más de 5000 €: si son 85,50 €, escribe 85.50; si de verdad es el precio, déjalo así")],
      };
    },
  },
  "season-inside-season": {
    did: "Añadir una temporada de agosto a un año que ya tiene una temporada para todo él",
    make: (site) => {
      // Said at the year's «to», the date to change; the nights after August keep the year's price in a copy of it.
      const august = ["    - name: { es: Agosto, en: August }", "      from: 2027-08-01", "      to: 2027-08-31", "      nightly: 120", "      minNights: 5"];
      const edited = withRates(site, [...oneSeason("80"), ...august]);
      return {
        text: edited.text,
        problems: [
          at(
            edited.valueAt(["apartments", 0, "rates", "seasons", 0, "to"]),
            "la temporada «Todo el año» (del 01/01/2027 al 31/12/2027) se solapa con «Agosto» (del 01/08/2027 al 31/08/2027): cada noche tiene un solo precio; haz que «Todo el año» termine el 31/07/2027 («to: 2027-07-31») y añade otra temporada con el nombre, los precios y el mínimo de «Todo el año» del 01/09/2027 al 31/12/2027 («from: 2027-09-01», «to: 2027-12-31»)",
          ),
        ],
      };
    },
  },
  "direct-discount-without-prices": {
    did: "Poner «directDiscount» en «booking» sin haber puesto precios a ningún apartamento",
    make: (site) => {
      // A warning: it publishes, and promises nothing anywhere. The apartments it would apply to are those with a listing.
      const listed = Object.keys(site.get<Record<string, string>>(["booking", "listings"])).map((slug) => site.get<{ slug: string; name: string }[]>(["apartments"]).find((apartment) => apartment.slug === slug)!.name);
      expect(listed.length).toBeGreaterThan(1);
      const indent = " ".repeat(site.keyAt(["booking", "listings"]).col - 1);
      const edited = site.insertLinesAfter(["booking", "listings"], [`${indent}directDiscount: 10`]).site;
      return {
        text: edited.text,
        problems: [],
        warnings: [
          at(
            edited.valueAt(["booking", "directDiscount"]),
            `aviso: «booking.directDiscount» promete un 10 % menos reservando directamente, pero la web no lo enseña en ninguna parte: se descuenta de los precios de los apartamentos con anuncio (${listed.slice(0, -1).join(", ")} y ${listed.at(-1)!}), y ninguno tiene precios: añade a cada uno su «rates» (docs/editar-contenido.md, «Precios»)`,
          ),
        ],
      };
    },
  },
  "repeated-slug": {
    did: "Copiar un apartamento para empezar otro y dejarle el slug del primero",
    make: (site) => {
      // Said once, pointing at the other one; not also as an apartment recommending itself, a page or a listing left without apartment.
      const taken = site.get<string>(["apartments", 0, "slug"]);
      const name = site.get<string>(["apartments", 0, "name"]);
      const edit = site.replaceValue(["apartments", 1, "slug"], taken);
      return {
        text: edit.site.text,
        problems: [at(edit.at, `el slug «${taken}» ya es el de «${name}», en la línea ${site.keyAt(["apartments", 0, "slug"]).line}; cada apartamento necesita uno distinto (es su dirección en la web): cambia uno de los dos`)],
      };
    },
  },
  "description-too-long": {
    did: "Alargar la descripción de la lista de apartamentos para buscadores por encima de 160 caracteres",
    make: (site) => {
      const i = site.get<{ kind: string }[]>(["routes"]).findIndex((route) => route.kind === "apartment-list");
      const path = ["routes", i, "description", "es"];
      const text = `${site.get<string>(path)} Desayuno de bienvenida incluido.`;
      // Counted as the check counts: characters (the «{apartments}» mark as it is written).
      const length = [...text].length;
      expect(length).toBeGreaterThan(160);
      const edit = site.replaceValue(path, yamlValue(text));
      return { text: edit.site.text, problems: [at(edit.at, `«routes[${i}].description.es» tiene ${length} caracteres, ${length - 160} de más: acórtalo a 160 como mucho`)] };
    },
  },
  "place-twice": {
    did: "Añadir al final de una lista un sitio que ya estaba en ella («Restaurante Casa Pilar»), con otras mayúsculas",
    make: (site) => {
      const categories = site.get<{ places: { name: string }[] }[]>(["placeCategories"]);
      // A restaurant, as in the guide's example; any place with a name of several words would do.
      const c = categories.findIndex((category) => category.places.some((one) => one.name.startsWith("Restaurante ")));
      const place = ["placeCategories", c, "places", categories[c]!.places.findIndex((one) => one.name.startsWith("Restaurante "))];
      const name = site.get<string>([...place, "name"]);
      // Its lines, copied after the last place of its list, the name written with a small letter where it had a capital.
      const copied = site.text.slice(site.text.lastIndexOf("\n", site.valueOffset(place)) + 1, site.lineAfterOffset(place)).replace(/\n$/, "").split("\n");
      const written = name.replace(/ (\p{Lu})(\p{Ll}+)$/u, (_, first: string, rest: string) => ` ${first.toLowerCase()}${rest}`);
      expect(written).not.toBe(name);
      const lines = [copied[0]!.replace(name, written), ...copied.slice(1)];
      const edit = site.insertLinesAfter(["placeCategories", c, "places", categories[c]!.places.length - 1], lines);
      const position = edit.site.position(edit.offset + lines[0]!.indexOf(written));
      return {
        text: edit.site.text,
        problems: [],
        warnings: [
          at(
            position,
            `aviso: el sitio «${written}» se llama igual que «${name}», en la línea ${site.valueAt([...place, "name"]).line}: si es el mismo sitio, saldría dos veces en la web; quita una de las dos entradas. Si son dos sitios distintos, escribe en el nombre de cada uno lo que los distingue`,
          ),
        ],
      };
    },
  },
  "figure-each-apartment-false": {
    did: "Bajar a 4 las plazas de un apartamento y dejar en la portada la cifra «6 plazas en cada apartamento»",
    make: (site) => {
      const figures = site.get<{ value: number; label: { es: string } }[]>(["figures"]);
      const i = figures.findIndex((figure) => figure.label.es.endsWith("en cada apartamento"));
      expect(i).toBeGreaterThanOrEqual(0);
      const { value, label } = figures[i]!;
      const apartments = site.get<{ name: string; capacity: { max: number; recommended: number } }[]>(["apartments"]);
      // Every apartment holds what the figure says; the last one now holds fewer, still over its recommended guests.
      expect(apartments.every((apartment) => apartment.capacity.max === value)).toBe(true);
      const last = apartments.length - 1;
      const fewer = Math.max(apartments[last]!.capacity.recommended, value - 2);
      const edit = site.replaceValue(["apartments", last, "capacity", "max"], String(fewer));
      const total = value * last + fewer;
      const subject = label.es.replace(/ en cada apartamento$/, "");
      return {
        text: edit.site.text,
        problems: [],
        warnings: [
          at(
            site.valueAt(["figures", i, "value"]),
            `aviso: esta cifra dice «${value} ${label.es}», pero «${apartments[last]!.name}» tiene ${fewer} (su «capacity.max»): no todos tienen lo mismo; pon una cifra cierta para todos, por ejemplo el total, ${total}, en «value», con «${subject} en total» en «label» (y su traducción en cada idioma)`,
          ),
        ],
      };
    },
  },
  "photo-from-iphone": {
    did: "Copiar una foto del iPhone tal cual llega al ordenador («IMG_4032.HEIC») y escribir su nombre en site.yaml",
    make: (site) => {
      // A real HEIC (tests/fixtures/photos, served as pruebas/): its picture is coded in HEVC.
      const named = "pruebas/IMG_4032.HEIC";
      const edit = site.replaceValue(["apartments", 0, "photos", 2, "file"], named);
      return { text: edit.site.text, problems: [at(edit.at, iphonePhoto(named, ""))] };
    },
  },
  "photo-from-iphone-renamed": {
    did: "Cambiar la extensión de una foto del iPhone de «.HEIC» a «.jpg» para que la acepte",
    make: (site) => {
      // The same HEIC with its extension changed: its bytes say what it is.
      const named = "pruebas/IMG_4033.jpg";
      const edit = site.replaceValue(["apartments", 0, "photos", 2, "file"], named);
      return { text: edit.site.text, problems: [at(edit.at, iphonePhoto(named, " (aunque su nombre acabe en «.jpg»: cambiar la extensión no la convierte)"))] };
    },
  },
  "slideshow-photo-misspelt": {
    did: "Escribir en el pase de fotos de la portada una foto sin el cero de su nombre («mirador/3.jpg»)",
    make: (site) => {
      const i = 2;
      const meant = site.get<string>(["homeSlideshow", i]);
      const written = meant.replace(/\/0(\d)\./, "/$1.");
      expect(written).not.toBe(meant);
      const edit = site.replaceValue(["homeSlideshow", i], written);
      return {
        text: edit.site.text,
        problems: [
          at(
            edit.at,
            `la foto «${written}» del pase de la portada no es ninguna de las fotos de site.yaml; la más parecida es «${meant}»: si es esa, escribe aquí su nombre tal como está en su línea «file:»; si es una foto nueva, añádela antes, con su «alt», a las fotos de un apartamento, de la galería o de la historia`,
          ),
        ],
      };
    },
  },
  "slideshow-photo-twice": {
    did: "Poner dos veces la misma foto en el pase de fotos de la portada",
    make: (site) => {
      const first = site.get<string>(["homeSlideshow", 0]);
      const last = site.get<string[]>(["homeSlideshow"]).length - 1;
      const edit = site.replaceValue(["homeSlideshow", last], first);
      return { text: edit.site.text, problems: [at(edit.at, `la foto «${first}» ya está en el pase de la portada, en la línea ${site.valueAt(["homeSlideshow", 0]).line}: cada foto va una vez; quita una de las dos líneas`)] };
    },
  },
  "photo-from-iphone-named-jpg": {
    did: "Escribir en site.yaml «IMG_4032.jpg» para una foto del iPhone que en la carpeta es «IMG_4032.HEIC»",
    make: (site) => {
      const named = "pruebas/IMG_4032.jpg";
      const edit = site.replaceValue(["apartments", 0, "photos", 2, "file"], named);
      return { text: edit.site.text, problems: [at(edit.at, iphonePhoto("pruebas/IMG_4032.HEIC", "", `la foto «${named}» no está en la carpeta photos/; la que hay con ese nombre, «pruebas/IMG_4032.HEIC»,`))] };
    },
  },
  "photo-other-extension": {
    did: "Nombrar una foto con otra extensión («.jpeg» en vez de «.jpg»)",
    make: (site) => {
      const path = ["apartments", 0, "photos", 2, "file"];
      const there = site.get<string>(path);
      const named = there.replace(/\.jpg$/i, ".jpeg");
      const edit = site.replaceValue(path, named);
      return { text: edit.site.text, problems: [at(edit.at, `la foto «${named}» no está en la carpeta photos/; la más parecida que hay es «${there}»: corrige el nombre en site.yaml o el del archivo`)] };
    },
  },
  "env-name-with-suffix": {
    did: "Escribir en .env el nombre de la variable con algo más que en site.yaml («MIRADOR_AIRBNB_ICAL_URL»)",
    make: (site) => envNameSlip(site, (name) => `${name}_URL`),
  },
  "env-name-misspelt": {
    did: "Escribir en .env el nombre de la variable con una letra de menos («MIRADOR_AIRBN_ICAL»)",
    make: (site) =>
      envNameSlip(site, (name) => {
        // The letter before the last «_»: «MIRADOR_AIRBNB_ICAL» is «MIRADOR_AIRBN_ICAL».
        const i = name.lastIndexOf("_") - 1;
        return name.slice(0, i) + name.slice(i + 1);
      }),
  },
  "env-system-variable": {
    did: "Poner en `env` el nombre de una variable del ordenador («PATH», «HOME») en lugar de uno propio del calendario",
    make: (site) => reservedVariable(site, "PATH", "el sistema del ordenador para otra cosa"),
  },
  "env-github-variable": {
    did: "Poner en `env` el nombre de una variable de GitHub («GITHUB_TOKEN»), de npm («NPM_TOKEN») o de Node («NODE_OPTIONS»)",
    make: (site) => reservedVariable(site, "GITHUB_TOKEN", "GitHub al publicar, para otra cosa"),
  },
  "env-variable-missing": {
    did: "Declarar un calendario en site.yaml y no poner su línea en .env",
    make: (site) => {
      const { env, feed } = envWith(site, () => null);
      return {
        text: site.text,
        env,
        problems: [],
        warnings: [
          notRead(site, feed, `la variable ${feed.env} no está en .env; añade la línea ${feed.env}= con la dirección que da Airbnb en Calendario → Disponibilidad → Conectar calendarios → Exportar calendario, y ejecuta «npm run availability». Mientras falte, la web no marca sus noches ocupadas y pide a los visitantes que pregunten antes de reservar`),
        ],
      };
    },
  },
  "env-example-address": {
    did: "Dejar en .env la dirección de ejemplo copiada de .env.example",
    make: (site) => {
      const example = Object.values(parseEnv(readFileSync(EXAMPLE_FILE, "utf8")))[0]!;
      const { env, feed, line } = envWith(site, (first) => `${first.env}=${example}`);
      return {
        text: site.text,
        env,
        problems: [],
        warnings: [notRead(site, feed, `la dirección de ${feed.env} (en la línea ${line} de .env) es todavía la de ejemplo, copiada de .env.example: pon en su lugar la de tu calendario, que da Airbnb en Calendario → Disponibilidad → Conectar calendarios → Exportar calendario`)],
      };
    },
  },
  "feed-never-read": {
    did: "Publicar con un calendario que «npm run availability» no ha podido leer nunca",
    make: (site) => {
      // No .env here (the check can't say which variable is missing): what was published says the calendar was never read.
      const feed = feedsOf(site)[0]!;
      const feeds = feedsOf(site).filter((other) => other.slug === feed.slug);
      const published: ApartmentAvailability = {
        booked: [],
        window: { from: "2026-11-24", to: "2028-05-24" },
        madeAt: "2026-11-24T10:00:00.000Z",
        updatedAt: null,
        feeds: feeds.map((other, i) => ({ platform: other.platform, readAt: i === 0 ? null : "2026-11-24T10:00:00.000Z" })),
      };
      return {
        text: site.text,
        published: { [feed.slug]: published },
        problems: [],
        warnings: [
          at(site.valueAt(feed.path), `aviso: el calendario de ${feed.platform} de «${feed.apartment}» (variable ${feed.env}) no se ha leído nunca, y su página pide a los visitantes que pregunten antes de reservar: ejecuta «npm run availability», que dice por qué`),
        ],
      };
    },
  },
  "new-language": {
    did: "Añadir un idioma a «site.languages» («fr») antes de tener sus textos y sus palabras de la interfaz",
    make: (site) => {
      // One total, at the first text to translate; not twenty of them, a count and the dictionary apart.
      const edited = withFrench(site, false);
      const texts = site.textBlocks().length;
      expect(texts).toBeGreaterThan(100);
      return {
        text: edited.text,
        problems: [
          at(
            edited.keyAt(["site", "name", "en"]),
            `el francés (fr) está en «site.languages», pero le faltan los ${texts} textos de la web y las palabras de la interfaz (botones, menús, avisos del formulario): empieza por este texto, «site.name», añadiéndole debajo una línea «fr: …» con su traducción, y sigue archivo abajo; las palabras de la interfaz van en src/labels/words/fr.ts, una copia de en.ts con sus textos traducidos (docs/editar-contenido.md, «Añadir un idioma»)`,
          ),
        ],
      };
    },
  },
  "dictionary-not-translated": {
    did: "Copiar en.ts como fr.ts para las palabras de la interfaz y no traducirlo",
    make: (site) => {
      // Every key and mark is there, so only its words tell: they are English's, one by one.
      const edited = withFrench(site, true);
      const texts = englishTexts();
      const examples = texts.slice(0, 3).map(([key, text]) => `«${key}»: "${text}"`);
      expect(examples[0]).toBe('«language.name»: "English"');
      return {
        text: edited.text,
        dictionaries: { "fr.ts": readFileSync(path.join(WORDS_DIR, "en.ts"), "utf8") },
        problems: [
          at(
            edited.valueAt(["site", "languages", 2]),
            `en src/labels/words/fr.ts, las palabras de la interfaz en francés (fr), sus ${texts.length} textos son los de en.ts, sin traducir (${examples.join(", ")}…): las páginas en francés (fr) los dirían así; tradúcelos, con las mismas marcas {…} (docs/editar-contenido.md, «Añadir un idioma»)`,
          ),
        ],
      };
    },
  },
  "cleaning-fee-and-rules": {
    did: "Poner precios con «cleaningFee» y dejar en las normas que la limpieza va incluida",
    make: (site) => {
      // A warning: it publishes as it is. Said at the rules' text, the one to change (or the fee to take away).
      const rules = ["rules", "sections", 0, "paragraphs", 0, "es"];
      expect(site.get<string>(rules)).toMatch(/incluye.*limpieza final/);
      const edit = site.insertLinesAfter(["apartments", 0, "capacity"], ratesLines(site, ["apartments", 0, "capacity"], 30));
      return {
        text: edit.site.text,
        problems: [],
        warnings: [
          at(
            edit.site.valueAt(rules),
            `aviso: este texto dice que la limpieza va incluida en el precio, pero ${site.get<string>(["apartments", 0, "name"])} la cobra aparte, con «cleaningFee» en «rates» (30 €), y su página enseña las dos cosas: si se cobra aparte, cambia el texto en cada idioma; si va incluida, quita «cleaningFee»`,
          ),
        ],
      };
    },
  },
  "icon-in-spanish": {
    did: "Escribir el icono de un servicio con su nombre en español («ducha»), no con uno de la lista",
    make: (site) => {
      // The check lists every icon; the guide has them with what each draws («Los iconos de los servicios»).
      const path = ["features", 4, "icon"];
      expect(site.get(path)).toBe("shower-head");
      const edit = site.replaceValue(path, "ducha");
      return { text: edit.site.text, problems: [at(edit.at, `«features[4].icon»: debe ser igual a uno de los valores predefinidos: ${listed(schemaEnum("icon"))}`)] };
    },
  },
  // --- reviews (docs/editar-contenido.md, «Opiniones de huéspedes», «Lo que dice la comprobación») ---
  "review-quoting-vosotros": {
    did: "Copiar tal cual una opinión que trata a los dueños de vosotros («Os escribo…»), y tratar tú de vosotros a los huéspedes en «direct.check»",
    make: (site) => {
      // The guest's words are quoted as written: only the owner's own text is warned about.
      const i = reviewIndex(site, (review) => review.language === "es");
      const quoted = ["reviews", "list", i, "text"];
      const own = ["reviews", "direct", "check", "es"];
      const check = site.get<string>(own);
      expect(check).toContain("una opinión que nos llega directamente");
      const edited = site
        .replaceValue(quoted, yamlValue(`Os escribo para daros las gracias. ${site.get<string>(quoted)}`))
        .site.replaceValue(own, yamlValue(check.replace("una opinión que nos llega directamente", "vuestra opinión, si nos llega directamente"))).site;
      const line = edited.valueAt(own).line;
      const col = edited.text.split("\n")[line - 1]!.indexOf("vuestra opinión") + 1;
      return {
        text: edited.text,
        problems: [],
        warnings: [at({ line, col }, "aviso: este texto trata a los huéspedes de vosotros, y la web les habla de tú: cambia «vuestra opinión» por «tu opinión»")],
      };
    },
  },
  "review-rating-zero": {
    did: "Poner «rating: 0» a una opinión (una nota que su plataforma no da)",
    make: (site) => {
      const { i, source } = ratedReview(site);
      const edit = site.replaceValue(["reviews", "list", i, "rating"], "0");
      return {
        text: edit.site.text,
        problems: [at(edit.at, `la nota (0) no está en la escala de ${source.name}, que va de 1 a ${source.scale}: escribe la que dio el huésped, tal como sale en la plataforma; si no dio ninguna, quita «rating»`)],
      };
    },
  },
  "review-rating-fraction": {
    did: "Copiar la nota con su escala, como la enseña la plataforma: «rating: 5/5»",
    make: (site) => {
      const { i } = ratedReview(site);
      const edit = site.replaceValue(["reviews", "list", i, "rating"], "5/5");
      return { text: edit.site.text, problems: [at(edit.at, `«reviews.list[${i}].rating» es un número («5/5»): escribe solo el número: 5`)] };
    },
  },
  "review-rating-booking-style": {
    did: "Copiar la nota como la enseña Booking.com, con coma y su escala: «rating: 9,6 / 10»",
    make: (site) => {
      // Its platform made Booking.com, so the number the message gives is one its scale has.
      const { i, source } = ratedReview(site);
      const k = site.get<{ name: string }[]>(["reviews", "sources"]).findIndex((candidate) => candidate.name === source.name);
      const booking = site.replaceValue(["reviews", "sources", k, "name"], "Booking.com").site.replaceValue(["reviews", "sources", k, "scale"], "10").site;
      const edit = booking.replaceValue(["reviews", "list", i, "rating"], "9,6 / 10");
      return { text: edit.site.text, problems: [at(edit.at, `«reviews.list[${i}].rating» es un número («9,6 / 10»): escribe solo el número, con punto: 9.6`)] };
    },
  },
  "review-rating-nan": {
    did: "Escribir «rating: .nan» (en YAML, «no es un número»)",
    make: (site) => {
      const { i } = ratedReview(site);
      const edit = site.replaceValue(["reviews", "list", i, "rating"], ".nan");
      const example = schemaExample(["review", "rating"]);
      return {
        text: edit.site.text,
        problems: [at(edit.at, `«reviews.list[${i}].rating» lleva «.nan», que no es un número que se pueda publicar (en YAML quiere decir «no es un número»): escribe el número, por ejemplo ${example}`)],
      };
    },
  },
  "review-stay-in-the-future": {
    did: "Poner en «stay» un mes que aún no ha llegado",
    make: (site) => {
      const now = new Date();
      const today = todayIn(site.get<string>(["site", "timeZone"]), now);
      const next = addMonths(`${today.slice(0, 7)}-01`, 1).slice(0, 7);
      const edit = site.replaceValue(["reviews", "list", 0, "stay"], next);
      return { text: edit.site.text, now, problems: [at(edit.at, `la estancia («stay: ${next}») es posterior a hoy (${today.split("-").reverse().join("/")}): pon el mes en que se alojó`)] };
    },
  },
  "review-language-unknown": {
    did: "Poner a una opinión un idioma que no existe: «language: zz»",
    make: (site) => {
      const i = reviewIndex(site, (review) => review.language !== site.get<string[]>(["site", "languages"])[0]);
      const edit = site.replaceValue(["reviews", "list", i, "language"], "zz");
      return { text: edit.site.text, problems: [at(edit.at, `«reviews.list[${i}].language»: «zz» no es un código de idioma: escribe el de dos letras de la norma ISO 639-1, en minúsculas, como ${LANGUAGE_EXAMPLES}`)] };
    },
  },
  "review-url-tracking": {
    did: "Copiar la dirección de la opinión con lo que la plataforma añade detrás de «?» («source_impression_id», «guests»…)",
    make: (site) => {
      const i = reviewIndex(site, (review) => review.url !== undefined);
      const url = site.get<string>(["reviews", "list", i, "url"]);
      const edit = site.replaceValue(["reviews", "list", i, "url"], `${url}?source_impression_id=p3_1732800000_P3kLmNoPqRsTuVwX&guests=1&adults=2`);
      return {
        text: edit.site.text,
        problems: [at(edit.at, `esta dirección lleva datos de seguimiento («source_impression_id», «guests» y «adults»), que dicen quién la compartió, tu sesión o tu búsqueda, y se publicarían con ella: pega la dirección sin ellos, «${url}»`)],
      };
    },
  },
  "review-url-too-long": {
    did: "Pegar en «url» mucho más que la dirección (una página entera, 300 KB)",
    make: (site) => {
      const i = reviewIndex(site, (review) => review.url !== undefined);
      const pasted = `${site.get<string>(["reviews", "list", i, "url"])}#${"opinión ".repeat(37_500).replaceAll(" ", "-")}`;
      const edit = site.replaceValue(["reviews", "list", i, "url"], pasted);
      return {
        text: edit.site.text,
        problems: [at(edit.at, `«reviews.list[${i}].url» tiene ${[...pasted].length} caracteres, y una dirección cabe en 2000: pega solo la dirección de la página, la que sale en la barra del navegador, sin nada más`)],
      };
    },
  },
  ...HIDDEN_APARTMENT_SLIPS,
};

/** The reviews of site.yaml, as the slips read them. */
type Review = { stay: string; source: string; language: string; text: string; rating?: number; url?: string };

/** The first review of site.yaml that `fits`. */
function reviewIndex(site: SiteText, fits: (review: Review) => boolean): number {
  const i = site.get<Review[]>(["reviews", "list"]).findIndex(fits);
  expect(i).toBeGreaterThanOrEqual(0);
  return i;
}

/** The first review with a rating, and its platform (with a scale). */
function ratedReview(site: SiteText): { i: number; source: { name: string; scale: number } } {
  const i = reviewIndex(site, (review) => review.rating !== undefined);
  const id = site.get<string>(["reviews", "list", i, "source"]);
  const source = site.get<{ id: string; name: string; scale: number }[]>(["reviews", "sources"]).find((candidate) => candidate.id === id)!;
  expect(source.scale).toBeGreaterThan(0);
  return { i, source };
}

/** The first example the schema gives for a definition's property. */
function schemaExample([definition, property]: [string, string]): unknown {
  const schema = JSON.parse(readFileSync(SCHEMA_PATH, "utf8")) as { $defs: Record<string, { properties: Record<string, { examples: unknown[] }> }> };
  return schema.$defs[definition]!.properties[property]!.examples[0];
}

/** How a language's code is written, as the messages show it. */
const LANGUAGE_EXAMPLES = "«es» (español), «en» (inglés), «fr» (francés), «de» (alemán), «it» (italiano) o «pt» (portugués)";

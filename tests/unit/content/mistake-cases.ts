/**
 * One mistake each, made in memory in the real site.yaml, with the exact lines `npm run check`
 * must print for it (`line:col: message`, in order). Targets are found by key path and every
 * position and quoted name is read from the file, so the owner editing site.yaml moves the
 * expectations with it; the Spanish wording is what these cases pin.
 */
import { readFileSync } from "node:fs";
import { SCHEMA_PATH } from "../../../scripts/content/validator.ts";
import { MAX_ITEMS, MAX_NESTING } from "../../../src/content-check/read/yaml-limits.ts";
import { SiteText, yamlValue, type KeyPath, type Position } from "./site-edits.ts";
import { misspell, quoted } from "./typo-hints.ts";

export type MistakeCase = {
  /** The whole content file, with the mistake. */
  text: string;
  /** `line:col: message`, in the order they are printed. */
  problems: string[];
  /** Names photos in `pruebas/` (tests/fixtures/photos), so it needs the temporary photos folder. */
  fixturePhotos?: boolean;
  /** A small file of its own, not an edit of site.yaml. */
  standalone?: boolean;
};

/** The parts of site.yaml the cases read. */
export type RawSite = {
  site: { languages: string[] };
  booking: { listingSite: string; listings: Record<string, string> };
  features: { id: string; icon: string }[];
  apartments: { slug: string; name: string; features: string[]; related: string[]; photos: { file: string }[] }[];
  rules: { sections: { paragraphs: string[] }[] };
  routes: { path: string; label: Translated; kind: string; apartment?: string }[];
  navigation: { label?: Translated; path?: string; children?: { path: string }[] }[];
  figures: { value: number; label: Translated; year?: boolean }[];
  redirects: { from: string; to: string }[];
  placeCategories: { places: unknown[] }[];
  gallery: { sections: { photos: { file: string }[] }[] };
  about: { images: { file: string }[] };
  reviews: { sources: { id: string; name: string; scale?: number; total?: number }[]; list: { guest: string; source: string; apartment: string; url?: string; rating?: number }[] };
};

/** A visitor-facing text as site.yaml writes it: one line per language. */
type Translated = Record<string, string>;

const SYNTAX = "error de sintaxis YAML: ";
const BOMB = "error de sintaxis YAML: demasiados alias (*nombre): el archivo se expandiría sin fin";
const TOO_DEEP = `error de sintaxis YAML: hay más de ${MAX_NESTING} listas o bloques uno dentro de otro; revisa los «[», «{» y los guiones «- » que se abren aquí y no se cierran`;

/** A text as the messages quote it: cut at `length` characters, with «…». */
const shortened = (text: string, length: number): string => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
const at = (position: Position, message: string): string => `${position.line}:${position.col}: ${message}`;
const lineStart = (position: Position): Position => ({ line: position.line, col: 1 });

/** As the checker sorts them: by line, then column, then text. */
function sorted(problems: { position: Position; message: string }[]): string[] {
  return [...problems]
    .sort((a, b) => a.position.line - b.position.line || a.position.col - b.position.col || a.message.localeCompare(b.message))
    .map(({ position, message }) => at(position, message));
}

/** The values a property may take (the icons of a feature), read from the schema wherever it declares them. */
export function schemaEnum(property: string): string[] {
  const found: string[][] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    const properties = (node as { properties?: Record<string, { enum?: string[] }> }).properties;
    if (properties?.[property]?.enum) found.push(properties[property].enum);
    Object.values(node).forEach(walk);
  };
  walk(JSON.parse(readFileSync(SCHEMA_PATH, "utf8")));
  if (found.length !== 1) throw new Error(`the schema should declare one «${property}» list, and has ${found.length}`);
  return found[0]!;
}

/**
 * site.yaml with the first apartment's capacity anchored (`&capacity`) and every other
 * apartment's capacity an alias of it (`*capacity`): correct YAML that uses aliases.
 */
export function shareCapacity(site: SiteText): SiteText {
  let shared = site.anchor(["apartments", 0, "capacity"], "capacity").site;
  for (let i = 1; i < site.get<unknown[]>(["apartments"]).length; i++) shared = shared.replaceValue(["apartments", i, "capacity"], "*capacity").site;
  return shared;
}

/** Replaces one value and expects one message at it. */
function valueMistake(site: SiteText, path: KeyPath, source: string, message: string): MistakeCase {
  const edit = site.replaceValue(path, source);
  return { text: edit.site.text, problems: [at(edit.at, message)] };
}

/** How a language's code is written, as the messages show it. */
const LANGUAGES = "«es» (español), «en» (inglés), «fr» (francés), «de» (alemán), «it» (italiano) o «pt» (portugués)";

const HTTPS_URL_HELP = "Escribe la dirección web completa, empezando por https:// y sin usuario ni contraseña delante del nombre del sitio: «https://www.facebook.com/mipagina».";

const UNREADABLE = "no se puede leer: el archivo está dañado o no es una imagen; vuelve a exportarla en JPG";

/** A photo reference pointed at one of the bad photos in tests/fixtures/photos (served as `pruebas/`). */
function fixturePhotoMistake(site: SiteText, path: KeyPath, photo: string, problem: string): MistakeCase {
  const file = `pruebas/${photo}`;
  return { ...valueMistake(site, path, file, `la foto «${file}» ${problem}`), fixturePhotos: true };
}

/** A name misspelt by one letter: the message guesses the name it was. */
function typoMistake(site: SiteText, path: KeyPath, known: readonly string[], kind: string): MistakeCase {
  const meant = site.get<string>(path);
  const typo = misspell(meant, known);
  return valueMistake(site, path, yamlValue(typo), `${kind} «${typo}» no existe; ¿querías decir «${meant}»?`);
}

/** Case name → how to make it from a site.yaml text. */
export const MISTAKES: Record<string, (site: SiteText) => MistakeCase> = {
  // --- YAML syntax ---
  "yaml-indent": (site) => {
    // One space too many before «town:»: said at its line, against the key above it in «address».
    const path = ["site", "address", "town"];
    const keys = site.keys(["site", "address"]);
    const above = keys[keys.indexOf("town") - 1]!;
    const indent = site.keyAt(path).col - 1;
    const edit = site.reindent(path, " ".repeat(indent + 1));
    return {
      text: edit.site.text,
      problems: [at(lineStart(edit.at), `${SYNTAX}esta línea tiene ${indent + 1} espacios al principio y aquí van ${indent}, como «${above}» en la línea ${site.keyAt(["site", "address", above]).line}: quita 1 espacio (los espacios del principio dicen qué va dentro de qué)`)],
    };
  },
  "tab-indent": (site) => {
    // Only the tab: the lines after it, which the parser loses too, are not reported.
    const edit = site.reindent(["site", "address", "postalCode"], "\t");
    return { text: edit.site.text, problems: [at(lineStart(edit.at), `${SYNTAX}hay un tabulador al principio de esta línea: la sangría se hace solo con espacios; cámbialo por espacios, tantos como las líneas de su bloque`)] };
  },
  "duplicate-key": (site) => {
    // «timeZone» renamed «name»: the second of the two in the file is the one reported, with the line of the first.
    const edit = site.renameKey(["site", "timeZone"], "name");
    const [first, second] = [site.keyOffset(["site", "name"]), site.keyOffset(["site", "timeZone"])].sort((a, b) => a - b);
    return {
      text: edit.site.text,
      problems: [at(site.position(second!), `${SYNTAX}«name» ya está en la línea ${site.position(first!).line}, en este mismo bloque, y cada clave va una sola vez: si has copiado el bloque, junta las dos copias en una`)],
    };
  },
  empty: () => ({
    standalone: true,
    text: "",
    problems: ["1:1: el archivo está vacío: debe contener el contenido del sitio (copia site.yaml como modelo)"],
  }),
  "alias-bomb": () => ({
    standalone: true,
    text: `# «Billion laughs»: each line doubles the one before; expanded, it would never end.
a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
`,
    // The first alias whose expansion goes over the limit: the first «*c» of «d».
    problems: [`5:8: ${BOMB}`],
  }),
  "alias-bomb-after-anchor": (site) => {
    // Hidden after the apartments' correct «*capacity» aliases; reported at the first «*lol3» of «lol4», not at them.
    const edit = shareCapacity(site).insertLinesAfter(["apartments"], [
      "# «Billion laughs» escondido en medio de un archivo correcto",
      'lol1: &lol1 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
      "lol2: &lol2 [*lol1, *lol1, *lol1, *lol1, *lol1, *lol1, *lol1, *lol1, *lol1]",
      "lol3: &lol3 [*lol2, *lol2, *lol2, *lol2, *lol2, *lol2, *lol2, *lol2, *lol2]",
      "lol4: &lol4 [*lol3, *lol3, *lol3, *lol3, *lol3, *lol3, *lol3, *lol3, *lol3]",
      "lol5: &lol5 [*lol4, *lol4, *lol4, *lol4, *lol4, *lol4, *lol4, *lol4, *lol4]",
      "",
    ]);
    return { text: edit.site.text, problems: [at(edit.site.position(edit.site.text.indexOf("*lol3", edit.offset)), BOMB)] };
  },
  "alias-unknown": (site) => {
    // The last apartment's alias misspelt, after correct ones: there is no «&capacidad».
    const last = site.get<unknown[]>(["apartments"]).length - 1;
    const edit = shareCapacity(site).replaceValue(["apartments", last, "capacity"], "*capacidad");
    return { text: edit.site.text, problems: [at(edit.at, "error de sintaxis YAML: el alias «*capacidad» no tiene antes un ancla «&capacidad» de la que copiar")] };
  },

  // --- schema ---
  "capacity-type": (site) => valueMistake(site, ["apartments", 1, "capacity", "max"], '"seis"', "«apartments[1].capacity.max» debe ser un número entero, y es un texto"),
  "unknown-key": (site) => {
    // Only the unknown key, with the hint: not also «falta el campo obligatorio «tagline»».
    const typo = misspell("tagline", site.keys(["site"]));
    const edit = site.renameKey(["site", "tagline"], typo);
    return { text: edit.site.text, problems: [at(edit.at, `la clave «${typo}» no existe en «site» (no debe tener propiedades adicionales); ¿querías decir «tagline»?`)] };
  },
  "gallery-photos-of-before": (site) => {
    // site.yaml from before the gallery had sections: one message, where the photos go now.
    const edit = site.renameKey(["gallery", "sections"], "photos");
    return {
      text: edit.site.text,
      problems: [
        at(
          edit.at,
          "la clave «photos» ya no existe en «gallery»: la galería va ahora por apartados: pon esas fotos en «sections», en uno o varios apartados, cada uno con su «title» en cada idioma y sus «photos» (docs/editar-contenido.md, «Galería»)",
        ),
      ],
    };
  },
  "missing-alt": (site) => {
    // Reported at the photo that lacks it (the edit is after the photo's start, which stays put).
    const photo = ["apartments", 0, "photos", 2];
    const edit = site.deleteBlockPair([...photo, "alt"]);
    return { text: edit.site.text, problems: [at(site.valueAt(photo), "falta el campo obligatorio «alt» en «apartments[0].photos[2]» (debe tener la propiedad requerida alt)")] };
  },
  "distance-thousands-point": (site) =>
    // «1.500 m» is how Spanish writes 1500 m, and would read as 1.5 m: refused, with the ways that can't be misread.
    valueMistake(site, ["placeCategories", 0, "places", 0, "distance"], '"1.500 m"', "«placeCategories[0].places[0].distance» no tiene un formato válido («1.500 m»). Escribe la distancia con su unidad, «350 m» o «1,2 km», sin punto de los miles («1500 m», o mejor «1,5 km»), o deja las comillas vacías («\"\"») si no la sabes."),
  // --- reviews: each attributed, and «todas» only when it is true ---
  "review-without-url": (site) => {
    const i = site.data<RawSite>().reviews.list.findIndex((review) => review.url !== undefined);
    const edit = site.deleteBlockPair(["reviews", "list", i, "url"]);
    return { text: edit.site.text, problems: [at(site.valueAt(["reviews", "list", i, "source"]), "falta «url»: la dirección de esta opinión en Airbnb (la página de opiniones del anuncio), para que quien la lea pueda ver el original")] };
  },
  "review-source-typo": (site) => valueMistake(site, ["reviews", "list", 0, "source"], "airbnbb", "la fuente «airbnbb» no está en «reviews.sources»; ¿querías decir «airbnb»?"),
  "review-apartment-typo": (site) => valueMistake(site, ["reviews", "list", 0, "apartment"], "miradr", "el apartamento «miradr» no existe; ¿querías decir «mirador»?"),
  "review-guest-full-name": (site) =>
    valueMistake(site, ["reviews", "list", 0, "guest"], "Laura Gómez Pérez", "«reviews.list[0].guest» no tiene un formato válido («Laura Gómez Pérez»). Escribe solo el nombre de pila del huésped (una o dos palabras, sin números ni apellidos), o su inicial con punto: «Laura», «Ana María», «J.»."),
  "review-rating-over-scale": (site) =>
    valueMistake(site, ["reviews", "list", 0, "rating"], "9.5", "la nota (9.5) no está en la escala de Airbnb, que va de 1 a 5: escribe la que dio el huésped, tal como sale en la plataforma; si no dio ninguna, quita «rating»"),
  "review-rating-negative": (site) =>
    valueMistake(site, ["reviews", "list", 0, "rating"], "-1", "la nota (-1) no está en la escala de Airbnb, que va de 1 a 5: escribe la que dio el huésped, tal como sale en la plataforma; si no dio ninguna, quita «rating»"),
  "review-overall-zero": (site) => {
    const edit = site.replaceValue(["reviews", "sources", 0, "overall", "rating"], "0");
    return { text: edit.site.text, problems: [at(edit.at, "la nota media (0) no está en la escala de Airbnb, que va de 1 a 5: escríbela tal como sale en la plataforma")] };
  },
  "review-airbnb-scale-of-ten": (site) => valueMistake(site, ["reviews", "sources", 0, "scale"], "10", "Airbnb puntúa de 1 a 5, no de 1 a 10: pon «scale: 5»"),
  "review-language-by-name": (site) =>
    valueMistake(site, ["reviews", "list", 0, "language"], "francés", `«reviews.list[0].language»: «francés» no es un código de idioma: escribe el de dos letras de la norma ISO 639-1, en minúsculas, como ${LANGUAGES}; ¿querías decir «fr» (francés)?`),
  "review-language-with-country": (site) =>
    valueMistake(site, ["reviews", "list", 0, "language"], "en-GB", `«reviews.list[0].language»: «en-GB» no es un código de idioma: escribe el de dos letras de la norma ISO 639-1, en minúsculas, como ${LANGUAGES}; ¿querías decir «en» (inglés)?`),
  "review-language-capitals": (site) =>
    valueMistake(site, ["reviews", "list", 0, "language"], "ES", `«reviews.list[0].language»: «ES» no es un código de idioma: escribe el de dos letras de la norma ISO 639-1, en minúsculas, como ${LANGUAGES}; ¿querías decir «es» (español)?`),
  "site-language-unknown": (site) =>
    valueMistake(site, ["site", "languages", 1], "zz", `«site.languages[1]»: «zz» no es un código de idioma: escribe el de dos letras de la norma ISO 639-1, en minúsculas, como ${LANGUAGES}`),
  "social-url-tracking": (site) => {
    const url = site.get<string>(["site", "social", "url"]);
    return valueMistake(
      site,
      ["site", "social", "url"],
      `${url}?utm_source=instagram&utm_medium=bio&fbclid=IwAR0aBcDeFgHiJk`,
      `esta dirección lleva datos de seguimiento («utm_source», «utm_medium» y «fbclid»), que dicen quién la compartió, tu sesión o tu búsqueda, y se publicarían con ella: pega la dirección sin ellos, «${url}»`,
    );
  },
  // --- a number written as it is said, or as YAML's «not a number»: one message, with the number to type ---
  "number-rating-percent": (site) => valueMistake(site, ["reviews", "list", 0, "rating"], "10 %", "«reviews.list[0].rating» es un número («10 %»): escribe solo el número: 10"),
  "number-rating-comma": (site) => valueMistake(site, ["reviews", "list", 0, "rating"], "4,8", "«reviews.list[0].rating» es un número («4,8»): escribe solo el número, con punto: 4.8"),
  "number-rating-fraction-with-point": (site) => valueMistake(site, ["reviews", "list", 0, "rating"], "4.8/5", "«reviews.list[0].rating» es un número («4.8/5»): escribe solo el número: 4.8"),
  "number-rating-in-words": (site) => valueMistake(site, ["reviews", "list", 0, "rating"], "4 de 5 estrellas", "«reviews.list[0].rating» es un número («4 de 5 estrellas»): escribe solo el número: 4"),
  "number-rating-as-stars": (site) => valueMistake(site, ["reviews", "list", 0, "rating"], "★★★★☆", "«reviews.list[0].rating» es un número («★★★★☆»): escribe solo el número: 4"),
  "number-between-quotes": (site) =>
    valueMistake(site, ["reviews", "list", 0, "rating"], '"4.8"', "«reviews.list[0].rating» es un número, y entre comillas se lee como un texto: escríbelo sin comillas: 4.8"),
  "number-capacity-with-unit": (site) => valueMistake(site, ["apartments", 0, "capacity", "max"], "6 personas", "«apartments[0].capacity.max» es un número («6 personas»): escribe solo el número: 6"),
  "number-thousands-point-with-unit": (site) =>
    valueMistake(site, ["figures", 0, "value"], '"1.912 años"', "«figures[0].value» es un número («1.912 años»): escribe solo el número, sin punto de los miles: 1912"),
  "number-range-is-no-unit": (site) => valueMistake(site, ["apartments", 0, "capacity", "max"], "4 o 5", "«apartments[0].capacity.max» debe ser un número entero, y es un texto"),
  "number-nan-in-one-line": (site) =>
    valueMistake(
      site,
      ["site", "geo", "latitude"],
      ".nan",
      "«site.geo.latitude» lleva «.nan», que no es un número que se pueda publicar (en YAML quiere decir «no es un número»): escribe el número, por ejemplo 40.8421",
    ),
  "number-infinity-integer": (site) =>
    valueMistake(site, ["booking", "defaultGuests"], ".inf", "«booking.defaultGuests» lleva «.inf», que no es un número que se pueda publicar (en YAML quiere decir «infinito»): escribe el número, por ejemplo 1"),
  "number-overall-nan": (site) =>
    valueMistake(
      site,
      ["reviews", "sources", 0, "overall", "rating"],
      ".NaN",
      "«reviews.sources[0].overall.rating» lleva «.NaN», que no es un número que se pueda publicar (en YAML quiere decir «no es un número»): escribe el número, por ejemplo 4.8",
    ),
  "review-rating-two-decimals": (site) => valueMistake(site, ["reviews", "list", 0, "rating"], "4.65", "escribe la nota con un decimal como mucho, como sale en la plataforma: «4.7»"),
  "review-direct-with-url": (site) => {
    const i = site.data<RawSite>().reviews.list.findIndex((review) => review.source === "directo");
    const edit = site.insertLinesAfter(["reviews", "list", i, "source"], ["      url: https://www.example.com/libro-de-visitas"]);
    return { text: edit.site.text, problems: [at(edit.site.valueAt(["reviews", "list", i, "url"]), "una opinión directa no tiene original en una plataforma, así que la web no enlaza a ninguno: quita «url»")] };
  },
  "review-outside-period": (site) =>
    valueMistake(site, ["reviews", "list", 0, "stay"], "2024-05", "esta estancia es de mayo de 2024, fuera del periodo de «selection» (de junio de 2025 a octubre de 2026): la web dice que las opiniones son de ese periodo; amplía «from» o «to», o quita esta opinión"),
  "reviews-all-but-filtered": (site) => {
    // The owner declares one more Airbnb review than the list holds: «todas» would be untrue.
    const total = site.data<RawSite>().reviews.sources[0]!.total!;
    const edit = site.replaceValue(["reviews", "sources", 0, "total"], String(total + 1));
    const message = `con «rule: todas» la web dice que muestra todas las opiniones del periodo, y de Airbnb hay ${total + 1} opiniones («total: ${total + 1}») pero «list» lleva ${total}: añade la que falta, también si no te gusta, o cambia a «rule: elegidas» y di en «how» cómo las eliges`;
    return { text: edit.site.text, problems: [at(edit.at, message)] };
  },
  // --- languages ---
  "translation-missing": (site) => {
    // One English text removed: said at the text's line above it (its Spanish), where the owner adds it back.
    const text = ["apartments", 1, "summary"];
    const spanish = site.get<string>([...text, "es"]);
    const edit = site.deleteBlockPair([...text, "en"]);
    const quotedSpanish = spanish.length > 50 ? `${spanish.slice(0, 49)}…` : spanish;
    return {
      text: edit.site.text,
      problems: [at(edit.site.keyAt([...text, "es"]), `«apartments[1].summary»: falta el texto en inglés (en); añade debajo una línea «en: …» con el texto (el de español (es) es «${quotedSpanish}»)`)],
    };
  },
  "site-name-translation-missing": (site) => {
    // The site's name is a text like the others: its English line missing is said as any other's.
    const text = ["site", "name"];
    const edit = site.deleteBlockPair([...text, "en"]);
    return {
      text: edit.site.text,
      problems: [at(edit.site.keyAt([...text, "es"]), `«site.name»: falta el texto en inglés (en); añade debajo una línea «en: …» con el texto (el de español (es) es «${shortened(site.get<string>([...text, "es"]), 50)}»)`)],
    };
  },
  "site-name-in-one-language": (site) => {
    // The site's name on one line, as it was written before it had a version in each language: refused like
    // any text written so, at the name, with the lines to type.
    const path = ["site", "name"];
    const spanish = site.get<string>([...path, "es"]);
    const colon = site.text.indexOf(":", site.pair(path).key.range![1]);
    const edit = site.edit({ from: colon + 1, to: site.lineAfterOffset(path) - 1, insert: ` ${spanish}` });
    return {
      text: edit.site.text,
      problems: [
        at(
          edit.site.valueAt(path),
          `«site.name» lleva el texto en cada idioma de la web, cada uno en su línea debajo de «name:», con dos espacios más: «es: ${shortened(spanish, 40)}» y «en: …», con el texto traducido`,
        ),
      ],
    };
  },
  "translation-empty": (site) => valueMistake(site, ["placeCategories", 0, "intro", "en"], '""', "«placeCategories[0].intro»: falta el texto en inglés (en): está vacío; escríbelo"),
  // --- legal data ---
  "tax-id-missing": (site) => {
    // Reported at the key it goes under (the line above the one deleted), where the owner adds it back.
    const holder = ["legal", "holder"];
    const keys = site.keys(holder);
    const above = keys[keys.indexOf("taxId") - 1]!;
    const edit = site.deleteBlockPair([...holder, "taxId"]);
    return { text: edit.site.text, problems: [at(edit.site.keyAt([...holder, above]), "falta el campo obligatorio «taxId» en «legal.holder» (debe tener la propiedad requerida taxId)")] };
  },
  "tax-id-wrong-letter": (site) => {
    // A NIF whose letter doesn't match its number (12345678 takes Z): said at the value, with the letter it takes.
    const path = ["legal", "holder", "taxId"];
    return valueMistake(site, path, '"12345678A"', "el NIF «12345678A» no es válido: con esos números la letra tiene que ser «Z»; revisa que esté bien copiado, números y letra");
  },
  "tax-id-of-a-company-for-a-person": (site) =>
    valueMistake(site, ["legal", "holder", "taxId"], '"B12345674"', "«B12345674» es un CIF, de una empresa; una persona tiene NIF («12345678Z») o NIE («X1234567L»): si el titular es una empresa, pon «kind: company»"),
  "bad-slug": (site) =>
    valueMistake(site, ["apartments", 1, "slug"], "San Isidro", "«apartments[1].slug» no tiene un formato válido («San Isidro»). Escribe un identificador en minúsculas, sin tildes ni espacios, con guiones entre las palabras: «san-isidro», «la-parra»."),
  "javascript-url": (site) =>
    valueMistake(site, ["site", "social", "url"], "javascript:alert(1)", `«site.social.url» no tiene un formato válido («javascript:alert(1)»). ${HTTPS_URL_HELP}`),
  // A link with a user and password before the site, or an «@» in the host: a browser may open another site than the one shown.
  "url-with-password": (site) =>
    valueMistake(site, ["site", "social", "url"], "https://admin:clave@www.facebook.com/mipagina", `«site.social.url» no tiene un formato válido («https://admin:clave@www.facebook.com/mipagina»). ${HTTPS_URL_HELP}`),
  "url-with-at-in-host": (site) =>
    valueMistake(site, ["legal", "supervisor", "url"], "https://www.aragon.es@evil.example/turismo", `«legal.supervisor.url» no tiene un formato válido («https://www.aragon.es@evil.example/turismo»). ${HTTPS_URL_HELP}`),
  "legal-double-braces": (site) => {
    const path = ["legal", "pages", "notice", "sections", 0, "paragraphs", 0, "es"];
    const text = site.get<string>(path).replace("{holder}", "{{holder}}");
    return valueMistake(site, path, yamlValue(text), "«{{holder}}» lleva llaves dobles: las marcas de la web van entre una sola llave a cada lado, «{holder}»");
  },
  "http-url": (site) => {
    const http = site.get<string>(["booking", "listingSite"]).replace(/^https:/, "http:");
    return valueMistake(
      site,
      ["booking", "listingSite"],
      http,
      `«booking.listingSite» no tiene un formato válido («${http}»). Escribe la dirección de la web de anuncios, con https:// y sin «/» al final: «https://www.airbnb.es».`,
    );
  },
  "contact-list": (site) => {
    // Each key of «contact» written as a list item: reported where the list starts.
    const edit = site.keysToListItems(["contact"]);
    return { text: edit.site.text, problems: [at(edit.at, "«contact» debe ser un bloque de claves («clave: valor»), y es una lista; aquí van claves («nombre: valor»), no líneas con guion")] };
  },
  email: (site) =>
    valueMistake(site, ["contact", "email"], "reservas.example.com", `«contact.email» no tiene un formato válido («reservas.example.com»). ${EMAIL_HELP}`),
  time: (site) => valueMistake(site, ["rules", "times", "checkIn"], '"25:00"', "«rules.times.checkIn» no tiene un formato válido («25:00»). Escribe la hora de 0:00 a 23:59, con dos puntos: «09:00», «16:30» (también vale «9:00» o «16.30»)."),
  "slider-seconds": (site) =>
    valueMistake(site, ["apartmentSlider", "animationSeconds"], "7", "«apartmentSlider.animationSeconds»: debe ser <= 5 (Duración del paso de una foto a otra, en segundos (0.1 a 5))"),
  "figure-thousands-separator": (site) => {
    // A year typed as a visitor reads a number in Spanish: YAML takes «1.912» for one point nine.
    const i = site.data<RawSite>().figures.findIndex((figure) => figure.year);
    return valueMistake(site, ["figures", i, "value"], "1.912", `«figures[${i}].value» debe ser un número entero, y es un número; escríbelo sin puntos ni comas: 1912, no 1.912`);
  },
  "figure-label-long": (site) => {
    const label = "años cuidando de quienes nos visitan en el pueblo";
    return valueMistake(
      site,
      ["figures", 0, "label", "es"],
      yamlValue(label),
      `«figures[0].label.es» tiene ${[...label].length} caracteres, ${[...label].length - 40} de más: acórtalo a 40 como mucho`,
    );
  },
  "icon-enum": (site) => {
    const icons = schemaEnum("icon");
    const icon = site.get<string>(["features", 0, "icon"]);
    const typo = misspell(icon, icons);
    return valueMistake(
      site,
      ["features", 0, "icon"],
      yamlValue(typo),
      `«features[0].icon»: debe ser igual a uno de los valores predefinidos: ${quoted(icons)}; ¿querías decir «${icon}»?`,
    );
  },

  // --- cross-checks ---
  "duplicate-slug": (site) => {
    // The third apartment takes the first one's slug: said once, with where the other one is, and
    // not again through what pointed at its old slug (related, pages, listings).
    const raw = site.data<RawSite>();
    const k = Math.min(2, raw.apartments.length - 1);
    const taken = raw.apartments[0]!.slug;
    const edited = site.replaceValue(["apartments", k, "slug"], yamlValue(taken));
    const message = `el slug «${taken}» ya es el de «${raw.apartments[0]!.name}», en la línea ${site.keyAt(["apartments", 0, "slug"]).line}; cada apartamento necesita uno distinto (es su dirección en la web): cambia uno de los dos`;
    return { text: edited.site.text, problems: sorted([{ position: edited.at, message }]) };
  },
  "unknown-related": (site) => {
    const raw = site.data<RawSite>();
    const i = raw.apartments.findIndex((apartment) => apartment.related.length > 0);
    return typoMistake(site, ["apartments", i, "related", 0], raw.apartments.map((apartment) => apartment.slug), "el apartamento");
  },
  "unknown-feature": (site) => {
    const raw = site.data<RawSite>();
    const i = raw.apartments.findIndex((apartment) => apartment.features.length > 0);
    return typoMistake(site, ["apartments", i, "features", raw.apartments[i]!.features.length - 1], raw.features.map((feature) => feature.id), "el servicio");
  },
  "redirect-target": (site) => {
    const raw = site.data<RawSite>();
    return typoMistake(site, ["redirects", raw.redirects.length - 1, "to"], raw.routes.map((route) => route.path), "la página");
  },
  "route-apartment": (site) => {
    // The third apartment's page names a misspelt apartment: so, unless another page shows it,
    // that apartment has no page either.
    const raw = site.data<RawSite>();
    const k = Math.min(2, raw.apartments.length - 1);
    const { slug } = raw.apartments[k]!;
    const pages = raw.routes.flatMap((route, i) => (route.kind === "apartment" && route.apartment === slug ? [i] : []));
    const typo = misspell(slug, raw.apartments.map((apartment) => apartment.slug));
    const edit = site.replaceValue(["routes", pages[0]!, "apartment"], yamlValue(typo));
    const problems = [{ position: edit.at, message: `el apartamento «${typo}» no existe; ¿querías decir «${slug}»?` }];
    if (pages.length === 1) {
      const message = `el apartamento «${slug}» no tiene página: añade una en «routes» con «kind: apartment» y «apartment: ${slug}»`;
      problems.push({ position: edit.site.valueAt(["apartments", k, "slug"]), message });
    }
    return { text: edit.site.text, problems: sorted(problems) };
  },
  // A page's kind chooses its fields (the schema's sitePage): each kind's own field is asked for, refused on another kind, and a kind no page has is a typo.
  "route-kind-field-missing": (site) => {
    const raw = site.data<RawSite>();
    const i = raw.routes.findIndex((route) => route.kind === "apartment");
    const keys = site.keys(["routes", i]);
    const above = keys[keys.indexOf("apartment") - 1]!;
    const edit = site.deleteBlockPair(["routes", i, "apartment"]);
    return { text: edit.site.text, problems: [at(edit.site.keyAt(["routes", i, above]), `falta el campo obligatorio «apartment» en «routes[${i}]» (debe tener la propiedad requerida apartment)`)] };
  },
  "route-field-of-another-kind": (site) => {
    const raw = site.data<RawSite>();
    const i = raw.routes.findIndex((route) => route.kind === "gallery");
    const edit = site.insertLinesAfter(["routes", i, "kind"], [`    apartment: ${raw.apartments[0]!.slug}`]);
    return { text: edit.site.text, problems: [at(edit.site.keyAt(["routes", i, "apartment"]), "«apartment» solo vale en páginas de tipo «apartment», y esta es «gallery»")] };
  },
  "route-kind-typo": (site) => {
    const raw = site.data<RawSite>();
    const i = raw.routes.findIndex((route) => route.kind === "gallery");
    return valueMistake(site, ["routes", i, "kind"], "galery", `«routes[${i}].kind»: debe ser igual a uno de los valores predefinidos: ${quoted(["home", "apartment-list", "apartment", "places", "gallery", "about", "contact", "legal", "reviews"])}; ¿querías decir «gallery»?`);
  },
  "rules-token": (site) => {
    const path = ["rules", "sections", 0, "paragraphs", 0, "es"];
    return valueMistake(
      site,
      path,
      JSON.stringify(`${site.get<string>(path)} {horaEntrada}`),
      "«{horaEntrada}» no es un dato conocido; aquí se puede usar «{checkIn}», «{checkOut}», «{quietFrom}», «{quietTo}», «{apartments}» y «{apartmentsNumber}»",
    );
  },
  "listing-slug": (site) => {
    // Reported at the key itself. The last listing, so that the key's position is not also where
    // the block of listings starts (the fallback when a key can't be found).
    const raw = site.data<RawSite>();
    const listed = Object.keys(raw.booking.listings).at(-1);
    if (listed === undefined) throw new Error("site.yaml has no listing in booking.listings to misspell");
    const typo = misspell(listed, raw.apartments.map((apartment) => apartment.slug));
    const edit = site.renameKey(["booking", "listings", listed], typo);
    return { text: edit.site.text, problems: [at(edit.at, `el apartamento «${typo}» no existe; ¿querías decir «${listed}»?`)] };
  },

  "menu-label-with-path": (site) => {
    // The menu naming a page otherwise than the page does (the menu said «Sobre nosotros», the
    // page «Historia»): a menu link takes its page's name, so a label beside a path is refused,
    // even written in every language. The page's name is quoted in the main language.
    const raw = site.data<RawSite>();
    const i = raw.navigation.findIndex((item) => item.path !== undefined && item.children === undefined);
    const { path } = raw.navigation[i]!;
    const page = raw.routes.find((route) => route.path === path)!;
    const edit = site.replaceValue(["navigation", i], `{ label: { es: Sobre nosotros, en: About us }, path: ${path} }`);
    const label = edit.site.position(edit.offset + "{ ".length);
    return {
      text: edit.site.text,
      problems: [at(label, `«label» sobra aquí: el menú dice el nombre de la página «${path}» («${page.label[raw.site.languages[0]!]}»); para cambiarlo, cambia su «label» en «routes» y borra este`)],
    };
  },
  "menu-child-label": (site) => {
    // A dropdown's link has only its page: the schema's words say where the name comes from.
    const raw = site.data<RawSite>();
    const i = raw.navigation.findIndex((item) => item.children !== undefined);
    const { path } = raw.navigation[i]!.children![0]!;
    const edit = site.replaceValue(["navigation", i, "children", 0], `{ label: Portada, path: ${path} }`);
    const label = edit.site.position(edit.offset + "{ ".length);
    return {
      text: edit.site.text,
      problems: [
        at(
          label,
          `la clave «label» no existe en «navigation[${i}].children[0]» (no debe tener propiedades adicionales); las claves permitidas son «path» (Un enlace de un desplegable: la página a la que lleva. El menú muestra el nombre de esa página («label» en «routes»))`,
        ),
      ],
    };
  },
  "menu-dropdown-without-label": (site) => {
    // A dropdown with no page of its own has nothing else to be called by.
    const raw = site.data<RawSite>();
    const i = raw.navigation.findIndex((item) => item.path === undefined && item.label !== undefined);
    const [from, to] = [site.keyOffset(["navigation", i, "label"]), site.keyOffset(["navigation", i, "children"])];
    if (to < from) throw new Error("expected the dropdown's «label» before its «children» in site.yaml");
    const edit = site.edit({ from, to, insert: "" });
    return { text: edit.site.text, problems: [at(edit.at, "un desplegable sin «path» necesita «label»: el texto que se ve en el menú («Información»)")] };
  },

  // A seventh figure: said with how many there are and how many fit.
  "figures-too-many": (site) => {
    const figures = site.data<RawSite>().figures;
    const edit = site.insertLinesAfter(["figures", figures.length - 1], ["  - value: 12", "    label:", "      es: habitaciones", "      en: rooms"].concat(Array.from({ length: 6 - figures.length }, (_, i) => [`  - value: ${i + 1}`, "    label: { es: cosa, en: thing }"]).flat()));
    // Shown at the seventh, the first one too many.
    return { text: edit.site.text, problems: [at(edit.site.valueAt(["figures", 6]), "«figures» tiene 7 elementos, 1 de más: caben 6 como mucho (Cifras de la portada (de 1 a 6): una franja de números que cuentan hacia arriba al aparecer en pantalla. Solo datos ciertos. Si se quita, no hay franja)")] };
  },
  "figure-not-a-year": (site) => {
    const i = site.data<RawSite>().figures.findIndex((figure) => figure.year);
    return valueMistake(site, ["figures", i, "value"], "191", "«191» no es un año: con «year: true» el número es un año de 4 cifras («1912»); si no es un año, quita «year»");
  },

  // --- photo files ---
  "missing-photo": (site) => {
    // «.jpeg» for a «.jpg»: the message names the file that is there.
    const path = ["apartments", 0, "photos", 2, "file"];
    const there = site.get<string>(path);
    const missing = there.replace(/\.jpg$/, ".jpeg");
    return valueMistake(site, path, missing, `la foto «${missing}» no está en la carpeta photos/; la más parecida que hay es «${there}»: corrige el nombre en site.yaml o el del archivo`);
  },
  // An «about» image: needs 800 px, is 400.
  "photo-too-small": (site) =>
    fixturePhotoMistake(site, ["about", "images", 0, "file"], "pequena.jpg", "es demasiado pequeña (400 px de ancho) para donde se muestra: necesita al menos 800 px; usa el original de la cámara o del móvil"),
  "photo-unreadable": (site) => fixturePhotoMistake(site, ["gallery", "sections", 0, "photos", 0, "file"], "danada.jpg", UNREADABLE),
  // A real JPEG cut in half: its header still says 1600 px.
  "photo-truncated": (site) => fixturePhotoMistake(site, ["gallery", "sections", 0, "photos", 1, "file"], "cortada.jpg", UNREADABLE),

  // A camera's RAW, or a TIFF: said as what it is, once (not also as a photo that isn't there).
  "photo-raw": (site) =>
    valueMistake(
      site,
      ["gallery", "sections", 0, "photos", 0, "file"],
      "edificio/DSC_0412.NEF",
      "la foto «edificio/DSC_0412.NEF» es un archivo RAW de cámara (NEF), que la web no puede publicar: expórtala en JPG desde el programa de fotos (o desde el móvil: compartir → guardar como JPEG) y escribe aquí el nombre del JPG",
    ),
  "photo-tiff": (site) =>
    valueMistake(
      site,
      ["about", "images", 0, "file"],
      "edificio/plano 1912.tif",
      "la foto «edificio/plano 1912.tif» está en formato TIFF, que la web no publica: guárdala como JPG (en casi cualquier programa de fotos, Exportar o Guardar como → JPEG) y escribe aquí el nombre del JPG",
    ),

  // --- characters and nesting (the bytes of the file are in file-bytes.test.ts) ---
  "text-only-invisible": (site) =>
    // A zero-width space and a no-break space: the page would show an apartment with no name.
    valueMistake(site, ["apartments", 0, "name"], '"\u200B\u00A0"', "«apartments[0].name» está vacío: no tiene nada que se vea (solo espacios o caracteres invisibles); escribe el texto"),
  "text-second-line": (site) => {
    const name = site.get<string>(["site", "name", "es"]);
    return valueMistake(
      site,
      ["site", "name", "es"],
      // JSON writes the line break as «\n», which YAML's double quotes read as one.
      JSON.stringify(name.replace(" ", "\n")),
      "«site.name.es» debe ir en una sola línea y tiene un salto de línea o un tabulador; escríbelo seguido, entre comillas, sin «|» ni «>»",
    );
  },
  // 86 characters: said with how many are too many.
  "text-name-too-long": (site) =>
    valueMistake(
      site,
      ["features", 0, "name", "es"],
      yamlValue("Aire acondicionado frío y calor en el salón, en los dormitorios y también en la cocina"),
      "«features[0].name.es» tiene 86 caracteres, 6 de más: acórtalo a 80 como mucho",
    ),
  // Counted in characters, as a visitor sees them: «ñ», «é» and an emoji are one each, not two or four bytes.
  "description-too-short": (site) => valueMistake(site, ["site", "description", "es"], yamlValue("Cuatro apartamentos en Arenales, año 1912 🏡"), "«site.description.es» tiene 43 caracteres, 7 de menos: alárgalo hasta 50 como mínimo"),
  "text-control-escape": (site) => {
    // Written as an escape the owner doesn't see in the text: reported where the text starts.
    const path = ["placeCategories", 0, "places", 0, "name"];
    return valueMistake(
      site,
      path,
      // YAML's «\e» escape: the escape character (U+001B).
      JSON.stringify(`${site.get<string>(path)}\u001b`).replace("\\u001b", "\\e"),
      "este texto lleva, escrito con «\\», un carácter de control invisible (U+001B); bórralo (suele llegar al copiar y pegar desde otro programa)",
    );
  },
  "text-half-emoji": (site) => {
    const path = ["gallery", "sections", 0, "photos", 0, "alt", "es"];
    return valueMistake(site, path, `"\\uD83D${site.get<string>(path)}"`, "este texto lleva, escrito con «\\», medio carácter suelto (U+D83D, la mitad de un emoji); bórralo o escribe el emoji entero");
  },
  "text-bidi-override": (site) => {
    // «Trojan source»: U+202E makes the text read backwards from there on. Reported at the character itself.
    const path = ["apartments", 1, "photos", 0, "alt", "es"];
    const alt = site.get<string>(path);
    const edit = site.replaceValue(path, JSON.stringify(`\u202E${alt}`));
    return {
      text: edit.site.text,
      problems: [at(edit.site.position(edit.offset + 1), "aquí hay un carácter invisible que da la vuelta al sentido del texto (U+202E): lo que se ve no es lo que se publica; bórralo")],
    };
  },
  "text-nul": (site) => {
    const path = ["contact", "intro", "es"];
    // Written as it is, right after the opening quote (JSON.stringify would write it as an escape).
    const edit = site.replaceValue(path, `"\u0000${JSON.stringify(site.get<string>(path)).slice(1)}`);
    return { text: edit.site.text, problems: [at(edit.site.position(edit.offset + 1), "aquí hay un carácter nulo (U+0000), que no es texto; bórralo")] };
  },
  "nesting-brackets": () => ({
    standalone: true,
    // Ten thousand «[»: the list that goes one past the limit is the MAX_NESTING-th «[» (the file itself is the first level).
    text: `site: ${"[".repeat(10_000)}`,
    problems: [`1:${"site: ".length + MAX_NESTING}: ${TOO_DEEP}`],
  }),
  "nesting-dashes": () => ({
    standalone: true,
    text: `${"- ".repeat(10_000)}x\n`,
    problems: [`1:${2 * MAX_NESTING + 1}: ${TOO_DEEP}`],
  }),
  // Forty thousand keys in one block took the parser minutes (each key is compared with all the others).
  "list-too-long": () => ({
    standalone: true,
    text: `redirects:\n${"  - { from: /a, to: / }\n".repeat(MAX_ITEMS + 1)}`,
    problems: [`2:3: esta lista o bloque tiene más de ${MAX_ITEMS} elementos, muchos más de los que necesita la web; ¿se ha pegado aquí algo por error?`],
  }),

  // --- photo files that are not photos inside photos/ (made by addTraps in helpers.ts) ---
  "photo-link-outside": (site) =>
    fixturePhotoMistake(site, ["gallery", "sections", 0, "photos", 2, "file"], "fuera.jpg", "es un enlace a un archivo de fuera de la carpeta photos/; copia la foto dentro de photos/ en vez de enlazarla"),
  "photo-broken-link": (site) =>
    fixturePhotoMistake(site, ["gallery", "sections", 0, "photos", 3, "file"], "roto.jpg", "es un enlace a un archivo que ya no existe; copia allí la foto"),
  // Opening a named pipe waits for a writer: a check that opens it hangs here forever.
  "photo-named-pipe": (site) => fixturePhotoMistake(site, ["apartments", 0, "photos", 1, "file"], "tuberia.jpg", "es un archivo especial (no una imagen guardada); copia allí la foto con ese nombre"),
  "photo-folder": (site) => fixturePhotoMistake(site, ["apartments", 1, "photos", 1, "file"], "carpeta.jpg", "es una carpeta; copia allí la foto con ese nombre"),
  // A PNG of a few hundred bytes declaring 16000 × 16000: refused from its header, never decoded (almost 1 GB).
  "photo-too-many-pixels": (site) =>
    fixturePhotoMistake(
      site,
      ["gallery", "sections", 0, "photos", 4, "file"],
      "enorme.png",
      "es demasiado grande: 16000 × 16000 píxeles (256 megapíxeles), y el máximo es 50 megapíxeles (8660 × 5773); expórtala más pequeña, por ejemplo a 4000 px de ancho",
    ),

  // --- what each address becomes in the build (src/site/output-names.ts) ---
  // An old address written over the home page («/index» → index.html): the site would open on a redirect.
  "redirect-onto-home": (site) => lastRedirectFrom(site, "/index", `«/index» ${INDEX}`),
  "redirect-onto-not-found": (site) =>
    lastRedirectFrom(site, "/404", "«/404» no se puede usar: se publicaría en el archivo «404.html», que ya es la página de error («no encontrada»); elige otra dirección"),
  "redirect-into-assets": (site) =>
    lastRedirectFrom(site, "/assets/app", "«/assets/app» no se puede usar: se publicaría dentro de «assets/», que es la carpeta de los programas y estilos de la web; elige otra dirección"),
  // «/about/index» is written as about/index.html, the file «/about» is prerendered to before it becomes about.html.
  "page-named-index": (site) => {
    const parent = site.data<RawSite>().routes.find((route) => route.path.split("/").length === 2 && route.path !== "/")!.path;
    return newRouteMistake(site, `${parent}/index`, `«${parent}/index» ${INDEX}`);
  },
  "page-onto-not-found": (site) =>
    newRouteMistake(site, "/404", "«/404» no se puede usar: se publicaría en el archivo «404.html», que ya es la página de error («no encontrada»); elige otra dirección"),
  "path-segment-too-long": (site) => lastRedirectFrom(site, `/${"a".repeat(61)}`, (field, from) => `«${field}» no tiene un formato válido («${from}»). ${PATH_HELP}`),
  "path-too-deep": (site) => lastRedirectFrom(site, "/a/b/c/d/e/f/g", (field, from) => `«${field}» no tiene un formato válido («${from}»). ${PATH_HELP}`),
  "path-too-long": (site) =>
    lastRedirectFrom(site, `/${Array.from({ length: 4 }, () => "b".repeat(50)).join("/")}`, (field) => `«${field}» tiene 204 caracteres, 4 de más: acórtalo a 200 como mucho`),

  // --- references and links ---
  // Two apartments with one listing: the visitors of one would book the other.
  "listing-repeated": (site) => {
    const listings = site.data<RawSite>().booking.listings;
    const [first, second] = Object.keys(listings);
    if (second === undefined) throw new Error("site.yaml needs two listings in booking.listings");
    const listing = listings[first!]!;
    return valueMistake(
      site,
      ["booking", "listings", second],
      JSON.stringify(listing),
      `el anuncio «${listing}» ya es el de «${first}»; cada apartamento necesita su propio anuncio: copia el número de la dirección del anuncio de «${second}»`,
    );
  },
  // A query after the address went raw into every mailto: link: a hidden copy of each enquiry to someone else.
  "email-with-query": (site) => {
    const email = `${site.get<string>(["contact", "email"])}?bcc=otro@example.com`;
    return valueMistake(site, ["contact", "email"], yamlValue(email), `«contact.email» no tiene un formato válido («${email}»). ${EMAIL_HELP}`);
  },
  "email-with-ampersand": (site) => {
    const email = site.get<string>(["contact", "email"]).replace("@", "&cc@");
    return valueMistake(site, ["contact", "email"], yamlValue(email), `«contact.email» no tiene un formato válido («${email}»). ${EMAIL_HELP}`);
  },
};

const INDEX = "no puede acabar en «index»: los servidores usan ese nombre para la página principal de cada carpeta; quita «/index» o usa otro nombre";
const PATH_HELP =
  "Escribe la dirección de la página empezando por «/», en minúsculas sin tildes, con guiones entre palabras y sin «/» al final: «/apartment-list/la-parra»; como mucho 6 tramos separados por «/», de 60 caracteres cada uno.";
const EMAIL_HELP = "Escribe una sola dirección de correo, sin espacios ni nombre delante, y antes de la @ solo letras sin tildes, números y . _ + -: «reservas@midominio.es».";

/** The last old address of site.yaml now comes from `from`, and is refused with `message` (or the message made from its field's name). */
function lastRedirectFrom(site: SiteText, from: string, message: string | ((field: string, from: string) => string)): MistakeCase {
  const i = site.data<RawSite>().redirects.length - 1;
  return valueMistake(site, ["redirects", i, "from"], yamlValue(from), typeof message === "string" ? message : message(`redirects[${i}].from`, from));
}

/** A page added after the last one, at `path`, refused with `message` at its path. */
function newRouteMistake(site: SiteText, path: string, message: string): MistakeCase {
  const last = site.data<RawSite>().routes.length - 1;
  const edit = site.insertLinesAfter(["routes", last], [
    `  - path: ${path}`,
    "    label:",
    "      es: Otra página",
    "      en: Another page",
    "    kind: about",
    "    description:",
    '      es: "Una página más, añadida al final de la lista de páginas, con una dirección que la web ya usa."',
    '      en: "One more page, added at the end of the list of pages, with an address the site already uses."',
  ]);
  return { text: edit.site.text, problems: [at(edit.site.valueAt(["routes", last + 1, "path"]), message)] };
}

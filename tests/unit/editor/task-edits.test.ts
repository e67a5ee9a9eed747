/**
 * The editor's forms' edits on the real site.yaml: prices and seasons, the owner's blocks on a
 * calendar, a text in each language, reviews, photos. Each writes its lines as the owner's guide
 * writes them, touches no other line (comments included), reads back as asked, and leaves a file
 * the content check passes; a value the check refuses gets the check's own message.
 */
import { describe, expect, it } from "vitest";
import { addOwnerBlock, removeOwnerBlock } from "../../../src/editor/edits/owner-block-edits.ts";
import { addPhoto, movePhoto, removePhoto, setPhotoText } from "../../../src/editor/edits/photo-edits.ts";
import { addSeason, removeSeason, setCleaningFee, setMinNights, setSeasonDates, setSeasonPrice, type NewSeason } from "../../../src/editor/edits/rates-edits.ts";
import { addReview, removeReview, type NewReview } from "../../../src/editor/edits/review-edits.ts";
import { setTranslation } from "../../../src/editor/edits/translated-text-edits.ts";
import { checked, checkProblems, lineAt, lineHunks, line, linesOf, linesWith, made, refused, SITE_TEXT, valueAt } from "./edit-helpers.ts";

/** Next year: its seasons and stays are within what can be booked (two years from today), whenever the test runs. */
const YEAR = new Date().getFullYear() + 1;

const LOW: NewSeason = { name: { es: "Temporada baja", en: "Low season" }, from: `${YEAR}-01-01`, to: `${YEAR}-06-30`, nightly: 80, weekend: 95, minNights: 2 };
const HIGH: NewSeason = { name: { en: "High season", es: "Temporada alta" }, from: `${YEAR}-07-01`, to: `${YEAR}-08-31`, nightly: 110, minNights: 5 };

const MIRADOR_FEED = "        - { platform: Airbnb, env: MIRADOR_AIRBNB_ICAL }";

/** The one line of `text` that is exactly `content` (1-based). */
function onlyLine(text: string, content: string): number {
  const found = linesWith(text, content);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** `text` with one line changed: line `number` is now `content` (its indentation kept as given). */
function changedLine(text: string, number: number, content: string): { line: number; removed: string[]; added: string[] } {
  return { line: number, removed: [line(text, number)], added: [content] };
}

describe("an apartment's prices and seasons", () => {
  const withLow = made(addSeason(SITE_TEXT, { apartment: "mirador", season: LOW, taxesIncluded: true }));
  const season = ["apartments", 0, "rates", "seasons", 0];

  it("gives an apartment without prices its «rates», written as the guide writes them, after its last entry", async () => {
    expect(lineHunks(SITE_TEXT, withLow)).toEqual([
      {
        line: onlyLine(SITE_TEXT, MIRADOR_FEED) + 1,
        removed: [],
        added: [
          "    rates:",
          "      taxesIncluded: true",
          "      seasons:",
          "        - name:",
          "            es: Temporada baja",
          "            en: Low season",
          `          from: ${YEAR}-01-01`,
          `          to: ${YEAR}-06-30`,
          "          nightly: 80",
          "          weekend: 95",
          "          minNights: 2",
        ],
      },
    ]);
    expect(valueAt(withLow, ["apartments", 0, "rates"])).toEqual({ taxesIncluded: true, seasons: [LOW] });
    expect(await checkProblems(withLow)).toEqual([]);
  });

  it("needs to know whether the prices include taxes to start them", () => {
    expect(refused(addSeason(SITE_TEXT, { apartment: "mirador", season: LOW }))).toBe("«Mirador» aún no tiene precios: di si llevan los impuestos incluidos («taxesIncluded»)");
  });

  it("sets a season's price in its line, with the cents as the file writes them", async () => {
    const text = made(setSeasonPrice(withLow, { apartment: "mirador", season: 0, night: "nightly", price: 85.5 }));
    expect(lineHunks(withLow, text)).toEqual([changedLine(withLow, lineAt(withLow, [...season, "nightly"]), "          nightly: 85.50")]);
    expect(valueAt(text, [...season, "nightly"])).toBe(85.5);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("takes Friday's and Saturday's price out, and puts it back as the season's last line", async () => {
    const without = made(setSeasonPrice(withLow, { apartment: "mirador", season: 0, night: "weekend", price: null }));
    const weekend = lineAt(withLow, [...season, "weekend"]);
    expect(lineHunks(withLow, without)).toEqual([{ line: weekend, removed: ["          weekend: 95"], added: [] }]);
    expect(await checkProblems(without)).toEqual([]);
    const back = made(setSeasonPrice(without, { apartment: "mirador", season: 0, night: "weekend", price: 100 }));
    expect(lineHunks(without, back)).toEqual([{ line: lineAt(without, [...season, "minNights"]) + 1, removed: [], added: ["          weekend: 100"] }]);
    expect(valueAt(back, season)).toEqual({ ...LOW, weekend: 100 });
    expect(await checkProblems(back)).toEqual([]);
  });

  it("sets a season's dates and its minimum stay, each in its line", async () => {
    const dated = made(setSeasonDates(withLow, { apartment: "mirador", season: 0, from: `${YEAR}-02-01`, to: `${YEAR}-05-31` }));
    const text = made(setMinNights(dated, { apartment: "mirador", season: 0, nights: 3 }));
    expect(lineHunks(withLow, text)).toEqual([
      { line: lineAt(withLow, [...season, "from"]), removed: [`          from: ${YEAR}-01-01`, `          to: ${YEAR}-06-30`], added: [`          from: ${YEAR}-02-01`, `          to: ${YEAR}-05-31`] },
      changedLine(withLow, lineAt(withLow, [...season, "minNights"]), "          minNights: 3"),
    ]);
    expect(valueAt(text, season)).toEqual({ ...LOW, from: `${YEAR}-02-01`, to: `${YEAR}-05-31`, minNights: 3 });
    expect(await checkProblems(text)).toEqual([]);
  });

  it("sets the cleaning fee, and takes it out", async () => {
    const text = made(setCleaningFee(withLow, { apartment: "mirador", fee: 30 }));
    expect(lineHunks(withLow, text)).toEqual([{ line: lineAt(withLow, [...season, "minNights"]) + 1, removed: [], added: ["      cleaningFee: 30"] }]);
    const result = await checked(text);
    expect(result.ok).toBe(true);
    // The rules that come with the site say the cleaning is in the price: the check says so, as a warning.
    expect(result.ok && result.warnings.map((warning) => warning.message)).toContainEqual(expect.stringContaining("Mirador la cobra aparte, con «cleaningFee» en «rates» (30 €)"));
    expect(made(setCleaningFee(text, { apartment: "mirador", fee: null }))).toBe(withLow);
  });

  it("adds a season at the end and takes one out", async () => {
    const both = made(addSeason(withLow, { apartment: "mirador", season: HIGH }));
    const after = lineAt(withLow, [...season, "minNights"]) + 1;
    expect(lineHunks(withLow, both)).toEqual([
      {
        line: after,
        removed: [],
        added: ["        - name:", "            es: Temporada alta", "            en: High season", `          from: ${YEAR}-07-01`, `          to: ${YEAR}-08-31`, "          nightly: 110", "          minNights: 5"],
      },
    ]);
    expect(await checkProblems(both)).toEqual([]);
    const high = made(removeSeason(both, { apartment: "mirador", season: 0 }));
    expect(valueAt(high, ["apartments", 0, "rates", "seasons"])).toEqual([HIGH]);
    expect(linesOf(high)).toEqual(linesOf(both).toSpliced(lineAt(both, season) - 1, 8));
    expect(await checkProblems(high)).toEqual([]);
  });

  it("keeps an apartment's only season", () => {
    expect(refused(removeSeason(withLow, { apartment: "mirador", season: 0 }))).toBe("es la única temporada de «Mirador»: para que no tenga precios, quita su «rates» entero");
  });

  it("writes a price no apartment has, and the check says what to type", async () => {
    const text = made(setSeasonPrice(withLow, { apartment: "mirador", season: 0, night: "nightly", price: 8 }));
    expect(await checkProblems(text)).toEqual(["«apartments[0].rates.seasons[0].nightly»: 8 € por noche no puede ser el precio de un apartamento (menos de 10 €): si son 80 €, escribe 80"]);
  });

  it("refuses what isn't there", () => {
    expect(refused(setSeasonPrice(SITE_TEXT, { apartment: "mirador", season: 0, night: "nightly", price: 80 }))).toBe("«Mirador» no tiene precios («rates»)");
    expect(refused(setSeasonPrice(withLow, { apartment: "mirador", season: 3, night: "nightly", price: 80 }))).toBe("no existe la temporada 4 de «Mirador»");
    expect(refused(setSeasonPrice(withLow, { apartment: "la-parra", season: 0, night: "nightly", price: 80 }))).toBe("no hay ningún apartamento «la-parra» en «apartments»");
    expect(refused(setSeasonPrice(withLow, { apartment: "mirador", season: 0, night: "nightly", price: "85" as unknown as number }))).toBe("el precio tiene que ser un número, en euros: «85» o «85.50»");
  });
});

describe("the owner's blocks on a calendar", () => {
  const block = { checkIn: `${YEAR}-12-24`, checkOut: `${YEAR}-12-27`, note: "Familia García, por teléfono" };
  const blockLine = `- { checkIn: ${YEAR}-12-24, checkOut: ${YEAR}-12-27, note: "Familia García, por teléfono" }`;

  it.each([
    ["mirador", 0, "a calendar with a platform's feed", () => onlyLine(SITE_TEXT, MIRADOR_FEED) + 1, ["      blocks:", `        ${blockLine}`]],
    ["san-isidro", 1, "the calendar with the commented-out example, after it", () => onlyLine(SITE_TEXT, `      #   - { checkIn: 2027-08-01, checkOut: 2027-08-08, note: "Familia García" }`) + 1, ["      blocks:", `        ${blockLine}`]],
    ["calicanto", 2, "an apartment without a calendar", () => onlyLine(SITE_TEXT, '      licence: "VUT-TE-00003"') + 1, ["    calendar:", "      blocks:", `        ${blockLine}`]],
  ] as const)("notes a stay on %s (%s), and takes it off leaving the file as it was", async (apartment, index, _where, at, added) => {
    const text = made(addOwnerBlock(SITE_TEXT, { apartment, block }));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: at(), removed: [], added: [...added] }]);
    expect(valueAt(text, ["apartments", index, "calendar", "blocks"])).toEqual([block]);
    expect(await checkProblems(text)).toEqual([]);
    expect(made(removeOwnerBlock(text, { apartment, block: 0 }))).toBe(SITE_TEXT);
  });

  it("puts each stay among the others by its arrival day, one line each", async () => {
    const december = made(addOwnerBlock(SITE_TEXT, { apartment: "mirador", block }));
    const august = made(addOwnerBlock(december, { apartment: "mirador", block: { checkIn: `${YEAR}-08-01`, checkOut: `${YEAR}-08-08` } }));
    const october = made(addOwnerBlock(august, { apartment: "mirador", block: { checkIn: `${YEAR}-10-10`, checkOut: `${YEAR}-10-12`, note: 'Obra: "pintar" # salón' } }));
    const first = onlyLine(SITE_TEXT, MIRADOR_FEED) + 1;
    expect(lineHunks(SITE_TEXT, october)).toEqual([
      {
        line: first,
        removed: [],
        added: [
          "      blocks:",
          `        - { checkIn: ${YEAR}-08-01, checkOut: ${YEAR}-08-08 }`,
          `        - { checkIn: ${YEAR}-10-10, checkOut: ${YEAR}-10-12, note: "Obra: \\"pintar\\" # salón" }`,
          `        ${blockLine}`,
        ],
      },
    ]);
    expect((valueAt(october, ["apartments", 0, "calendar", "blocks"]) as { note?: string }[]).map((stay) => stay.note)).toEqual([undefined, 'Obra: "pintar" # salón', block.note]);
    expect(await checkProblems(october)).toEqual([]);
    const without = made(removeOwnerBlock(october, { apartment: "mirador", block: 1 }));
    expect(lineHunks(october, without)).toEqual([{ line: first + 2, removed: [line(october, first + 2)], added: [] }]);
  });

  it("writes a stay that ends before it starts, and the check says why it can't be", async () => {
    const text = made(addOwnerBlock(SITE_TEXT, { apartment: "calicanto", block: { checkIn: `${YEAR}-08-08`, checkOut: `${YEAR}-08-01` } }));
    expect(await checkProblems(text)).toEqual([`la salida (01/08/${YEAR}) tiene que ser después de la llegada (08/08/${YEAR}): «checkOut» es el día en que se van`]);
  });

  it("refuses a stay that isn't there, and one without its dates", () => {
    expect(refused(removeOwnerBlock(SITE_TEXT, { apartment: "mirador", block: 0 }))).toBe("no existe la estancia 1 apuntada en el calendario de «Mirador»");
    expect(refused(addOwnerBlock(SITE_TEXT, { apartment: "mirador", block: { checkIn: `${YEAR}-08-08` } as never }))).toBe("faltan las fechas de llegada y de salida, como «2026-12-24»");
  });
});

describe("a text in each language", () => {
  it("sets one language in its own quotes, keeping the others", async () => {
    const path = ["apartments", 0, "summary"];
    const text = made(setTranslation(SITE_TEXT, { path, language: "en", value: "On the top floor: beams, light and the whole valley." }));
    const at = lineAt(SITE_TEXT, [...path, "en"]);
    expect(lineHunks(SITE_TEXT, text)).toEqual([changedLine(SITE_TEXT, at, '      en: "On the top floor: beams, light and the whole valley."')]);
    expect(valueAt(text, path)).toEqual({ es: valueAt(SITE_TEXT, [...path, "es"]), en: "On the top floor: beams, light and the whole valley." });
    expect(await checkProblems(text)).toEqual([]);
  });

  it("keeps a plain text plain, with its accents", async () => {
    const path = ["site", "tagline"];
    const text = made(setTranslation(SITE_TEXT, { path, language: "es", value: "desde 2023, en el Jiloca turolense" }));
    expect(lineHunks(SITE_TEXT, text)).toEqual([changedLine(SITE_TEXT, lineAt(SITE_TEXT, [...path, "es"]), "    es: desde 2023, en el Jiloca turolense")]);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("sets one language of a text written as «{ es: …, en: … }»", async () => {
    const path = ["gallery", "sections", 0, "title"];
    const at = lineAt(SITE_TEXT, ["gallery", "sections", 0]);
    const text = made(setTranslation(SITE_TEXT, { path, language: "en", value: "The building & the village" }));
    expect(lineHunks(SITE_TEXT, text)).toEqual([changedLine(SITE_TEXT, at, line(SITE_TEXT, at).replace("en: The building and the village", "en: The building & the village"))]);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("adds a language the text lacks as its last line, quoted as the others are; the check says the site doesn't have it", async () => {
    const path = ["apartments", 0, "summary"];
    const text = made(setTranslation(SITE_TEXT, { path, language: "fr", value: "Au dernier étage" }));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: lineAt(SITE_TEXT, [...path, "en"]) + 1, removed: [], added: ['      fr: "Au dernier étage"'] }]);
    expect(await checkProblems(text)).toEqual([
      "«apartments[0].summary»: «fr» no es un idioma de esta web (en «site.languages» están «es» y «en»); si es una errata, corrígela; si quieres ese idioma, añádelo a «site.languages»",
    ]);
  });

  it("refuses what isn't a text in each language, and a language that isn't a code", () => {
    expect(refused(setTranslation(SITE_TEXT, { path: ["site", "address"], language: "es", value: "x" }))).toBe("«site.address» no es un texto en cada idioma («es: …», «en: …»)");
    expect(refused(setTranslation(SITE_TEXT, { path: ["site", "name"], language: "español", value: "x" }))).toBe("el idioma tiene que ser su código de dos letras: «es», «en»");
  });
});

describe("reviews", () => {
  const stay = String(valueAt(SITE_TEXT, ["reviews", "selection", "to"]));
  const review: NewReview = {
    guest: "Laura",
    stay,
    apartment: "mirador",
    source: "airbnb",
    url: "https://www.airbnb.es/rooms/53812296/reviews",
    rating: 5,
    language: "es",
    text: "Las vistas: lo mejor. ¡Volveremos!",
    translations: { en: "The views: the best part. We'll be back!" },
  };
  const list = valueAt(SITE_TEXT, ["reviews", "list"]) as { stay: string; source: string }[];
  const sources = valueAt(SITE_TEXT, ["reviews", "sources"]) as { id: string; total: number }[];
  const airbnb = sources.findIndex((source) => source.id === "airbnb");

  it("adds a review among the others by its month, and counts it in its source's total", async () => {
    const text = made(addReview(SITE_TEXT, { review }));
    const position = list.findIndex((other) => other.stay < stay);
    const total = lineAt(SITE_TEXT, ["reviews", "sources", airbnb, "total"]);
    const before = line(SITE_TEXT, total);
    expect(lineHunks(SITE_TEXT, text)).toEqual([
      changedLine(SITE_TEXT, total, before.replace(`total: ${sources[airbnb]!.total}`, `total: ${sources[airbnb]!.total + 1}`)),
      {
        line: lineAt(SITE_TEXT, ["reviews", "list", position]),
        removed: [],
        added: [
          "    - guest: Laura",
          `      stay: ${stay}`,
          "      apartment: mirador",
          "      source: airbnb",
          "      url: https://www.airbnb.es/rooms/53812296/reviews",
          "      rating: 5",
          "      language: es",
          '      text: "Las vistas: lo mejor. ¡Volveremos!"',
          "      translations:",
          `        en: "The views: the best part. We'll be back!"`,
        ],
      },
    ]);
    expect(before).toContain(" # ");
    expect(valueAt(text, ["reviews", "list", position])).toEqual(review);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("counts a review that reached the owner directly in the direct ones' total", async () => {
    const text = made(addReview(SITE_TEXT, { review: { guest: "José Luis", stay, apartment: "calicanto", source: "directo", language: "es", text: "Todo perfecto." } }));
    expect(valueAt(text, ["reviews", "direct", "total"])).toBe((valueAt(SITE_TEXT, ["reviews", "direct", "total"]) as number) + 1);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("takes a review out, and the check says the period's reviews must all be there", async () => {
    const first = lineAt(SITE_TEXT, ["reviews", "list", 0]);
    const text = made(removeReview(SITE_TEXT, { review: 0 }));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: first, removed: linesOf(SITE_TEXT).slice(first - 1, lineAt(SITE_TEXT, ["reviews", "list", 1]) - 1), added: [] }]);
    expect(await checkProblems(text)).toEqual([
      `con «rule: todas» la web dice que muestra todas las opiniones del periodo, y de Airbnb hay ${sources[airbnb]!.total} opiniones («total: ${sources[airbnb]!.total}») pero «list» lleva ${sources[airbnb]!.total - 1}: añade la que falta, también si no te gusta, o cambia a «rule: elegidas» y di en «how» cómo las eliges`,
    ]);
  });

  it("refuses a review without its fields, and one that isn't there", () => {
    expect(refused(addReview(SITE_TEXT, { review: { ...review, text: undefined } as never }))).toBe("falta «text» de la opinión");
    expect(refused(removeReview(SITE_TEXT, { review: list.length }))).toBe(`no existe la opinión ${list.length + 1} de «reviews.list»`);
  });
});

describe("photos", () => {
  const mirador = { apartment: "mirador" } as const;

  it("sets what a photo shows, in one language", async () => {
    const path = ["apartments", 0, "photos", 2, "alt", "es"];
    const text = made(setPhotoText(SITE_TEXT, { list: mirador, file: "mirador/03.jpg", field: "alt", language: "es", value: "Comedor: mesa de madera para seis, junto a la ventana" }));
    expect(lineHunks(SITE_TEXT, text)).toEqual([changedLine(SITE_TEXT, lineAt(SITE_TEXT, path), '          es: "Comedor: mesa de madera para seis, junto a la ventana"')]);
    expect(valueAt(text, path)).toBe("Comedor: mesa de madera para seis, junto a la ventana");
    expect(await checkProblems(text)).toEqual([]);
  });

  it("sets a history image's caption; an apartment's photos have none", async () => {
    const images = valueAt(SITE_TEXT, ["about", "images"]) as { file: string }[];
    const path = ["about", "images", 0, "caption", "en"];
    const text = made(setPhotoText(SITE_TEXT, { list: { about: true }, file: images[0]!.file, field: "caption", language: "en", value: "The façade, restored with its original stone." }));
    expect(lineHunks(SITE_TEXT, text)).toEqual([changedLine(SITE_TEXT, lineAt(SITE_TEXT, path), '        en: "The façade, restored with its original stone."')]);
    expect(await checkProblems(text)).toEqual([]);
    expect(refused(setPhotoText(SITE_TEXT, { list: mirador, file: "mirador/03.jpg", field: "caption", language: "en", value: "x" }))).toBe("las fotos de «Mirador» llevan «alt», no «caption»");
  });

  it("adds a photo to a gallery section, written as the guide writes one", async () => {
    const section = (valueAt(SITE_TEXT, ["gallery", "sections"]) as { title: { es: string }; photos: { file: string }[] }[]).findIndex((candidate) => candidate.title.es === "Mirador");
    const photos = ["gallery", "sections", section, "photos"];
    const index = (valueAt(SITE_TEXT, photos) as { file: string }[]).findIndex((photo) => photo.file === "mirador/08.jpg");
    const photo = { file: "mirador/07.jpg", alt: { en: "Mirador apartment: built-in wardrobe", es: "Apartamento Mirador: armario empotrado" } };
    const text = made(addPhoto(SITE_TEXT, { list: { gallerySection: section }, photo, index }));
    expect(lineHunks(SITE_TEXT, text)).toEqual([
      { line: lineAt(SITE_TEXT, [...photos, index]), removed: [], added: ["        - file: mirador/07.jpg", "          alt:", '            es: "Apartamento Mirador: armario empotrado"', '            en: "Mirador apartment: built-in wardrobe"'] },
    ]);
    expect(valueAt(text, [...photos, index])).toEqual(photo);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("needs a history image's caption", () => {
    expect(refused(addPhoto(SITE_TEXT, { list: { about: true }, photo: { file: "edificio/02.jpg", alt: { es: "Portal", en: "Front door" } } }))).toBe("las imágenes de la historia llevan también su pie de foto («caption») en cada idioma");
  });

  it("takes a photo out of the gallery, its lines only", async () => {
    const photos = ["gallery", "sections", 0, "photos"];
    const first = lineAt(SITE_TEXT, [...photos, 2]);
    const text = made(removePhoto(SITE_TEXT, { list: { gallerySection: 0 }, file: String(valueAt(SITE_TEXT, [...photos, 2, "file"])) }));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: first, removed: linesOf(SITE_TEXT).slice(first - 1, lineAt(SITE_TEXT, [...photos, 3]) - 1), added: [] }]);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("takes out a photo the home page's slideshow still names, and the check says so", async () => {
    const text = made(removePhoto(SITE_TEXT, { list: mirador, file: "mirador/07.jpg" }));
    expect(await checkProblems(text)).toEqual([
      "la foto «mirador/07.jpg» del pase de la portada no es ninguna de las fotos de site.yaml; la más parecida es «mirador/01.jpg»: si es esa, escribe aquí su nombre tal como está en su línea «file:»; si es una foto nueva, añádela antes, con su «alt», a las fotos de un apartamento, de la galería o de la historia",
    ]);
  });

  it("makes a photo the apartment's main one, moving its lines first", async () => {
    const path = ["apartments", 0, "photos"];
    const first = lineAt(SITE_TEXT, [...path, 0]);
    const third = lineAt(SITE_TEXT, [...path, 2]);
    const fourth = lineAt(SITE_TEXT, [...path, 3]);
    const all = linesOf(SITE_TEXT);
    const text = made(movePhoto(SITE_TEXT, { list: mirador, file: "mirador/03.jpg", to: 0 }));
    expect(linesOf(text)).toEqual([...all.slice(0, first - 1), ...all.slice(third - 1, fourth - 1), ...all.slice(first - 1, third - 1), ...all.slice(fourth - 1)]);
    expect(valueAt(text, [...path, 0, "file"])).toBe("mirador/03.jpg");
    expect(await checkProblems(text)).toEqual([]);
  });

  it("refuses a photo that isn't in the list", () => {
    expect(refused(removePhoto(SITE_TEXT, { list: mirador, file: "mirador/99.jpg" }))).toBe("no hay ninguna foto «mirador/99.jpg» en las fotos de «Mirador»");
    expect(refused(movePhoto(SITE_TEXT, { list: { gallerySection: 40 }, file: "mirador/01.jpg", to: 0 }))).toBe("la galería no tiene un apartado 41");
  });
});

describe("a form's values from anywhere: a problem, never an exception", () => {
  const nonsense = [undefined, null, 7, "texto", [], {}, { apartment: 3 }, { list: "mirador" }, { path: "site.name", language: "es", value: 1 }];
  const tasks: [string, (text: string, args: never) => unknown][] = [
    ["setSeasonPrice", setSeasonPrice],
    ["setSeasonDates", setSeasonDates],
    ["setMinNights", setMinNights],
    ["setCleaningFee", setCleaningFee],
    ["addSeason", addSeason],
    ["removeSeason", removeSeason],
    ["addOwnerBlock", addOwnerBlock],
    ["removeOwnerBlock", removeOwnerBlock],
    ["setTranslation", setTranslation],
    ["addReview", addReview],
    ["removeReview", removeReview],
    ["setPhotoText", setPhotoText],
    ["addPhoto", addPhoto],
    ["removePhoto", removePhoto],
    ["movePhoto", movePhoto],
  ];

  it.each(tasks)("%s", (_name, task) => {
    for (const text of [SITE_TEXT, "a: [", ""]) {
      for (const args of nonsense) {
        const result = task(text, args as never) as { problem?: unknown };
        expect(typeof result.problem).toBe("string");
      }
    }
  });
});

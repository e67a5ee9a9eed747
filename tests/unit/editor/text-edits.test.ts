/**
 * The editor's low-level edits on the real site.yaml: each changes the lines of the value or item
 * it edits and nothing else (every other line byte for byte, comments included), the value reads
 * back as asked, and the content check still passes on the result. Then the file's own shapes:
 * quotes a value needs, a block scalar, Windows line endings, a last line without its ending; and
 * text from anywhere, which gets a problem, never an exception.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addKey, insertItem, moveItem, removeItem, removeKey, setScalar } from "../../../src/editor/edits/text-edits.ts";
import { checked, checkProblems, lineAt, lineHunks, line, linesOf, linesWith, made, refused, SITE_TEXT, valueAt } from "./edit-helpers.ts";

const indentOf = (content: string): string => /^ */.exec(content)?.[0] ?? "";

/** The lines of the list item at `path` (its «- » line to the line before the next item's), as the test reads them. */
function itemLines(text: string, listPath: readonly (string | number)[], index: number): { first: number; lines: string[] } {
  const first = lineAt(text, [...listPath, index]);
  const count = (valueAt(text, listPath) as unknown[]).length;
  const end = index + 1 < count ? lineAt(text, [...listPath, index + 1]) : first + 1;
  return { first, lines: linesOf(text).slice(first - 1, end - 1) };
}

describe("setScalar: one value, in its place", () => {
  it("changes a quoted photo text in its line, and only there", async () => {
    const path = ["apartments", 0, "photos", 4, "alt", "es"];
    const at = lineAt(SITE_TEXT, path);
    const before = line(SITE_TEXT, at);
    const text = made(setScalar(SITE_TEXT, path, "Cocina: con café # y más"));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: at, removed: [before], added: [`${indentOf(before)}es: "Cocina: con café # y más"`] }]);
    expect(valueAt(text, path)).toBe("Cocina: con café # y más");
    expect(await checkProblems(text)).toEqual([]);
  });

  it.each([
    ["Horario: de 9 a 14", '"Horario: de 9 a 14"'],
    ["Viviendas turísticas #1", '"Viviendas turísticas #1"'],
    ["@viviendas", '"@viviendas"'],
    ["sí", '"sí"'],
    ["12:30", '"12:30"'],
    ["44369", '"44369"'],
    ["true", '"true"'],
    ["2026-12-24", '"2026-12-24"'],
    [" con un espacio delante", '" con un espacio delante"'],
    ['"Entre comillas"', '"\\"Entre comillas\\""'],
    ["Viviendas de la señora Muñoz, en Teruel", "Viviendas de la señora Muñoz, en Teruel"],
    ["Casa «La Parra» de Añón", "Casa «La Parra» de Añón"],
  ])("writes %j in a plain text as %s", async (value, written) => {
    const path = ["site", "name", "es"];
    const at = lineAt(SITE_TEXT, path);
    const text = made(setScalar(SITE_TEXT, path, value));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: at, removed: [line(SITE_TEXT, at)], added: [`    es: ${written}`] }]);
    expect(valueAt(text, path)).toBe(value);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("keeps the quotes of a number-looking text, and the comment after a number", async () => {
    const listing = ["booking", "listings", "mirador"];
    const seconds = ["apartmentSlider", "animationSeconds"];
    const text = made(setScalar(made(setScalar(SITE_TEXT, listing, "99999999")), seconds, 1.5));
    expect(lineHunks(SITE_TEXT, text)).toEqual([
      { line: lineAt(SITE_TEXT, listing), removed: [line(SITE_TEXT, lineAt(SITE_TEXT, listing))], added: ['    mirador: "99999999"'] },
      { line: lineAt(SITE_TEXT, seconds), removed: ["  animationSeconds: 0.5 # entre 0.1 y 5"], added: ["  animationSeconds: 1.5 # entre 0.1 y 5"] },
    ]);
    expect([valueAt(text, listing), valueAt(text, seconds)]).toEqual(["99999999", 1.5]);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("quotes a text with a comma inside «{ }», leaving the rest of the line as it was", async () => {
    const path = ["gallery", "sections", 0, "title", "es"];
    const at = lineAt(SITE_TEXT, ["gallery", "sections", 0]);
    const before = line(SITE_TEXT, at);
    const text = made(setScalar(SITE_TEXT, path, "El edificio, y el pueblo"));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: at, removed: [before], added: [before.replace("es: El edificio y el pueblo,", 'es: "El edificio, y el pueblo",')] }]);
    expect(valueAt(text, ["gallery", "sections", 0, "title"])).toEqual({ es: "El edificio, y el pueblo", en: valueAt(SITE_TEXT, ["gallery", "sections", 0, "title", "en"]) });
    expect(await checkProblems(text)).toEqual([]);
  });

  it("adds a missing key as the block's last entry, after the commented-out line of the same key", async () => {
    const commented = linesWith(SITE_TEXT, "  # autoSlideSeconds: 4 # opcional, entre 1 y 5; quitad la almohadilla para que pase solo");
    expect(commented).toHaveLength(1);
    const text = made(setScalar(SITE_TEXT, ["apartmentSlider", "autoSlideSeconds"], 4));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: commented[0]! + 1, removed: [], added: ["  autoSlideSeconds: 4"] }]);
    expect(valueAt(text, ["apartmentSlider"])).toEqual({ animationSeconds: 0.5, autoSlideSeconds: 4 });
    expect(await checkProblems(text)).toEqual([]);
  });

  it("adds a key to a block written as «{ }» on its line; the check says what it thinks of it", async () => {
    const at = lineAt(SITE_TEXT, ["gallery", "sections", 0]);
    const before = line(SITE_TEXT, at);
    const text = made(setScalar(SITE_TEXT, ["gallery", "sections", 0, "title", "fr"], "Le bâtiment et le village"));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: at, removed: [before], added: [before.replace(" }", ", fr: Le bâtiment et le village }")] }]);
    expect(valueAt(text, ["gallery", "sections", 0, "title", "fr"])).toBe("Le bâtiment et le village");
    expect(await checkProblems(text)).toEqual([
      "«gallery.sections[0].title»: «fr» no es un idioma de esta web (en «site.languages» están «es» y «en»); si es una errata, corrígela; si quieres ese idioma, añádelo a «site.languages»",
    ]);
  });

  it("refuses a block or a list, and a path that isn't in the file", () => {
    expect(refused(setScalar(SITE_TEXT, ["site", "name"], "x"))).toBe("«site.name» no es un valor suelto, sino un bloque o una lista");
    expect(refused(setScalar(SITE_TEXT, ["site", "nombre", "es"], "x"))).toBe("no existe «site.nombre»");
    expect(refused(setScalar(SITE_TEXT, ["apartments", 9, "name"], "x"))).toBe("no existe «apartments[9]»");
  });
});

/** site.yaml with the history's second paragraph in Spanish written as a block scalar («>» or «|»), its lines as they'd be typed. */
function withBlockParagraph(style: ">" | "|"): { text: string; path: (string | number)[] } {
  const path = ["about", "paragraphs", 1, "es"];
  const at = lineAt(SITE_TEXT, ["about", "paragraphs", 1]);
  const words = String(valueAt(SITE_TEXT, path)).split(" ");
  const body: string[] = [];
  for (const word of words) {
    if (body.length > 0 && `${body.at(-1)} ${word}`.length <= 70) body[body.length - 1] += ` ${word}`;
    else body.push(word);
  }
  const lines = linesOf(SITE_TEXT);
  const paragraph = style === ">" ? body : [body.join(" ")];
  lines.splice(at - 1, 1, `    - es: ${style}`, ...paragraph.map((words) => `        ${words}`));
  return { text: lines.join("\n"), path };
}

describe("setScalar: a paragraph written as a block scalar", () => {
  it("keeps «>» and its indentation, and rewrites only the paragraph's lines", async () => {
    const { text: blockText, path } = withBlockParagraph(">");
    expect(await checkProblems(blockText)).toEqual([]);
    const header = lineAt(blockText, ["about", "paragraphs", 1]);
    const old = (valueAt(blockText, path) as string).trimEnd().split(" ").length;
    const text = made(setScalar(blockText, path, "La casa cuna recogía a niños de toda la comarca.\nEn los años veinte llegó a acoger a más de cincuenta."));
    const hunks = lineHunks(blockText, text);
    expect(hunks).toHaveLength(1);
    expect(hunks[0]!.line).toBe(header + 1);
    expect(hunks[0]!.added).toEqual(["        La casa cuna recogía a niños de toda la comarca.", "", "        En los años veinte llegó a acoger a más de cincuenta."]);
    expect(hunks[0]!.removed.join(" ").split(/\s+/).filter(Boolean)).toHaveLength(old);
    expect(line(text, header)).toBe("    - es: >");
    expect(valueAt(text, path)).toBe("La casa cuna recogía a niños de toda la comarca.\nEn los años veinte llegó a acoger a más de cincuenta.\n");
    expect(await checkProblems(text)).toEqual([]);
  });

  it("keeps «|»: each line of the value a line of the text", async () => {
    const { text: blockText, path } = withBlockParagraph("|");
    const header = lineAt(blockText, ["about", "paragraphs", 1]);
    const text = made(setScalar(blockText, path, "Primera línea del párrafo, con su ñ.\nSegunda línea: con dos puntos."));
    expect(lineHunks(blockText, text)).toEqual([
      { line: header + 1, removed: [line(blockText, header + 1)], added: ["        Primera línea del párrafo, con su ñ.", "        Segunda línea: con dos puntos."] },
    ]);
    expect(valueAt(text, path)).toBe("Primera línea del párrafo, con su ñ.\nSegunda línea: con dos puntos.\n");
    expect(await checkProblems(text)).toEqual([]);
  });

  it("writes in quotes, on the block's lines, a value the block can't hold as it is", async () => {
    const { text: blockText, path } = withBlockParagraph(">");
    const header = lineAt(blockText, ["about", "paragraphs", 1]);
    const text = made(setScalar(blockText, path, "   Un párrafo que empieza con espacios."));
    const hunks = lineHunks(blockText, text);
    expect(hunks).toHaveLength(1);
    expect(hunks[0]!.line).toBe(header);
    expect(hunks[0]!.added).toEqual(['    - es: "   Un párrafo que empieza con espacios."']);
    expect(valueAt(text, path)).toBe("   Un párrafo que empieza con espacios.");
  });
});

describe("insertItem", () => {
  const figure = ["value: 7", "label:", "  es: siete", "  en: seven"];

  it("puts a new first item of a block list before the first one, at its column", async () => {
    const first = lineAt(SITE_TEXT, ["figures", 0]);
    const text = made(insertItem(SITE_TEXT, ["figures"], figure, 0));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: first, removed: [], added: ["  - value: 7", "    label:", "      es: siete", "      en: seven"] }]);
    expect(valueAt(text, ["figures", 0])).toEqual({ value: 7, label: { es: "siete", en: "seven" } });
    expect((await checked(text)).ok).toBe(true);
  });

  it("puts a new last item after the last one's lines, before the comments that close the list", async () => {
    const note = linesWith(SITE_TEXT, "  # Para cuando tengáis el dato: quitad la almohadilla y poned vuestra cifra real.");
    expect(note).toHaveLength(1);
    const text = made(insertItem(SITE_TEXT, ["figures"], figure));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: note[0]!, removed: [], added: ["  - value: 7", "    label:", "      es: siete", "      en: seven"] }]);
    expect((valueAt(text, ["figures"]) as unknown[]).at(-1)).toEqual({ value: 7, label: { es: "siete", en: "seven" } });
    expect((await checked(text)).ok).toBe(true);
  });

  it("puts an item in a list written as «[ ]», with a comma", async () => {
    const at = lineAt(SITE_TEXT, ["apartments", 0, "related"]);
    const text = made(insertItem(SITE_TEXT, ["apartments", 0, "related"], ["calicanto"]));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: at, removed: ["    related: [san-isidro]"], added: ["    related: [san-isidro, calicanto]"] }]);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("puts a photo's name first in the home page's slideshow", async () => {
    const first = lineAt(SITE_TEXT, ["homeSlideshow", 0]);
    const text = made(insertItem(SITE_TEXT, ["homeSlideshow"], ["edificio/01.jpg"], 0));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: first, removed: [], added: ["  - edificio/01.jpg"] }]);
    expect(valueAt(text, ["homeSlideshow", 0])).toBe("edificio/01.jpg");
    expect(await checkProblems(text)).toEqual([]);
  });

  it("refuses lines that aren't one item, and a place past the end", () => {
    expect(refused(insertItem(SITE_TEXT, ["figures"], ["value: [7"]))).toBe("el elemento nuevo no se puede leer como YAML");
    expect(refused(insertItem(SITE_TEXT, ["figures"], ["value: 7\n- 8"]))).toBe("el elemento nuevo no está bien escrito");
    expect(refused(insertItem(SITE_TEXT, ["apartments", 0, "related"], ["a", "b"]))).toBe("«apartments[0].related» está escrita en una línea, entre «[ ]»: el elemento nuevo tiene que caber en una línea");
    expect(refused(insertItem(SITE_TEXT, ["figures"], figure, 9))).toBe("no existe «figures[9]»");
    expect(refused(insertItem(SITE_TEXT, ["site"], figure))).toBe("«site» no es una lista");
  });
});

describe("removeItem", () => {
  it("takes out a photo's lines and nothing else", async () => {
    const { first, lines } = itemLines(SITE_TEXT, ["apartments", 0, "photos"], 2);
    const text = made(removeItem(SITE_TEXT, ["apartments", 0, "photos"], 2));
    expect(lines).toHaveLength(4);
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: first, removed: lines, added: [] }]);
    expect(valueAt(text, ["apartments", 0, "photos"])).toEqual((valueAt(SITE_TEXT, ["apartments", 0, "photos"]) as unknown[]).toSpliced(2, 1));
    expect(await checkProblems(text)).toEqual([]);
  });

  it("takes an apartment's heading comment and its commented-out lines with it, and one of the blank lines around it", () => {
    const heading = linesWith(SITE_TEXT, "  # --- San Isidro: segunda planta, balcón hacia la ermita ---")[0]!;
    const next = linesWith(SITE_TEXT, "  # --- Calicanto: primera planta, hacia el río ---")[0]!;
    const text = made(removeItem(SITE_TEXT, ["apartments"], 1));
    const removed = linesOf(SITE_TEXT).slice(heading - 1, next - 1);
    expect(removed.at(-2)).toBe('      #   - { checkIn: 2027-08-01, checkOut: 2027-08-08, note: "Familia García" }');
    expect(removed.at(-1)).toBe("");
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: heading, removed, added: [] }]);
    expect((valueAt(text, ["apartments"]) as { slug: string }[]).map((apartment) => apartment.slug)).toEqual(["mirador", "calicanto", "fabrica-harinas"]);
  });

  it("takes a word out of a list written as «[ ]»", async () => {
    const at = lineAt(SITE_TEXT, ["apartments", 0, "features"]);
    const before = line(SITE_TEXT, at);
    const text = made(removeItem(SITE_TEXT, ["apartments", 0, "features"], 1));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: at, removed: [before], added: [before.replace("breakfast, ", "")] }]);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("leaves «[]» after the key of a list whose last item goes", async () => {
    const at = lineAt(SITE_TEXT, ["apartments", 0, "calendar", "feeds"]) - 1;
    const text = made(removeItem(SITE_TEXT, ["apartments", 0, "calendar", "feeds"], 0));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: at, removed: ["      feeds:", "        - { platform: Airbnb, env: MIRADOR_AIRBNB_ICAL }"], added: ["      feeds: []"] }]);
    expect(valueAt(text, ["apartments", 0, "calendar"])).toEqual({ feeds: [] });
    expect(await checkProblems(text)).toEqual([]);
  });
});

describe("moveItem", () => {
  it("moves a photo's lines among the others", async () => {
    const path = ["apartments", 0, "photos"];
    const moved = itemLines(SITE_TEXT, path, 0);
    const rest = [1, 2].flatMap((index) => itemLines(SITE_TEXT, path, index).lines);
    const text = made(moveItem(SITE_TEXT, path, 0, 2));
    expect(linesOf(text)).toEqual(linesOf(SITE_TEXT).toSpliced(moved.first - 1, moved.lines.length + rest.length, ...rest, ...moved.lines));
    expect((valueAt(text, path) as { file: string }[]).slice(0, 3).map((photo) => photo.file)).toEqual(["mirador/02.jpg", "mirador/03.jpg", "mirador/01.jpg"]);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("moves an apartment with its heading comment; the blank lines between apartments stay where they were", async () => {
    const all = linesOf(SITE_TEXT);
    const heading = (name: string): number => all.findIndex((content) => content.startsWith(`  # --- ${name}:`)) + 1;
    const [mirador, sanIsidro, calicanto, fabrica] = ["Mirador", "San Isidro", "Calicanto", "Fábrica de Harinas"].map(heading) as [number, number, number, number];
    // Each apartment: from its heading to the last line before the blank line that ends it.
    const block = (from: number, to: number): string[] => all.slice(from - 1, to - 2);
    const text = made(moveItem(SITE_TEXT, ["apartments"], 2, 0));
    expect(linesOf(text)).toEqual([
      ...all.slice(0, mirador - 1),
      ...block(calicanto, fabrica),
      "",
      ...block(mirador, sanIsidro),
      "",
      ...block(sanIsidro, calicanto),
      "",
      ...all.slice(fabrica - 1),
    ]);
    expect((valueAt(text, ["apartments"]) as { slug: string }[]).map((apartment) => apartment.slug)).toEqual(["calicanto", "mirador", "san-isidro", "fabrica-harinas"]);
    expect((await checked(text)).ok).toBe(true);
  });

  it("moves a word inside «[ ]», the commas staying where they were", async () => {
    const at = lineAt(SITE_TEXT, ["apartments", 0, "features"]);
    const text = made(moveItem(SITE_TEXT, ["apartments", 0, "features"], 0, 2));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: at, removed: [line(SITE_TEXT, at)], added: [line(SITE_TEXT, at).replace("[air-conditioning, breakfast, kitchen,", "[breakfast, kitchen, air-conditioning,")] }]);
    expect(await checkProblems(text)).toEqual([]);
  });

  it("refuses a place that isn't in the list, and changes nothing to move an item where it is", () => {
    expect(refused(moveItem(SITE_TEXT, ["apartments"], 0, 4))).toBe("no existe «apartments[4]»");
    expect(refused(moveItem(SITE_TEXT, ["apartments"], -1, 0))).toBe("no existe «apartments[-1]»");
    expect(made(moveItem(SITE_TEXT, ["apartments"], 1, 1))).toBe(SITE_TEXT);
  });
});

describe("addKey and removeKey", () => {
  it("adds a block after the calendar's commented-out example, and takes it out again leaving the comments", async () => {
    const example = linesWith(SITE_TEXT, '      #   - { checkIn: 2027-08-01, checkOut: 2027-08-08, note: "Familia García" }');
    expect(example).toHaveLength(1);
    const text = made(addKey(SITE_TEXT, ["apartments", 1, "calendar"], "blocks", ["- { checkIn: 2027-08-01, checkOut: 2027-08-08 }"]));
    expect(lineHunks(SITE_TEXT, text)).toEqual([{ line: example[0]! + 1, removed: [], added: ["      blocks:", "        - { checkIn: 2027-08-01, checkOut: 2027-08-08 }"] }]);
    expect(await checkProblems(text)).toEqual([]);
    expect(made(removeKey(text, ["apartments", 1, "calendar"], "blocks"))).toBe(SITE_TEXT);
  });

  it("refuses a key that is there already, and taking out a block's only key", () => {
    expect(refused(addKey(SITE_TEXT, ["apartments", 1], "calendar", ["blocks: []"]))).toBe("ya existe «apartments[1].calendar»");
    expect(refused(removeKey(SITE_TEXT, ["apartmentSlider"], "animationSeconds"))).toBe("«apartmentSlider.animationSeconds» es lo único que hay en «apartmentSlider»: quita «apartmentSlider» entero, a mano en el texto");
  });
});

describe("the file's line endings", () => {
  const crlf = SITE_TEXT.replaceAll("\n", "\r\n");
  const bareNewline = /(?<!\r)\n/;

  it.each([
    ["setScalar", (text: string) => setScalar(text, ["apartments", 0, "photos", 4, "alt", "es"], "Cocina con café")],
    ["insertItem", (text: string) => insertItem(text, ["figures"], ["value: 7", "label:", "  es: siete", "  en: seven"])],
    ["removeItem", (text: string) => removeItem(text, ["apartments", 0, "photos"], 2)],
    ["moveItem", (text: string) => moveItem(text, ["apartments", 0, "photos"], 0, 2)],
  ])("%s keeps Windows line endings (CRLF) on every line", async (_name, edit) => {
    const text = made(edit(crlf));
    expect(bareNewline.test(text)).toBe(false);
    // The same lines change as in the file with «\n» endings.
    expect(lineHunks(crlf, text)).toEqual(lineHunks(SITE_TEXT, made(edit(SITE_TEXT))).map((hunk) => ({ ...hunk, removed: hunk.removed.map((content) => `${content}\r`), added: hunk.added.map((content) => `${content}\r`) })));
    expect(await checkProblems(text)).toEqual([]);
  });

  const unended = SITE_TEXT.replace(/\n$/, "");
  const redirects = ["redirects"];
  const count = (valueAt(SITE_TEXT, redirects) as unknown[]).length;

  it.each([
    ["setScalar", () => setScalar(unended, ["redirects", count - 1, "to"], "/apartment-list/mirador"), "  - { from: /trending, to: /apartment-list/mirador }"],
    ["insertItem", () => insertItem(unended, redirects, ["{ from: /reservas, to: /contact }"]), "  - { from: /reservas, to: /contact }"],
    ["removeItem", () => removeItem(unended, redirects, count - 1), line(SITE_TEXT, lineAt(SITE_TEXT, ["redirects", count - 2]))],
    ["moveItem", () => moveItem(unended, redirects, count - 1, 0), line(SITE_TEXT, lineAt(SITE_TEXT, ["redirects", count - 2]))],
  ])("%s at the end of a file whose last line has no line ending leaves it without one", async (_name, edit, last) => {
    const text = made(edit());
    expect(text.endsWith("\n")).toBe(false);
    expect(linesOf(text).at(-1)).toBe(last);
    expect(linesOf(text).slice(0, lineAt(SITE_TEXT, ["redirects", 0]) - 1)).toEqual(linesOf(unended).slice(0, lineAt(SITE_TEXT, ["redirects", 0]) - 1));
    expect(await checkProblems(text)).toEqual([]);
  });
});

describe("text from anywhere: a problem, never an exception", () => {
  const anchored = "a: &precio 80\nb: *precio\nlista:\n  - &uno x\n  - y\n";
  const cases: [string, () => unknown][] = [
    ["no text", () => setScalar(undefined as unknown as string, ["a"], "x")],
    ["a path that isn't a list", () => setScalar(SITE_TEXT, "site.name" as unknown as string[], "x")],
    ["an empty path", () => setScalar(SITE_TEXT, [], "x")],
    ["a negative position", () => setScalar(SITE_TEXT, ["apartments", -1, "name"], "x")],
    ["a fractional position", () => removeItem(SITE_TEXT, ["apartments"], 0.5)],
    ["a path part that is an object", () => setScalar(SITE_TEXT, [{}] as unknown as string[], "x")],
    ["a value that is an object", () => setScalar(SITE_TEXT, ["site", "name", "es"], {} as unknown as string)],
    ["a value that is NaN", () => setScalar(SITE_TEXT, ["apartmentSlider", "animationSeconds"], Number.NaN)],
    ["a value that is infinite", () => setScalar(SITE_TEXT, ["apartmentSlider", "animationSeconds"], Number.POSITIVE_INFINITY)],
    ["a text that doesn't parse", () => setScalar("a: [1, 2\nb: 3\n", ["b"], 4)],
    ["a list at the top", () => setScalar("- a\n- b\n", ["x"], "y")],
    ["an empty text", () => setScalar("", ["a"], "x")],
    ["a repeated key", () => setScalar("a: 1\na: 2\n", ["a"], 3)],
    ["two documents", () => setScalar("a: 1\n---\nb: 2\n", ["a"], 3)],
    ["a deep nesting", () => setScalar(`a: ${"[".repeat(50_000)}`, ["a"], 1)],
    ["a huge text", () => setScalar(`a: ${"x".repeat(600_000)}\n`, ["a"], "y")],
    ["an alias", () => setScalar(anchored, ["b"], 90)],
    ["an anchored value", () => setScalar(anchored, ["a"], 90)],
    ["an anchored item", () => removeItem(anchored, ["lista"], 0)],
    ["item lines that aren't strings", () => insertItem(SITE_TEXT, ["figures"], [7] as unknown as string[])],
    ["no item lines", () => insertItem(SITE_TEXT, ["figures"], [])],
    ["a key that isn't a word", () => addKey(SITE_TEXT, ["site"], "a: b", ["x: 1"])],
    ["a key that isn't there", () => removeKey(SITE_TEXT, ["site"], "nada")],
    ["a file's only list item in a list of lists", () => removeItem("- - a\n", [0], 0)],
  ];

  it.each(cases)("%s", (_name, edit) => {
    const result = edit() as { problem?: unknown };
    expect(typeof result.problem).toBe("string");
  });

  it("says which value is an alias, and which one has an anchor", () => {
    expect(refused(setScalar(anchored, ["b"], 90))).toBe("«b» es un alias (*precio) de otro valor: cámbialo a mano en el texto");
    expect(refused(setScalar(anchored, ["a"], 90))).toBe("«a» lleva un ancla (&precio) que otros valores copian: cámbialo a mano en el texto");
    expect(refused(removeItem(anchored, ["lista"], 0))).toBe("«lista[0]» lleva un ancla (&nombre) o un alias (*nombre): cámbialo a mano en el texto");
  });

  it("any text in a value is written so that it reads back as itself, on its line only", () => {
    const path = ["site", "name", "es"];
    const at = lineAt(SITE_TEXT, path);
    const before = linesOf(SITE_TEXT);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (value) => {
        const result = setScalar(SITE_TEXT, path, value);
        if ("problem" in result) return;
        expect(valueAt(result.text, path)).toBe(value);
        const after = linesOf(result.text);
        expect(after.length).toBe(before.length);
        expect(after.filter((content, index) => content !== before[index] && index !== at - 1)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it("any text and any path: never an exception", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer({ min: -2, max: 5 })), { maxLength: 4 }), fc.string({ maxLength: 20 }), (text, path, value) => {
        for (const result of [setScalar(text, path, value), insertItem(text, path, [value]), removeItem(text, path, 0), moveItem(text, path, 0, 1), removeKey(text, path, value)]) {
          expect("text" in result || typeof result.problem === "string").toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

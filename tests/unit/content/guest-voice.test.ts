/**
 * One voice for the guests: a Spanish text that speaks to them as «vosotros» is a
 * warning of `npm run check`, at its first such word, with each word's «tú» form; never an error,
 * never a false alarm on a word that only looks like one, and never about English texts or the
 * owner's unpublished notes. Edits of the real site.yaml, found by key path.
 */
import { describe, expect, it } from "vitest";
import { vosotrosForms } from "../../../src/content-check/cross-check/vosotros-forms.ts";
import { loadSite, SITE_FILE, type LoadResult } from "../../../scripts/content/load-site.ts";
import { formatProblem } from "../../../src/content-check/wording/problem.ts";
import { contentChecker } from "./helpers.ts";
import { SiteText, yamlValue } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("guest-voice");

const CAUSE = "aviso: este texto trata a los huéspedes de vosotros, y la web les habla de tú: cambia ";

/** Each form found in a text, as written and as said to one guest. */
const said = (text: string): [string, string | undefined][] => vosotrosForms(text).map((form) => [form.written, form.tu]);

function warningsOf(result: LoadResult): string[] {
  expect(result.problems).toEqual([]);
  if (!result.ok) throw new Error("the edited file should pass the check");
  return result.warnings.map(formatProblem);
}

/** Where `fragment` starts in `text` (the first line that has it), as the check reports it. */
function positionOf(text: string, fragment: string): string {
  const lines = text.split("\n");
  const line = lines.findIndex((candidate) => candidate.includes(fragment));
  expect(line).toBeGreaterThanOrEqual(0);
  return `${line + 1}:${lines[line]!.indexOf(fragment) + 1}`;
}

describe("the «vosotros» forms of a Spanish text", () => {
  it("are the pronouns, shown with the word after them and said to one guest", () => {
    expect(said("Os dejamos ropa de cama; no se os atribuya")).toEqual([
      ["Os dejamos", "Te dejamos"],
      ["os atribuya", "te atribuya"],
    ]);
    expect(said("como si fuera vuestra casa, con vuestros hijos y vuestras bicis, en vuestro pueblo")).toEqual([
      ["vuestra casa", "tu casa"],
      ["vuestros hijos", "tus hijos"],
      ["vuestras bicis", "tus bicis"],
      ["vuestro pueblo", "tu pueblo"],
    ]);
    // «tú» or «ti», depending on the sentence: only named.
    expect(said("Es para vosotras")).toEqual([["vosotras", undefined]]);
  });

  it("are the plural commands with «nos», «lo», «la»…, said to one guest with the accent they then take", () => {
    const commands = "avisadnos decídnoslo dejadlos contadnos escribidnos consultadlo traednos enviadnos ponedlo decidnos guardadlas Llamadnos";
    expect(said(commands)).toEqual([
      ["avisadnos", "avísanos"],
      ["decídnoslo", "dínoslo"],
      ["dejadlos", "déjalos"],
      ["contadnos", "cuéntanos"],
      ["escribidnos", "escríbenos"],
      ["consultadlo", "consúltalo"],
      ["traednos", "tráenos"],
      ["enviadnos", "envíanos"],
      ["ponedlo", "ponlo"],
      ["decidnos", "dinos"],
      ["guardadlas", "guárdalas"],
      ["Llamadnos", "Llámanos"],
    ]);
    // A command the site doesn't know: found, and left to the owner.
    expect(said("bebedlo frío")).toEqual([["bebedlo", undefined]]);
  });

  it("are the usual plural commands on their own, and the verbs said to «vosotros»", () => {
    expect(said("Consultad fechas y reservad; al salir, cerrad y apagad; mirad en la puerta")).toEqual([
      ["Consultad", "Consulta"],
      ["reservad", "reserva"],
      ["cerrad", "cierra"],
      ["apagad", "apaga"],
      ["mirad", "mira"],
    ]);
    expect(said("si viajáis con un bebé, si lo preferís, si vais a llegar tarde, si habíais pagado, podéis, si hacéis ruido")).toEqual([
      ["viajáis", "viajas"],
      ["preferís", "prefieres"],
      ["vais", "vas"],
      ["habíais", "habías"],
      ["podéis", "puedes"],
      ["hacéis", undefined],
    ]);
  });

  it("are found, and left to the owner, when a letter only matches a command without regard to case («ſ» is an «s» to the match)", () => {
    expect(said("Conſultad fechas")).toEqual([["Conſultad", undefined]]);
  });

  it("are none in words that only look like them, in what the site says as «tú», or in English", () => {
    const lookalikes = [
      "La ciudad, la pared, la verdad y la mitad: la comunidad, la seguridad, la privacidad, la identidad, la disponibilidad y la edad.",
      "El huésped de Madrid llega el dieciséis o el veintiséis, con dos jerséis; los osos, los costos, seis países, París y el anís.",
      "¿Cuántos sois? Nuestra casa, nos vemos, te dejamos, avísanos, consulta, reserva tu estancia.",
      "Dad's old bed: the shed, the red road, good food, we send you the keys.",
    ];
    for (const text of lookalikes) expect(said(text), text).toEqual([]);
  });
});

describe("npm run check on Spanish texts in «vosotros»", () => {
  it("finds none in site.yaml", async () => {
    const result = await loadSite(SITE_FILE, { displayName: "site.yaml" });
    expect(result.ok && result.warnings).toEqual([]);
  });

  it("warns at the first such word, passes the file, and names each word with its «tú» form", async () => {
    const path = ["rules", "sections", 1, "paragraphs", 1, "es"];
    const text = site.get<string>(path);
    expect(text).toContain("Te pedimos que lo trates como si fuera tu casa");
    const edit = site.replaceValue(path, yamlValue(text.replace("Te pedimos que lo trates como si fuera tu casa", "Os pedimos que lo tratéis como si fuera vuestra casa")));
    const result = await check("paragraph", edit.site.text);
    expect(result.ok).toBe(true);
    expect(warningsOf(result)).toEqual([
      `site.yaml:${positionOf(edit.site.text, "Os pedimos")}: ${CAUSE}«Os pedimos» por «Te pedimos», «tratéis» por «trates» y «vuestra casa» por «tu casa»`,
    ]);
  });

  it("finds the word on the line it is on, in a text on several lines or in a «{ }» line", async () => {
    const paragraph = ["about", "paragraphs", 0, "es"];
    const folded = site.replaceValue(paragraph, `"Una primera línea sin nada,\n        y una segunda donde os contamos la historia."`).site;
    const alt = ["apartments", 0, "photos", 4, "alt"];
    const oneLine = folded.toOneLine(alt).site;
    const edited = oneLine.replaceValue([...alt, "es"], yamlValue("Vuestro salón"));
    expect(warningsOf(await check("positions", edited.site.text))).toEqual([
      // In the order of the file: the photo comes before the history.
      `site.yaml:${positionOf(edited.site.text, "Vuestro salón")}: ${CAUSE}«Vuestro salón» por «Tu salón»`,
      `site.yaml:${positionOf(edited.site.text, "os contamos")}: ${CAUSE}«os contamos» por «te contamos»`,
    ]);
  });

  it("reads the texts written once too (a name), and neither the English ones nor the owner's notes", async () => {
    const english = site.replaceValue(["contact", "intro", "en"], yamlValue("Llamadnos o escribidnos: os contestamos en el día.")).site;
    const named = english.replaceValue(["apartments", 0, "name"], yamlValue("Vuestro Mirador")).site;
    const noted = named.insertLinesAfter(["apartments", 1, "calendar", "feeds"], ["      blocks:", '        - { checkIn: 2027-08-01, checkOut: 2027-08-08, note: "Os llamamos el lunes" }']).site;
    expect(warningsOf(await check("once", noted.text))).toEqual([`site.yaml:${positionOf(noted.text, "Vuestro Mirador")}: ${CAUSE}«Vuestro Mirador» por «Tu Mirador»`]);
  });
});

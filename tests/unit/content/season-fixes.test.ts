/**
 * Seasons that share nights: the check's fix, typed in as the message says, passes. Each shape
 * an owner makes (a season added inside another, one that spills over its neighbour, one across
 * two, a copy not yet moved) is checked, the fix read from the message and applied to the dates,
 * and the file checked again.
 */
import { describe, expect, it } from "vitest";
import { contentChecker } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("season-fixes");

type Season = { name: string; from: string; to: string; nightly: number };

/** site.yaml with Mirador's prices made of `seasons`, one `{ … }` per season. */
function withSeasons(seasons: readonly Season[]): string {
  const path = ["apartments", 0, "capacity"];
  const indent = " ".repeat(site.keyAt(path).col - 1);
  const items = seasons.map((season) => `{ name: { es: ${season.name}, en: ${season.name} }, from: ${season.from}, to: ${season.to}, nightly: ${season.nightly}, minNights: 2 }`);
  return site.insertLinesAfter(path, [`${indent}rates: { taxesIncluded: true, seasons: [${items.join(", ")}] }`]).site.text;
}

async function messages(seasons: readonly Season[]): Promise<string[]> {
  const result = await check(`seasons-${Math.random().toString(36).slice(2)}`, withSeasons(seasons));
  return result.problems.map((problem) => problem.message);
}

/** The dates a fix sets on the season it names first: «haz que «Año» termine el 31/07/2027 («to: 2027-07-31»)». */
function datesIn(part: string): { name: string; from?: string; to?: string } {
  const name = /«([^«»]+)»/.exec(part)![1]!;
  const from = /«from: (\d{4}-\d{2}-\d{2})»/.exec(part)?.[1];
  const to = /«to: (\d{4}-\d{2}-\d{2})»/.exec(part)?.[1];
  return { name, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** `seasons` with a message's fix applied: its first way (`alternative`: the way after «, o que»). */
function applied(seasons: readonly Season[], message: string, alternative = false): Season[] {
  const fix = message.slice(message.indexOf("; haz que ") + "; haz que ".length);
  const [first, other] = fix.split(", o que ");
  if (alternative) {
    expect(other, message).toBeDefined();
    const { name, ...dates } = datesIn(other!);
    return seasons.map((season) => (season.name === name ? { ...season, ...dates } : season));
  }
  const [moves, copies = ""] = first!.split(" y añade ");
  const { name, ...dates } = datesIn(moves!);
  const changed = seasons.map((season) => (season.name === name ? { ...season, ...dates } : season));
  const original = seasons.find((season) => season.name === name)!;
  const added = [...copies.matchAll(/«from: (\d{4}-\d{2}-\d{2})», «to: (\d{4}-\d{2}-\d{2})»/g)].map(([, from, to]) => ({ ...original, from: from!, to: to! }));
  return [...changed, ...added];
}

const season = (name: string, from: string, to: string, nightly = 80): Season => ({ name, from, to, nightly });

describe("seasons that share nights", () => {
  const shapes: [string, Season[]][] = [
    ["August added inside a season for the whole year", [season("Todo el año", "2027-01-01", "2027-12-31"), season("Agosto", "2027-08-01", "2027-08-31", 120)]],
    ["August added inside a high season that ends in September", [season("Alta", "2027-06-01", "2027-09-15", 100), season("Agosto", "2027-08-01", "2027-08-31", 120)]],
    ["two short seasons added inside one", [season("Todo el año", "2027-01-01", "2027-12-31"), season("Agosto", "2027-08-01", "2027-08-31", 120), season("Puente", "2027-10-08", "2027-10-12", 110)]],
    ["one that starts where the other starts", [season("Primavera", "2027-01-01", "2027-06-30"), season("Enero", "2027-01-01", "2027-01-31", 70)]],
    ["one that ends where the other ends", [season("Primavera", "2027-01-01", "2027-06-30"), season("Junio", "2027-06-01", "2027-06-30", 95)]],
    ["one that spills over its neighbour's first nights", [season("Invierno", "2026-12-01", "2027-04-05"), season("Verano", "2027-04-01", "2027-10-31", 95)]],
    ["Easter across two seasons", [season("Invierno", "2027-01-01", "2027-03-31"), season("Primavera", "2027-04-01", "2027-06-30", 90), season("Semana Santa", "2027-03-25", "2027-04-05", 110)]],
  ];

  it.each(shapes)("%s: the fix each message gives, typed in, passes", async (_, seasons) => {
    const found = await messages(seasons);
    expect(found.length, "the shape is an overlap").toBeGreaterThan(0);
    // Each message changes a season of its own: all of them together are the fix.
    let fixed: Season[] = seasons;
    for (const message of found) {
      expect(message).toMatch(/^la temporada «[^«»]+» \(del .+\) se solapa con .+: cada noche tiene un solo precio; haz que /);
      fixed = applied(fixed, message);
    }
    expect(await messages(fixed)).toEqual([]);
  });

  it("a season that spills over its neighbour's first nights can be fixed either way", async () => {
    const seasons = [season("Invierno", "2026-12-01", "2027-04-05"), season("Verano", "2027-04-01", "2027-10-31", 95)];
    const [message] = await messages(seasons);
    expect(message).toBe(
      "la temporada «Verano» (del 01/04/2027 al 31/10/2027) se solapa con «Invierno» (del 01/12/2026 al 05/04/2027): cada noche tiene un solo precio; haz que «Verano» empiece el 06/04/2027 («from: 2027-04-06»), o que «Invierno» termine el 31/03/2027 («to: 2027-03-31»)",
    );
    expect(await messages(applied(seasons, message!))).toEqual([]);
    expect(await messages(applied(seasons, message!, true))).toEqual([]);
  });

  it("a season added inside another: the other ends the night before, and goes on after it", async () => {
    const seasons = [season("Todo el año", "2027-01-01", "2027-12-31"), season("Agosto", "2027-08-01", "2027-08-31", 120)];
    expect(await messages(seasons)).toEqual([
      "la temporada «Todo el año» (del 01/01/2027 al 31/12/2027) se solapa con «Agosto» (del 01/08/2027 al 31/08/2027): cada noche tiene un solo precio; haz que «Todo el año» termine el 31/07/2027 («to: 2027-07-31») y añade otra temporada con el nombre, los precios y el mínimo de «Todo el año» del 01/09/2027 al 31/12/2027 («from: 2027-09-01», «to: 2027-12-31»)",
    ]);
  });

  it("a season copied and not yet moved says so, at the copy", async () => {
    expect(await messages([season("Baja", "2027-01-01", "2027-06-30"), season("Alta", "2027-01-01", "2027-06-30", 110)])).toEqual([
      "la temporada «Alta» (del 01/01/2027 al 30/06/2027) se solapa con «Baja» (del 01/01/2027 al 30/06/2027): cada noche tiene un solo precio, y «Alta» tiene las mismas noches: pon en su «from» y su «to» las noches que le tocan, o quítala si ya no vale",
    ]);
  });

  it("a gap is measured from the season that reaches furthest, not from the one that starts last", async () => {
    // «Agosto» inside «Todo el año», and «Invierno» right after the year: no night without a price.
    const seasons = [season("Todo el año", "2027-01-01", "2027-12-31"), season("Agosto", "2027-08-01", "2027-08-31", 120), season("Invierno", "2028-01-01", "2028-03-31")];
    expect(await messages(seasons)).toEqual([expect.stringMatching(/^la temporada «Todo el año» .+ se solapa con «Agosto»/)]);
  });
});

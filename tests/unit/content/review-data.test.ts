/**
 * The reviews the owner copies into site.yaml, checked so that what is published can't be wrong:
 * a guest's words quoted as written (no «tú» warning on them), a stay and a period that have
 * happened (today as the check sees it, given here), a language written as its code, an address
 * with nothing of the owner's session in it and of an address's length, and a number written as
 * the number, with each fix, applied, passing. Edits of the real site.yaml, found by key path.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languageCodeGuess } from "../../../src/content-check/validate/language-codes.ts";
import { SCHEMA_PATH } from "../../../scripts/content/validator.ts";
import { withoutTracking } from "../../../src/content-check/cross-check/tracked-links.ts";
import { formatProblem } from "../../../src/content-check/wording/problem.ts";
import { addMonths } from "../../../src/booking/calendar-date.ts";
import { todayIn } from "../../../src/booking/today.ts";
import { contentChecker } from "./helpers.ts";
import { SiteText, yamlValue } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("review-data");

type Node = Record<string, unknown>;
const schema = JSON.parse(readFileSync(SCHEMA_PATH, "utf8")) as Node & { $defs: Record<string, Node> };

/** `line:col: message` of each problem, and each warning of a passing file. */
async function said(name: string, text: string, now?: Date): Promise<{ problems: string[]; warnings: string[] }> {
  const result = await check(name, text, now ? { now } : {});
  const located = (problems: readonly { line: number; col: number; message: string }[]): string[] => problems.map((problem) => `${problem.line}:${problem.col}: ${problem.message}`);
  return { problems: located(result.problems), warnings: result.ok ? located(result.warnings) : [] };
}

type Review = { stay: string; source: string; language: string; text: string; rating?: number; url?: string; translations?: Record<string, string> };
const reviews = site.get<Review[]>(["reviews", "list"]);

describe("a guest's words, quoted", () => {
  it("are the review's text and its translations: the schema's only quotations", () => {
    const quoting: string[] = [];
    const walk = (node: unknown, pointer: string): void => {
      if (!node || typeof node !== "object") return;
      if ((node as Node).$ref === "#/$defs/quotation") quoting.push(pointer);
      for (const [key, child] of Object.entries(node)) if (key !== "examples") walk(child, `${pointer}/${key}`);
    };
    walk(schema, "");
    expect(quoting.sort()).toEqual(["/$defs/review/properties/text", "/$defs/review/properties/translations/additionalProperties"]);
  });

  it("are published as written, «os» and all, in the original and in a translation; the owner's words beside them are still read", async () => {
    const spanish = reviews.findIndex((review) => review.language === "es");
    const translated = reviews.findIndex((review) => review.translations?.es !== undefined);
    expect(translated).toBeGreaterThanOrEqual(0);
    const text = ["reviews", "list", spanish, "text"];
    const translation = ["reviews", "list", translated, "translations", "es"];
    const quoted = site
      .replaceValue(text, yamlValue(`Os escribo para daros las gracias: vuestra casa es preciosa. ${site.get<string>(text)}`))
      .site.replaceValue(translation, yamlValue(`Os lo recomendamos: volved cuando podáis. ${site.get<string>(translation)}`)).site;
    expect(await said("quoted", quoted.text)).toEqual({ problems: [], warnings: [] });
    const how = ["reviews", "direct", "check", "es"];
    const owner = quoted.replaceValue(how, yamlValue(`Os lo decimos claro: ${site.get<string>(how)}`));
    expect((await said("owner", owner.site.text)).warnings).toEqual([
      `${owner.at.line}:${owner.at.col + 1}: aviso: este texto trata a los huéspedes de vosotros, y la web les habla de tú: cambia «Os lo» por «Te lo»`,
    ]);
  });
});

describe("the months of the reviews, against today", () => {
  // 23:30 UTC on the last day of this month: in the apartments' zone, already the first of the next.
  const base = new Date();
  const now = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + 1, 1) - 30 * 60 * 1000);
  const today = todayIn("Europe/Madrid", now);
  const month = (later: number): string => addMonths(today, later).slice(0, 7);
  const shown = today.split("-").reverse().join("/");

  it("take today where the apartments are: the month that has just begun there is no future", async () => {
    expect(today.endsWith("-01")).toBe(true);
    const thisMonth = site.replaceValue(["reviews", "selection", "to"], month(0)).site.replaceValue(["reviews", "list", 0, "stay"], month(0)).site;
    expect((await said("this-month", thisMonth.text, now)).problems).toEqual([]);
  });

  it("refuse a stay after today, saying only that", async () => {
    const edit = site.replaceValue(["reviews", "list", 0, "stay"], month(1));
    expect((await said("next-month", edit.site.text, now)).problems).toEqual([`${edit.at.line}:${edit.at.col}: la estancia («stay: ${month(1)}») es posterior a hoy (${shown}): pon el mes en que se alojó`]);
  });

  it("refuse a period that ends after today, with the latest month it can end", async () => {
    const edit = site.replaceValue(["reviews", "selection", "to"], month(2));
    expect((await said("period", edit.site.text, now)).problems).toEqual([
      `${edit.at.line}:${edit.at.col}: el periodo acaba en un mes que aún no ha llegado («to: ${month(2)}»; hoy es ${shown}): «to» es el mes de la última estancia del periodo; pon como mucho el de este mes, «${month(0)}»`,
    ]);
  });
});

describe("a review's language", () => {
  const codes = (schema.$defs.languageCode!.pattern as string).slice(2, -2).split("|");
  const isCode = (code: string): boolean => codes.includes(code);

  it("is one of the 183 codes of ISO 639-1, each a language with a name", () => {
    expect(codes).toHaveLength(183);
    const names = new Intl.DisplayNames("es", { type: "language", fallback: "none" });
    expect(codes.filter((code) => !names.of(code) || names.of(code) === code)).toEqual([]);
    for (const code of ["es", "en", "fr", "de", "it", "pt", "ca", "eu", "gl", "nl"]) expect(codes).toContain(code);
  });

  it.each([
    ["ES", "es"],
    ["es-ES", "es"],
    ["pt_BR", "pt"],
    ["español", "es"],
    ["Français", "fr"],
    ["Deutsch", "de"],
    ["English", "en"],
    ["eng", "en"],
    ["sp", "es"],
    ["gb", "en"],
    ["jp", "ja"],
    ["catalán", "ca"],
  ])("written «%s», is guessed as «%s»", (written, code) => {
    expect(languageCodeGuess(written, isCode)).toBe(code);
  });

  it.each(["zz", "xx", "klingon", "e", ""])("written «%s», is not guessed", (written) => {
    expect(languageCodeGuess(written, isCode)).toBeUndefined();
  });

  it("leaves a text's language lines to the check of the site's languages: «in:» for «en:» is said as before", async () => {
    const edit = site.renameKey(["site", "tagline", "en"], "in");
    expect((await said("in", edit.site.text)).problems[0]).toMatch(/«site\.tagline»: «in» no es un idioma de esta web \(en «site\.languages» están «es» y «en»\)/);
  });
});

describe("a review's address", () => {
  it.each([
    [
      "https://www.booking.com/hotel/es/casa-mirador.es.html?aid=304142&label=gen173nr-1FCAEoggI46AdIM1gEaEaIAQGYAQq4ARfIAQzYAQHoAQH4AQKIAgGoAgO4AqGs&sid=0a1b2c3d4e5f6a7b&sb_price_type=total&srpvid=8f2e5c0a&type=total&ucfs=1#tab-reviews",
      ["aid", "label", "sid", "sb_price_type", "srpvid", "type", "ucfs"],
      "https://www.booking.com/hotel/es/casa-mirador.es.html#tab-reviews",
    ],
    ["https://www.airbnb.co.uk/rooms/53812296/reviews?source_impression_id=p3_1732800000_P3kL&check_in=2026-08-14", ["source_impression_id", "check_in"], "https://www.airbnb.co.uk/rooms/53812296/reviews"],
    ["https://www.google.com/maps/place/Casa?utm_source=newsletter&hl=es&gclid=Cj0KCQ", ["utm_source", "gclid"], "https://www.google.com/maps/place/Casa?hl=es"],
    ["https://maps.app.goo.gl/AbCdEf123?g_st=iw", ["g_st"], "https://maps.app.goo.gl/AbCdEf123"],
    ["https://www.tripadvisor.es/Hotel_Review-d123.html?fbclid=IwAR0&utm_medium=social&UTM_Campaign=x", ["fbclid", "utm_medium", "UTM_Campaign"], "https://www.tripadvisor.es/Hotel_Review-d123.html"],
  ])("%s: its tracking is found and taken away, nothing else", (address, names, clean) => {
    expect(withoutTracking(address)).toEqual({ names, clean });
  });

  it.each(["https://www.airbnb.es/rooms/53812296/reviews", "https://www.example.es/ruta?id=7&page=2", "https://www.example.es/ruta#utm_source"])("%s: has none", (address) => {
    expect(withoutTracking(address)).toBeUndefined();
  });

  const i = reviews.findIndex((review) => review.url !== undefined);
  const url = ["reviews", "list", i, "url"];

  it("with more than four of them names four and counts the rest; the address given passes", async () => {
    const clean = site.get<string>(url);
    const edit = site.replaceValue(url, `${clean}?aid=304142&label=gen173nr&sid=0a1b2c&sb_price_type=total&srpvid=8f2e&ucfs=1`);
    expect((await said("booking", edit.site.text)).problems).toEqual([
      `${edit.at.line}:${edit.at.col}: esta dirección lleva datos de seguimiento («aid», «label», «sid», «sb_price_type» y 2 más), que dicen quién la compartió, tu sesión o tu búsqueda, y se publicarían con ella: pega la dirección sin ellos, «${clean}»`,
    ]);
    expect((await said("booking-fixed", site.replaceValue(url, withoutTracking(edit.site.get<string>(url))!.clean).site.text)).problems).toEqual([]);
  });

  it("is https only, and at most 2000 characters; one message for a long one, however wrong the rest", async () => {
    const http = site.replaceValue(url, site.get<string>(url).replace("https://", "http://"));
    expect((await said("http", http.site.text)).problems).toEqual([expect.stringMatching(/no tiene un formato válido \(«http:\/\/.*»\)\. Escribe la dirección web completa, empezando por https:\/\//)]);
    const long = `${site.get<string>(url)}#${"a".repeat(2000)}`;
    const edit = site.replaceValue(url, long);
    expect((await said("long", edit.site.text)).problems).toEqual([
      `${edit.at.line}:${edit.at.col}: «reviews.list[${i}].url» tiene ${long.length} caracteres, y una dirección cabe en 2000: pega solo la dirección de la página, la que sale en la barra del navegador, sin nada más`,
    ]);
    // A page pasted whole, spaces and all: not also «no tiene un formato válido», with the page in it.
    const page = site.replaceValue(url, JSON.stringify(`${site.get<string>(url)} ${"Opinión de Elena. ".repeat(200)}`));
    expect((await said("page", page.site.text)).problems).toEqual([expect.stringMatching(/^\d+:\d+: «reviews\.list\[\d+\]\.url» tiene \d+ caracteres, y una dirección cabe en 2000/)]);
  });
});

describe("a number written with more than the number", () => {
  const rating = ["reviews", "list", reviews.findIndex((review) => review.rating !== undefined), "rating"];
  const booking = site.replaceValue(["reviews", "sources", 0, "name"], "Booking.com").site.replaceValue(["reviews", "sources", 0, "scale"], "10").site;

  it.each(["5/5", "4,8", "4.8/5", "9,6 / 10", "10 %", "4 de 5", "4,5 estrellas", "9 sobre 10", "8/10 puntos", "★★★★☆", "5★"])("«%s»: the number the message gives, typed, passes", async (written) => {
    const edit = booking.replaceValue(rating, yamlValue(written));
    const { problems } = await said(`written-${written}`, edit.site.text);
    expect(problems).toHaveLength(1);
    const typed = /escribe solo el número(?:, con punto)?: (\S+)$/.exec(problems[0]!)?.[1];
    expect(typed, problems[0]).toBeDefined();
    expect((await said(`typed-${written}`, booking.replaceValue(rating, typed!).site.text)).problems).toEqual([]);
  });

  it("is never said as «debe ser un número, y es un número»: YAML's «.nan» and «.inf» are said for what they are", async () => {
    for (const written of [".nan", ".NaN", ".inf", "-.inf", ".Inf"]) {
      const result = await check(`not-a-number-${written}`, site.replaceValue(rating, written).site.text);
      const messages = result.problems.map(formatProblem);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(`lleva «${written}», que no es un número que se pueda publicar`);
      expect(messages[0]).not.toMatch(/debe ser un número, y es un número/);
    }
  });
});

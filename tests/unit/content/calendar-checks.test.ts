/**
 * Calendars and prices in site.yaml: what the check says about each mistake an owner can make
 * with them, at its line, and that a correct block passes.
 */
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../../src/content-check/wording/problem.ts";
import { contentChecker } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("calendar-checks");

/** site.yaml with Mirador's calendar replaced by `calendar` and `rates` added after it (flow YAML; a season's name in every language). */
function withMirador(calendar: string, rates?: string): string {
  const text = site.replaceValue(["apartments", 0, "calendar"], calendar).site.text;
  if (!rates) return text;
  return text.replace("    calendar:", `    rates: ${rates}\n    calendar:`);
}

async function problems(text: string): Promise<string[]> {
  const result = await check(`case-${Math.random().toString(36).slice(2)}`, text);
  return result.ok ? [] : result.problems.map((problem) => formatProblem(problem).replace(/^site\.yaml:\d+:\d+: /, ""));
}

const SEASONS = `[{ name: { es: Invierno, en: Winter }, from: 2026-11-01, to: 2027-03-31, nightly: 80, minNights: 2 }, { name: { es: Verano, en: Summer }, from: 2027-04-01, to: 2027-10-31, nightly: 95, weekend: 110, minNights: 3 }]`;

describe("calendars and prices in site.yaml", () => {
  it("a calendar with two feeds and a block, and seasons in a row, pass", async () => {
    expect(await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: MIRADOR_AIRBNB_ICAL }, { platform: Booking.com, env: MIRADOR_BOOKING_ICAL }], blocks: [{ checkIn: 2026-12-24, checkOut: 2026-12-27, note: "Familia" }] }`, `{ taxesIncluded: true, cleaningFee: 30, seasons: ${SEASONS} }`))).toEqual([]);
  });

  it("a calendar's address pasted in place of its variable is refused, with where it goes", async () => {
    const found = await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: "https://www.airbnb.es/calendar/ical/53812296.ics?s=abc" }] }`));
    expect(found).toEqual([expect.stringContaining("La dirección del calendario no va aquí: es secreta y va en el archivo .env")]);
  });

  it("a calendar's address anywhere else in the file is refused: site.yaml is published", async () => {
    const text = site.replaceValue(["site", "social", "url"], "https://admin.booking.com/hotel/hoteladmin/ical.html?t=0f1e2d").site.text;
    expect(await problems(text)).toEqual([expect.stringMatching(/^esto parece la dirección secreta de un calendario: no la pongas en site.yaml/)]);
    // In the middle of a text, with another scheme, or without one.
    for (const address of ["webcal://www.airbnb.es/calendar/ical/1.ics?s=abc", "www.airbnb.es/calendar/ical/1.ics?s=abc"]) {
      const inside = site.replaceValue(["apartments", 1, "summary", "es"], `Calendario al día en ${address}, consúltalo.`).site.text;
      expect(await problems(inside), address).toEqual([expect.stringMatching(/^esto parece la dirección secreta de un calendario/)]);
    }
  });

  it("one variable for two feeds, and a block that ends before it starts", async () => {
    expect(await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: MIRADOR_ICAL }, { platform: Booking.com, env: MIRADOR_ICAL }], blocks: [{ checkIn: 2026-12-27, checkOut: 2026-12-24 }] }`))).toEqual([
      "la variable MIRADOR_ICAL ya es la del calendario de Airbnb de «Mirador»: cada calendario tiene su propia dirección, y por tanto su propia variable (por ejemplo MIRADOR_BOOKING_COM_ICAL)",
      "la salida (24/12/2026) tiene que ser después de la llegada (27/12/2026): «checkOut» es el día en que se van",
    ]);
  });

  it("a variable another program already uses (the computer's, GitHub's, npm's, the host's, this site's) is refused, with a name of its own to write", async () => {
    const said = (name: string, who: string, instead = "MIRADOR_AIRBNB_ICAL") =>
      `la variable ${name} ya la usa ${who}: su valor nunca sería la dirección de tu calendario; escribe aquí un nombre solo para este calendario, como ${instead}, y pon ese mismo nombre en tu .env y en el secreto CALENDARIOS`;
    const cases: [string, string][] = [
      ["PATH", "el sistema del ordenador para otra cosa"],
      ["HOME", "el sistema del ordenador para otra cosa"],
      ["HTTPS_PROXY", "el sistema del ordenador para otra cosa"],
      ["USERPROFILE", "el sistema del ordenador para otra cosa"],
      ["LC_ALL", "el sistema del ordenador para otra cosa"],
      ["GITHUB_TOKEN", "GitHub al publicar, para otra cosa"],
      ["RUNNER_TEMP", "GitHub al publicar, para otra cosa"],
      ["ACTIONS_RUNTIME_TOKEN", "GitHub al publicar, para otra cosa"],
      ["NODE_OPTIONS", "Node o npm para otra cosa"],
      ["NPM_TOKEN", "Node o npm para otra cosa"],
      ["NPM_CONFIG_REGISTRY", "Node o npm para otra cosa"],
      ["CALENDARIOS", "la publicación para el secreto que guarda las direcciones de todos los calendarios"],
      ["URL", "el servicio que publica la web (Netlify, Cloudflare Pages…) para otra cosa"],
      ["SITE_ID", "el servicio que publica la web (Netlify, Cloudflare Pages…) para otra cosa"],
      ["CF_PAGES_URL", "el servicio que publica la web (Netlify, Cloudflare Pages…) para otra cosa"],
      ["AVAILABILITY_DIR", "esta web para otra cosa"],
      ["VITE_AIRBNB_ICAL", "esta web para otra cosa"],
    ];
    // Each passes the schema's rule for a variable's name (capitals, digits and «_», 3 to 64 characters): only this check sees it.
    for (const [name, who] of cases) {
      expect(await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: ${name} }] }`)), name).toEqual([said(name, who)]);
    }
    // The name offered is one no other feed has, and no other program uses.
    expect(await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: MIRADOR_AIRBNB_ICAL }, { platform: Airbnb, env: HOME }] }`))).toEqual([said("HOME", "el sistema del ordenador para otra cosa", "MIRADOR_AIRBNB_ICAL_2")]);
  });

  it("a date written the Spanish way is refused with the form to type", async () => {
    expect(await problems(withMirador(`{ blocks: [{ checkIn: 24/12/2026, checkOut: 2026-12-27 }] }`))).toEqual([expect.stringContaining("Escribe la fecha como año-mes-día, con guiones y dos cifras para el mes y el día: «2026-12-24»")]);
  });

  it("a season's name without its English, as any text of the site, is refused where it goes", async () => {
    const untranslated = SEASONS.replace("name: { es: Verano, en: Summer }", "name: { es: Verano }");
    expect(await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: MIRADOR_AIRBNB_ICAL }] }`, `{ taxesIncluded: true, seasons: ${untranslated} }`))).toEqual([
      expect.stringMatching(/^«apartments\[0\]\.rates\.seasons\[1\]\.name»: falta el texto en inglés \(en\)/),
    ]);
  });

  it("a price with more than cents, and a season past the booking horizon (two years from today), are refused at their lines", async () => {
    const seasons = (nightly: number, to: string) => `[{ name: { es: Invierno, en: Winter }, from: 2026-11-01, to: ${to}, nightly: ${nightly}, minNights: 2 }]`;
    expect(await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: MIRADOR_AIRBNB_ICAL }] }`, `{ taxesIncluded: true, cleaningFee: 30.255, seasons: ${seasons(85.5, "2027-03-31")} }`))).toEqual([
      "«apartments[0].rates.cleaningFee»: un precio lleva como mucho dos decimales, los céntimos: «30.26»",
    ]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
    const lastNight = new Date(`${Number(today.slice(0, 4)) + 2}${today.slice(4)}T12:00:00Z`);
    lastNight.setUTCDate(lastNight.getUTCDate() - 1);
    const shown = lastNight.toISOString().slice(0, 10).split("-").reverse().join("/");
    expect(await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: MIRADOR_AIRBNB_ICAL }] }`, `{ taxesIncluded: true, seasons: ${seasons(80, "9999-12-31")} }`))).toEqual([
      `la temporada «Invierno» llega hasta el 31/12/9999, y solo se puede reservar hasta la noche del ${shown} (2 años desde hoy): haz que termine como mucho ese día, y añade las temporadas siguientes cuando llegue su momento`,
    ]);
  });

  it("overlapping seasons, a gap between two, a minimum stay of zero (named in the main language)", async () => {
    const overlap = `[{ name: { es: Invierno, en: Winter }, from: 2026-11-01, to: 2027-04-05, nightly: 80, minNights: 2 }, { name: { es: Verano, en: Summer }, from: 2027-04-01, to: 2027-10-31, nightly: 95, minNights: 3 }]`;
    expect(await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: MIRADOR_AIRBNB_ICAL }] }`, `{ taxesIncluded: true, seasons: ${overlap} }`))).toEqual([
      "la temporada «Verano» (del 01/04/2027 al 31/10/2027) se solapa con «Invierno» (del 01/11/2026 al 05/04/2027): cada noche tiene un solo precio; haz que «Verano» empiece el 06/04/2027 («from: 2027-04-06»), o que «Invierno» termine el 31/03/2027 («to: 2027-03-31»)",
    ]);
    const gap = `[{ name: { es: Invierno, en: Winter }, from: 2026-11-01, to: 2027-03-31, nightly: 80, minNights: 2 }, { name: { es: Verano, en: Summer }, from: 2027-04-10, to: 2027-10-31, nightly: 95, minNights: 3 }]`;
    expect(await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: MIRADOR_AIRBNB_ICAL }] }`, `{ taxesIncluded: true, seasons: ${gap} }`))).toEqual([
      "entre «Invierno» (hasta el 31/03/2027) y «Verano» (desde el 10/04/2027) quedan noches sin precio, del 01/04/2027 al 09/04/2027: haz que «Verano» empiece el 01/04/2027 o añade una temporada para esas noches",
    ]);
    const zero = `[{ name: { es: Invierno, en: Winter }, from: 2026-11-01, to: 2027-03-31, nightly: 80, minNights: 0 }]`;
    expect(await problems(withMirador(`{ feeds: [{ platform: Airbnb, env: MIRADOR_AIRBNB_ICAL }] }`, `{ taxesIncluded: true, seasons: ${zero} }`))).toEqual(["«apartments[0].rates.seasons[0].minNights»: debe ser >= 1 (Noches mínimas para una llegada en esta temporada)"]);
  });
});

describe("what counts as a calendar's address", () => {
  it("the platforms' export links, anywhere in a text, with their scheme or without; not ordinary links that happen to hold the letters", async () => {
    const { holdsCalendarAddress } = await import("../../../src/content-check/cross-check/calendar-checks.ts");
    for (const link of [
      "https://www.airbnb.es/calendar/ical/53812296.ics?s=0a1b2c",
      "https://admin.booking.com/hotel/hoteladmin/ical.html?t=0f1e2d",
      "http://www.vrbo.com/icalendar/4c7a1e0b.ics",
      "webcal://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/private-123/basic.ics",
      "https://example.com/feed.ics",
    ]) {
      expect(holdsCalendarAddress(link), link).toBe(true);
      expect(holdsCalendarAddress(`Nuestro calendario (${link}) está al día.`), `inside: ${link}`).toBe(true);
      expect(holdsCalendarAddress(`Reservas:\n${link.replace(/^[a-z]+:\/\//, "")}`), `without its scheme: ${link}`).toBe(true);
    }
    for (const text of ["https://www.musical.es", "https://example.com/physical-therapy", "Síguenos en https://www.facebook.com/viviendasturisticasarenales", "https://ics.example.com/", "https://example.com/topics", "Exportamos aceite; el calendario de fiestas está en el ayuntamiento.", "Cerca de la estación: 5 km / 10 min."]) {
      expect(holdsCalendarAddress(text), text).toBe(false);
    }
  });
});

import { HORIZON_YEARS } from "../../booking/booking-window.ts";
import { addDays, addYears, compareDates } from "../../booking/calendar-date.ts";
import { todayIn } from "../../booking/today.ts";
import type { Site } from "../../generated/content-types.gen.ts";
import { ADDRESSES_SECRET } from "./feed-names.ts";
import { reservedBy } from "./reserved-variables.ts";
import { mainText } from "../wording/language-names.ts";
import { seasonGaps, seasonOverlaps } from "./season-overlaps.ts";
import { dayAsWritten } from "../wording/wording.ts";
import type { PathSegment } from "../wording/problem.ts";

type Report = (path: PathSegment[], message: string, key?: string) => void;


/** An address without its scheme, as the platforms' export links look: «…/calendar/ical/1.ics?s=…». */
function looksLikeCalendar(address: string): boolean {
  const path = address.toLowerCase().replace(/^[a-z]+:\/\//, "");
  return /[/._=-]ical(?![a-z0-9])/.test(path) || /\.ics(?![a-z0-9])/.test(path) || path.includes("icalendar") || path.includes("calendar/export") || (path.includes("export") && path.includes("calendar"));
}

/**
 * Does a text hold a calendar's secret address, anywhere in it: a platform's export link, with its
 * scheme («https://», «webcal://») or copied without it («www.airbnb.es/calendar/ical/…»)?
 */
export function holdsCalendarAddress(text: string): boolean {
  for (const [address] of text.matchAll(/(?:https?|webcals?):\/\/[^\s"'<>«»]+/gi)) if (looksLikeCalendar(address)) return true;
  return text.split(/\s/).some((word) => word.includes("/") && word.includes(".") && looksLikeCalendar(word.replace(/^[^a-z0-9]+/i, "")));
}

function walk(value: unknown, path: PathSegment[], visit: (text: string, path: PathSegment[]) => void): void {
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit);
}

function checkSeasons(site: Site, today: string, report: Report): void {
  // No stay can be asked for past the booking horizon: a price for those nights is never shown, and a season to 9999 only slows every estimate.
  const lastNight = addDays(addYears(today, HORIZON_YEARS), -1);
  site.apartments.forEach((apartment, i) => {
    const seasons = apartment.rates?.seasons ?? [];
    const at = (j: number, field: string): PathSegment[] => ["apartments", i, "rates", "seasons", j, field];
    seasons.forEach((season, j) => {
      if (compareDates(season.to, lastNight) > 0 && compareDates(season.from, season.to) <= 0) {
        report(at(j, "to"), `la temporada «${mainText(season.name, site)}» llega hasta el ${dayAsWritten(season.to)}, y solo se puede reservar hasta la noche del ${dayAsWritten(lastNight)} (${HORIZON_YEARS} años desde hoy): haz que termine como mucho ese día, y añade las temporadas siguientes cuando llegue su momento`);
      }
      if (compareDates(season.to, season.from) < 0) report(at(j, "to"), `la temporada «${mainText(season.name, site)}» termina (${dayAsWritten(season.to)}) antes de empezar (${dayAsWritten(season.from)}): «to» es su última noche, igual o después de «from»`);
      if (season.weekend !== undefined && season.weekend === season.nightly) report(at(j, "weekend"), `el precio de fin de semana de «${mainText(season.name, site)}» es el mismo que el de las demás noches: quita «weekend»`);
    });
    const nameOf = (j: number): string => mainText(seasons[j]?.name, site);
    for (const { index, field, message } of [...seasonOverlaps(seasons, nameOf), ...seasonGaps(seasons, nameOf)]) report(at(index, field), message);
  });
}

/** The longest name a variable may have (schema/site.schema.json, $defs.calendarFeed.env). */
const MAX_VARIABLE = 64;

/**
 * A variable's name for one calendar, as the guide teaches it: apartment, platform and ICAL
 * («MIRADOR_AIRBNB_ICAL»); one no other program uses («PISO_…» when the apartment's own would be,
 * as «GITHUB_…»), and none of `taken` (a number added).
 */
function variableFor(slug: string, platform: string, taken: ReadonlySet<string>): string {
  const words = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_+|_+$/g, "");
  let name = `${words(slug)}_${words(platform)}_ICAL`.replace(/_+/g, "_");
  if (!/^[A-Z]/.test(name) || reservedBy(name)) name = `PISO_${name}`;
  // Room for «_2» within the longest name.
  name = name.slice(0, MAX_VARIABLE - 3).replace(/_+$/, "");
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) if (!taken.has(`${name}_${n}`)) return `${name}_${n}`;
}

/**
 * Calendars and prices: feeds named by a variable of their own (used once, and not one another
 * program uses), blocks that end after they start, seasons in a row without gaps or overlaps, and
 * no calendar address anywhere in the file (it is secret and site.yaml is published).
 */
export function checkCalendars(site: Site, report: Report, now = new Date()): void {
  const variables = new Map<string, string>();
  const named = new Set(site.apartments.flatMap((apartment) => (apartment.calendar?.feeds ?? []).map((feed) => feed.env)));
  site.apartments.forEach((apartment, i) => {
    apartment.calendar?.feeds?.forEach((feed, j) => {
      const at: PathSegment[] = ["apartments", i, "calendar", "feeds", j, "env"];
      const first = variables.get(feed.env);
      const users = reservedBy(feed.env);
      if (users) report(at, `la variable ${feed.env} ya la usa ${users}: su valor nunca sería la dirección de tu calendario; escribe aquí un nombre solo para este calendario, como ${variableFor(apartment.slug, feed.platform, named)}, y pon ese mismo nombre en tu .env y en el secreto ${ADDRESSES_SECRET}`);
      else if (first) report(at, `la variable ${feed.env} ya es la del calendario de ${first}: cada calendario tiene su propia dirección, y por tanto su propia variable (por ejemplo ${variableFor(apartment.slug, feed.platform, named)})`);
      else variables.set(feed.env, `${feed.platform} de «${apartment.name}»`);
    });
    apartment.calendar?.blocks?.forEach((block, j) => {
      if (compareDates(block.checkOut, block.checkIn) <= 0) report(["apartments", i, "calendar", "blocks", j, "checkOut"], `la salida (${dayAsWritten(block.checkOut)}) tiene que ser después de la llegada (${dayAsWritten(block.checkIn)}): «checkOut» es el día en que se van`);
    });
  });
  checkSeasons(site, todayIn(site.site.timeZone, now), report);
  walk(site, [], (text, path) => {
    if (holdsCalendarAddress(text)) report(path, "esto parece la dirección secreta de un calendario: no la pongas en site.yaml, que se publica; guárdala en el archivo .env (o en los secretos de GitHub) y escribe aquí solo el nombre de su variable, en «calendar: feeds: env:»");
  });
}

import { HORIZON_YEARS } from "../../../src/booking/booking-window.ts";
import { addDays, addYears, compareDates } from "../../../src/booking/calendar-date.ts";
import { todayIn } from "../../../src/booking/today.ts";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { mainText } from "../messages/language-names.ts";
import { dayAsWritten as shown } from "../messages/wording.ts";
import type { PathSegment } from "../read/yaml-source.ts";

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
        report(at(j, "to"), `la temporada «${mainText(season.name, site)}» llega hasta el ${shown(season.to)}, y solo se puede reservar hasta la noche del ${shown(lastNight)} (${HORIZON_YEARS} años desde hoy): haz que termine como mucho ese día, y añade las temporadas siguientes cuando llegue su momento`);
      }
      if (compareDates(season.to, season.from) < 0) report(at(j, "to"), `la temporada «${mainText(season.name, site)}» termina (${shown(season.to)}) antes de empezar (${shown(season.from)}): «to» es su última noche, igual o después de «from»`);
      if (season.weekend !== undefined && season.weekend === season.nightly) report(at(j, "weekend"), `el precio de fin de semana de «${mainText(season.name, site)}» es el mismo que el de las demás noches: quita «weekend»`);
    });
    const order = seasons.map((season, j) => ({ season, j })).filter(({ season }) => compareDates(season.to, season.from) >= 0).sort((a, b) => compareDates(a.season.from, b.season.from));
    for (let k = 1; k < order.length; k++) {
      const before = order[k - 1]!.season;
      const { season, j } = order[k]!;
      const gap = compareDates(season.from, addDays(before.to, 1));
      if (gap < 0) report(at(j, "from"), `la temporada «${mainText(season.name, site)}» (desde el ${shown(season.from)}) se solapa con «${mainText(before.name, site)}» (hasta el ${shown(before.to)}): cada noche tiene un solo precio; haz que empiece el ${shown(addDays(before.to, 1))}`);
      else if (gap > 0) report(at(j, "from"), `entre «${mainText(before.name, site)}» (hasta el ${shown(before.to)}) y «${mainText(season.name, site)}» (desde el ${shown(season.from)}) quedan noches sin precio, del ${shown(addDays(before.to, 1))} al ${shown(addDays(season.from, -1))}: haz que «${mainText(season.name, site)}» empiece el ${shown(addDays(before.to, 1))} o añade una temporada para esas noches`);
    }
  });
}

/**
 * Calendars and prices: feeds named by a variable used once, blocks that end after they start,
 * seasons in a row without gaps or overlaps, and no calendar address anywhere in the file (it is
 * secret and site.yaml is published).
 */
export function checkCalendars(site: Site, report: Report, now = new Date()): void {
  const variables = new Map<string, string>();
  site.apartments.forEach((apartment, i) => {
    apartment.calendar?.feeds?.forEach((feed, j) => {
      const first = variables.get(feed.env);
      if (first) report(["apartments", i, "calendar", "feeds", j, "env"], `la variable ${feed.env} ya es la del calendario de ${first}: cada calendario tiene su propia dirección, y por tanto su propia variable (por ejemplo ${apartment.slug.toUpperCase().replaceAll("-", "_")}_${feed.platform.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}_ICAL)`);
      else variables.set(feed.env, `${feed.platform} de «${apartment.name}»`);
    });
    apartment.calendar?.blocks?.forEach((block, j) => {
      if (compareDates(block.checkOut, block.checkIn) <= 0) report(["apartments", i, "calendar", "blocks", j, "checkOut"], `la salida (${shown(block.checkOut)}) tiene que ser después de la llegada (${shown(block.checkIn)}): «checkOut» es el día en que se van`);
    });
  });
  checkSeasons(site, todayIn(site.site.timeZone, now), report);
  walk(site, [], (text, path) => {
    if (holdsCalendarAddress(text)) report(path, "esto parece la dirección secreta de un calendario: no la pongas en site.yaml, que se publica; guárdala en el archivo .env (o en los secretos de GitHub) y escribe aquí solo el nombre de su variable, en «calendar: feeds: env:»");
  });
}

import { isBookedNight } from "../booking/availability";
import { ageInHours, STALE_AFTER_HOURS } from "../booking/calendar-age";
import { compareDates } from "../booking/calendar-date";
import { monthGrids } from "../booking/month-grid";
import { calendarWords, languageFacts } from "../labels/words";
import { fill, upperFirst, wordsIn } from "../labels/dictionary";
import { siteIn } from "./routing";
import { siteSource } from "./site-source";
import type { AvailabilityInfo, Language } from "./types";
import { dateTimeFormat } from "../labels/intl";

/** A year of months on the page; the form's picker reaches as far as the data (18 months). */
const CALENDAR_MONTHS = 12;

/**
 * An apartment's calendar for its page, in a language, made at build time: null when it has no
 * availability data (no calendar in site.yaml, or `npm run availability` never wrote it).
 */
export function availabilityInfo(slug: string, language: Language, now = new Date()): AvailabilityInfo | null {
  const data = siteSource().availability[slug];
  if (!data) return null;
  const { timeZone } = siteIn(language).site;
  const { locale } = wordsIn(languageFacts, language);
  const words = wordsIn(calendarWords, language);
  const caption = dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const date = dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone });
  const time = dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  // Monday first: 1 January 2024 was a Monday.
  const weekday = (style: "narrow" | "long") => dateTimeFormat(locale, { weekday: style, timeZone: "UTC" });
  const week = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i, 12)));
  return {
    weekdays: week.map((day) => ({ short: weekday("narrow").format(day).toLocaleUpperCase(locale), long: weekday("long").format(day) })),
    months: monthGrids(data.window.from, CALENDAR_MONTHS).map(({ first, weeks }) => {
      const name = caption.format(new Date(`${first}T12:00:00Z`));
      const cells = weeks.flat();
      const days = cells.filter((day) => day !== null).map((day) => (compareDates(day, data.window.from) < 0 ? "p" : isBookedNight(day, data.booked) ? "b" : "f"));
      return { caption: upperFirst(name, locale), offset: cells.indexOf(first), days: days.join("") };
    }),
    updatedAt: data.updatedAt,
    updatedText: data.updatedAt ? fill(words.updatedWhen, { date: date.format(new Date(data.updatedAt)), time: time.format(new Date(data.updatedAt)) }) : null,
    unread: data.feeds.filter((feed) => feed.readAt === null).map((feed) => feed.platform),
    ownerOnly: data.feeds.length === 0,
    staleAtBuild: ageInHours(data, now) > STALE_AFTER_HOURS,
  };
}

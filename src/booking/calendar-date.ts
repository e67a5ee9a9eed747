/**
 * Calendar dates written YYYY-MM-DD, computed by hand rather than through `Date` or dayjs: both
 * read years 0–99 as 1900–1999, and a date input hands over anything from year 0001 to 275760
 * (or, edited in the page, any text at all). `parseDate` takes any text and never throws; the
 * other functions take only dates it accepted.
 */
import { dateTimeFormat } from "../labels/intl.ts";

/** A year of 4 to 6 digits: what a date input can give (0001 … 275760). */
const DATE = /^(\d{4,6})-(\d{2})-(\d{2})$/;

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

type Ymd = { year: number; month: number; day: number };

function split(date: string): Ymd | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The parts of a date `parseDate` accepted; any other text is the caller's mistake, and said so. */
function parsed(date: string): Ymd {
  const parts = split(date);
  if (!parts) throw new Error(`«${date}» is not a calendar date written YYYY-MM-DD`);
  return parts;
}

function format({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Days since 1970-01-01 (Howard Hinnant's days_from_civil), so dates of any length compare as numbers. */
function dayNumber({ year, month, day }: Ymd): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function fromDayNumber(days: number): Ymd {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Days since 1970-01-01 of a year, month and day, any year (`Date.UTC` reads 0–99 as 1900–1999). */
export const dayIndex = (year: number, month: number, day: number): number => dayNumber({ year, month, day });

/** A real calendar date written YYYY-MM-DD (year 0001 to 999999), or null: `2026-02-30`, `abc`, `` are not. */
export function parseDate(value: string): string | null {
  const parts = split(value);
  return parts && format(parts) === value ? value : null;
}

/** Negative when `a` is before `b`, 0 when the same day, positive after; both must be parsed dates. */
export function compareDates(a: string, b: string): number {
  return dayNumber(parsed(a)) - dayNumber(parsed(b));
}

/** The calendar date `days` after `date` (a parsed date). */
export function addDays(date: string, days: number): string {
  return format(fromDayNumber(dayNumber(parsed(date)) + days));
}

/** The nights from `checkIn` to `checkOut` (the morning of leaving), by the calendar: no clock change moves it. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return dayNumber(parsed(checkOut)) - dayNumber(parsed(checkIn));
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const { year, month, day } = parsed(date);
  return format({ year: year + years, month, day: Math.min(day, daysInMonth(year + years, month)) });
}

/** The same day `months` later; a day the shorter month lacks becomes its last (31 January + 1 month → 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parsed(date);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return format({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

/** 01:00 UTC on the last Sunday of a month (the EU's summer-time changes), in ms. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const last = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, last.getUTCDate() - last.getUTCDay(), 1);
}

/**
 * Minutes ahead of UTC in `timeZone` at `now`, for the zone the site allows (Europe/Madrid, the
 * schema's constant): CET, and CEST from 01:00 UTC on the last Sunday of March to 01:00 UTC on
 * the last Sunday of October (EU rule since 1996). Null for any other zone. Without Intl: a
 * phone's first date format with a time zone loads the zone data, about 50 ms of its CPU on the
 * apartment page; the rule costs nothing. Tested against Intl hour by hour.
 */
export function zoneOffsetMinutes(timeZone: string, now: Date): number | null {
  if (timeZone !== "Europe/Madrid") return null;
  const year = now.getUTCFullYear();
  const time = now.getTime();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 120 : 60;
}

/**
 * The calendar date in `timeZone` at `now`, without dayjs: for what runs at build or outside the
 * booking form's logic (prices shown, an apartment's first free night, the stay search), where the
 * form's dayjs (src/booking/today.ts, loaded with its logic) would add about 4.5 KB gzip. The
 * site's zone by its rule (zoneOffsetMinutes), any other through Intl.
 */
export function dateIn(timeZone: string, now: Date): string {
  const offset = zoneOffsetMinutes(timeZone, now);
  if (offset === null) return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  const there = new Date(now.getTime() + offset * 60_000);
  return format({ year: there.getUTCFullYear(), month: there.getUTCMonth() + 1, day: there.getUTCDate() });
}

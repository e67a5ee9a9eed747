import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { addDays, compareDates, parseDate } from "../../booking/calendar-date";
import { isNightBooked, isNightKnown, minimumNights, stayBlockedBy, type StayCalendar } from "../../booking/stay-answer";
import type { BookingConfig } from "../../booking/types";
import { fill } from "../../labels/dictionary";
import { pickerWords } from "../../labels/words";
import { usePageLanguage, useWords } from "../page-language";
import "./stay-picker.css";
import { dateTimeFormat } from "../../labels/intl";

type Props = {
  id: string;
  checkIn: string;
  checkOut: string;
  /** The first and last dates a stay may touch (the form's rules). */
  min: string;
  max: string;
  /** The apartment's calendar as the answers see it (stay-answer.ts): its booked nights, how far they reach. */
  calendar: StayCalendar;
  /** The apartment's prices: a departure under the minimum of the arrival's season can't be chosen. */
  rates?: BookingConfig["apartments"][number]["rates"];
  onChange: (dates: { checkIn: string; checkOut: string }) => void;
};

/**
 * What the calendar writes and says, in the page's language, from Intl: no date library's locale
 * travels with it, so a new language needs no code here. A day's name: «domingo, 24 de
 * diciembre de 2026», «Sunday 24 December 2026».
 */
function calendarText(locale: string) {
  const day = dateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const month = dateTimeFormat(locale, { month: "long", year: "numeric" });
  const weekday = dateTimeFormat(locale, { weekday: "short" });
  const weekdayLong = dateTimeFormat(locale, { weekday: "long" });
  return { day: (date: Date) => day.format(date), month: (date: Date) => month.format(date), weekday: (date: Date) => weekday.format(date), weekdayLong: (date: Date) => weekdayLong.format(date) };
}

/** The picker's days are the browser's local midnights; a stay's dates are written YYYY-MM-DD. */
const ymd = (date: Date): string => `${String(date.getFullYear()).padStart(4, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const dateOf = (value: string): Date => new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));

/**
 * The stay as a range on a month calendar (react-day-picker: a grid of buttons, arrow keys, labels
 * in the page's language), booked nights struck through. A booked night can't start a stay, nor a
 * night the calendar doesn't reach; once the arrival is chosen, the departure can be any day the
 * stay's rules allow (stay-answer.ts, as the search and the submit ask them): from the minimum of
 * the arrival's season up to the first booked night after it (the morning others arrive), within
 * the calendar's reach. A day that can't be chosen says why, to a screen reader too. Loaded only
 * when the visitor opens it.
 */
export default function StayPicker({ id, checkIn, checkOut, min, max, calendar, rates, onChange }: Props) {
  const { locale } = usePageLanguage();
  const text = useWords(pickerWords);
  const format = calendarText(locale);
  const from = parseDate(checkIn);
  const to = parseDate(checkOut);
  const choosingDeparture = from !== null && to === null;
  const apartment = { rates };
  /** Why a day can't be chosen now, as a screen reader is told it; null when it can. */
  const unavailable = (date: Date): string | null => {
    const day = ymd(date);
    if (compareDates(day, min) < 0) return text.tooSoon;
    if (compareDates(day, max) > 0) return "";
    if (choosingDeparture && compareDates(day, from) > 0) {
      const blocked = stayBlockedBy({ checkIn: from, checkOut: day }, apartment, calendar);
      if (blocked === "booked") return text.crossesBooked;
      if (blocked === "minimum") return fill(text.underMinimum, { nights: minimumNights(from, apartment).nights });
      // The last night (the day before) must be one the calendar reaches.
      return isNightKnown(addDays(day, -1), calendar) ? null : text.unknown;
    }
    if (!isNightKnown(day, calendar)) return text.unknown;
    return isNightBooked(day, calendar) ? text.booked : null;
  };
  const select = (day: Date): void => {
    const chosen = ymd(day);
    if (choosingDeparture && compareDates(chosen, from) > 0) onChange({ checkIn: from, checkOut: chosen });
    else onChange({ checkIn: chosen, checkOut: "" });
  };
  return (
    <div id={id} className="stay-picker">
      <p className="stay-picker__hint">
        {text.hint}
        {calendar.known ? ` ${fill(text.until, { date: format.day(dateOf(addDays(calendar.until, -1))) })}` : null}
      </p>
      <DayPicker
        lang={locale}
        mode="range"
        weekStartsOn={1}
        selected={from ? { from: dateOf(from), to: to ? dateOf(to) : undefined } : undefined}
        onSelect={(_range, day) => select(day)}
        defaultMonth={dateOf(from ?? min)}
        startMonth={dateOf(min)}
        endMonth={dateOf(max)}
        disabled={(date: Date) => unavailable(date) !== null}
        modifiers={{ booked: (date: Date) => isNightBooked(ymd(date), calendar) }}
        modifiersClassNames={{ booked: "stay-picker__booked" }}
        formatters={{ formatCaption: format.month, formatWeekdayName: format.weekday }}
        labels={{
          labelDayButton: (date, modifiers) => {
            const reason = unavailable(date);
            return [modifiers.today ? text.today : null, format.day(date), modifiers.selected ? text.selected : null, modifiers.booked ? text.booked : null, reason === text.booked ? null : reason]
              .filter(Boolean)
              .join(", ");
          },
          labelGrid: format.month,
          labelWeekday: format.weekdayLong,
          labelNext: () => text.nextMonth,
          labelPrevious: () => text.previousMonth,
          labelNav: () => text.nav,
        }}
      />
    </div>
  );
}

import { DayPicker, type labelDayButton } from "react-day-picker";
import { es } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { firstBookedNight, isBookedNight } from "../../booking/availability";
import { compareDates, parseDate } from "../../booking/calendar-date";
import { pickerMessages as text } from "../../labels/picker";
import "./stay-picker.css";

type Props = {
  id: string;
  checkIn: string;
  checkOut: string;
  /** The first and last dates a stay may touch (the form's rules). */
  min: string;
  max: string;
  booked: [string, string][];
  onChange: (dates: { checkIn: string; checkOut: string }) => void;
};

/** react-day-picker's own Spanish name of a day button («domingo, 24 de diciembre de 2026»…). */
const spanishDayLabel = es.labels!.labelDayButton as typeof labelDayButton;

/** The picker's days are the browser's local midnights; a stay's dates are written YYYY-MM-DD. */
const ymd = (date: Date): string => `${String(date.getFullYear()).padStart(4, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const dateOf = (value: string): Date => new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));

/**
 * The stay as a range on a month calendar (react-day-picker: a grid of buttons, arrow keys, Spanish
 * labels), booked nights struck through. A booked night can't start a stay; once the arrival is
 * chosen, the departure can be any day up to the first booked night after it (the morning others
 * arrive). Loaded only when the visitor opens it.
 */
export default function StayPicker({ id, checkIn, checkOut, min, max, booked, onChange }: Props) {
  const from = parseDate(checkIn);
  const to = parseDate(checkOut);
  const choosingDeparture = from !== null && to === null;
  const disabled = (date: Date): boolean => {
    const day = ymd(date);
    if (compareDates(day, min) < 0 || compareDates(day, max) > 0) return true;
    if (choosingDeparture && compareDates(day, from) > 0) return firstBookedNight(from, day, booked) !== null;
    return isBookedNight(day, booked);
  };
  const select = (day: Date): void => {
    const chosen = ymd(day);
    if (choosingDeparture && compareDates(chosen, from) > 0) onChange({ checkIn: from, checkOut: chosen });
    else onChange({ checkIn: chosen, checkOut: "" });
  };
  return (
    <div id={id} className="stay-picker">
      <p className="stay-picker__hint">{text.hint}</p>
      <DayPicker
        mode="range"
        locale={es}
        weekStartsOn={1}
        selected={from ? { from: dateOf(from), to: to ? dateOf(to) : undefined } : undefined}
        onSelect={(_range, day) => select(day)}
        defaultMonth={dateOf(from ?? min)}
        startMonth={dateOf(min)}
        endMonth={dateOf(max)}
        disabled={disabled}
        modifiers={{ booked: (date: Date) => isBookedNight(ymd(date), booked) }}
        modifiersClassNames={{ booked: "stay-picker__booked" }}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const label = spanishDayLabel(date, modifiers, options, dateLib);
            return modifiers.booked ? `${label}, ${text.booked}` : label;
          },
        }}
      />
    </div>
  );
}

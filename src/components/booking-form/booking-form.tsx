import { lazy, Suspense, useState, type ReactNode } from "react";
import type { BookingConfig, BookingField } from "../../booking/types";
import { fill, type Words } from "../../labels/dictionary";
import { useWords } from "../page-language";
import { BookingDateField } from "./booking-date-field";
import { BookingFieldErrors, invalidProps } from "./booking-field-errors";
import { FIELD_NAMES, guestsFrom } from "./read-booking-form";
import { useBookingForm, type SubmitAction } from "./use-booking-form";
import "../form-field.css";
import "./booking-form.css";

type Props = { config: BookingConfig; defaultApartment: string };

/** The submit's name: what pressing it does (use-booking-form.ts). */
const SUBMIT_NAMES: Record<SubmitAction, (text: Words["shell"]["booking"]) => string> = {
  check: (text) => text.submit,
  listing: (text) => text.submitListing,
  listingUnknown: (text) => text.submitListingUnknown,
  enquiry: (text) => text.submitEnquiry,
};

/** The month calendar of the stay: its own chunk, fetched when the visitor first opens it. */
const StayPicker = lazy(() => import("./stay-picker"));
/** The answers (a listing opened, an enquiry, the chosen stay's answer) exist only once the form's logic has run: they come with it. */
const BookingResult = lazy(() => import("./booking-result").then((module) => ({ default: module.BookingResult })));
const BookingAnswer = lazy(() => import("./booking-answer").then((module) => ({ default: module.BookingAnswer })));

/**
 * The availability form. Checks every rule on submit and shows each problem
 * next to its field; a valid stay opens the listing in a new tab, or — for an
 * apartment without a listing — offers a prefilled WhatsApp or e-mail enquiry.
 */
export function BookingForm({ config, defaultApartment }: Props) {
  // Its fields' ids, the same in the page and in its island's root (useId would differ between the two).
  const id = `reserva-${defaultApartment}`;
  const text = useWords().booking;
  const { form, update, wake, min, max, errorsFor, inputRef, formElement, submit, maxGuests, result, calendar: known, window: stay, answer, action } = useBookingForm(config, defaultApartment);
  const [pickerOpen, setPickerOpen] = useState(false);
  const facts = config.calendars[form.apartment];
  // The calendar of free dates, for a calendar read whole (one with a platform never read can't show a free night).
  const hasCalendar = Boolean(facts?.until && facts.complete);
  const fieldId = (field: BookingField) => `${id}-${field}`;
  const errorId = (field: BookingField) => `${id}-${field}-error`;

  const dateField = (field: "checkIn" | "checkOut", label: string, below?: ReactNode) => (
    <BookingDateField
      id={fieldId(field)}
      name={FIELD_NAMES[field]}
      label={label}
      value={form[field]}
      min={min[field]}
      max={max[field]}
      errors={errorsFor(field)}
      inputRef={inputRef(field)}
      onChange={(value) => update({ [field]: value })}
    >
      {below}
    </BookingDateField>
  );
  // Under the check-out, so that the row of fields keeps its length; the calendar opens below the row.
  // Not when the calendar couldn't be read after all (the answers then say «consúltanos»).
  const pickerToggle = hasCalendar && (known === null || known.known) ? (
    <button type="button" className="booking-form__picker-toggle needs-script" aria-expanded={pickerOpen} aria-controls={`${id}-picker`} onClick={() => setPickerOpen(!pickerOpen)}>
      {pickerOpen ? text.pickerHide : text.pickerShow}
    </button>
  ) : null;
  // Choosing an apartment without a calendar takes the calendar and the live answer away: said in
  // the answer's place, which always exists (what appears in it is read out).
  const noCalendar = !facts && Object.keys(config.calendars).length > 0 ? fill(text.noCalendar, { name: config.apartments.find((apartment) => apartment.slug === form.apartment)?.name ?? "" }) : null;

  return (
    // Without scripts (or before they start) the form leads to the contact page, where phone,
    // WhatsApp and e-mail work: a native submit to this page would only reload it, input lost.
    <form ref={formElement} className="booking-form form-card" aria-label={text.form} action={config.contactPage} method="get" onSubmit={submit} noValidate onFocusCapture={wake} onPointerEnter={wake} onTouchStartCapture={wake}>
      <div className="booking-form__fields">
        <div className="form-field">
          <label htmlFor={fieldId("apartment")}>{text.apartment}</label>
          <select
            ref={inputRef("apartment")}
            id={fieldId("apartment")}
            name={FIELD_NAMES.apartment}
            value={form.apartment}
            onChange={(event) => update({ apartment: event.target.value })}
            {...invalidProps(errorId("apartment"), errorsFor("apartment"))}
          >
            {config.apartments.map((apartment) => (
              <option key={apartment.slug} value={apartment.slug}>
                {apartment.name}
              </option>
            ))}
          </select>
          <BookingFieldErrors id={errorId("apartment")} errors={errorsFor("apartment")} />
        </div>
        <div className="form-field">
          <label htmlFor={fieldId("guests")}>{text.guests}</label>
          <select
            ref={inputRef("guests")}
            id={fieldId("guests")}
            name={FIELD_NAMES.guests}
            // String(): a count edited into NaN matches no option (React would warn about a NaN value).
            value={String(form.guests)}
            onChange={(event) => update({ guests: guestsFrom(event.target.value) })}
            {...invalidProps(errorId("guests"), errorsFor("guests"))}
          >
            {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <BookingFieldErrors id={errorId("guests")} errors={errorsFor("guests")} />
        </div>
        {dateField("checkIn", text.checkIn)}
        {dateField("checkOut", text.checkOut, pickerToggle)}
        {hasCalendar && pickerOpen && known?.known && stay ? (
          <Suspense fallback={null}>
            <StayPicker
              id={`${id}-picker`}
              checkIn={form.checkIn}
              checkOut={form.checkOut}
              min={stay.min}
              max={stay.max}
              calendar={known}
              rates={config.apartments.find((apartment) => apartment.slug === form.apartment)?.rates}
              onChange={(dates) => update(dates)}
            />
          </Suspense>
        ) : null}
        <div className="booking-form__status" role="status">
          {noCalendar ? <p className="booking-form__note">{noCalendar}</p> : null}
          {answer ? (
            <Suspense fallback={null}>
              <BookingAnswer answer={answer} stay={{ slugs: [form.apartment], checkIn: form.checkIn, checkOut: form.checkOut, guests: form.guests }} config={config} onChange={update} />
            </Suspense>
          ) : null}
        </div>
        <div className="form-field booking-form__submit">
          <button type="submit" className="button">
            {SUBMIT_NAMES[action](text)}
          </button>
        </div>
      </div>
      {result ? (
        <Suspense fallback={null}>
          <BookingResult {...result} />
        </Suspense>
      ) : null}
    </form>
  );
}

import { useId } from "react";
import type { BookingConfig, BookingField } from "../../booking/types";
import { bookingMessages as text } from "../../labels";
import { BookingDateField } from "./booking-date-field";
import { BookingResult } from "./booking-result";
import { useBookingForm } from "./use-booking-form";
import "./booking-form.css";

type Props = { config: BookingConfig; defaultApartment: string };

/**
 * The availability form. Checks every rule on submit and shows each problem
 * next to its field; a valid stay opens the listing in a new tab, or — for an
 * apartment without a listing — offers a prefilled WhatsApp or e-mail enquiry.
 */
export function BookingForm({ config, defaultApartment }: Props) {
  const id = useId();
  const { form, update, wake, min, errorsFor, inputRef, formElement, submit, maxGuests, result } = useBookingForm(config, defaultApartment);

  const dateField = (field: BookingField, label: string) => (
    <BookingDateField
      id={`${id}-${field}`}
      name={field === "checkIn" ? "entrada" : "salida"}
      label={label}
      value={form[field]}
      min={min[field]}
      errors={errorsFor(field)}
      inputRef={inputRef(field)}
      onChange={(value) => update({ [field]: value })}
    />
  );

  return (
    // Without scripts (or before they start) the form leads to the contact page, where phone,
    // WhatsApp and e-mail work: a native submit to this page would only reload it, input lost.
    <form ref={formElement} className="booking-form" aria-label={text.form} action={config.contactPage} method="get" onSubmit={submit} noValidate onFocusCapture={wake} onPointerEnter={wake} onTouchStartCapture={wake}>
      <div className="booking-form__fields">
        <div className="booking-form__field">
          <label htmlFor={`${id}-apartment`}>{text.apartment}</label>
          <select id={`${id}-apartment`} name="apartamento" value={form.apartment} onChange={(event) => update({ apartment: event.target.value })}>
            {config.apartments.map((apartment) => (
              <option key={apartment.slug} value={apartment.slug}>
                {apartment.name}
              </option>
            ))}
          </select>
        </div>
        <div className="booking-form__field">
          <label htmlFor={`${id}-guests`}>{text.guests}</label>
          <select id={`${id}-guests`} name="personas" value={form.guests} onChange={(event) => update({ guests: Number(event.target.value) })}>
            {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {dateField("checkIn", text.checkIn)}
        {dateField("checkOut", text.checkOut)}
        <div className="booking-form__field booking-form__submit">
          <button type="submit" className="button">
            {text.submit}
          </button>
        </div>
      </div>
      {result ? <BookingResult {...result} /> : null}
    </form>
  );
}

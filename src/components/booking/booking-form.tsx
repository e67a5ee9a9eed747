import { useId, useRef, useState, type FormEvent } from "react";
import type { BookingConfig, BookingField, BookingForm as Form, BookingProblem, ValidBooking } from "../../booking/types";
import { bookingMessages as text } from "../../labels";
import { BookingResult } from "./booking-result";
import { loadEngine, useBookingEngine } from "./use-booking-engine";
import "./booking-form.css";

type Props = { config: BookingConfig; defaultApartment: string };

const FIELD_ORDER: BookingField[] = ["checkIn", "checkOut"];

function nameOf(config: BookingConfig, slug: string): string {
  return config.apartments.find((apartment) => apartment.slug === slug)?.name ?? slug;
}

/**
 * The availability form. Checks every rule on submit and shows each problem
 * next to its field; a valid stay opens the listing in a new tab, or — for an
 * apartment without a listing — offers a prefilled WhatsApp or e-mail enquiry.
 */
export function BookingForm({ config, defaultApartment }: Props) {
  const id = useId();
  const [form, setForm] = useState<Form>({ apartment: defaultApartment, guests: config.defaultGuests, checkIn: "", checkOut: "" });
  const [problems, setProblems] = useState<BookingProblem[]>([]);
  const [result, setResult] = useState<{ booking: ValidBooking; url: string | null } | null>(null);
  const { engine, setEngine, wake, today, form: formElement } = useBookingEngine(config.timeZone);
  const inputs = useRef<Partial<Record<BookingField, HTMLInputElement | null>>>({});

  const maxGuests = config.apartments.find((apartment) => apartment.slug === form.apartment)?.maxGuests ?? 1;
  const minCheckIn = today && engine ? engine.addDays(today, 1) : undefined;
  const minCheckOut = !engine ? undefined : form.checkIn ? engine.addDays(form.checkIn, 1) : minCheckIn ? engine.addDays(minCheckIn, 1) : undefined;

  const update = (change: Partial<Form>): void => {
    const next = { ...form, ...change };
    next.guests = Math.min(next.guests, config.apartments.find((apartment) => apartment.slug === next.apartment)?.maxGuests ?? 1);
    setForm(next);
    setResult(null);
    if (problems.length > 0 && engine) {
      // A message goes once its field is fixed; new ones wait for the next submit.
      const check = engine.validateBooking(next, new Date(), config);
      const still = check.ok ? [] : check.problems;
      setProblems(problems.filter((shown) => still.some((p) => p.field === shown.field && p.message === shown.message)));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    // A submit may come before anything woke the form (Enter in a field, a script): load and keep it.
    const loaded = engine ?? (await loadEngine());
    if (!engine) setEngine(loaded);
    const { validateBooking, buildBookingUrl } = loaded;
    const check = validateBooking(form, new Date(), config);
    if (!check.ok) {
      setProblems(check.problems);
      setResult(null);
      const first = FIELD_ORDER.find((field) => check.problems.some((problem) => problem.field === field));
      if (first) inputs.current[first]?.focus();
      return;
    }
    setProblems([]);
    const url = buildBookingUrl(check.booking, config);
    // With "noopener" window.open always returns null, so a blocked tab can't be detected: the result keeps a link to it.
    if (url) window.open(url, "_blank", "noopener,noreferrer");
    setResult({ booking: check.booking, url });
  };

  const errorsFor = (field: BookingField) => problems.filter((problem) => problem.field === field);
  const dateField = (field: BookingField, label: string, min: string | undefined) => {
    const errors = errorsFor(field);
    const errorId = `${id}-${field}-error`;
    return (
      <div className="booking-form__field">
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <input
          ref={(element) => {
            inputs.current[field] = element;
          }}
          id={`${id}-${field}`}
          name={field === "checkIn" ? "entrada" : "salida"}
          type="date"
          min={min}
          value={form[field]}
          onChange={(event) => update({ [field]: event.target.value })}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? errorId : undefined}
        />
        <div id={errorId}>
          {errors.map((problem) => (
            <p key={problem.message} role="alert" className="booking-form__error">
              {problem.message}
            </p>
          ))}
        </div>
      </div>
    );
  };

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
        {dateField("checkIn", text.checkIn, minCheckIn)}
        {dateField("checkOut", text.checkOut, minCheckOut)}
        <div className="booking-form__field booking-form__submit">
          <button type="submit" className="button">
            {text.submit}
          </button>
        </div>
      </div>
      {result && engine ? (
        <BookingResult url={result.url} enquiry={result.url ? null : engine.enquiryLinks(result.booking, config)} name={nameOf(config, result.booking.apartment)} />
      ) : null}
    </form>
  );
}

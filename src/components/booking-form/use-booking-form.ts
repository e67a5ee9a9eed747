import { useRef, useState, type FormEvent } from "react";
import type { BookingConfig, BookingField, BookingForm, BookingProblem, ValidBooking } from "../../booking/types";
import { readBookingForm, withUnreadableDates } from "./read-booking-form";
import { loadBooked, loadEngine, useBookingEngine, type Engine } from "./use-booking-engine";

/** The order in which a submit with problems looks for the field to focus. */
const FIELD_ORDER: BookingField[] = ["apartment", "guests", "checkIn", "checkOut"];

/**
 * The guest select's options: up to the site's largest apartment, whichever is chosen. A group
 * over the chosen apartment's capacity is told so, with the apartments that hold it (the form's
 * answer), instead of seeing its number silently lowered when it changes apartment.
 */
function maxGuestsOf(config: BookingConfig): number {
  return Math.max(1, ...config.apartments.map((apartment) => apartment.maxGuests));
}

/**
 * The availability form's behaviour: what the visitor chose, the problems shown, and what a
 * valid submit gives (the listing opened in a new tab, or the enquiry links). The rules arrive
 * with the engine (use-booking-engine.ts); until then the dates have no minimum or maximum.
 * Whatever the page holds, a submit ends in messages or an answer, never an exception
 * (docs/decisions/013-booking-form-never-throws.md).
 */
export function useBookingForm(config: BookingConfig, defaultApartment: string) {
  const [form, setForm] = useState<BookingForm>({ apartment: defaultApartment, guests: config.defaultGuests, checkIn: "", checkOut: "" });
  const [problems, setProblems] = useState<BookingProblem[]>([]);
  const [result, setResult] = useState<{ booking: ValidBooking; url: string | null } | null>(null);
  const { engine, booked, setEngine, wake, today, form: formElement } = useBookingEngine(config.timeZone, config.availabilityPath);
  const inputs = useRef<Partial<Record<BookingField, HTMLInputElement | HTMLSelectElement | null>>>({});

  const limits = today && engine ? engine.dateWindow(today, form.checkIn) : null;
  const answerOf = () => {
    const apartment = config.apartments.find((candidate) => candidate.slug === form.apartment);
    const stay = engine && limits ? engine.formStay(form.checkIn, form.checkOut, { min: limits.checkIn.min, max: limits.checkOut.max }) : null;
    return engine && today && apartment && stay ? engine.answerFor(apartment, { ...stay, guests: form.guests }, today, booked, config.withCalendar) : null;
  };

  const update = (change: Partial<BookingForm>): void => {
    const next = { ...form, ...change };
    setForm(next);
    setResult(null);
    if (problems.length > 0 && engine) {
      // A message goes once its field is fixed; new ones wait for the next submit.
      const check = engine.validateBooking(withUnreadableDates(next, inputs.current), new Date(), config, booked);
      const still = check.ok ? [] : check.problems;
      setProblems(problems.filter((shown) => still.some((p) => p.field === shown.field && p.message === shown.message)));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const element = event.currentTarget;
    // What the controls hold now: autofill, a script or an edited page may have changed them unheard.
    const sent = readBookingForm(element);
    const checked = withUnreadableDates(sent, inputs.current);
    setForm(sent);
    // A submit may come before anything woke the form (Enter in a field, a script): load and keep it.
    let loaded: Engine;
    let nights = booked;
    try {
      if (engine) loaded = engine;
      else [loaded, nights] = await Promise.all([loadEngine(), loadBooked(config.availabilityPath)]);
    } catch {
      // The logic can't be fetched: the form does what it does without scripts (its action, the
      // contact page with the dates), rather than nothing.
      element.submit();
      return;
    }
    if (!engine) setEngine(loaded, nights);
    const { validateBooking, buildBookingUrl } = loaded;
    const check = validateBooking(checked, new Date(), config, nights);
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

  return {
    form,
    update,
    /** The chosen stay's answer as soon as both dates make one (src/booking/stay-answer.ts): free and its total, booked, under the minimum. */
    answer: answerOf(),
    /** The loaded booked nights of the chosen apartment (none before the form's logic arrives). */
    booked: booked[form.apartment] ?? null,
    /** The first check-in and the last check-out the rules accept, once known. */
    window: limits ? { min: limits.checkIn.min, max: limits.checkOut.max } : null,
    submit,
    wake,
    formElement,
    maxGuests: maxGuestsOf(config),
    min: { checkIn: limits?.checkIn.min, checkOut: limits?.checkOut.min },
    max: { checkIn: limits?.checkIn.max, checkOut: limits?.checkOut.max },
    errorsFor: (field: BookingField) => problems.filter((problem) => problem.field === field),
    inputRef: (field: BookingField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
      inputs.current[field] = element;
    },
    /** What the result box shows after a valid submit, once the engine that made it is here. */
    result:
      result && engine
        ? {
            url: result.url,
            enquiry: result.url ? null : engine.enquiryLinks(result.booking, config),
            name: config.apartments.find((apartment) => apartment.slug === result.booking.apartment)?.name ?? result.booking.apartment,
          }
        : null,
  };
}
